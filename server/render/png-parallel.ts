// PNG encoding with the deflate spread over the cores, pigz-style: the scanlines are cut into pieces at
// row boundaries; each piece is deflated by its own zlib stream on the libuv thread pool (the first
// starts while this thread packs the next rows) and ends with a sync flush (byte-aligned, not final),
// so the raw pieces concatenate into one valid deflate stream, closed by an empty final block. The zlib
// trailer's Adler-32 is combined from each piece's own checksum, which zlib computes anyway (SIMD) when
// it finishes a piece. Measured alternatives (docs/speed.md): two pieces, or deflating the last piece
// on this thread, were slower: a pool stream needs this thread between its steps, so this thread must
// stay free; the output chunk holds a whole piece so that each piece needs the fewest hand-offs.
// Pieces are bands of a fixed number of rows, and each band's deflated bytes are reused when the same
// rows of the previous frame of that size held exactly the same bytes (frame-bands.ts): certificates
// of one template differ in a few bands (name, date, QR), so most of their deflate is skipped.
import { availableParallelism } from "node:os";
import { createDeflate, constants } from "node:zlib";
import { encodePng, packRgb, pngFile, scanlines, type Scanlines } from "./png-encode.ts";
import { previousBands, type FrameBands } from "./frame-bands.ts";

/** Below this many scanline bytes one synchronous deflate is cheaper than the thread hand-offs. */
const MIN_PARALLEL_BYTES = 512 * 1024;
/** Pieces per frame: at least 4 (compression starts while later rows are packed), one per core on bigger machines. */
const MIN_PIECES = 4;
const MAX_PIECES = 8;

const ADLER_MOD = 65521;

/** adler32(A ‖ B) from adler32(A), adler32(B) and B's length (zlib's adler32_combine). */
export function adler32Combine(a: number, b: number, lengthB: number): number {
  const rem = lengthB % ADLER_MOD;
  let sum1 = a & 0xffff;
  let sum2 = (rem * sum1) % ADLER_MOD;
  sum1 += (b & 0xffff) + ADLER_MOD - 1;
  sum2 += (a >>> 16) + (b >>> 16) + ADLER_MOD - rem;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum2 >= ADLER_MOD * 2) sum2 -= ADLER_MOD * 2;
  if (sum2 >= ADLER_MOD) sum2 -= ADLER_MOD;
  return ((sum2 << 16) | sum1) >>> 0;
}

export interface Piece {
  /** Raw deflate data ending with a sync flush (00 00 ff ff), not final. */
  body: Buffer;
  adler: number;
  length: number;
}

// After a sync flush with no input left, zlib's Z_FINISH writes an empty final fixed-Huffman block
// (03 00) and the 4-byte Adler-32: the body is everything between the 2-byte header and those 6 bytes.
const SYNC_MARKER = Buffer.from([0x00, 0x00, 0xff, 0xff]);
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function deflatePiece(input: Uint8Array, level: number): Promise<Piece> {
  return new Promise((resolve, reject) => {
    // One output chunk for the whole piece (deflate can grow incompressible data by a few bytes per
    // 16 KB): only the pages zlib writes are touched.
    const z = createDeflate({ level, chunkSize: input.length + (input.length >> 7) + 1024 });
    const chunks: Buffer[] = [];
    z.on("data", (c: Buffer) => chunks.push(c));
    z.on("error", reject);
    z.on("end", () => {
      const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const end = all.length - 6;
      const body = all.subarray(2, end);
      if (end < 6 || !body.subarray(body.length - 4).equals(SYNC_MARKER) || !all.subarray(end, end + 2).equals(EMPTY_FINAL_BLOCK)) {
        reject(new Error("unexpected zlib framing"));
        return;
      }
      resolve({ body, adler: all.readUInt32BE(end + 2), length: input.length });
    });
    z.write(input);
    z.flush(constants.Z_SYNC_FLUSH, () => z.end());
  });
}

/** One zlib stream from the pieces: header, the bodies, an empty final block, the combined Adler-32. */
function joinPieces(pieces: Piece[], level: number): Buffer {
  // CMF 0x78 (deflate, 32 KB window); FLG with FLEVEL 0 for level 1 ("fastest"), 1 for 2-5, 2 for 6, 3 above;
  // FCHECK makes CMF·256 + FLG a multiple of 31.
  const flevel = level <= 1 ? 0 : level <= 5 ? 1 : level === 6 ? 2 : 3;
  const flg0 = flevel << 6;
  const header = Buffer.from([0x78, flg0 + (31 - ((0x78 * 256 + flg0) % 31))]);
  let adler = 1; // adler32 of no bytes
  for (const p of pieces) adler = adler32Combine(adler, p.adler, p.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  return Buffer.concat([header, ...pieces.map((p) => p.body), EMPTY_FINAL_BLOCK, trailer]);
}

/** Rows [from, to) of piece k of count. */
function pieceRows(height: number, k: number, count: number): [number, number] {
  return [Math.floor((height * k) / count), Math.floor((height * (k + 1)) / count)];
}

function pieceCount(rowBytes: number, height: number, wanted = Math.max(MIN_PIECES, availableParallelism())): number {
  return Math.max(1, Math.min(MAX_PIECES, wanted, height, Math.ceil((rowBytes * height) / MIN_PARALLEL_BYTES)));
}

/** Scanline bytes of one band (rows are never split): small enough that a changed name or date
 * leaves most bands as they were, large enough that a band's own deflate stream costs little. */
export const BAND_BYTES = 256 * 1024;

/** Rows [from, to) of band k when bands are BAND_BYTES of rows, counted from the top. */
function bandRows(height: number, rowBytes: number, k: number): [number, number] {
  const rows = Math.max(1, Math.floor(BAND_BYTES / rowBytes));
  return [k * rows, Math.min(height, (k + 1) * rows)];
}

// Scanline buffers are kept for the next frame instead of being allocated anew: a fresh multi-MB buffer
// is page-faulted in on every render (measured as system time: several ms a frame on the dev VM).
// A buffer is taken while its piece is packed and deflated, and given back afterwards.
const MAX_KEPT_BUFFER = 16 * 1024 * 1024;
/** Enough for every band of a 1600 px frame (≈ 21) and of a second frame encoding at the same time. */
const MAX_KEPT_BUFFERS = 48;
const keptBuffers: Buffer[] = [];

function takeBuffer(size: number): Buffer {
  const i = keptBuffers.findIndex((b) => b.length >= size);
  if (i >= 0) return keptBuffers.splice(i, 1)[0].subarray(0, size);
  return Buffer.allocUnsafeSlow(size);
}

function giveBack(buf: Buffer): void {
  const whole = Buffer.from(buf.buffer, 0, buf.buffer.byteLength);
  if (whole.length <= MAX_KEPT_BUFFER && keptBuffers.length < MAX_KEPT_BUFFERS) keptBuffers.push(whole);
}

/**
 * Deflates each piece on the pool as soon as it is packed. With `bands` (the previous frame of this
 * size and kind), pieces are fixed bands of rows and a band whose bytes equal the same band of the
 * previous frame is not deflated again; this frame's bands then replace the previous ones.
 */
async function deflatePieces(height: number, rowBytes: number, count: number, level: number, pack: (from: number, to: number, out: Buffer) => boolean, bands?: FrameBands): Promise<Piece[] | null> {
  const pending: Promise<Piece>[] = [];
  const buffers: Buffer[] = [];
  const fresh: { k: number; raw: Buffer }[] = [];
  try {
    for (let k = 0; k < count; k++) {
      const [from, to] = bands ? bandRows(height, rowBytes, k) : pieceRows(height, k, count);
      // Each piece has its own buffer: a pool thread reads it while the next piece is being packed.
      const raw = takeBuffer((to - from) * rowBytes);
      buffers.push(raw);
      if (!pack(from, to, raw)) return null;
      const before = bands?.get(k);
      if (before && before.raw.equals(raw)) {
        pending.push(Promise.resolve(before.piece));
        continue;
      }
      if (bands) fresh.push({ k, raw });
      pending.push(deflatePiece(raw, level));
    }
    const pieces = await Promise.all(pending);
    // Kept as copies: the scanline buffers are reused by the next frame.
    if (bands) bands.update(count, fresh.map(({ k, raw }) => ({ k, band: { raw: Buffer.from(raw), piece: pieces[k] } })));
    return pieces;
  } finally {
    // A buffer goes back only once no pool thread reads it any more (settled, whatever the outcome).
    void Promise.allSettled(pending).then(() => buffers.forEach(giveBack));
  }
}

/**
 * Encodes premultiplied RGBA as a PNG (RGB when opaque), deflating pieces of the frame in parallel (4,
 * or one per core on bigger machines; `pieces` to choose). Small frames take the synchronous path. Opaque frames (the
 * usual case: designs paint a background) are packed as RGB piece by piece, each piece's deflate starting
 * at once; alpha is checked while packing, and the first translucent pixel switches the frame to RGBA.
 */
export async function encodePngParallel(premultiplied: Uint8Array, width: number, height: number, level = 1, pieces?: number): Promise<Buffer> {
  if (premultiplied.length !== width * height * 4) throw new RangeError("pixel buffer does not match width × height");
  const rgbRowBytes = width * 3 + 1;
  const count = pieceCount(rgbRowBytes, height, pieces);
  if (count < 2) return encodePng(premultiplied, width, height, level);
  // Bands reused from the previous frame of this size (opaque frames only; `pieces` asks for a fixed split).
  const bands = pieces === undefined ? previousBands(`${width}x${height}:rgb:${level}`, rgbRowBytes * height) : undefined;
  const bandCount = Math.ceil(height / Math.max(1, Math.floor(BAND_BYTES / rgbRowBytes)));
  const rgb = await deflatePieces(height, rgbRowBytes, bands ? bandCount : count, level, (from, to, out) => packRgb(premultiplied, width, from, to, out), bands);
  if (rgb) return pngFile(width, height, 2, joinPieces(rgb, level));
  // A translucent pixel: straight-alpha RGBA rows instead.
  const lines: Scanlines = scanlines(premultiplied, width, height);
  const rgba = await deflatePieces(height, lines.rowBytes, pieceCount(lines.rowBytes, height, pieces), level, (from, to, out) => {
    lines.write(from, to, out);
    return true;
  });
  return pngFile(width, height, lines.colourType, joinPieces(rgba!, level));
}
