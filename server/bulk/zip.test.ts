import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { createZipStream, sanitizeZipPath } from "./zip.ts";
import { listZipEntries } from "./zipEntries.ts";
import { requireTool } from "../test/required-tool.ts";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const fakePdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`, "utf8");

async function sampleZip(): Promise<{ bytes: Buffer; names: string[] }> {
  const zip = createZipStream({ mtime: new Date(Date.UTC(2026, 0, 1)) });
  const collected = readAll(zip.stream); // consume while writing, as a job piping to storage would
  const names = [
    zip.addBuffer("pdfs/محمد أحمد.pdf", fakePdf("محمد")),
    zip.addBuffer("pdfs/محمد أحمد.pdf", fakePdf("محمد 2")), // same recipient name twice
    zip.addBuffer("../../etc/passwd", Buffer.from("nope")),
    zip.addBuffer("C:\\Windows\\evil.pdf", fakePdf("evil")),
    zip.addBuffer("/abs/سارة\u202Efdp.exe", Buffer.from("x")),
    zip.addStream("pdfs/ليلى.pdf", Readable.from([fakePdf("ليلى")])),
    zip.addText("التقرير.csv", "\uFEFFالاسم,الرمز\r\nمحمد,AB12\r\n"),
  ];
  zip.finish();
  return { bytes: await collected, names };
}

describe("sanitizeZipPath", () => {
  it.each([
    ["../../etc/passwd", "etc/passwd"],
    ["/abs/file.pdf", "abs/file.pdf"],
    ["C:\\Windows\\evil.pdf", "C_/Windows/evil.pdf"],
    ["a/./b/../c.pdf", "a/b/c.pdf"],
    ["شهادة: محمد?.pdf", "شهادة_ محمد_.pdf"],
    ["سارة\u202Efdp.exe", "سارةfdp.exe"],
    ["line\nbreak\u0000.pdf", "linebreak.pdf"],
    ["CON.pdf", "_CON.pdf"],
    ["", "file"],
    ["../..", "file"],
    ["name. ", "name"],
  ])("%j → %j", (raw, safe) => {
    expect(sanitizeZipPath(raw)).toBe(safe);
  });

  it("caps long names but keeps the extension and whole characters", () => {
    const long = sanitizeZipPath(`${"شهادة".repeat(50)}.pdf`);
    expect(Array.from(long)).toHaveLength(100);
    expect(long.endsWith(".pdf")).toBe(true);
    expect(sanitizeZipPath(`${"😀".repeat(120)}.pdf`)).toBe(`${"😀".repeat(96)}.pdf`);
  });
});

describe("createZipStream", () => {
  it("round-trips Arabic names as UTF-8, with safe unique paths and exact contents", async () => {
    const { bytes, names } = await sampleZip();
    expect(names).toEqual([
      "pdfs/محمد أحمد.pdf",
      "pdfs/محمد أحمد (2).pdf",
      "etc/passwd",
      "C_/Windows/evil.pdf",
      "abs/سارةfdp.exe",
      "pdfs/ليلى.pdf",
      "التقرير.csv",
    ]);
    const zip = await JSZip.loadAsync(bytes);
    const files = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
    expect(files.sort()).toEqual([...names].sort());
    expect(await zip.file("pdfs/محمد أحمد (2).pdf")!.async("string")).toBe(fakePdf("محمد 2").toString("utf8"));
    expect(await zip.file("pdfs/ليلى.pdf")!.async("nodebuffer")).toEqual(fakePdf("ليلى"));
    expect(await zip.file("التقرير.csv")!.async("string")).toBe("\uFEFFالاسم,الرمز\r\nمحمد,AB12\r\n");
    // Central directory: every name flagged UTF-8 (bit 11), so unzip tools do not read it as CP437.
    const raw = listZipEntries(bytes)!;
    expect(raw.map((e) => e.name).sort()).toEqual([...names].sort());
    // PDFs are stored (already compressed); the CSV is deflated.
    const pdf = raw.find((e) => e.name === "pdfs/ليلى.pdf")!;
    expect(pdf.compressedSize).toBe(pdf.uncompressedSize);
  });

  it("flags UTF-8 names in every central directory record", async () => {
    const { bytes } = await sampleZip();
    let count = 0;
    for (let p = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); p >= 0; p = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)) {
      expect(bytes.readUInt16LE(p + 8) & 0x800).toBe(0x800);
      count++;
    }
    expect(count).toBe(7);
  });

  it("refuses entries after finish()", () => {
    const zip = createZipStream();
    zip.stream.resume();
    zip.finish();
    expect(() => zip.addText("late.txt", "x")).toThrow(/finished/);
  });

  it("is listed and tested cleanly by Info-ZIP unzip", async () => {
    requireTool("unzip");
    const dir = mkdtempSync(join(tmpdir(), "bitaqa-zip-"));
    try {
      const file = join(dir, "out.zip");
      writeFileSync(file, (await sampleZip()).bytes);
      execFileSync("unzip", ["-tq", file]);
      const listing = execFileSync("unzip", ["-Z1", file], { env: { ...process.env, LANG: "C.UTF-8" } }).toString("utf8");
      expect(listing).toContain("pdfs/محمد أحمد (2).pdf");
      expect(listing).not.toContain("..");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("createZipStream with entries fetched lazily", () => {
  it("fetches each file only when the reader reaches it, and knows the archive's length up front", async () => {
    const zip = createZipStream({ mtime: new Date(Date.UTC(2026, 0, 1)) });
    const big = (i: number) => Buffer.alloc(256 * 1024, i); // larger than the stream's buffer
    const opened: number[] = [];
    for (let i = 0; i < 5; i++) {
      zip.addLazy(`${i}.pdf`, big(i).length, async () => {
        opened.push(i);
        return big(i);
      });
    }
    zip.addBuffer("report.csv", Buffer.from("a,b\r\n"), { store: true });
    let size = -2;
    const stream = zip.finish((n) => (size = n));
    expect(size).toBeGreaterThan(5 * 256 * 1024);

    // Read one chunk and stop reading: only the first file(s) were asked for, not all five.
    const reader = stream[Symbol.asyncIterator]();
    const chunks: Buffer[] = [];
    const first = await reader.next();
    chunks.push(Buffer.from(first.value as Uint8Array));
    await new Promise((r) => setTimeout(r, 50));
    expect(opened.length).toBeLessThan(5);

    for (let r = await reader.next(); !r.done; r = await reader.next()) chunks.push(Buffer.from(r.value as Uint8Array));
    expect(opened).toEqual([0, 1, 2, 3, 4]);
    const whole = Buffer.concat(chunks);
    expect(whole.length).toBe(size);
    const back = await JSZip.loadAsync(whole);
    expect(Object.keys(back.files)).toEqual(["0.pdf", "1.pdf", "2.pdf", "3.pdf", "4.pdf", "report.csv"]);
    expect((await back.file("3.pdf")!.async("nodebuffer")).equals(big(3))).toBe(true);
  });

  it("announces the exact length past 64 KB of central directory (yazl over-counts by 76 bytes there)", async () => {
    for (const n of [60, 1000]) {
      const zip = createZipStream();
      for (let i = 0; i < n; i++) {
        const bytes = Buffer.alloc(100 + (i % 7), i);
        zip.addLazy(`${String(i).padStart(4, "0")}-محمد فاطمة العتيبي ${i}.pdf`, bytes.length, async () => bytes);
      }
      zip.addBuffer("تقرير.csv", Buffer.from("a,b\r\n"), { store: true });
      let size = 0;
      const bytes = await readAll(zip.finish((x) => (size = x)));
      expect(size).toBe(bytes.length);
      expect(listZipEntries(bytes)).toHaveLength(n + 1);
    }
  });

  it("answers -1 for the length when an entry is compressed", async () => {
    const zip = createZipStream();
    zip.addText("report.csv", "a,b\r\n");
    let size = 0;
    const bytes = await readAll(zip.finish((n) => (size = n)));
    expect(size).toBe(-1);
    expect(bytes.length).toBeGreaterThan(0);
  });
});
