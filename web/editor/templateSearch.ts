// Instant template search in the picker (issue 24 §5): a query matches a template's title in any of
// ar/en/fr or its category's name (any language) or slug, the way people type: case, Latin accents,
// Arabic short vowels and tatweel ignored, and the letters Arabic keyboards spell several ways
// (أ إ آ ا, ة ه, ى ي) treated as one. Every word of the query must match somewhere.
import type { LocalizedText, TemplateSummary } from "../../shared/api/templates.ts";

export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "") // Latin accents (é → e)
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "") // Arabic harakat, superscript alef, tatweel
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim();
}

export interface CategoryNames {
  slug: string;
  name?: Partial<LocalizedText>;
}

export function filterTemplates<T extends Pick<TemplateSummary, "title" | "category">>(
  templates: readonly T[], query: string, category: string | null, categories: readonly CategoryNames[] = [],
): T[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  const names = new Map(categories.map((c) => [c.slug, Object.values(c.name ?? {}).join(" ")]));
  return templates.filter((tpl) => {
    if (category && tpl.category !== category) return false;
    if (!words.length) return true;
    const haystack = normalizeForSearch([tpl.title.ar, tpl.title.en, tpl.title.fr, tpl.category, names.get(tpl.category) ?? ""].join(" "));
    return words.every((w) => haystack.includes(w));
  });
}
