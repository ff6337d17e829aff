// Prepares an XLSX for exceljs's streaming reader. That reader parses a worksheet inline only if
// the shared strings and relationships were already seen; Excel (and exceljs) store them *after*
// the sheets, so it spools every sheet to a temp file first — and never deletes it when the read
// is abandoned at the row limit. We hand it the ZIP's local records reordered instead (raw
// slices, nothing is re-compressed): rels, workbook, styles, shared strings, then the first
// worksheet only. A workbook without shared strings gets an empty one so the sheet still streams.
import { crc32, inflateRawSync } from "node:zlib";
import { BulkFileError, tooLarge } from "./errors.ts";
import { BULK_LIMITS } from "./limits.ts";
import { entryDataOffset, type ZipDirectory, type ZipEntryInfo } from "./zipEntries.ts";

const FIRST = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml"];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * Inflates the parts exceljs will read and checks their CRC, refusing the file (invalid_xlsx)
 * instead of handing exceljs a corrupt deflate stream — its streaming reader then never settles.
 * Also enforces the real (not just declared) inflated size. Throws BulkFileError.
 */
export function verifyXlsxEntries(bytes: Buffer, entries: readonly ZipEntryInfo[]): void {
  let budget: number = BULK_LIMITS.maxUnzippedBytes;
  for (const entry of entries) {
    const start = entryDataOffset(bytes, entry);
    if (start < 0 || (entry.method !== 0 && entry.method !== 8)) throw new BulkFileError("invalid_xlsx");
    const data = bytes.subarray(start, start + entry.compressedSize);
    let plain: Buffer;
    try {
      plain = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) });
    } catch (cause) {
      if (cause instanceof RangeError) throw tooLarge();
      throw new BulkFileError("invalid_xlsx", {}, { cause });
    }
    if (plain.length !== entry.uncompressedSize || crc32(plain) !== entry.crc32) throw new BulkFileError("invalid_xlsx");
    budget -= plain.length;
  }
}

export function orderedXlsxRecords(bytes: Buffer, zip: ZipDirectory): Buffer[] {
  const offsets = [...new Set(zip.entries.map((e) => e.localHeaderOffset))].sort((a, b) => a - b);
  const slice = (offset: number): Buffer => {
    const next = offsets.find((o) => o > offset) ?? zip.centralDirectoryOffset;
    return bytes.subarray(offset, next);
  };
  const byName = new Map(zip.entries.map((e) => [e.name, e]));
  const sheets = zip.entries
    .map((e) => ({ e, n: Number(SHEET.exec(e.name)?.[1] ?? NaN) }))
    .filter((s) => Number.isFinite(s.n))
    .sort((a, b) => a.n - b.n);
  const chosen = [...FIRST.map((name) => byName.get(name)), sheets[0]?.e].filter((e) => e !== undefined);
  verifyXlsxEntries(bytes, chosen);
  const records: Buffer[] = [];
  for (const name of FIRST) {
    const entry = byName.get(name);
    if (entry) records.push(slice(entry.localHeaderOffset));
    else if (name === "xl/sharedStrings.xml") records.push(storedRecord(name, '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'));
  }
  if (sheets.length) records.push(slice(sheets[0].e.localHeaderOffset));
  records.push(bytes.subarray(zip.centralDirectoryOffset)); // lets the parser end cleanly
  return records;
}

/** A ZIP local file record holding `text` uncompressed. */
function storedRecord(name: string, text: string): Buffer {
  const nameBytes = Buffer.from(name, "utf8");
  const data = Buffer.from(text, "utf8");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0800, 6); // UTF-8 name
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}
