// What a font family name in a design may look like. Since brand fonts (uploaded by admins) joined the
// bundled families, `fontFamily` is a name, not an enum: the schema only checks its shape (it ends up
// quoted inside a CSS font shorthand, so no quotes, backslashes, semicolons or control characters);
// whether the family exists is checked by the server when a design is saved.
import { z } from "zod";

export const FONT_FAMILY_NAME_MAX = 64;
const SAFE_NAME = /^[^"'\\;{}<>\p{Cc}]+$/u;

export const fontFamilyName = z
  .string()
  .trim()
  .min(1)
  .max(FONT_FAMILY_NAME_MAX)
  .regex(SAFE_NAME);

/** A family name from a font file made safe for fontFamilyName (or undefined when nothing is left). */
export function cleanFamilyName(raw: string): string | undefined {
  const cleaned = raw.replace(/["'\\;{}<>\p{Cc}]/gu, "").replace(/\s+/g, " ").trim().slice(0, FONT_FAMILY_NAME_MAX).trim();
  return cleaned.length > 0 ? cleaned : undefined;
}

// Characters that draw nothing or only steer the direction of text: zero-width spaces and joiners,
// the soft hyphen, bidi controls (LRM/RLM/ALM, embeddings, overrides, isolates), variation selectors,
// tags… (Unicode's Default_Ignorable_Code_Point), and control characters.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * What a family name looks like to a person: NFKC (full-width "Ｃａｉｒｏ" is "Cairo"), invisible and
 * bidi-control characters removed, case folded, spaces collapsed. Two names with the same key are the
 * same family to a reader (and, case aside, to browsers and Skia), so an upload may not bring one.
 */
export function familyKey(name: string): string {
  const visible = name.replace(INVISIBLE, "").normalize("NFKC").replace(INVISIBLE, "");
  return visible.toLowerCase().normalize("NFKC").replace(/\s+/g, " ").trim();
}
