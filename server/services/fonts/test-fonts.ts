// Font files for tests, from npm packages (no network): Pacifico (TTF, Latin only) and Lalezar's
// Arabic subset (WOFF2 and WOFF) — neither is a bundled family, and both look unlike our fallback —
// and files crafted from them: decompression bombs, Pacifico under another family name.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createDeflate } from "node:zlib";
import { withFamilyName } from "../../render/font-name-table.ts";

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

const MB = 1024 * 1024;

/** A stream of `mb` MB of zeros through `compressor` (never holding them all). */
async function compressedZeros(compressor: Transform, mb: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  compressor.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => compressor.on("end", resolve));
  const zeros = Buffer.alloc(4 * MB);
  for (let i = 0; i < mb / 4; i++) if (!compressor.write(zeros)) await new Promise((resolve) => compressor.once("drain", resolve));
  compressor.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A WOFF2 "bomb": a valid-looking header and one `cmap` table declaring `declaredMb` MB unpacked,
 * followed by a real Brotli stream of `realMb` MB of zeros (a few hundred bytes). fontkit allocates the
 * declared size and decodes the stream in JavaScript.
 */
export async function woff2Bomb(declaredMb: number, realMb: number): Promise<Buffer> {
  const data = await compressedZeros(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 24 } }), realMb);
  const declared = declaredMb * MB;
  const base128 = [declared & 0x7f];
  for (let v = declared >>> 7; v > 0; v >>>= 7) base128.unshift((v & 0x7f) | 0x80);
  const directory = Buffer.from([0x00 /* cmap, no transform */, ...base128]);
  const header = Buffer.alloc(48);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + directory.length + data.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(declared, 16);
  header.writeUInt32BE(data.length, 20);
  header.writeUInt16BE(1, 24);
  return Buffer.concat([header, directory, data]);
}

/** A WOFF 1 "bomb": one zlib-compressed `cmap` table of `realMb` MB of zeros, declaring `declaredMb` MB. */
export async function woffBomb(declaredMb: number, realMb: number): Promise<Buffer> {
  const data = await compressedZeros(createDeflate({ level: 9 }), realMb);
  const header = Buffer.alloc(44 + 20);
  header.write("wOFF", 0, "latin1");
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(header.length + data.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(declaredMb * MB, 16);
  header.writeUInt16BE(1, 20);
  header.write("cmap", 44, "latin1");
  header.writeUInt32BE(header.length, 48);
  header.writeUInt32BE(data.length, 52);
  header.writeUInt32BE(declaredMb * MB, 56);
  return Buffer.concat([header, data]);
}

/** A copy of `sfnt` with the given OS/2 weight class (another face of the same family). */
export function withWeight(sfnt: Buffer, weight: number): Buffer {
  const out = Buffer.from(sfnt);
  const numTables = out.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (out.toString("latin1", at, at + 4) === "OS/2") {
      out.writeUInt16BE(weight, out.readUInt32BE(at + 8) + 4);
      return out;
    }
  }
  throw new Error("no OS/2 table");
}

/** Pacifico under another family name (every family-like name in its file replaced), e.g. "cairo". */
export const pacificoNamed = (family: string, weight?: number) => {
  const renamed = withFamilyName(pacificoTtf(), family);
  return weight ? withWeight(renamed, weight) : renamed;
};
