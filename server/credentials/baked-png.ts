// Baked badges (Open Badges 3.0 §5.3): a PNG that carries its signed credential in an `iTXt` chunk
// with keyword `openbadgecredential`, uncompressed, the text being the credential's compact JSON.
// At most one such chunk: baking replaces an earlier one. Only chunks are added or removed; the
// image data (IHDR, IDAT, …) is copied byte for byte, so the pixels are the unbaked PNG's.
import { crc32 } from "node:zlib";

export const BAKED_KEYWORD = "openbadgecredential";
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

interface Chunk {
  type: string;
  /** the whole chunk: length, type, data and CRC */
  start: number;
  end: number;
  data: Buffer;
}

export type ExtractResult = { ok: true; credential: string } | { ok: false; reason: "not_png" | "no_credential" };

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(SIGNATURE);
}

/** The PNG's chunks in order; undefined when the file is not a well-formed PNG (bad length or CRC, no IEND). */
function chunks(png: Buffer): Chunk[] | undefined {
  if (!isPng(png)) return undefined;
  const out: Chunk[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > png.length) return undefined;
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) return undefined;
    out.push({ type, start: at, end, data });
    at = end;
    if (type === "IEND") return out;
  }
  return undefined;
}

function isCredentialChunk(chunk: Chunk): boolean {
  if (chunk.type !== "iTXt") return false;
  const nul = chunk.data.indexOf(0);
  return nul > 0 && chunk.data.toString("latin1", 0, nul) === BAKED_KEYWORD;
}

function chunkBytes(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** iTXt: keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL, UTF-8 text. */
function credentialChunk(credentialJson: string): Buffer {
  const data = Buffer.concat([Buffer.from(BAKED_KEYWORD, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(credentialJson, "utf8")]);
  return chunkBytes("iTXt", data);
}

/** The PNG with `credentialJson` baked in, just before IEND; an earlier credential chunk is dropped. */
export function bakePng(png: Uint8Array, credentialJson: string): Buffer {
  const source = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const list = chunks(source);
  if (!list) throw new TypeError("bakePng: not a well-formed PNG");
  const parts: Buffer[] = [SIGNATURE];
  for (const chunk of list) {
    if (isCredentialChunk(chunk)) continue;
    if (chunk.type === "IEND") parts.push(credentialChunk(credentialJson));
    parts.push(source.subarray(chunk.start, chunk.end));
  }
  return Buffer.concat(parts);
}

/** The baked credential's text, read as OB 3.0 says (an uncompressed iTXt chunk `openbadgecredential`). */
export function extractBakedCredential(png: Uint8Array): ExtractResult {
  const list = chunks(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  if (!list) return { ok: false, reason: "not_png" };
  const found = list.filter(isCredentialChunk);
  // More than one is not a baked badge by the spec; a compressed one is not either.
  if (found.length !== 1) return { ok: false, reason: "no_credential" };
  const data = found[0]!.data;
  const afterKeyword = data.indexOf(0) + 1;
  if (data[afterKeyword] !== 0) return { ok: false, reason: "no_credential" };
  const langEnd = data.indexOf(0, afterKeyword + 2);
  const translatedEnd = langEnd < 0 ? -1 : data.indexOf(0, langEnd + 1);
  if (translatedEnd < 0) return { ok: false, reason: "no_credential" };
  return { ok: true, credential: data.toString("utf8", translatedEnd + 1) };
}
