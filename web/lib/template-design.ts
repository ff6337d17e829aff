// One template with its design migrated and validated (zod): kept apart from lib/templates.ts so
// the pages that only list templates (the home page's gallery) do not load the design schema.
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TemplateDetail } from "../../shared/api/templates.ts";
import { safeParseDesign } from "../../shared/design/migrations.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";
import { loadData } from "./queryClient.ts";
import { templateKeys } from "./templates.ts";

/** One template; `design` is migrated and validated once per answer (null when it is unusable). */
export function useTemplate(id: string | undefined) {
  const query = useQuery({
    queryKey: templateKeys.one(id ?? ""),
    queryFn: ({ signal }) => loadData<TemplateDetail>(`/api/templates/${encodeURIComponent(id ?? "")}`, signal),
    enabled: !!id,
  });
  const design = useMemo<DesignDocument | null>(() => {
    if (!query.data) return null;
    const parsed = safeParseDesign(query.data.design);
    return parsed.success ? parsed.data : null;
  }, [query.data]);
  return { ...query, design };
}

