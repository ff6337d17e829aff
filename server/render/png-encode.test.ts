import { PNG } from "pngjs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png-encode.ts";
import { adler32Combine, encodePngParallel } from "./png-parallel.ts";
import { pseudoRandomBytes } from "../test/pseudo-random.ts";

/** Deterministic pseudo-random bytes (xorshift), so a failure reproduces. */
const noise = (length: number, seed = 1): Uint8Array => pseudoRandomBytes(length, seed);

/** An opaque frame like a certificate: a dithered gradient with some noisy blocks. */
function opaqueFrame(width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 4);
  const n = noise(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const block = ((x >> 5) + (y >> 5)) % 7 === 0;
      px[i] = block ? n[y * width + x] : (x + y) & 0xff;
      px[i + 1] = (x * 3 + (n[y * width + x] & 1)) & 0xff;
      px[i + 2] = y & 0xff;
      px[i + 3] = 255;
    }
  return px;
}

/** Premultiplied RGBA with every alpha (0-255) present: colour channels never exceed alpha. */
function translucentFrame(width: number, height: number): Uint8Array {
  const px = noise(width * height * 4, 7);
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3];
    px[i] = Math.min(px[i], a);
    px[i + 1] = Math.min(px[i + 1], a);
    px[i + 2] = Math.min(px[i + 2], a);
  }
  return px;
}

/** What a decoder must read back from premultiplied input: straight alpha, as the PNG stores it. */
function straight(premultiplied: Uint8Array): Buffer {
  const out = Buffer.from(premultiplied);
  for (let i = 0; i < out.length; i += 4) {
    const a = out[i + 3];
    for (let c = 0; c < 3; c++) out[i + c] = a === 0 ? 0 : a === 255 ? out[i + c] : Math.min(255, Math.round((out[i + c] * 255) / a));
  }
  return out;
}

const encoders = [
  ["encodePng", async (px: Uint8Array, w: number, h: number) => encodePng(px, w, h)],
  ["encodePngParallel (default pieces)", (px: Uint8Array, w: number, h: number) => encodePngParallel(px, w, h)],
  ["encodePngParallel (2 pieces)", (px: Uint8Array, w: number, h: number) => encodePngParallel(px, w, h, 1, 2)],
] as const;

describe.each(encoders)("%s", (_name, encode) => {
  it("round-trips opaque and translucent premultiplied pixels", async () => {
    // 3×2: opaque red, opaque grey, transparent, half-transparent blue (premultiplied 0,0,128,128)…
    const px = [255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0, 0, 0, 128, 128, 50, 100, 150, 255, 64, 32, 0, 128];
    const png = PNG.sync.read(await encode(new Uint8Array(px), 3, 2));
    expect([png.width, png.height]).toEqual([3, 2]);
    expect([...png.data.subarray(0, 12)]).toEqual([255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0]);
    expect([...png.data.subarray(12, 16)]).toEqual([0, 0, 255, 128]);
    expect([...png.data.subarray(16, 24)]).toEqual([50, 100, 150, 255, 128, 64, 0, 128]);
  });

  it("writes opaque frames as RGB (colour type 2), pixels unchanged", async () => {
    const px = new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 250, 251, 252, 255]);
    const buf = await encode(px, 2, 2);
    expect(buf[25]).toBe(2); // IHDR colour type: truecolour
    expect([...PNG.sync.read(buf).data]).toEqual([...px]);
  });

  it("keeps alpha (colour type 6) as soon as one pixel is not opaque", async () => {
    const px = opaqueFrame(40, 30);
    px[(29 * 40 + 39) * 4 + 3] = 254; // the very last pixel
    const buf = await encode(px, 40, 30);
    expect(buf[25]).toBe(6);
    expect(PNG.sync.read(buf).data.equals(straight(px))).toBe(true);
  });

  it.each([
    [1, 1],
    [3, 1],
    [1, 5],
    [7, 3], // width not a multiple of 4: the RGB packer's tail
    [1023, 601],
    [1601, 1131], // large enough to be cut into pieces, odd width
  ])("round-trips an opaque %i×%i frame exactly", async (w, h) => {
    const px = opaqueFrame(w, h);
    const png = PNG.sync.read(await encode(px, w, h));
    expect([png.width, png.height]).toEqual([w, h]);
    expect(Buffer.compare(png.data, Buffer.from(px))).toBe(0);
  });

  it.each([
    [1, 1],
    [5, 3],
    [600, 500],
  ])("round-trips a translucent %i×%i frame (un-premultiplied)", async (w, h) => {
    const px = translucentFrame(w, h);
    const png = PNG.sync.read(await encode(px, w, h));
    expect(png.data.equals(straight(px))).toBe(true);
  });

  it("switches to RGBA when only the last rows are translucent (opaque pieces already sent)", async () => {
    const w = 1000;
    const h = 700;
    const px = opaqueFrame(w, h);
    px[((h - 1) * w + 3) * 4 + 3] = 0; // one transparent pixel in the last row (premultiplied: colour 0 too)
    px[((h - 1) * w + 3) * 4] = px[((h - 1) * w + 3) * 4 + 1] = px[((h - 1) * w + 3) * 4 + 2] = 0;
    const buf = await encode(px, w, h);
    expect(buf[25]).toBe(6);
    expect(PNG.sync.read(buf).data.equals(straight(px))).toBe(true);
  });

  it("reads pixels from an unaligned view", async () => {
    const backing = new Uint8Array(1 + 9 * 4 * 4);
    const px = backing.subarray(1);
    px.set(opaqueFrame(9, 4));
    expect([...PNG.sync.read(await encode(px, 9, 4)).data]).toEqual([...px]);
  });
});

describe("encodePngParallel", () => {
  it("writes one zlib stream whose Adler-32 zlib itself accepts", async () => {
    const w = 1600;
    const h = 1131;
    const buf = await encodePngParallel(opaqueFrame(w, h), w, h, 1, 3);
    // IDAT starts after the signature (8) and IHDR (25); inflateSync checks the header and the checksum.
    const length = buf.readUInt32BE(33);
    expect(buf.toString("ascii", 37, 41)).toBe("IDAT");
    expect(inflateSync(buf.subarray(41, 41 + length)).length).toBe((w * 3 + 1) * h);
  });

  it("keeps concurrent encodes apart (scanline buffers are reused between frames)", async () => {
    const a = opaqueFrame(1200, 800);
    const b = translucentFrame(1200, 800);
    const c = opaqueFrame(1200, 800).map((v, i) => (i % 4 === 3 ? 255 : 255 - v));
    const out = await Promise.all([a, b, c, a].map((px) => encodePngParallel(px, 1200, 800, 1, 3)));
    expect(PNG.sync.read(out[0]).data.equals(Buffer.from(a))).toBe(true);
    expect(PNG.sync.read(out[1]).data.equals(straight(b))).toBe(true);
    expect(PNG.sync.read(out[2]).data.equals(Buffer.from(c))).toBe(true);
    expect(out[3].equals(out[0])).toBe(true);
  });

  it("rejects a pixel buffer of the wrong size", async () => {
    await expect(encodePngParallel(new Uint8Array(10), 2, 2)).rejects.toThrow(RangeError);
  });
});

describe("adler32Combine", () => {
  it("equals the checksum of the concatenation", () => {
    // Reference Adler-32, straight from its definition.
    const adler = (b: Uint8Array) => {
      let s1 = 1;
      let s2 = 0;
      for (const x of b) {
        s1 = (s1 + x) % 65521;
        s2 = (s2 + s1) % 65521;
      }
      return ((s2 << 16) | s1) >>> 0;
    };
    const a = noise(100_000, 3);
    const b = noise(70_001, 5);
    const ab = new Uint8Array([...a, ...b]);
    expect(adler32Combine(adler(a), adler(b), b.length)).toBe(adler(ab));
    expect(adler32Combine(1, adler(b), b.length)).toBe(adler(b));
    expect(adler32Combine(adler(a), 1, 0)).toBe(adler(a));
  });
});
