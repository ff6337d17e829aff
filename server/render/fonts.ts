// Server side of the font registry: TTF files from node_modules, registered with @napi-rs/canvas
// under the same family names the browser gets from /fonts/fonts.css.
import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";
import { FONT_FACES, fontFaceByFile, nameBundledFamilies, type FontFamily } from "../../shared/design/fonts.ts";

const require = createRequire(import.meta.url);
let registered = false;

/** Absolute path of a registry font file, or undefined for names not in the registry (no path traversal possible). */
export function fontFilePath(file: string): string | undefined {
  const face = fontFaceByFile(file);
  return face ? require.resolve(face.packagePath) : undefined;
}

/**
 * The name a bundled family is drawn under on the server: one no font installed on the host can have
 * (Skia would otherwise mix a host's own "Noto Sans Arabic" into ours: see nameBundledFamilies).
 */
export function serverFamilyName(family: FontFamily): string {
  return `bitaqa-bundled-${family}`;
}

/** Registers every face once per thread (each worker calls it too), under serverFamilyName. */
export function registerFonts(): void {
  if (registered) return;
  nameBundledFamilies(serverFamilyName);
  for (const face of FONT_FACES) {
    const ok = GlobalFonts.registerFromPath(require.resolve(face.packagePath), serverFamilyName(face.family));
    if (!ok) throw new Error(`could not register font ${face.file}`);
  }
  registered = true;
}
