// Reading an MP4 back (tests, bench, the e2e's frame check): the order of its top-level boxes and one
// decoded frame, by the same ffmpeg that encoded it — what a player shows, not what we meant to draw.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { FFMPEG_PATH } from "./encoder.ts";

const run = promisify(execFile);

/** Top-level box types in file order (ftyp, moov, mdat… for a faststart MP4). */
export function boxOrder(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.byteLength; ) {
    let size = view.getUint32(at);
    if (size === 1) size = Number(view.getBigUint64(at + 8));
    boxes.push(Buffer.from(bytes.subarray(at + 4, at + 8)).toString("latin1"));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

export interface DecodedFrame {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes per pixel. */
  rgb: Uint8Array;
  /** The same frame as a PNG (for OCR and screenshots). */
  png: Uint8Array;
}

/** Decodes frame `index` (0-based) of a video file's bytes. */
export async function decodeFrame(bytes: Uint8Array, index: number): Promise<DecodedFrame> {
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-decode-"));
  try {
    const input = path.join(dir, "in.mp4");
    await writeFile(input, bytes);
    const select = ["-vf", `select=eq(n\\,${index})`, "-vsync", "0", "-frames:v", "1"];
    const png = await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-i", input, ...select, "-f", "image2pipe", "-vcodec", "png", "pipe:1"], { encoding: "buffer", maxBuffer: 64 << 20 });
    const raw = await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-i", input, ...select, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"], { encoding: "buffer", maxBuffer: 64 << 20 });
    const pngBytes = new Uint8Array(png.stdout);
    // IHDR: width and height at bytes 16..24 of a PNG.
    const view = new DataView(pngBytes.buffer, pngBytes.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20), rgb: new Uint8Array(raw.stdout), png: pngBytes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A PNG as an H.264 player can show it at best: through yuv420p (colour at half resolution both ways)
 * and back to packed RGB, without compression. Thin coloured strokes (gold letters on green) lose
 * colour at their edges in every yuv420p video; what is left against this is drawing and compression.
 */
export async function throughYuv420p(png: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-yuv-"));
  try {
    const input = path.join(dir, "in.png");
    await writeFile(input, png);
    const out = await run(FFMPEG_PATH, ["-hide_banner", "-loglevel", "error", "-i", input, "-vf", "format=yuv420p,format=rgb24", "-f", "rawvideo", "pipe:1"], { encoding: "buffer", maxBuffer: 64 << 20 });
    return new Uint8Array(out.stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
