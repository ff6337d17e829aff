// CSV/TSV upload → ParsedSheet. Strict UTF-8 (with or without BOM); the delimiter (comma,
// semicolon — Excel in Arabic/French locales — or tab) is detected from the header record.
import { CsvError, parse } from "csv-parse/sync";
import { BulkFileError } from "./errors.ts";
import { SheetCollector, type ParsedSheet } from "./sheet.ts";

const DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/** Decodes strict UTF-8; UTF-16 (Excel "Unicode text") and legacy code pages (windows-1256, latin1) → not_utf8. */
export function decodeUtf8(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new BulkFileError("not_utf8", { encoding: "utf-16" });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); // also drops a leading BOM
  } catch (cause) {
    throw new BulkFileError("not_utf8", {}, { cause });
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Counts each candidate delimiter outside quotes in the first record; the most frequent wins (comma on a tie). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

export function readCsv(bytes: Uint8Array): ParsedSheet & { delimiter: CsvDelimiter } {
  let text = decodeUtf8(bytes);
  // Excel's "sep=;" hint line: honour it and drop it (Excel does not show it as a row either).
  const hint = /^sep=([,;\t])\r?\n/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  const delimiter = hint ? (hint[1] as CsvDelimiter) : detectDelimiter(text);
  const sheet = new SheetCollector();
  try {
    parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true, // a stray quote inside an unquoted cell (5" frame) is kept as text
      skip_empty_lines: false, // blank lines still count as spreadsheet rows for row numbers
      // The collector throws past the limits, which aborts the parse immediately.
      on_record: (record: string[], info: { records: number }) => {
        sheet.add(record, info.records);
        return null; // nothing is accumulated by csv-parse itself
      },
    });
  } catch (error) {
    if (error instanceof BulkFileError) throw error;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new BulkFileError("malformed_csv", { line }, { cause: error });
    }
    throw error;
  }
  return { ...sheet.finish(), delimiter };
}
