// The shape of a library element and small builders the catalogue files share.
import type { ElementDrawing } from "../schema.ts";

export type Localized = { ar: string; en: string; fr: string };
export const ELEMENT_CATEGORIES = ["islamic", "ramadan", "floral", "dividers", "frames", "seals", "ribbons", "celebration", "shapes", "icons"] as const;
export type ElementCategory = (typeof ELEMENT_CATEGORIES)[number];

export interface LibraryElement {
  id: string;
  category: ElementCategory;
  name: Localized;
  /** Extra search words per language, space separated. */
  keywords: Localized;
  drawing: ElementDrawing;
}

export type PathSpec = { d: string; fill?: number; stroke?: number; width?: number; evenOdd?: boolean };

export function drawing(width: number, height: number, colors: string[], paths: PathSpec[]): ElementDrawing {
  return {
    viewBox: { width, height },
    colors,
    paths: paths.map((p) => ({ d: p.d, fill: p.fill ?? null, stroke: p.stroke ?? null, strokeWidth: p.width ?? 0, evenOdd: p.evenOdd ?? false })),
  };
}

/** One element: `names` and `keywords` as [ar, en, fr]. */
export function element(id: string, category: ElementCategory, names: [string, string, string], keywords: [string, string, string], d: ElementDrawing): LibraryElement {
  return { id, category, name: { ar: names[0], en: names[1], fr: names[2] }, keywords: { ar: keywords[0], en: keywords[1], fr: keywords[2] }, drawing: d };
}

export const GOLD = "#c7a25a";
export const GREEN = "#0f5132";
export const NAVY = "#1e3a5f";
export const ROSE = "#d46a8c";
export const CREAM = "#f5ecd7";
