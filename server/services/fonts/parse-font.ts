// What an uploaded file is, read from its bytes (never from its name or Content-Type): a TrueType/
// OpenType font (or WOFF/WOFF2 around one), parsed with fontkit for its family, style and the
// writing systems it covers. Anything else is refused with a translated 415; a font without glyphs
// for any character with 400.
import * as fontkit from "fontkit";
import type { FontScript, FontStyle } from "../../../shared/api/fonts.ts";
import { cleanFamilyName } from "../../../shared/design/font-family-name.ts";
import { HttpError } from "../../errors.ts";

export type FontFormat = "ttf" | "otf" | "woff" | "woff2";

export interface ParsedFont {
  format: FontFormat;
  family: string;
  style: FontStyle;
  scripts: FontScript[];
  glyphs: number;
}

/** The container the bytes really are (magic numbers), or undefined. Collections (.ttc) are not accepted. */
export function sniffFontFormat(bytes: Uint8Array): FontFormat | undefined {
  if (bytes.length < 12) return undefined;
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === "\u0000\u0001\u0000\u0000" || tag === "true") return "ttf";
  if (tag === "OTTO") return "otf";
  if (tag === "wOFF") return "woff";
  if (tag === "wOF2") return "woff2";
  return undefined;
}

// A script counts as covered when the font has a glyph for every basic letter of its alphabet:
// the 28 letters of Arabic (plus hamza forms the language needs every day), the 52 of Latin.
const ARABIC_LETTERS = "ابتثجحخدذرزسشصضطظعغفقكلمنهويءأإآةى";
const LATIN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SCRIPT_LETTERS: Record<FontScript, string> = { arabic: ARABIC_LETTERS, latin: LATIN_LETTERS };

export function coveredScripts(font: Pick<fontkit.Font, "hasGlyphForCodePoint">): FontScript[] {
  return (Object.keys(SCRIPT_LETTERS) as FontScript[]).filter((script) =>
    [...SCRIPT_LETTERS[script]].every((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)),
  );
}

function styleOf(font: fontkit.Font): FontStyle {
  const os2 = (font as unknown as { "OS/2"?: { usWeightClass?: number; fsSelection?: { italic?: boolean } } })["OS/2"];
  const raw = os2?.usWeightClass ?? 400;
  // Some old fonts write 1-9 instead of 100-900.
  const weight = Math.min(900, Math.max(100, Math.round((raw < 10 ? raw * 100 : raw) / 100) * 100));
  const italic = os2?.fsSelection?.italic === true || (font.italicAngle ?? 0) !== 0 || /italic|oblique/i.test(font.subfamilyName ?? "");
  return { weight, italic };
}

function familyOf(font: fontkit.Font): string | undefined {
  // The typographic family (name ID 16) groups Regular/Bold/Light… under one name; name ID 1 may say "Foo Light".
  const typographic = (() => {
    try {
      return font.getName("preferredFamily", "en");
    } catch {
      return null;
    }
  })();
  return cleanFamilyName(typographic || font.familyName || font.postscriptName || "");
}

/** Parses an uploaded font; throws the HttpError the route answers with. */
export function parseFont(bytes: Buffer): ParsedFont {
  const format = sniffFontFormat(bytes);
  if (!format) throw new HttpError(415, "designs:fonts.notAFont");
  let font: fontkit.Font;
  try {
    const opened = fontkit.create(bytes);
    if (!("hasGlyphForCodePoint" in opened)) throw new Error("font collection");
    font = opened;
    // fontkit parses tables lazily: touch what we use so a broken file fails here, not later.
    void font.characterSet;
  } catch {
    throw new HttpError(415, "designs:fonts.notAFont");
  }
  const family = familyOf(font);
  if (!family) throw new HttpError(400, "designs:fonts.noFamily");
  // Glyph 0 is .notdef (the "missing character" box): a font needs at least one more, mapped to a character.
  const mapped = font.characterSet.filter((cp) => cp > 0x20).length;
  if (font.numGlyphs <= 1 || mapped === 0) throw new HttpError(400, "designs:fonts.noGlyphs");
  return { format, family, style: styleOf(font), scripts: coveredScripts(font), glyphs: font.numGlyphs };
}
