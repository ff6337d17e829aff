import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { certificate, fixtureByName } from "../../shared/design/fixtures/index.ts";
import { renderOutput } from "./output.ts";
import { requireTool } from "../test/required-tool.ts";


describe("renderOutput", () => {
  it("renders PNG at any width keeping the canvas ratio", async () => {
    const out = await renderOutput({ design: certificate.doc, values: certificate.values, format: "png", width: 1200 });
    expect(out.contentType).toBe("image/png");
    const png = PNG.sync.read(Buffer.from(out.bytes));
    expect([png.width, png.height]).toEqual([1200, Math.round((1131 * 1200) / 1600)]);
  });

  it("renders JPEG and WebP thumbnails", async () => {
    const f = fixtureByName("arabic-title");
    const jpeg = await renderOutput({ design: f.doc, format: "jpeg", width: 300, quality: 70 });
    expect(Buffer.from(jpeg.bytes.subarray(0, 3)).toString("hex")).toBe("ffd8ff");
    const webp = await renderOutput({ design: f.doc, format: "webp", width: 300 });
    expect(Buffer.from(webp.bytes.subarray(8, 12)).toString("ascii")).toBe("WEBP");
  });

  it("rejects invalid documents", async () => {
    await expect(renderOutput({ design: { version: 2, canvas: {}, layers: [] }, format: "png" })).rejects.toThrow();
  });

  it("writes a vector A4 PDF with selectable Arabic text", async () => {
    requireTool("poppler");
    const out = await renderOutput({ design: certificate.doc, values: certificate.values, format: "pdf" });
    const dir = mkdtempSync(join(tmpdir(), "bitaqa-pdf-"));
    const file = join(dir, "c.pdf");
    writeFileSync(file, out.bytes);
    const info = execFileSync("pdfinfo", [file]).toString();
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const box = execFileSync("pdfinfo", ["-box", file]).toString();
    expect(box).toMatch(/MediaBox:\s+0\.00\s+0\.00\s+841\.89\s+595\.28/);
    expect(info).toMatch(/Pages:\s+1/);
    // Poppler extracts Arabic as presentation forms; NFKC folds them back to the base letters.
    const text = execFileSync("pdftotext", [file, "-"]).toString().normalize("NFKC");
    // Cairo/Tajawal text extracts cleanly. (Amiri and Noto Naskh ligature glyphs lack ToUnicode entries in Skia's PDF output.)
    expect(text).toContain("الأكاديمية");
    expect(text).toContain("أحمد محمد");
    expect(text).toContain("المدير العام");
    expect(text).toContain("7KQ2-M9XD-4HRT");
    // Vector: text is drawn as fonts, not as a page-sized image.
    expect(execFileSync("pdffonts", [file]).toString()).toMatch(/Cairo/);
  });
});
