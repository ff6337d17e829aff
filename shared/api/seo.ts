// SEO settings (SPEC §3): global values, optionally overridden per card/certificate/category.
import { z } from "zod";

export const SEO_ENTITY_TYPES = ["card", "certificate", "category"] as const;
export type SeoEntityType = (typeof SEO_ENTITY_TYPES)[number];

/** GET /api/seo/global and GET /api/seo/{type}/{id} answer this shape. */
export const seoFields = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  ogImage: z.string(),
  canonicalUrl: z.string(),
  noIndex: z.boolean(),
  structuredData: z.record(z.string(), z.unknown()),
});
export type SeoFields = z.infer<typeof seoFields>;

export const EMPTY_SEO: SeoFields = { title: "", description: "", keywords: [], ogImage: "", canonicalUrl: "", noIndex: false, structuredData: {} };

/** Admin PUT body: any subset; empty strings mean "use the global value". */
export const seoFieldsInput = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  keywords: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  ogImage: z.string().trim().max(2000).optional(),
  canonicalUrl: z.string().trim().max(2000).optional(),
  noIndex: z.boolean().optional(),
  structuredData: z.record(z.string(), z.unknown()).optional(),
});
export type SeoFieldsInput = z.infer<typeof seoFieldsInput>;

/** Entity values win over global ones, except empty strings/lists which mean "not set". */
export function mergeSeo(global: SeoFields, entity: Partial<SeoFields>): SeoFields {
  const out: SeoFields = { ...global };
  for (const [key, value] of Object.entries(entity) as [keyof SeoFields, unknown][]) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === "structuredData" && typeof value === "object" && Object.keys(value as object).length === 0) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
