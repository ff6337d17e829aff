import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { issuedReportCsv, neutralizeCell, toCsv } from "./csvExport.ts";

describe("toCsv", () => {
  it("writes a BOM, CRLF line ends and RFC 4180 quoting", () => {
    const csv = toCsv([
      ["الاسم", "ملاحظة"],
      ["محمد, أحمد", 'قال "مرحبا"'],
      ["سطر\nثانٍ", "a;b"],
      [null, 42],
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe(
      '\uFEFFالاسم,ملاحظة\r\n"محمد, أحمد","قال ""مرحبا"""\r\n"سطر\nثانٍ","a;b"\r\n,42\r\n',
    );
    // and it parses back to the same cells
    expect(parse(csv, { bom: true })).toEqual([
      ["الاسم", "ملاحظة"],
      ["محمد, أحمد", 'قال "مرحبا"'],
      ["سطر\nثانٍ", "a;b"],
      ["", "42"],
    ]);
  });

  it("neutralises formula injection (OWASP): = + - @ tab CR", () => {
    const payloads = ["=cmd|' /C calc'!A0", "+1", "-2", "@SUM(1)", "\t=1+1", "\r=1+1", "＝1+1"];
    const csv = toCsv([payloads]);
    const [cells] = parse(csv, { bom: true, relax_quotes: true }) as string[][];
    expect(cells).toEqual(payloads.map((p) => `'${p}`));
    expect(csv).toContain(`'=cmd|' /C calc'!A0`);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(toCsv([[-2]])).toBe("\uFEFF'-2\r\n");
  });

  it("leaves ordinary text, Arabic and inner signs alone", () => {
    for (const safe of ["محمد", "a=b", "1+1", "user@example.com", "https://bitaqa.test/v/AB12", ""]) {
      expect(neutralizeCell(safe)).toBe(safe);
    }
  });
});

describe("issuedReportCsv", () => {
  it("lists issued and skipped rows with codes, links and errors, neutralised", () => {
    const csv = issuedReportCsv(
      [
        { row: 2, recipient: "محمد", code: "AB12-CD34", verifyUrl: "https://bitaqa.test/verify/AB12-CD34" },
        { row: 3, recipient: "=HYPERLINK(\"http://evil\")", error: "هذا الحقل مطلوب" },
      ],
      { row: "الصف", recipient: "المستلم", code: "الرمز", verifyUrl: "رابط التحقق", status: "الحالة", error: "الخطأ" },
      { issued: "صدرت", skipped: "تم التخطي" },
    );
    expect(parse(csv, { bom: true })).toEqual([
      ["الصف", "المستلم", "الرمز", "رابط التحقق", "الحالة", "الخطأ"],
      ["2", "محمد", "AB12-CD34", "https://bitaqa.test/verify/AB12-CD34", "صدرت", ""],
      ["3", "'=HYPERLINK(\"http://evil\")", "", "", "تم التخطي", "هذا الحقل مطلوب"],
    ]);
  });
});
