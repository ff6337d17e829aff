import { describe, expect, it } from "vitest";
import { BOM, csvFileName, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a UTF-8 byte order mark and ends lines with CRLF", async () => {
    const csv = toCsv(["Day", "Views"], [["2026-11-01", 3]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}Day,Views\r\n2026-11-01,3\r\n`);
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("keeps Arabic text as it is, in UTF-8", async () => {
    const csv = toCsv(["الاسم", "المشاهدات"], [["سارة أحمد", 12]]);
    expect(csv).toBe(`${BOM}الاسم,المشاهدات\r\nسارة أحمد,12\r\n`);
    expect(new TextDecoder().decode(await new Blob([csv]).arrayBuffer())).toContain("سارة أحمد");
  });

  it("quotes commas, quotes and line breaks, and leaves empty cells empty", () => {
    expect(toCsv(["a"], [['He said "hi", twice'], ["two\nlines"], [null], ["،فاصلة عربية"]])).toBe(`${BOM}a\r\n"He said ""hi"", twice"\r\n"two\nlines"\r\n\r\n،فاصلة عربية\r\n`);
  });

  it("defuses a cell that a spreadsheet would run as a formula", () => {
    expect(toCsv(["name"], [["=HYPERLINK(\"x\")"], ["+1"], ["@cmd"]])).toBe(`${BOM}name\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'@cmd\r\n`);
    expect(toCsv(["n"], [[-3]])).toBe(`${BOM}n\r\n-3\r\n`);
  });

  it("names the file safely, Arabic letters kept", () => {
    expect(csvFileName("analytics events/2026-11-01")).toBe("analytics-events-2026-11-01.csv");
    expect(csvFileName("إحصاءات")).toBe("إحصاءات.csv");
    expect(csvFileName("///")).toBe("analytics.csv");
  });
});
