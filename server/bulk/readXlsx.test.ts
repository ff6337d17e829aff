import ExcelJS from "exceljs";
import JSZip from "jszip";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { BulkFileError } from "./errors.ts";
import { BULK_LIMITS } from "./limits.ts";
import { readSpreadsheet } from "./readSpreadsheet.ts";
import { cellText } from "./readXlsx.ts";
import { columnLetter } from "./sheet.ts";
import { createZipStream } from "./zip.ts";
import { readZipDirectory } from "./zipEntries.ts";

/** exceljs's reader spools sheets to tmp-<pid>-* files when it cannot stream them; we must not. */
const ourTempFiles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`)).length;

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * A minimal hand-written XLSX (inline strings, no sharedStrings.xml or styles.xml, sheet stored
 * before the workbook like Excel does) — fast to build even with 100,000 rows.
 */
async function minimalXlsx(rows: string[][]): Promise<Buffer> {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((c, i) => `<c r="${columnLetter(i)}${r + 1}" t="inlineStr"><is><t>${xmlText(c)}</t></is></c>`).join("")}</row>`,
    )
    .join("");
  const zip = createZipStream();
  zip.addText(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.addText("_rels/.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  zip.addText("xl/worksheets/sheet1.xml", `<?xml version="1.0"?><worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`);
  zip.addText("xl/_rels/workbook.xml.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`);
  zip.addText("xl/workbook.xml", `<?xml version="1.0"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`);
  const chunks: Buffer[] = [];
  for await (const chunk of zip.finish()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function workbookBytes(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function certificatesSheet(wb: ExcelJS.Workbook) {
  const ws = wb.addWorksheet("المشاركون");
  ws.addRow(["  الاسم الكامل ", "تاريخ الإصدار", "الدرجة", "المجموع", "ملاحظة", "الموقع", "خطأ"]);
  ws.addRow([
    "محمد أحمد",
    new Date(Date.UTC(2025, 2, 14)),
    95.5,
    { formula: "C2*2", result: 191 },
    { richText: [{ text: "ممتاز " }, { text: "جداً", font: { bold: true } }] },
    { text: "الموقع", hyperlink: "https://example.com" },
  ]);
  ws.addRow([]); // an empty row: skipped, but row numbers keep counting
  ws.addRow(["سارة علي", new Date(Date.UTC(2024, 11, 1, 9, 30)), 0.1 + 0.2, { formula: "C4*2", result: 0.6 }, "", ""]);
  ws.addRow(["رقم الهاتف", null, 966501234567, { formula: "1/0", result: { error: "#DIV/0!" } }, true, { error: "#N/A" }]);
  wb.addWorksheet("Sheet2").addRow(["ignored"]);
}

async function refusal(bytes: Buffer): Promise<BulkFileError> {
  try {
    await readSpreadsheet(bytes, "x.xlsx");
  } catch (error) {
    if (error instanceof BulkFileError) return error;
    throw error;
  }
  throw new Error("expected a BulkFileError");
}

const expected = {
  format: "xlsx",
  headers: ["الاسم الكامل", "تاريخ الإصدار", "الدرجة", "المجموع", "ملاحظة", "الموقع", "خطأ"],
  rows: [
    ["محمد أحمد", "2025-03-14", "95.5", "191", "ممتاز جداً", "الموقع", ""],
    ["سارة علي", "2024-12-01 09:30", "0.3", "0.6", "", "", ""],
    // exceljs's streaming reader drops a formula's cached *error* result: it reads as empty,
    // which required-field validation then reports; a plain error cell keeps its text.
    ["رقم الهاتف", "", "966501234567", "", "TRUE", "#N/A", ""],
  ],
  rowNumbers: [2, 4, 5],
};

describe("readSpreadsheet: XLSX", () => {
  it("reads the first sheet: Arabic text, ISO dates, plain numbers, formula results, rich text", async () => {
    const bytes = await workbookBytes(certificatesSheet);
    expect(await readSpreadsheet(bytes, "names.xlsx")).toEqual(expected);
  });

  it("does not trust the file name: an XLSX named .csv is still read as XLSX", async () => {
    const bytes = await workbookBytes(certificatesSheet);
    expect((await readSpreadsheet(bytes, "names.csv")).format).toBe("xlsx");
  });

  it("reads a workbook stored in Excel's entry order (sheets before styles and shared strings)", async () => {
    const original = await JSZip.loadAsync(await workbookBytes(certificatesSheet));
    const names = Object.keys(original.files).filter((n) => !original.files[n].dir);
    const late = (n: string) => (n === "xl/styles.xml" ? 1 : n === "xl/sharedStrings.xml" ? 2 : 0);
    const reordered = new JSZip();
    for (const name of [...names].sort((a, b) => late(a) - late(b))) {
      reordered.file(name, await original.files[name].async("uint8array"));
    }
    const bytes = await reordered.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    const order = Object.keys((await JSZip.loadAsync(bytes)).files);
    expect(order.indexOf("xl/sharedStrings.xml")).toBeGreaterThan(order.indexOf("xl/worksheets/sheet1.xml"));
    expect(await readSpreadsheet(bytes)).toEqual(expected);
  });

  it("refuses a workbook without data rows as empty", async () => {
    const bytes = await workbookBytes((wb) => wb.addWorksheet("s").addRow(["الاسم"]));
    expect((await refusal(bytes)).code).toBe("empty");
  });

  it("refuses a workbook whose sheet data does not inflate as invalid_xlsx", async () => {
    const bytes = Buffer.from(await workbookBytes(certificatesSheet));
    const sheet = readZipDirectory(bytes)!.entries.find((e) => e.name === "xl/worksheets/sheet1.xml")!;
    const dataStart = sheet.localHeaderOffset + 30 + bytes.readUInt16LE(sheet.localHeaderOffset + 26) + bytes.readUInt16LE(sheet.localHeaderOffset + 28);
    bytes.fill(0xff, dataStart, dataStart + 16); // deflate block type 3 is reserved → inflate error
    expect((await refusal(bytes)).code).toBe("invalid_xlsx");
  });

  it("reads a sheet with truncated XML as far as it goes (here: nothing, so empty)", async () => {
    const zip = await JSZip.loadAsync(await workbookBytes(certificatesSheet));
    zip.file("xl/worksheets/sheet1.xml", "<worksheet><sheetData><row r='1'><c r='A1' t='s'><v>");
    const bytes = await zip.generateAsync({ type: "nodebuffer" });
    expect((await refusal(bytes)).code).toBe("empty");
  });

  it("reads a minimal workbook without shared strings or styles", async () => {
    const before = ourTempFiles();
    const sheet = await readSpreadsheet(await minimalXlsx([["الاسم", "الرمز"], ["ليلى & عمر", "<X1>"]]));
    expect(sheet).toEqual({ format: "xlsx", headers: ["الاسم", "الرمز"], rows: [["ليلى & عمر", "<X1>"]], rowNumbers: [2] });
    expect(ourTempFiles()).toBe(before);
  });

  it("refuses a 100,000-row workbook as too_many_rows, stopping at the limit, leaving no temp files", async () => {
    let started = performance.now();
    const rows = [["الاسم", "الرمز"], ...Array.from({ length: 100_000 }, (_, i) => [`مشارك ${i}`, `C-${i}`])];
    const bytes = await minimalXlsx(rows);
    const generateMs = performance.now() - started;
    expect(bytes.length).toBeLessThan(BULK_LIMITS.maxUploadBytes);
    const before = ourTempFiles();
    started = performance.now();
    const error = await refusal(bytes);
    const ms = performance.now() - started;
    console.log(`100,000-row XLSX (${bytes.length} bytes, built in ${generateMs.toFixed(0)} ms) refused in ${ms.toFixed(0)} ms`);
    expect(error.code).toBe("too_many_rows");
    expect(ms).toBeLessThan(3000);
    expect(ourTempFiles()).toBe(before);
  });

  it("leaves no temp files after reading an exceljs workbook (shared strings stored after the sheet)", async () => {
    const before = ourTempFiles();
    await readSpreadsheet(await workbookBytes(certificatesSheet));
    expect(ourTempFiles()).toBe(before);
  });
});

describe("cellText", () => {
  it("turns exceljs values into typed text", () => {
    expect(cellText(null)).toBe("");
    expect(cellText(12)).toBe("12");
    expect(cellText(-3.25)).toBe("-3.25");
    expect(cellText(1e21)).toBe("1e+21");
    expect(cellText(new Date(Date.UTC(2025, 0, 5)))).toBe("2025-01-05");
    expect(cellText(new Date(Date.UTC(2025, 0, 5, 13, 4, 5)))).toBe("2025-01-05 13:04:05");
    expect(cellText({ sharedFormula: "A1", result: "نص" })).toBe("نص");
    expect(cellText({ formula: "A1" })).toBe(""); // no cached result: never evaluated
    expect(cellText({ text: { richText: [{ text: "a" }, { text: "b" }] }, hyperlink: "x" })).toBe("ab");
  });
});
