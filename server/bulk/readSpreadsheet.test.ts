import { describe, expect, it } from "vitest";
import { BulkFileError, bulkErrorMessage } from "./errors.ts";
import { BULK_LIMITS } from "./limits.ts";
import { readSpreadsheet } from "./readSpreadsheet.ts";
import { createZipStream } from "./zip.ts";
import { pseudoRandomBytes } from "../test/pseudo-random.ts";

const utf8 = (text: string) => Buffer.from(text, "utf8");
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]);

async function refusal(bytes: Buffer, filename?: string): Promise<BulkFileError> {
  try {
    await readSpreadsheet(bytes, filename);
  } catch (error) {
    if (error instanceof BulkFileError) return error;
    throw error;
  }
  throw new Error("expected a BulkFileError");
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}


describe("readSpreadsheet: CSV", () => {
  const arabic = "الاسم,البريد,الدورة\nمحمد أحمد,m@example.com,إدارة المشاريع\nسارة علي,s@example.com,التسويق الرقمي\n";

  it("reads Arabic UTF-8 with and without BOM identically", async () => {
    const plain = await readSpreadsheet(utf8(arabic), "a.csv");
    const bom = await readSpreadsheet(withBom(arabic), "a.csv");
    expect(plain.format).toBe("csv");
    expect(plain.headers).toEqual(["الاسم", "البريد", "الدورة"]);
    expect(plain.rows).toEqual([
      ["محمد أحمد", "m@example.com", "إدارة المشاريع"],
      ["سارة علي", "s@example.com", "التسويق الرقمي"],
    ]);
    expect(plain.rowNumbers).toEqual([2, 3]);
    expect(bom).toEqual(plain);
    expect(bom.headers[0].charCodeAt(0)).not.toBe(0xfeff);
  });

  it("detects semicolon and tab delimiters, and keeps commas inside cells", async () => {
    const semi = await readSpreadsheet(withBom("Nom;Note\r\nÉlève, Jean;12,5\r\n"));
    expect(semi.headers).toEqual(["Nom", "Note"]);
    expect(semi.rows).toEqual([["Élève, Jean", "12,5"]]);
    const tab = await readSpreadsheet(utf8("name\tcode\nAli\tX1\n"));
    expect(tab.rows).toEqual([["Ali", "X1"]]);
  });

  it("honours and drops Excel's sep= hint line", async () => {
    const sheet = await readSpreadsheet(utf8("sep=;\r\nname;note, with comma\r\nAli;a,b\r\n"));
    expect(sheet.headers).toEqual(["name", "note, with comma"]);
    expect(sheet.rows).toEqual([["Ali", "a,b"]]);
    expect(sheet.rowNumbers).toEqual([2]);
  });

  it("handles quoted newlines, quotes and blank lines, with spreadsheet row numbers", async () => {
    const text = ' name , note \n"Ali","line one\nline two"\n\n"He said ""hi""",x\n,,\nلينا,\n';
    const sheet = await readSpreadsheet(utf8(text));
    expect(sheet.headers).toEqual(["name", "note"]);
    expect(sheet.rows).toEqual([
      ["Ali", "line one\nline two"],
      ['He said "hi"', "x"],
      ["لينا", ""],
    ]);
    // header = 1, Ali = 2 (two lines, one record), blank = 3, He said = 4, ",," = 5, لينا = 6
    expect(sheet.rowNumbers).toEqual([2, 4, 6]);
  });

  it("names blank headers by column letter and de-duplicates repeated headers", async () => {
    const sheet = await readSpreadsheet(utf8("name,,name\na,b,c,d\n"));
    expect(sheet.headers).toEqual(["name", "B", "name (2)", "D"]);
    expect(sheet.rows).toEqual([["a", "b", "c", "d"]]);
  });

  it("refuses windows-1256 and latin1 bytes as not_utf8", async () => {
    // "الاسم,محمد" in windows-1256
    const cp1256 = Buffer.from([0xc7, 0xe1, 0xc7, 0xd3, 0xe3, 0x0a, 0xe3, 0xcd, 0xe3, 0xcf, 0x0a]);
    expect((await refusal(cp1256, "names.csv")).code).toBe("not_utf8");
    const latin1 = Buffer.from("Nom\nÉlève\n", "latin1");
    expect((await refusal(latin1)).code).toBe("not_utf8");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("name\nAli\n", "utf16le")]);
    expect((await refusal(utf16)).code).toBe("not_utf8");
  });

  it("refuses an unclosed quote as malformed_csv with the line", async () => {
    const error = await refusal(utf8('name,note\nAli,"never closed\nSara,ok\n'));
    expect(error.code).toBe("malformed_csv");
    expect(error.params.line).toBeGreaterThan(0);
  });

  it("refuses empty input, a header without data, and whitespace", async () => {
    expect((await refusal(Buffer.alloc(0))).code).toBe("empty");
    expect((await refusal(withBom("name,code\n"))).code).toBe("empty");
    expect((await refusal(utf8("\n\n , \n"))).code).toBe("empty");
  });

  it("refuses too many columns and an over-long header", async () => {
    const wide = Array.from({ length: BULK_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`).join(",");
    expect((await refusal(utf8(`${wide}\n${wide}\n`))).code).toBe("too_many_columns");
    const longHeader = await refusal(utf8(`name,${"x".repeat(BULK_LIMITS.maxCellLength + 1)}\na,b\n`));
    expect(longHeader.code).toBe("cell_too_long");
    expect(longHeader.params).toMatchObject({ row: 1, column: "B" });
  });

  it("accepts exactly the row limit and refuses one more", async () => {
    const rows = (n: number) => "name,code\n" + Array.from({ length: n }, (_, i) => `n${i},c${i}`).join("\n");
    const ok = await readSpreadsheet(utf8(rows(BULK_LIMITS.maxRows)));
    expect(ok.rows).toHaveLength(BULK_LIMITS.maxRows);
    const error = await refusal(utf8(rows(BULK_LIMITS.maxRows + 1)));
    expect(error.code).toBe("too_many_rows");
    expect(error.params.max).toBe(BULK_LIMITS.maxRows);
  });

  it("refuses a 100,000-row CSV as too_many_rows quickly (stops at the limit)", async () => {
    const lines = ["الاسم,الرمز"];
    for (let i = 0; i < 100_000; i++) lines.push(`مشارك رقم ${i},C-${i}`);
    const bytes = withBom(lines.join("\n"));
    expect(bytes.length).toBeLessThan(BULK_LIMITS.maxUploadBytes); // it is the row limit that refuses it
    const started = performance.now();
    const error = await refusal(bytes);
    const ms = performance.now() - started;
    console.log(`100,000-row CSV (${bytes.length} bytes) refused in ${ms.toFixed(0)} ms`);
    expect(error.code).toBe("too_many_rows");
    expect(ms).toBeLessThan(1500);
  });

  it("refuses an oversized upload before parsing", async () => {
    const big = Buffer.alloc(BULK_LIMITS.maxUploadBytes + 1, "a");
    const error = await refusal(big);
    expect(error.code).toBe("too_large");
    expect(error.status).toBe(413);
    expect(bulkErrorMessage("en", error)).toBe("The file is too large. The maximum is 5 MB.");
    expect(bulkErrorMessage("ar", error)).toContain("5 ميغابايت");
  });
});

describe("readSpreadsheet: not a spreadsheet", () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pseudoRandomBytes(200)]);
  const pdf = utf8("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n");
  const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

  it.each([
    ["PNG", png, "photo.csv"],
    ["PDF", pdf, "sheet.xlsx"],
    ["legacy .xls", xls, "old.xls"],
    ["random bytes", pseudoRandomBytes(4096), "data.csv"],
  ])("refuses %s as unsupported_file whatever its name", async (_label, bytes, name) => {
    expect((await refusal(bytes, name)).code).toBe("unsupported_file");
  });

  it("refuses a ZIP that is not a workbook, and a truncated one", async () => {
    const zip = createZipStream();
    zip.addText("word/document.xml", "<w:document/>");
    const bytes = await readAll(zip.finish());
    expect((await refusal(bytes, "x.xlsx")).code).toBe("unsupported_file");
    expect((await refusal(bytes.subarray(0, 30), "x.xlsx")).code).toBe("invalid_xlsx");
  });

  it("refuses an XLSX that claims to inflate past the zip-bomb limit", async () => {
    const zip = createZipStream();
    zip.addText("xl/workbook.xml", "<workbook/>");
    zip.addBuffer("xl/worksheets/sheet1.xml", Buffer.alloc(BULK_LIMITS.maxUnzippedBytes + 1));
    const bytes = await readAll(zip.finish());
    expect(bytes.length).toBeLessThan(BULK_LIMITS.maxUploadBytes);
    expect((await refusal(bytes, "bomb.xlsx")).code).toBe("too_large");
  });

  it("refuses an XLSX that inflates past the limit even when it lies about its size", async () => {
    const zip = createZipStream();
    zip.addText("xl/_rels/workbook.xml.rels", "<Relationships/>");
    zip.addText("xl/workbook.xml", "<workbook/>");
    zip.addBuffer("xl/worksheets/sheet1.xml", Buffer.alloc(BULK_LIMITS.maxUnzippedBytes + 1));
    const bytes = await readAll(zip.finish());
    // Make the sheet's central-directory record claim 100 bytes uncompressed.
    const record = bytes.lastIndexOf("PK\x01\x02", bytes.lastIndexOf("xl/worksheets/sheet1.xml"));
    expect(bytes.toString("latin1", record + 46, record + 46 + 24)).toBe("xl/worksheets/sheet1.xml");
    bytes.writeUInt32LE(100, record + 24);
    expect((await refusal(bytes, "bomb.xlsx")).code).toBe("too_large");
  });
});
