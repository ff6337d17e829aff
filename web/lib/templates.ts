// Public templates (API.md "Public content"): the gallery list, one template with its design and
// fields, and the thumbnail URLs the gallery's <img srcset> asks for.
import { useQuery } from "@tanstack/react-query";
import { localizedDefault } from "../../shared/api/field-values.ts";
import type { FieldValues, TemplateDetail, TemplateField, TemplateKind, TemplateSummary } from "../../shared/api/templates.ts";
import type { Locale } from "../../shared/limits.ts";
import { currentLocale } from "./i18n.ts";
import { loadData } from "./queryClient.ts";
import { widthSrcSet } from "../../shared/api/preview-images.ts";

export type { TemplateDetail, TemplateField, TemplateSummary };

export const THUMBNAIL_WIDTHS = [320, 480, 720] as const;

export const templateKeys = {
  list: (kind: TemplateKind, category?: string | null) => ["/api/templates", kind, category ?? ""] as const,
  one: (id: string) => [`/api/templates/${encodeURIComponent(id)}`] as const,
};

export function useTemplates(kind: TemplateKind, category?: string | null) {
  return useQuery({
    queryKey: templateKeys.list(kind, category),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ kind });
      if (category) q.set("category", category);
      return loadData<TemplateSummary[]>(`/api/templates?${q.toString()}`, signal);
    },
  });
}

/** Adds (or replaces) a query parameter on a same-site URL that may already carry ?v=. */
export { withQueryParam as withParam } from "../../shared/api/preview-images.ts";

export function thumbnailSrcSet(thumbnailUrl: string): string {
  return widthSrcSet(thumbnailUrl, THUMBNAIL_WIDTHS);
}

/** What the preview draws for an empty field: default, else placeholder, else label (as the server's thumbnails). */
export function previewValues(fields: readonly TemplateField[], values: FieldValues, locale: Locale): FieldValues {
  const out: FieldValues = {};
  for (const f of fields) {
    const typed = (values[f.name] ?? "").trim();
    if (typed) out[f.name] = typed;
    else if (f.type === "image" || f.type === "color") out[f.name] = f.defaultValue;
    else out[f.name] = localizedDefault(f, locale) || f.placeholder[locale] || f.placeholder.ar || f.label[locale] || f.label.ar;
  }
  return out;
}

/** Values a form starts with: the given ones (an edited card), else each field's default. */
export function initialValues(fields: readonly TemplateField[], given?: Record<string, string> | null, locale: Locale = currentLocale()): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.name, given?.[f.name] ?? localizedDefault(f, locale)]));
}
