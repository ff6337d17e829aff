// A fast PNG encoder for canvas pixels. @napi-rs/canvas's own PNG encoder spends ~1 s on a
// 1600×1131 certificate (vs ~10 ms to draw it); filtering rows here and deflating with Node's zlib
// at a moderate level is an order of magnitude faster for a file of similar size.
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

/**
 * Encodes premultiplied RGBA (canvas.data()) as an 8-bit RGBA PNG. Rows are copied whole with filter
 * "None" and deflated at level 1: measured on a 1600×1131 certificate this is ~2× faster than
 * filtering rows in JavaScript (the per-byte loop cost more than deflate itself) and the file is
 * smaller too (830 KB vs 1.2 MB), because flat colours and gradients still compress well unfiltered.
 * Pixels are un-premultiplied only when some are not opaque (designs usually paint a background).
 */
export function encodePng(premultiplied: Uint8Array, width: number, height: number, level = 1): Buffer {
  const pixels = isOpaque(premultiplied) ? premultiplied : unpremultiply(premultiplied);
  const stride = width * 4;
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 0; // filter: None
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), o + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // truecolour with alpha
  const idat = deflateSync(raw, { level, strategy: constants.Z_DEFAULT_STRATEGY });
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0))]);
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
