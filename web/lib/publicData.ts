// Public data the shell needs: display settings, categories/types, footer settings.
// Each degrades to sensible defaults when the API is unreachable, so the site still renders.
import { useQuery } from "@tanstack/react-query";
import { CARD_CATEGORIES, CERTIFICATE_TYPES } from "../../shared/limits.ts";
import type { Category, DisplaySettings, LocalizedText, PublicSettings } from "../../shared/api/settings.ts";
import { apiRequest } from "./request.ts";

export type { Category, DisplaySettings, LocalizedText, PublicSettings };

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { displayMode: "multi", templateViewMode: "multi" };

/**
 * The shell's queries: once failed, a newly mounted component must not refetch them (the default
 * retryOnMount would), or the full-screen spinner ↔ page swap would refetch in a loop while the API is down.
 */
export const SHELL_QUERY = { retryOnMount: false } as const;

export const queryKeys = {
  user: ["/api/user"] as const,
  preferences: ["/api/user/preferences"] as const,
  displaySettings: ["/api/display-settings"] as const,
  categories: (kind: Category["kind"]) => ["/api/categories", kind] as const,
  publicSettings: ["/api/settings/public"] as const,
};

export function useDisplaySettings() {
  return useQuery({
    ...SHELL_QUERY,
    queryKey: queryKeys.displaySettings,
    queryFn: async ({ signal }) => {
      const data = await apiRequest<{ settings?: Partial<DisplaySettings> }>("GET", "/api/display-settings", undefined, { signal });
      return { ...DEFAULT_DISPLAY_SETTINGS, ...(data?.settings ?? {}) };
    },
  });
}

/** The fixed slugs (SPEC §1) in API order when the API answers, in spec order otherwise. */
export function useCategories(kind: Category["kind"]) {
  const query = useQuery({
    ...SHELL_QUERY,
    queryKey: queryKeys.categories(kind),
    queryFn: ({ signal }) => apiRequest<Category[]>("GET", `/api/categories?kind=${kind}`, undefined, { signal }),
  });
  const fallbackSlugs: readonly string[] = kind === "card" ? CARD_CATEGORIES : CERTIFICATE_TYPES;
  const items: Array<{ slug: string; name?: Partial<LocalizedText> }> =
    Array.isArray(query.data) && query.data.length > 0
      ? [...query.data].sort((a, b) => a.order - b.order).map((c) => ({ slug: c.slug, name: c.name }))
      : fallbackSlugs.map((slug) => ({ slug }));
  return { ...query, items };
}

export function usePublicSettings() {
  return useQuery({
    ...SHELL_QUERY,
    queryKey: queryKeys.publicSettings,
    queryFn: ({ signal }) => apiRequest<PublicSettings>("GET", "/api/settings/public", undefined, { signal }),
  });
}
