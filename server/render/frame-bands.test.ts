// Deflated bands reused from the previous frame of the same size (frame-bands.ts, png-parallel.ts):
// the file must be exactly what a fresh encode writes, a band that changed by one pixel is never
// served from the previous frame, and what is kept stays bounded.
import { PNG } from "pngjs";
import { beforeEach, describe, expect, it } from "vitest";
import { pseudoRandomBytes } from "../test/pseudo-random.ts";
import { clearFrameBands, frameBandStats, KEPT_FRAMES, MAX_FRAME_BYTES } from "./frame-bands.ts";
import { encodePngParallel } from "./png-parallel.ts";

const W = 1600;
const H = 1131;

/** An opaque certificate-like frame: gradient and noise everywhere, so every band deflates differently. */
function frame(width = W, height = H, seed = 1): Uint8Array {
  const px = new Uint8Array(width * height * 4);
  const n = pseudoRandomBytes(width * height, seed);
  for (let i = 0, p = 0; p < width * height; p++, i += 4) {
    px[i] = ((p % width) + (n[p] & 3)) & 0xff;
    px[i + 1] = (Math.floor(p / width) + (n[p] & 1)) & 0xff;
    px[i + 2] = n[p] & 0x1f;
    px[i + 3] = 255;
  }
  return px;
}

/** `px` with a w×h block at (x, y) painted another colour (a name written over the same template). */
function withBlock(px: Uint8Array, x: number, y: number, w: number, h: number, width = W): Uint8Array {
  const out = new Uint8Array(px);
  for (let r = y; r < y + h; r++)
    for (let c = x; c < x + w; c++) {
      const i = (r * width + c) * 4;
      out[i] = 20;
      out[i + 1] = 40;
      out[i + 2] = 200;
    }
  return out;
}

const decoded = (png: Buffer) => PNG.sync.read(png).data;

beforeEach(() => clearFrameBands());

describe("bands reused from the previous frame", () => {
  it("writes the same bytes as a fresh encode, deflating only the bands that changed", async () => {
    const template = frame();
    const second = withBlock(template, 400, 500, 800, 60);
    await encodePngParallel(template, W, H);
    const before = frameBandStats();
    const reused = await encodePngParallel(second, W, H);
    const after = frameBandStats();
    clearFrameBands();
    const fresh = await encodePngParallel(second, W, H);
    expect(reused.equals(fresh)).toBe(true);
    expect(decoded(reused).equals(Buffer.from(second))).toBe(true);
    // 60 rows changed: two bands of ≈ 54 rows at most; the other ≈ 19 came from the first frame.
    expect(after.deflated - before.deflated).toBeLessThanOrEqual(3);
    expect(after.reused - before.reused).toBeGreaterThanOrEqual(15);
  });

  it("never serves a band from the previous frame when one pixel of it changed", async () => {
    const template = frame();
    await encodePngParallel(template, W, H);
    for (const [x, y] of [[0, 0], [W - 1, H - 1], [800, 540], [1, 54], [1599, 53]]) {
      const changed = withBlock(template, x, y, 1, 1);
      expect(decoded(await encodePngParallel(changed, W, H)).equals(Buffer.from(changed))).toBe(true);
      // And back: the template's own band comes back right after the changed one was kept.
      expect(decoded(await encodePngParallel(template, W, H)).equals(Buffer.from(template))).toBe(true);
    }
  });

  it("keeps concurrent frames of one size apart", async () => {
    const a = frame(W, H, 3);
    const b = withBlock(a, 0, 200, W, 300);
    const c = frame(W, H, 4);
    await encodePngParallel(a, W, H); // a's bands are kept: every frame below is compared with them
    const out = await Promise.all([a, b, c, b, a].map((px) => encodePngParallel(px, W, H)));
    [a, b, c, b, a].forEach((px, i) => expect(decoded(out[i]).equals(Buffer.from(px))).toBe(true));
  });

  it("keeps the bands of the last KEPT_FRAMES sizes only, and none of a frame over MAX_FRAME_BYTES", async () => {
    for (const [w, h] of [[1600, 1131], [800, 566], [1200, 900], [960, 640]]) await encodePngParallel(frame(w, h), w, h);
    const kept = frameBandStats();
    expect(kept.frames).toBe(KEPT_FRAMES);
    // The two latest sizes: their scanlines (RGB + filter byte) and their deflated bytes (smaller).
    expect(kept.keptBytes).toBeLessThanOrEqual(2 * ((1200 * 3 + 1) * 900 + (960 * 3 + 1) * 640));
    const side = Math.ceil(Math.sqrt(MAX_FRAME_BYTES / 3)) + 8;
    await encodePngParallel(frame(side, side), side, side);
    expect(frameBandStats().keptBytes).toBe(kept.keptBytes);
  }, 60_000);
});
