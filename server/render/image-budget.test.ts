// The pixel budget: header-only dimensions, refusal before decoding, bounded output sizes and widths.
import { describe, expect, it } from "vitest";
import { RENDER_WIDTHS, allowedRenderWidth, boundedOutputSize, imageDimensions, imageFitsBudget } from "./image-budget.ts";
import { renderOutput } from "./output.ts";
import { pngBomb } from "../test/image-bomb.ts";
import { LIMITS } from "../../shared/limits.ts";
import { LARGEST_RENDER_WIDTH, largestOutputScale } from "../../shared/design/cost.ts";

describe("image budget", () => {
  it("reads the size of a 40,000 × 40,000 PNG from its header and refuses it", () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(imageDimensions(bomb)).toEqual({ width: 40_000, height: 40_000 });
    expect(imageFitsBudget(bomb)).toBe(false);
  });

  it("accepts images within the budget and refuses long sides and unreadable headers", () => {
    expect(imageFitsBudget(pngBomb(2000, 2000))).toBe(true);
    expect(imageFitsBudget(pngBomb(LIMITS.imageSideMax + 100, 100))).toBe(false);
    expect(imageFitsBudget(Buffer.from("not an image"))).toBe(false);
  });

  it("snaps requested widths to the fixed list (canvas width allowed)", () => {
    expect(allowedRenderWidth(undefined, 1080)).toBe(1080);
    expect(allowedRenderWidth(1080, 1080)).toBe(1080);
    expect(allowedRenderWidth(1201, 1600)).toBe(1600);
    expect(allowedRenderWidth(1300, 1600)).toBe(1600);
    expect(allowedRenderWidth(99_999, 1600)).toBe(RENDER_WIDTHS[RENDER_WIDTHS.length - 1]);
    const variants = new Set(Array.from({ length: 4000 }, (_, i) => allowedRenderWidth(i + 1, 1080)));
    expect(variants.size).toBeLessThanOrEqual(RENDER_WIDTHS.length + 1);
  });

  it("keeps the output raster within the budget, even for a thin tall canvas", () => {
    const out = boundedOutputSize(4000, { width: 16, height: 10_000 });
    expect(out.width * out.height).toBeLessThanOrEqual(LIMITS.imagePixelsMax);
    expect(out.height).toBeLessThanOrEqual(LIMITS.imageSideMax);
    expect(boundedOutputSize(1200, { width: 1200, height: 630 })).toEqual({ width: 1200, height: 630 });
  });
});

describe("the render cost model's largest output (shared/design/cost.ts)", () => {
  it("is the largest raster the server draws for any canvas", () => {
    expect(LARGEST_RENDER_WIDTH).toBe(RENDER_WIDTHS[RENDER_WIDTHS.length - 1]);
    for (const canvas of [{ width: 1080, height: 1080 }, { width: 1600, height: 1131 }, { width: 64, height: 64 }, { width: 10_000, height: 10_000 }, { width: 16, height: 10_000 }]) {
      const widest = Math.max(allowedRenderWidth(100_000, canvas.width)!, allowedRenderWidth(canvas.width, canvas.width)!);
      expect(largestOutputScale(canvas)).toBeCloseTo(Math.max(boundedOutputSize(widest, canvas).width / canvas.width, 0.75), 2);
    }
  });
});

describe("renderer", () => {
  it("never decodes an image over the budget, whatever the source (data URL here)", async () => {
    // 30,000² (900 megapixels) so the data URL fits the schema's 2,000,000-character limit on src.
    const dataUrl = `data:image/png;base64,${pngBomb(30_000, 30_000).toString("base64")}`;
    const design = { version: 2, canvas: { width: 200, height: 100 }, background: { type: "color", color: "#ffffff" }, layers: [{ id: "i", type: "image", x: 0, y: 0, width: 200, height: 100, index: "a0", props: { src: dataUrl } }] };
    const before = process.memoryUsage().rss;
    const out = await renderOutput({ design, format: "png", width: 200 });
    expect(out.contentType).toBe("image/png");
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});
