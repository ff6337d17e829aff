// Collects the rows of the first sheet as they are parsed (CSV or XLSX) and enforces the limits
// while reading, so a 100,000-row upload is refused as soon as row 5,001 is seen, not after.
import { BulkFileError } from "./errors.ts";
import { BULK_LIMITS } from "./limits.ts";

export interface ParsedSheet {
  /** Trimmed, unique, non-empty column names (blank headers become the column letter, duplicates get " (2)"). */
  headers: string[];
  /** Data rows, trimmed cells, each exactly headers.length long. Fully empty rows are dropped. */
  rows: string[][];
  /** For each row, its number as the user sees it in the spreadsheet (header is usually 1, first data row 2). */
  rowNumbers: number[];
}

export class SheetCollector {
  private headers: string[] | null = null;
  private readonly rows: string[][] = [];
  private readonly rowNumbers: number[] = [];

  /** Adds one parsed row; `rowNumber` is 1-based as in the file. Throws BulkFileError past a limit. */
  add(cells: readonly string[], rowNumber: number): void {
    const row = cells.map((cell) => cell.trim());
    let end = row.length;
    while (end > 0 && row[end - 1] === "") end--;
    if (end === 0) return; // fully empty rows are ignored, but keep their number for later rows
    if (end > BULK_LIMITS.maxColumns) throw new BulkFileError("too_many_columns", { max: BULK_LIMITS.maxColumns });
    row.length = end;
    if (this.headers === null) {
      row.forEach((cell, i) => {
        if (cell.length > BULK_LIMITS.maxCellLength) {
          throw new BulkFileError("cell_too_long", { row: rowNumber, column: columnLetter(i), max: BULK_LIMITS.maxCellLength });
        }
      });
      this.headers = row;
      return;
    }
    if (this.rows.length >= BULK_LIMITS.maxRows) throw new BulkFileError("too_many_rows", { max: BULK_LIMITS.maxRows });
    this.rows.push(row);
    this.rowNumbers.push(rowNumber);
  }

  finish(): ParsedSheet {
    if (this.headers === null || this.rows.length === 0) throw new BulkFileError("empty");
    const width = this.rows.reduce((w, r) => Math.max(w, r.length), this.headers.length);
    const headers = uniqueHeaders(this.headers, width);
    const rows = this.rows.map((r) => (r.length === width ? r : [...r, ...Array<string>(width - r.length).fill("")]));
    return { headers, rows, rowNumbers: this.rowNumbers };
  }
}

/** 0 → "A", 25 → "Z", 26 → "AA" (how spreadsheets name columns). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function uniqueHeaders(raw: readonly string[], width: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let i = 0; i < width; i++) {
    const base = raw[i] || columnLetter(i);
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}
