// Font registry shared by the server (GlobalFonts.registerFromPath) and the browser (@font-face from /fonts/).
// Files come from the @expo-google-fonts/* npm packages; `file` is the basename served at /fonts/<file>.
import { familyKey } from "./font-family-name.ts";

export const FONT_FAMILIES = [
  "Cairo",
  "Amiri",
  "Tajawal",
  "Noto Naskh Arabic",
  "Noto Sans Arabic",
  "IBM Plex Sans Arabic",
  "Inter",
  "Playfair Display",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface FontFace {
  family: FontFamily;
  weight: number;
  /** File name, also the URL path under /fonts/. */
  file: string;
  /** Path inside node_modules (server side only). */
  packagePath: string;
}

const WEIGHT_NAMES: Record<number, string> = {
  100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
};

const PACKAGES: Record<FontFamily, { pkg: string; prefix: string; weights: number[] }> = {
  Cairo: { pkg: "cairo", prefix: "Cairo", weights: [200, 300, 400, 500, 600, 700, 800, 900] },
  Amiri: { pkg: "amiri", prefix: "Amiri", weights: [400, 700] },
  Tajawal: { pkg: "tajawal", prefix: "Tajawal", weights: [200, 300, 400, 500, 700, 800, 900] },
  "Noto Naskh Arabic": { pkg: "noto-naskh-arabic", prefix: "NotoNaskhArabic", weights: [400, 500, 600, 700] },
  "Noto Sans Arabic": { pkg: "noto-sans-arabic", prefix: "NotoSansArabic", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
  "IBM Plex Sans Arabic": { pkg: "ibm-plex-sans-arabic", prefix: "IBMPlexSansArabic", weights: [100, 200, 300, 400, 500, 600, 700] },
  Inter: { pkg: "inter", prefix: "Inter", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
  "Playfair Display": { pkg: "playfair-display", prefix: "PlayfairDisplay", weights: [400, 500, 600, 700, 800, 900] },
};

export const FONT_FACES: readonly FontFace[] = FONT_FAMILIES.flatMap((family) => {
  const { pkg, prefix, weights } = PACKAGES[family];
  return weights.map((weight) => {
    const style = `${weight}${WEIGHT_NAMES[weight]}`;
    const file = `${prefix}_${style}.ttf`;
    return { family, weight, file, packagePath: `@expo-google-fonts/${pkg}/${style}/${file}` };
  });
});

/** Used for glyphs a family lacks (e.g. Arabic inside an Inter layer); registered on both sides. */
export const FALLBACK_FAMILY: FontFamily = "Noto Sans Arabic";

/** Whether `family` is one of the families shipped with the app (others are uploaded brand fonts, see brand-fonts.ts). */
export function isBundledFamily(family: string): family is FontFamily {
  return Object.hasOwn(PACKAGES, family);
}

const BUNDLED_BY_KEY = new Map<string, FontFamily>(FONT_FAMILIES.map((f) => [familyKey(f), f]));

/** The bundled family a name looks like ("cairo", "Ca\u200Biro", full-width "Ｃａｉｒｏ" → "Cairo"), if any. */
export function bundledFamilyLike(name: string): FontFamily | undefined {
  return BUNDLED_BY_KEY.get(familyKey(name));
}

const DRAWN_PREFIX = "bitaqa-brand-";

// How a bundled family is named to the drawing engine. In the browser, its own name: its @font-face
// wins over any font installed on the device. On the server, a private alias (server/render/fonts.ts):
// Skia also sees every font installed on the host (/usr/share/fonts), and Debian's fonts-noto-core has
// its own "Noto Sans Arabic" and "Noto Naskh Arabic" (other versions), which drew some glyphs in
// place of the bundled files: the same design gave other pixels on another machine.
let bundledAlias: (family: FontFamily) => string = (family) => family;

/** The server names its bundled faces with `alias` (called once per process, before drawing). */
export function nameBundledFamilies(alias: (family: FontFamily) => string): void {
  bundledAlias = alias;
}

/**
 * The name a family is registered and drawn under: a bundled family's own name (on the server, its
 * private alias: see nameBundledFamilies); for an uploaded one
 * a name no bundled family can have, whatever the upload is called ("cairo", "CAIRO"… once uploaded
 * must never replace Cairo: browsers and Skia match family names ignoring case). The prefix plus the
 * name's UTF-16 code units in hex: one name per family, quote-free, and different from every
 * other uploaded family's even ignoring case. The font file's own names are replaced by this one
 * before the server registers it (server/render/font-name-table.ts).
 */
export function drawnFamily(family: string): string {
  if (isBundledFamily(family)) return bundledAlias(family);
  return DRAWN_PREFIX + [...Array(family.length).keys()].map((i) => family.charCodeAt(i).toString(16).padStart(4, "0")).join("");
}

/**
 * The face actually available for a requested weight: the nearest registered weight of a bundled
 * family. Uploaded families keep the asked weight (the browser and Skia pick their nearest face).
 */
export function nearestWeight(family: string, weight: number): number {
  if (!isBundledFamily(family)) return weight;
  const weights = PACKAGES[family].weights;
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), weights[0]);
}

/**
 * CSS font shorthand used on both sides so measuring and drawing pick the same face. A family that is
 * neither bundled nor registered (a deleted upload, a hand-written document) is skipped by the browser
 * and by Skia alike, so the text falls back to FALLBACK_FAMILY instead of failing.
 */
export function cssFont(family: string, weight: number, sizePx: number): string {
  const w = nearestWeight(family, weight);
  const fallback = family === FALLBACK_FAMILY ? "" : `, "${drawnFamily(FALLBACK_FAMILY)}"`;
  return `${w} ${sizePx}px "${drawnFamily(family)}"${fallback}`;
}

export function fontFaceByFile(file: string): FontFace | undefined {
  return FONT_FACES.find((f) => f.file === file);
}

/** @font-face rules for the browser; `baseUrl` is where the TTF files are served (e.g. "/fonts/"). */
export function fontFaceCss(baseUrl = "/fonts/"): string {
  return FONT_FACES.map(
    (f) => `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:swap;src:url("${baseUrl}${f.file}") format("truetype");}`,
  ).join("\n");
}
