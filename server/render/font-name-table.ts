// Gives an uploaded face the one family name it may be drawn under, before Skia sees it.
// GlobalFonts.register(bytes, alias) registers the face under its alias AND under the family names in
// its own `name` table (measured: a face registered as "bq-abc" also drew for "Lalezar", its file's
// name), matched ignoring case: a file whose name table says "Cairo" would draw every card's Cairo,
// whatever name the database keeps for it. So the family-like names (IDs 1, 3, 4, 16, 18, 21, 22 on
// every platform and language) are replaced by `family`; the style names, copyright, licence and
// variation-instance names (256+) stay, and so does the PostScript name (ID 6, what PDFs show),
// reduced to the characters PostScript allows. Checksums and head.checkSumAdjustment are recomputed.

/** Name IDs that name the family (or contain its name, like the full and unique names). */
const FAMILY_NAME_IDS = new Set([1, 3, 4, 16, 18, 20, 21, 22, 25]);
const POSTSCRIPT_NAME_ID = 6;

interface NameRecord {
  platformId: number;
  encodingId: number;
  languageId: number;
  nameId: number;
  bytes: Buffer;
}

interface Table {
  tag: string;
  data: Buffer;
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(data: Buffer): number {
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function readTables(sfnt: Buffer): Table[] {
  const numTables = sfnt.readUInt16BE(4);
  return Array.from({ length: numTables }, (_, i) => {
    const at = 12 + i * 16;
    const offset = sfnt.readUInt32BE(at + 8);
    const length = sfnt.readUInt32BE(at + 12);
    if (offset + length > sfnt.length) throw new Error("sfnt table out of bounds");
    return { tag: sfnt.toString("latin1", at, at + 4), data: sfnt.subarray(offset, offset + length) };
  });
}

function readNames(name: Buffer): NameRecord[] {
  if (name.length < 6) return [];
  const count = name.readUInt16BE(2);
  const storage = name.readUInt16BE(4);
  const out: NameRecord[] = [];
  for (let i = 0; i < count && 6 + (i + 1) * 12 <= name.length; i++) {
    const at = 6 + i * 12;
    const start = storage + name.readUInt16BE(at + 10);
    const end = start + name.readUInt16BE(at + 8);
    // Language-tag records (format 1, language ≥ 0x8000) are dropped: the new table is format 0.
    if (end > name.length || name.readUInt16BE(at + 4) >= 0x8000) continue;
    out.push({ platformId: name.readUInt16BE(at), encodingId: name.readUInt16BE(at + 2), languageId: name.readUInt16BE(at + 4), nameId: name.readUInt16BE(at + 6), bytes: name.subarray(start, end) });
  }
  return out;
}

/** Windows (3) names are UTF-16BE, Macintosh (1) Roman names single bytes (ASCII is all we write there). */
function decodeName(r: NameRecord): string {
  if (r.platformId === 3 || r.platformId === 0) return Buffer.from(r.bytes).swap16().toString("utf16le");
  return r.bytes.toString("latin1");
}
const utf16be = (s: string) => Buffer.from(s, "utf16le").swap16();

function postScriptName(records: NameRecord[], family: string): string {
  const found = records.find((r) => r.nameId === POSTSCRIPT_NAME_ID && r.bytes.length % 2 === 0);
  const cleaned = (found ? decodeName(found) : "").replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, "").slice(0, 63);
  return cleaned || family.replace(/[^A-Za-z0-9-]/g, "").slice(0, 63);
}

function buildNameTable(records: NameRecord[]): Buffer {
  records.sort((a, b) => a.platformId - b.platformId || a.encodingId - b.encodingId || a.languageId - b.languageId || a.nameId - b.nameId);
  const header = Buffer.alloc(6 + records.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach((r, i) => {
    const at = 6 + i * 12;
    header.writeUInt16BE(r.platformId, at);
    header.writeUInt16BE(r.encodingId, at + 2);
    header.writeUInt16BE(r.languageId, at + 4);
    header.writeUInt16BE(r.nameId, at + 6);
    header.writeUInt16BE(r.bytes.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += r.bytes.length;
  });
  return Buffer.concat([header, ...records.map((r) => r.bytes)]);
}

function writeSfnt(flavor: number, tables: Table[]): Buffer {
  const numTables = tables.length;
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + numTables * 16;
  const out = Buffer.alloc(headerSize + tables.reduce((s, t) => s + pad4(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  let headOffset = -1;
  // The directory is sorted by tag (OpenType requires it); the data keeps the file's order.
  const byTag = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const offsets = new Map<Table, number>();
  for (const t of tables) {
    offsets.set(t, offset);
    t.data.copy(out, offset);
    if (t.tag === "head") {
      headOffset = offset;
      if (t.data.length >= 12) out.writeUInt32BE(0, offset + 8); // checkSumAdjustment, set below
    }
    offset += pad4(t.data.length);
  }
  byTag.forEach((t, i) => {
    const at = 12 + i * 16;
    const start = offsets.get(t)!;
    out.write(t.tag, at, 4, "latin1");
    out.writeUInt32BE(checksum(out.subarray(start, start + t.data.length)), at + 4);
    out.writeUInt32BE(start, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
  });
  if (headOffset >= 0) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}

/** The sfnt with `family` as its only family name (see the file comment); throws on a malformed sfnt. */
export function withFamilyName(sfnt: Uint8Array, family: string): Buffer {
  const bytes = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = readTables(bytes);
  const old = tables.find((t) => t.tag === "name");
  const kept = old ? readNames(old.data).filter((r) => !FAMILY_NAME_IDS.has(r.nameId) && r.nameId !== POSTSCRIPT_NAME_ID) : [];
  const ps = postScriptName(old ? readNames(old.data) : [], family);
  const records: NameRecord[] = [...kept];
  for (const [nameId, value] of [[1, family], [4, family], [POSTSCRIPT_NAME_ID, ps]] as const) {
    records.push({ platformId: 3, encodingId: 1, languageId: 0x409, nameId, bytes: utf16be(value) });
    // Macintosh Roman, for readers that look there first: only when the name is ASCII (drawnFamily's always is).
    if (/^[\x20-\x7e]*$/.test(value)) records.push({ platformId: 1, encodingId: 0, languageId: 0, nameId, bytes: Buffer.from(value, "latin1") });
  }
  // String offsets are 16-bit: a huge licence text goes first if everything no longer fits.
  const storage = () => records.reduce((n, r) => n + r.bytes.length, 0);
  while (storage() > 0xffff && kept.length > 0) {
    const longest = kept.reduce((x, y) => (y.bytes.length > x.bytes.length ? y : x));
    kept.splice(kept.indexOf(longest), 1);
    records.splice(records.indexOf(longest), 1);
  }
  const name: Table = { tag: "name", data: buildNameTable(records) };
  return writeSfnt(bytes.readUInt32BE(0), old ? tables.map((t) => (t === old ? name : t)) : [...tables, name]);
}
