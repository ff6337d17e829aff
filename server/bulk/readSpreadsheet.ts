// Entry point for a bulk upload: sniffs the bytes (never trusts the name or MIME type), then
// reads CSV or XLSX into one shape. Every refusal is a BulkFileError with a code and params;
// nothing is written anywhere, so a refused file changes nothing.
import { BulkFileError, tooLarge } from "./errors.ts";
import { BULK_LIMITS } from "./limits.ts";
import { readCsv } from "./readCsv.ts";
import { readXlsx } from "./readXlsx.ts";
import type { ParsedSheet } from "./sheet.ts";
import { listZipEntries } from "./zipEntries.ts";

export type { ParsedSheet } from "./sheet.ts";
export type SpreadsheetFormat = "csv" | "xlsx";
export interface Spreadsheet extends ParsedSheet {
  format: SpreadsheetFormat;
}

/** Magic numbers of files people upload by mistake (checked before the text heuristics). */
const BINARY_MAGIC: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2: legacy .xls / .doc
  [0x1f, 0x8b], // gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (webp, wav)
];

export function sniffFormat(bytes: Buffer, filename?: string): SpreadsheetFormat {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const entries = listZipEntries(bytes);
    if (entries === null) {
      throw new BulkFileError(/\.xlsx$/i.test(filename ?? "") ? "invalid_xlsx" : "unsupported_file");
    }
    if (!entries.some((e) => e.name === "xl/workbook.xml")) throw new BulkFileError("unsupported_file");
    const inflated = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (inflated > BULK_LIMITS.maxUnzippedBytes) throw tooLarge();
    return "xlsx";
  }
  // UTF-16 text (Excel "Unicode text") is full of NULs; let the decoder refuse it as not_utf8.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return "csv";
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic)) || looksBinary(bytes)) {
    throw new BulkFileError("unsupported_file");
  }
  return "csv";
}

/**
 * Reads the first sheet of a CSV (UTF-8, BOM optional, `,` `;` or tab) or XLSX upload.
 * Throws BulkFileError: too_large, unsupported_file, not_utf8, malformed_csv, invalid_xlsx,
 * empty, too_many_rows, too_many_columns, cell_too_long (header only).
 */
export async function readSpreadsheet(bytes: Buffer, filename?: string): Promise<Spreadsheet> {
  if (bytes.length > BULK_LIMITS.maxUploadBytes) throw tooLarge();
  if (bytes.length === 0) throw new BulkFileError("empty");
  const format = sniffFormat(bytes, filename);
  const sheet = format === "xlsx" ? await readXlsx(bytes) : readCsv(bytes);
  return { format, headers: sheet.headers, rows: sheet.rows, rowNumbers: sheet.rowNumbers };
}

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/**
 * Text files hold no NUL and almost no C0 control characters (tab/CR/LF/FF aside). Random or
 * binary data has ~12% of them. Legacy-code-page text (windows-1256) passes here and is then
 * refused precisely as not_utf8 by the decoder.
 */
function looksBinary(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return true;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) control++;
  }
  return control > sample.length * 0.01;
}
