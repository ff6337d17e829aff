import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png-encode.ts";

describe("encodePng", () => {
  it("round-trips opaque and translucent premultiplied pixels", () => {
    // 3×2: opaque red, opaque gradient grey, transparent, half-transparent blue (premultiplied 0,0,128,128)…
    const px = [255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0, 0, 0, 128, 128, 50, 100, 150, 255, 64, 32, 0, 128];
    const png = PNG.sync.read(encodePng(new Uint8Array(px), 3, 2));
    expect([png.width, png.height]).toEqual([3, 2]);
    expect([...png.data.subarray(0, 12)]).toEqual([255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0]);
    expect([...png.data.subarray(12, 16)]).toEqual([0, 0, 255, 128]);
    expect([...png.data.subarray(16, 24)]).toEqual([50, 100, 150, 255, 128, 64, 0, 128]);
  });
});

describe("encodePng (opaque)", () => {
  it("copies fully opaque pixels unchanged (RGBA, no un-premultiplying)", () => {
    const px = new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 250, 251, 252, 255]);
    const buf = encodePng(px, 2, 2);
    expect(buf[25]).toBe(6); // IHDR colour type: truecolour with alpha
    const png = PNG.sync.read(buf);
    expect([...png.data]).toEqual([...px]);
  });
});
