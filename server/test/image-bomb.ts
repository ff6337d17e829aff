// Test-only: a real "decompression bomb" PNG, built without ever holding the pixels. The deflate
// stream of an all-zero grayscale image is one compressed chunk of zero rows (ended by a full
// flush, so it stands alone) repeated, then an empty final block; the zlib trailer's Adler-32 of
// L zero bytes is ((L mod 65521) << 16) | 1. 40,000 × 40,000 gives ≈ 1.5 MB that decodes to 1.6 GB
// (6.4 GB as RGBA).
import { constants, crc32, deflateRawSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A grayscale PNG of width × height black pixels; height must be a multiple of rowsPerChunk. */
export function pngBomb(width = 40_000, height = 40_000, rowsPerChunk = 100): Buffer {
  if (height % rowsPerChunk !== 0) throw new Error("height must be a multiple of rowsPerChunk");
  const rowBytes = width + 1; // filter byte + one byte a pixel
  const piece = deflateRawSync(Buffer.alloc(rowBytes * rowsPerChunk), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const total = rowBytes * height;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(height / rowsPerChunk).fill(piece), deflateRawSync(Buffer.alloc(0)), adler]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}
