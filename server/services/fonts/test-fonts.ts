// Font files for tests, from npm packages (no network): Pacifico (TTF, Latin only) and Lalezar's
// Arabic subset (WOFF2 and WOFF) — neither is a bundled family, and both look unlike our fallback.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);

export const PACIFICO_TTF_PATH = require.resolve("@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf");
export const LALEZAR_WOFF2_PATH = require.resolve("@fontsource/lalezar/files/lalezar-arabic-400-normal.woff2");
export const LALEZAR_WOFF_PATH = require.resolve("@fontsource/lalezar/files/lalezar-arabic-400-normal.woff");

export const pacificoTtf = () => readFileSync(PACIFICO_TTF_PATH);
export const lalezarWoff2 = () => readFileSync(LALEZAR_WOFF2_PATH);
export const lalezarWoff = () => readFileSync(LALEZAR_WOFF_PATH);

/** A renamed Windows program: "MZ" header and padding, nothing of a font. */
export const fakeExe = () => Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4096, 0x41)]);

/** A real TrueType file whose maxp table says it has 0 glyphs. */
export function zeroGlyphTtf(): Buffer {
  const ttf = Buffer.from(pacificoTtf());
  const numTables = ttf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (ttf.toString("latin1", at, at + 4) === "maxp") {
      ttf.writeUInt16BE(0, ttf.readUInt32BE(at + 8) + 4);
      return ttf;
    }
  }
  throw new Error("no maxp table");
}
