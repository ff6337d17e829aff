// XLSX upload → ParsedSheet, using exceljs's *streaming* reader so row 5,001 stops the read
// instead of materialising a 100,000-row workbook in memory. Only the first worksheet is read
// (see xlsxStream.ts for why the ZIP records are reordered first).
import ExcelJS from "exceljs";
import { Readable } from "node:stream";
import { BulkFileError } from "./errors.ts";
import { SheetCollector, type ParsedSheet } from "./sheet.ts";
import { orderedXlsxRecords } from "./xlsxStream.ts";
import { readZipDirectory } from "./zipEntries.ts";

const READ_TIMEOUT_MS = 30_000;

interface StreamRow {
  number: number;
  values: unknown[] | Record<string, unknown>;
}

export async function readXlsx(bytes: Buffer): Promise<ParsedSheet> {
  const zip = readZipDirectory(bytes);
  if (zip === null) throw new BulkFileError("invalid_xlsx");
  const input = Readable.from(orderedXlsxRecords(bytes, zip));
  // styles: "cache" is what turns date-formatted numbers into Date values.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const sheet = new SheetCollector();
  let sawSheet = false;
  const read = async () => {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet as unknown as AsyncIterable<StreamRow>) {
        sheet.add(rowCells(row.values), row.number);
      }
      break; // first worksheet only
    }
  };
  // Defence in depth: verifyXlsxEntries catches corrupt deflate data (on which exceljs's reader
  // never settles), but a job must never hang on an upload whatever exceljs does.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BulkFileError("invalid_xlsx", { reason: "timeout" })), READ_TIMEOUT_MS);
  });
  const reading = read();
  reading.catch(() => undefined); // if the timeout wins, a late failure must not go unhandled
  try {
    await Promise.race([reading, timeout]);
  } catch (error) {
    if (error instanceof BulkFileError) throw error;
    throw new BulkFileError("invalid_xlsx", {}, { cause: error });
  } finally {
    clearTimeout(timer);
    input.destroy();
  }
  if (!sawSheet) throw new BulkFileError("empty");
  return sheet.finish();
}

function rowCells(values: StreamRow["values"]): string[] {
  // exceljs row values are 1-based and sparse (index 0 unused).
  const list = Array.isArray(values) ? values : Object.values(values);
  const cells: string[] = [];
  for (let i = 1; i < list.length; i++) cells.push(cellText(list[i]));
  return cells;
}

/** A cell value as the text a user would type: ISO dates, plain numbers, joined rich text, formula results. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return formatDate(value);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((run: { text?: string }) => run.text ?? "").join("");
    if ("formula" in v || "sharedFormula" in v) return cellText(v.result); // cached result; never evaluated
    if ("hyperlink" in v) return cellText(v.text);
    if (typeof v.error === "string") return v.error; // "#N/A" etc., left for row validation to reject
    if ("text" in v) return cellText(v.text);
  }
  return String(value);
}

function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return "";
  // Excel keeps 15 significant digits; this drops binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const rounded = Number(n.toPrecision(15));
  if (Number.isInteger(rounded) && Math.abs(rounded) < 1e21) return BigInt(rounded).toString();
  return String(rounded);
}

function formatDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return "";
  const iso = d.toISOString(); // exceljs builds dates in UTC from the serial number
  const time = iso.slice(11, 19);
  if (time === "00:00:00") return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${time.endsWith(":00") ? time.slice(0, 5) : time}`;
}
