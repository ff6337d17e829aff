// CSV for people to open in Excel/LibreOffice/Sheets: UTF-8 with BOM (so Excel shows Arabic),
// CRLF line ends and RFC 4180 quoting. Cells that a spreadsheet would run as a formula are
// neutralised with a leading apostrophe, per OWASP "CSV Injection": = + - @ TAB CR (and their
// full-width forms, which some spreadsheet locales also accept).
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Neutralises one cell: "=cmd|' /C calc'!A0" → "'=cmd|' /C calc'!A0". Safe text is unchanged. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quote when the cell holds a quote, comma, semicolon, CR or LF; double inner quotes. */
export function quoteCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows → CSV text (BOM + CRLF); every cell is neutralised then quoted. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quoteCell(neutralizeCell(cell == null ? "" : String(cell)))).join(","));
  return BOM + lines.map((line) => `${line}\r\n`).join("");
}

export interface IssuedReportRow {
  /** Row number in the uploaded file. */
  row: number;
  recipient: string;
  code?: string;
  verifyUrl?: string;
  /** Translated error text for a skipped row. */
  error?: string;
}

/** The result report that goes next to the PDFs in the ZIP: one line per uploaded row. */
export function issuedReportCsv(
  rows: readonly IssuedReportRow[],
  headers: { row: string; recipient: string; code: string; verifyUrl: string; status: string; error: string },
  statusText: { issued: string; skipped: string },
): string {
  return toCsv([
    [headers.row, headers.recipient, headers.code, headers.verifyUrl, headers.status, headers.error],
    ...rows.map((r) => [
      r.row,
      r.recipient,
      r.code ?? "",
      r.verifyUrl ?? "",
      r.error ? statusText.skipped : statusText.issued,
      r.error ?? "",
    ]),
  ]);
}
