// A fast PNG encoder for canvas pixels. @napi-rs/canvas's own PNG encoder spends ~1 s on a
// 1600×1131 certificate (vs ~10 ms to draw it); copying rows here and deflating with Node's zlib
// at level 1 is an order of magnitude faster for a file of similar size. encodePngParallel (below)
// splits the deflate across the libuv thread pool; see docs/speed.md for the measurements.
import { crc32 as zlibCrc32, deflateSync, constants } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  if (typeof zlibCrc32 === "function") return zlibCrc32(buf) >>> 0;
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** PNG colour types written: 2 = truecolour (RGB), 6 = truecolour with alpha (RGBA). */
export type ColourType = 2 | 6;

/** The PNG file around an already compressed zlib stream of the scanlines. */
export function pngFile(width: number, height: number, colourType: ColourType, idat: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType;
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0))]);
}

/**
 * How the scanlines of a frame are laid out: RGB when every pixel is opaque (a quarter fewer bytes to
 * deflate, and a smaller file: 721 KB vs 830 KB for the certificate), else un-premultiplied RGBA.
 */
export interface Scanlines {
  colourType: ColourType;
  /** Bytes of one scanline, its filter byte included. */
  rowBytes: number;
  /** Writes rows [from, to) (filter byte "None" + pixels) into out, which starts at row `from`. */
  write(from: number, to: number, out: Uint8Array): void;
}

export function scanlines(premultiplied: Uint8Array, width: number, height: number): Scanlines {
  if (premultiplied.length !== width * height * 4) throw new RangeError("pixel buffer does not match width × height");
  if (isOpaque(premultiplied)) {
    const rowBytes = width * 3 + 1;
    return { colourType: 2, rowBytes, write: (from, to, out) => void packRgb(premultiplied, width, from, to, out) };
  }
  // Straight alpha for the file; rows are copied whole with filter "None" (filtering in JavaScript cost
  // more than it saved in deflate).
  const pixels = unpremultiply(premultiplied);
  const stride = width * 4;
  return {
    colourType: 6,
    rowBytes: stride + 1,
    write(from, to, out) {
      for (let y = from; y < to; y++) {
        const o = (y - from) * (stride + 1);
        out[o] = 0;
        out.set(pixels.subarray(y * stride, (y + 1) * stride), o + 1);
      }
    },
  };
}

/**
 * Encodes premultiplied RGBA (canvas.data()) as an 8-bit PNG in one zlib call on this thread (used for
 * small frames and by the golden-file writer). Pixels are un-premultiplied only when some are not opaque.
 */
export function encodePng(premultiplied: Uint8Array, width: number, height: number, level = 1): Buffer {
  const lines = scanlines(premultiplied, width, height);
  const raw = Buffer.allocUnsafe(lines.rowBytes * height);
  lines.write(0, height, raw);
  const idat = deflateSync(raw, { level, strategy: constants.Z_DEFAULT_STRATEGY });
  return pngFile(width, height, lines.colourType, idat);
}

// Row packing RGBA → RGB, four pixels (four 32-bit words, little-endian ABGR) to three words at a time:
// a per-byte loop costs several milliseconds more on a 1600×1131 frame.
let packRow = new Uint32Array(0);

/**
 * Writes rows [from, to) of RGBA pixels as RGB scanlines (filter byte "None" + 3 bytes a pixel) into
 * out, which starts at row `from`. Returns whether every pixel of those rows was opaque (alpha is
 * checked as the rows are packed, so callers need no separate pass); when it is false, out is not a
 * faithful picture of the rows and must not be used.
 */
export function packRgb(rgba: Uint8Array, width: number, from: number, to: number, out: Uint8Array): boolean {
  const rowBytes = width * 3 + 1;
  const words = rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2) : null;
  const quads = words ? width >> 2 : 0;
  if (packRow.length < quads * 3) packRow = new Uint32Array(quads * 3);
  const rowView = new Uint8Array(packRow.buffer, 0, quads * 12);
  let alpha = 0xff;
  for (let y = from; y < to; y++) {
    const o = (y - from) * rowBytes;
    out[o] = 0; // filter: None
    if (words) {
      let all = -1;
      for (let q = 0, w = 0, i = y * width; q < quads; q++, i += 4, w += 3) {
        const a = words[i], b = words[i + 1], c = words[i + 2], d = words[i + 3];
        all &= a & b & c & d;
        packRow[w] = (a & 0xffffff) | (b << 24);
        packRow[w + 1] = ((b >>> 8) & 0xffff) | (c << 16);
        packRow[w + 2] = ((c >>> 16) & 0xff) | (d << 8);
      }
      alpha &= all >>> 24; // little-endian: alpha is the high byte of each word
      out.set(rowView, o + 1);
    }
    for (let x = quads * 4, p = o + 1 + x * 3; x < width; x++, p += 3) {
      const s = (y * width + x) * 4;
      out[p] = rgba[s];
      out[p + 1] = rgba[s + 1];
      out[p + 2] = rgba[s + 2];
      alpha &= rgba[s + 3];
    }
    if (alpha !== 0xff) return false;
  }
  return true;
}

function isOpaque(rgba: Uint8Array): boolean {
  if (rgba.byteOffset % 4 === 0) {
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength >> 2);
    for (let i = 0; i < words.length; i++) if (words[i] >>> 24 !== 255) return false; // little-endian: alpha is the high byte
    return true;
  }
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

function unpremultiply(src: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(src);
  for (let i = 3; i < rgba.length; i += 4) {
    const a = rgba[i];
    if (a === 255) continue;
    if (a === 0) {
      rgba[i - 3] = rgba[i - 2] = rgba[i - 1] = 0;
      continue;
    }
    rgba[i - 3] = Math.min(255, Math.round((rgba[i - 3] * 255) / a));
    rgba[i - 2] = Math.min(255, Math.round((rgba[i - 2] * 255) / a));
    rgba[i - 1] = Math.min(255, Math.round((rgba[i - 1] * 255) / a));
  }
  return rgba;
}
