// The elements library: every element with its names, keywords and drawing, and the search over them.
// A layer made from an element copies the drawing (layerDrawing), so a stored design never depends on this list.
import type { ElementDrawing } from "../schema.ts";
import { ISLAMIC_ELEMENTS } from "./catalogue-islamic.ts";
import { DECOR_ELEMENTS } from "./catalogue-decor.ts";
import { SHAPE_ELEMENTS } from "./catalogue-shapes.ts";
import type { ElementCategory, LibraryElement, Localized } from "./library.ts";

export { ELEMENT_CATEGORIES, type ElementCategory, type LibraryElement, type Localized } from "./library.ts";

export const ELEMENTS: readonly LibraryElement[] = [...ISLAMIC_ELEMENTS, ...DECOR_ELEMENTS, ...SHAPE_ELEMENTS];
const byId = new Map(ELEMENTS.map((e) => [e.id, e]));
export const elementById = (id: string): LibraryElement | undefined => byId.get(id);

// Arabic search ignores diacritics, tatweel and the hamza/taa-marbuta/alif-maqsura spellings people mix up.
export function normalizeSearch(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .trim();
}

const haystack = (e: LibraryElement, categoryNames?: Partial<Record<ElementCategory, string>>) =>
  normalizeSearch([e.id, ...(["ar", "en", "fr"] as const).flatMap((l) => [e.name[l], e.keywords[l]]), categoryNames?.[e.category] ?? ""].join(" "));

/** Elements matching every word of `query` in any language, optionally in one category. */
export function searchElements(query: string, category?: ElementCategory, categoryNames?: Partial<Record<ElementCategory, string>>): LibraryElement[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  return ELEMENTS.filter((e) => (!category || e.category === category) && words.every((w) => haystack(e, categoryNames).includes(w)));
}

/** The drawing a new layer stores: a deep copy, tagged with its source. */
export function layerDrawing(e: LibraryElement): ElementDrawing {
  return { ...structuredClone(e.drawing), source: e.id };
}

export const elementName = (e: LibraryElement, locale: keyof Localized): string => e.name[locale] ?? e.name.en;

/** The element's colour slots after setting slot `slot` to `color` (the drawing itself is not changed). */
export function recolor(d: ElementDrawing, slot: number, color: string): ElementDrawing {
  if (slot < 0 || slot >= d.colors.length) return d;
  return { ...d, colors: d.colors.map((c, i) => (i === slot ? color : c)) };
}
