// Server side of the font registry: TTF files from node_modules, registered with @napi-rs/canvas
// under the same family names the browser gets from /fonts/fonts.css.
import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";
import { FONT_FACES, fontFaceByFile } from "../../shared/design/fonts.ts";

const require = createRequire(import.meta.url);
let registered = false;

/** Absolute path of a registry font file, or undefined for names not in the registry (no path traversal possible). */
export function fontFilePath(file: string): string | undefined {
  const face = fontFaceByFile(file);
  return face ? require.resolve(face.packagePath) : undefined;
}

/** Registers every face once per thread (each worker calls it too). */
export function registerFonts(): void {
  if (registered) return;
  for (const face of FONT_FACES) {
    const ok = GlobalFonts.registerFromPath(require.resolve(face.packagePath), face.family);
    if (!ok) throw new Error(`could not register font ${face.file}`);
  }
  registered = true;
}
