// The server outputs (PNG and PDF) carry the image effects: the parity with the browser is checked in
// e2e/image-effects-parity.test.ts; here, that each effect is really in the pixels.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { IMAGE_EFFECT_FIXTURES } from "../../shared/design/fixtures/image-effects.ts";
import type { DesignFixture } from "../../shared/design/fixtures/build.ts";
import { renderOutput } from "./output.ts";
import { requireTool } from "../test/required-tool.ts";

const byName = (name: string): DesignFixture => IMAGE_EFFECT_FIXTURES.find((f) => f.name === name)!;

async function png(f: DesignFixture): Promise<PNG> {
  return PNG.sync.read(Buffer.from((await renderOutput({ design: f.doc, format: "png" })).bytes));
}
const pixel = (p: PNG, x: number, y: number) => [...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3)];
const CREAM = [0xfb, 0xf7, 0xef];
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);

describe("image effects in server outputs", () => {
  it("grayscale leaves no colour and sepia tints every pixel warm", async () => {
    const gray = await png(byName("image-grayscale"));
    for (const [x, y] of [[100, 100], [240, 180], [400, 300]]) {
      const [r, g, b] = pixel(gray, x, y);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
    }
    const sepia = await png(byName("image-sepia"));
    const [r, , b] = pixel(sepia, 240, 100);
    expect(r).toBeGreaterThan(b);
  });

  it("clips to a circle: the corners of the layer box show the background, the middle the photo", async () => {
    const p = await png(byName("image-mask-circle"));
    // Box 90,30 300×300: its corners are outside the inscribed circle.
    expect(near(pixel(p, 95, 35), CREAM)).toBe(true);
    expect(near(pixel(p, 385, 325), CREAM)).toBe(true);
    expect(near(pixel(p, 240, 180), CREAM)).toBe(false);
  });

  it("flips: the crop+flip fixture is the mirror image of the same crop unflipped", async () => {
    const f = byName("image-crop-flip");
    const flipped = await png(f);
    const layer = f.doc.layers[0];
    const plain = await png({ ...f, doc: { ...f.doc, layers: [{ ...layer, props: { ...layer.props, flipX: false, flipY: false } } as typeof layer] } });
    // Box 40,30 400×300: (x, y) in the plain one is (40+400-1-(x-40), 30+300-1-(y-30)) in the flipped one.
    for (const [x, y] of [[60, 50], [200, 100], [400, 300]]) expect(near(pixel(plain, x, y), pixel(flipped, 479 - x, 359 - y))).toBe(true);
  });

  it("the PDF carries the same circle mask and filter", async () => {
    requireTool("poppler");
    const out = await renderOutput({ design: byName("image-rotated-effects").doc, format: "pdf" });
    const dir = mkdtempSync(join(tmpdir(), "bitaqa-img-pdf-"));
    writeFileSync(join(dir, "a.pdf"), out.bytes);
    // 96 dpi: one PDF pixel per design pixel (the page is 0.75 pt per pixel).
    execFileSync("pdftoppm", ["-png", "-r", "96", "-singlefile", join(dir, "a.pdf"), join(dir, "a")]);
    const pdf = PNG.sync.read(readFileSync(join(dir, "a.png")));
    const server = await png(byName("image-rotated-effects"));
    expect([pdf.width, pdf.height]).toEqual([server.width, server.height]);
    let differ = 0;
    // PDF rasterisation (poppler) antialiases and resamples differently from Skia: count clear differences only.
    for (let i = 0; i < pdf.data.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(pdf.data[i + c] - server.data[i + c]) > 24)) differ++;
    if (process.env.IMAGE_EFFECTS_PDF_DIR) writeFileSync(join(process.env.IMAGE_EFFECTS_PDF_DIR, "pdf.png"), PNG.sync.write(pdf));
    expect(differ / (pdf.width * pdf.height)).toBeLessThan(0.02);
    // The arch (box 280,40 170×280; top semicircle of radius 85): the box's top corners are page, its foot is photo.
    expect(near(pixel(pdf, 284, 44), CREAM)).toBe(true);
    expect(near(pixel(pdf, 446, 44), CREAM)).toBe(true);
    expect(near(pixel(pdf, 365, 300), CREAM)).toBe(false);
  });
});
