// CSV export made in the browser: UTF-8 with a byte order mark (Excel reads a BOM-less file as the
// machine's legacy code page and shows Arabic as mojibake), CRLF line ends (RFC 4180), and fields
// quoted when they hold a comma, quote or line break. A cell starting with = + - @ (or a tab/CR) is
// prefixed with ' so a spreadsheet never runs a recipient's name as a formula (CSV injection).
export const BOM = "\uFEFF";

export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [headers, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** A file name safe on every system: letters (any script), digits, dot, dash, underscore. */
export function csvFileName(base: string): string {
  return `${base.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "analytics"}.csv`;
}

/** Offers the text as a download (a Blob URL, revoked after the click; no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
