// Font containers: the server renderer (Skia) needs the plain sfnt (TTF/OTF); browsers get WOFF2.
// WOFF2 → sfnt with wawoff2 (Google's woff2 decoder compiled to WebAssembly: no native build; fast);
// sfnt → WOFF2 in woff2-encode.ts; WOFF 1 is a zlib-compressed table directory, unpacked here.
import { inflateSync } from "node:zlib";
import { HttpError } from "../../errors.ts";
import type { FontFormat } from "./parse-font.ts";
import { sfntToWoff2 } from "./woff2-encode.ts";

/** Bytes the renderer can register: TTF/OTF as they are, WOFF/WOFF2 unpacked. */
export async function toSfnt(bytes: Buffer, format: FontFormat): Promise<Buffer> {
  try {
    // Imported when needed: compiling its WebAssembly costs every font sandbox's start otherwise.
    if (format === "woff2") return Buffer.from(await (await import("wawoff2")).default.decompress(bytes));
    if (format === "woff") return woffToSfnt(bytes);
    return bytes;
  } catch {
    throw new HttpError(415, "designs:fonts.notAFont");
  }
}

/** WOFF2 for browsers (the upload itself when it is WOFF2 already). */
export async function toWoff2(sfnt: Buffer, original: Buffer, format: FontFormat): Promise<Buffer> {
  if (format === "woff2") return original;
  try {
    return await sfntToWoff2(sfnt);
  } catch {
    throw new HttpError(415, "designs:fonts.notAFont");
  }
}

/** WOFF 1.0 → sfnt (https://www.w3.org/TR/WOFF/ §4-5): same tables, each inflated when compressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    if (offset + compLength > woff.length) throw new Error("woff table out of bounds");
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw, { maxOutputLength: origLength }) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error("woff table size mismatch");
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = Buffer.alloc(headerSize + tables.reduce((s, t) => s + pad(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: 0x00010000 (TrueType) or 'OTTO'
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}
