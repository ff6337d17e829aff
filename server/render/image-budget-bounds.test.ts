// The pixel budget at its edges (issue 37, mutation testing on the guards): the exact limits are
// allowed and one pixel more is refused, a multi-image file counts its largest image, and one
// render's images are admitted in order until their pixels together would pass the design budget.
// Headers only: image-size reads the PNG's IHDR, no pixel is ever built here.
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DESIGN_LIMITS, LIMITS } from "../../shared/limits.ts";
import { RENDER_WIDTHS, admitImages, allowedRenderWidth, boundedOutputSize, imageDimensions, imageFitsBudget, withinPixelBudget } from "./image-budget.ts";

/** The signature and IHDR of a PNG claiming width × height: all the budget reads. */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const body = Buffer.concat([Buffer.from("IHDR", "latin1"), ihdr]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, body, crc]);
}

/** An ICO directory of several images (width, height ≤ 255 each). */
function ico(sizes: [number, number][]): Uint8Array {
  const b = Buffer.alloc(6 + 16 * sizes.length + 40);
  b.writeUInt16LE(1, 2);
  b.writeUInt16LE(sizes.length, 4);
  sizes.forEach(([w, h], i) => {
    const o = 6 + 16 * i;
    b[o] = w;
    b[o + 1] = h;
    b.writeUInt16LE(1, o + 4);
    b.writeUInt16LE(32, o + 6);
    b.writeUInt32LE(40, o + 8);
    b.writeUInt32LE(6 + 16 * sizes.length, o + 12);
  });
  return b;
}

const side = LIMITS.imageSideMax;
const pixels = LIMITS.imagePixelsMax;

describe("one image's budget", () => {
  it("reads the header's size; a multi-image file counts its widest and its tallest image", () => {
    expect(imageDimensions(pngHeader(1234, 567))).toEqual({ width: 1234, height: 567 });
    // image-size reports one of them (32 × 64); the budget takes the largest side of each
    expect(imageDimensions(ico([[16, 16], [48, 32], [32, 64]]))).toEqual({ width: 48, height: 64 });
    expect(imageDimensions(Buffer.from("not an image at all"))).toBeUndefined();
    expect(imageDimensions(pngHeader(0, 100))).toBeUndefined();
  });

  it("allows a side of exactly the limit and refuses one pixel more, in either direction", () => {
    expect(withinPixelBudget({ width: side, height: 1 })).toBe(true);
    expect(withinPixelBudget({ width: 1, height: side })).toBe(true);
    expect(withinPixelBudget({ width: side + 1, height: 1 })).toBe(false);
    expect(withinPixelBudget({ width: 1, height: side + 1 })).toBe(false);
  });

  it("allows exactly the pixel limit and refuses one row more", () => {
    const h = pixels / side; // 4,000
    expect(withinPixelBudget({ width: side, height: h })).toBe(true);
    expect(withinPixelBudget({ width: side, height: h + 1 })).toBe(false);
    expect(withinPixelBudget({ width: h + 1, height: side })).toBe(false);
    expect(imageFitsBudget(pngHeader(side, h))).toBe(true);
    expect(imageFitsBudget(pngHeader(side, h + 1))).toBe(false);
    expect(imageFitsBudget(Buffer.from("GIF89a"))).toBe(false);
  });
});

describe("one render's images together (admitImages)", () => {
  const perDesign = DESIGN_LIMITS.imagePixelsPerDesignMax; // 50 MP
  it("admits in order until the total would pass the design budget, skipping (not stopping at) what does not fit", () => {
    const big = pngHeader(side, 3_000); // 30 MP
    const rest = pngHeader(side, 2_000); // 20 MP: 50 MP with big, exactly the budget
    const one = pngHeader(1, 1);
    const admitted = admitImages([
      { src: "a", bytes: big },
      { src: "missing", bytes: null },
      { src: "unreadable", bytes: Buffer.from("nope") },
      { src: "bomb", bytes: pngHeader(40_000, 40_000) },
      { src: "b", bytes: rest },
      { src: "c", bytes: one }, // one pixel over the budget now
      { src: "d", bytes: big },
    ]);
    expect([...admitted.keys()]).toEqual(["a", "b"]);
    expect(admitted.get("a")).toBe(big);
    expect(side * 3_000 + side * 2_000).toBe(perDesign);
    // too big to go with the first, a later smaller one still fits
    expect([...admitImages([{ src: "a", bytes: big }, { src: "x", bytes: pngHeader(side, 2_500) }, { src: "c", bytes: one }]).keys()]).toEqual(["a", "c"]);
  });
});

describe("output sizes", () => {
  it("draws the canvas width unless another is asked; rounds a request up to the next allowed width, exactly one kept", () => {
    expect(allowedRenderWidth(undefined, undefined)).toBeUndefined();
    expect(allowedRenderWidth(500, 500)).toBe(500);
    expect(allowedRenderWidth(1200, 1080)).toBe(1200);
    expect(allowedRenderWidth(1199, 1080)).toBe(1200);
    expect(allowedRenderWidth(1, undefined)).toBe(RENDER_WIDTHS[0]);
    expect(allowedRenderWidth(4001, 1080)).toBe(4000);
  });

  it("keeps the ratio and at least one pixel, and lowers a raster past the pixel or side budget", () => {
    expect(boundedOutputSize(1000, { width: 2000, height: 1001 })).toEqual({ width: 1000, height: 501 });
    expect(boundedOutputSize(100, { width: 10_000, height: 1 })).toEqual({ width: 100, height: 1 });
    // exactly the budget (4,000 × 10,000): kept
    expect(boundedOutputSize(4000, { width: 400, height: 1000 })).toEqual({ width: 4000, height: 10_000 });
    // past the pixel budget only: scaled by √(40 MP / 64 MP)
    const wide = boundedOutputSize(8000, { width: 1000, height: 1000 });
    expect(wide).toEqual({ width: Math.floor(8000 * Math.sqrt(pixels / 64e6)), height: Math.floor(8000 * Math.sqrt(pixels / 64e6)) });
    // past the side only (within the pixels): scaled so the height is the side
    expect(boundedOutputSize(1000, { width: 100, height: 1100 })).toEqual({ width: 909, height: 10_000 });
    // a side so thin it would round to nothing keeps one pixel
    expect(boundedOutputSize(4000, { width: 16, height: 100_000_000 })).toEqual({ width: 1, height: 10_000 });
  });
});
