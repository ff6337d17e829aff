// How large a WOFF/WOFF2 says it unpacks to, read from its headers before anything is decompressed.
// Decoders trust these numbers: fontkit allocates the sum of the WOFF2 table lengths and runs its
// JavaScript Brotli decoder into it, so a 3 KB file declaring 2,000 MB held the event loop for 12 s and
// grew the server to 2.25 GB (issue 32). A file declaring more than FONT_SFNT_BYTES_MAX (Google's own
// WOFF2 decoder stops at the same 30 MB) is refused here, with a translated 413, unopened.
import { HttpError } from "../../errors.ts";
import type { FontFormat } from "./parse-font.ts";

/** The largest unpacked font (sfnt) accepted: 30 MB, as woff2's decoder (kDefaultMaxSize). */
export const FONT_SFNT_BYTES_MAX = 30 * 1024 * 1024;
const MB = 1024 * 1024;

export const unpacksTooLarge = (limit = FONT_SFNT_BYTES_MAX) => new HttpError(413, "designs:fonts.unpacksTooLarge", undefined, { mb: Math.round(limit / MB) });
const broken = () => new HttpError(415, "designs:fonts.notAFont");

/** The sizes a file declares: the whole sfnt and each table (its decompressed and, WOFF2, transformed length). */
export interface DeclaredSizes {
  totalSfntSize: number;
  tables: { origLength: number; transformLength?: number }[];
  /** WOFF extended metadata, unpacked (XML). */
  metaOrigLength: number;
}

/** WOFF2 §4.1 UIntBase128: at most 5 bytes, no leading zero byte, no overflow past 2^32 − 1. */
function readBase128(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    if (at + i >= bytes.length) throw broken();
    const b = bytes[at + i];
    if (i === 0 && b === 0x80) throw broken();
    if (value > 0x01ffffff) throw broken(); // the shift below would pass 32 bits
    value = value * 128 + (b & 0x7f);
    if ((b & 0x80) === 0) return { value, next: at + i + 1 };
  }
  throw broken();
}

// WOFF2 §5: known table tags by index; only glyf (10) and loca (11) matter here (their transform
// versions are inverted: 0 means transformed).
const GLYF_INDEX = 10;
const LOCA_INDEX = 11;

function woff2Sizes(b: Buffer): DeclaredSizes {
  if (b.length < 48) throw broken();
  const numTables = b.readUInt16BE(12);
  const tables: DeclaredSizes["tables"] = [];
  let at = 48;
  for (let i = 0; i < numTables; i++) {
    if (at >= b.length) throw broken();
    const flags = b[at++];
    let tag = "";
    if ((flags & 0x3f) === 0x3f) {
      if (at + 4 > b.length) throw broken();
      tag = b.toString("latin1", at, at + 4);
      at += 4;
    } else if ((flags & 0x3f) === GLYF_INDEX) tag = "glyf";
    else if ((flags & 0x3f) === LOCA_INDEX) tag = "loca";
    const orig = readBase128(b, at);
    at = orig.next;
    const version = flags >>> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    if (transformed) {
      const t = readBase128(b, at);
      at = t.next;
      tables.push({ origLength: orig.value, transformLength: t.value });
    } else tables.push({ origLength: orig.value });
  }
  return { totalSfntSize: b.readUInt32BE(16), tables, metaOrigLength: b.readUInt32BE(36) };
}

function woffSizes(b: Buffer): DeclaredSizes {
  if (b.length < 44) throw broken();
  const numTables = b.readUInt16BE(12);
  if (44 + numTables * 20 > b.length) throw broken();
  const tables = Array.from({ length: numTables }, (_, i) => ({ origLength: b.readUInt32BE(44 + i * 20 + 12) }));
  return { totalSfntSize: b.readUInt32BE(16), tables, metaOrigLength: b.readUInt32BE(32) };
}

/** The sizes a WOFF or WOFF2 declares (undefined for TTF/OTF: they are their own size). Throws 415 on a broken directory. */
export function declaredSizes(bytes: Buffer, format: FontFormat): DeclaredSizes | undefined {
  if (format === "woff2") return woff2Sizes(bytes);
  if (format === "woff") return woffSizes(bytes);
  return undefined;
}

/**
 * Refuses (413) a file that declares more than `limit` bytes unpacked: the whole sfnt, any table, the
 * sum of the tables (what fontkit allocates), the sum of the transformed streams (what the WOFF2
 * Brotli stream must fill) or the metadata.
 */
export function checkDeclaredSize(bytes: Buffer, format: FontFormat, limit = FONT_SFNT_BYTES_MAX): void {
  const sizes = declaredSizes(bytes, format);
  if (!sizes) return;
  const sum = (pick: (t: DeclaredSizes["tables"][number]) => number) => sizes.tables.reduce((s, t) => s + pick(t), 0);
  const largest = [
    sizes.totalSfntSize,
    sizes.metaOrigLength,
    sum((t) => t.origLength),
    sum((t) => t.transformLength ?? t.origLength),
    ...sizes.tables.map((t) => Math.max(t.origLength, t.transformLength ?? 0)),
  ];
  if (largest.some((n) => n > limit)) throw unpacksTooLarge(limit);
}
