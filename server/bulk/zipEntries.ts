// Minimal ZIP central-directory reader, used only to sniff uploads: is this an XLSX (has
// xl/workbook.xml), and how large does it claim to inflate to (zip-bomb guard) — before any
// decompression happens. Returns null when the bytes are not a readable ZIP.
export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** 0 = stored, 8 = deflate. */
  method: number;
  crc32: number;
}

export interface ZipDirectory {
  entries: ZipEntryInfo[];
  centralDirectoryOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

export function listZipEntries(bytes: Buffer): ZipEntryInfo[] | null {
  return readZipDirectory(bytes)?.entries ?? null;
}

export function readZipDirectory(bytes: Buffer): ZipDirectory | null {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return null;
  const entries: ZipEntryInfo[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const flags = bytes.readUInt16LE(p + 8);
    const method = bytes.readUInt16LE(p + 10);
    const crc32 = bytes.readUInt32LE(p + 16);
    const compressedSize = bytes.readUInt32LE(p + 20);
    const uncompressedSize = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    const localHeaderOffset = bytes.readUInt32LE(p + 42);
    if (localHeaderOffset >= offset) return null;
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    // Bit 11 = UTF-8 names; others are CP437, which for the ASCII names we look for is the same.
    const name = flags & 0x800 ? nameBytes.toString("utf8") : nameBytes.toString("latin1");
    // 0xFFFFFFFF means "see ZIP64 extra field": treat as unbounded so the size guard refuses it.
    entries.push({
      name,
      compressedSize,
      uncompressedSize: uncompressedSize === 0xffffffff ? Number.POSITIVE_INFINITY : uncompressedSize,
      localHeaderOffset,
      method,
      crc32,
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, centralDirectoryOffset: offset };
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  if (bytes.length < EOCD_MIN) return -1;
  const stop = Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT);
  for (let i = bytes.length - EOCD_MIN; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** Where an entry's compressed bytes start (after its local header), or -1 if the header is bad. */
export function entryDataOffset(bytes: Buffer, entry: ZipEntryInfo): number {
  const p = entry.localHeaderOffset;
  if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== 0x04034b50) return -1;
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
  return start + entry.compressedSize <= bytes.length ? start : -1;
}
