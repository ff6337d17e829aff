// The deflated bands of the last frames encoded, per frame size and kind (png-parallel.ts), kept in the
// process that encodes (each renderer has its own). A band is reused only when its scanline bytes are
// exactly equal (compared byte for byte, no hash that could be made to collide) to the same band of the
// previous frame of that size; its deflated bytes are then those zlib would write again, so the file is
// the same bytes either way. Bounded: the last KEPT_FRAMES sizes, each at most MAX_FRAME_BYTES.
import type { Piece } from "./png-parallel.ts";

export interface Band {
  /** Scanline bytes of the band (filter bytes included), a copy owned here. */
  raw: Buffer;
  piece: Piece;
}

export interface FrameBands {
  get(k: number): Band | undefined;
  /** The frame is done: it had `count` bands, `fresh` were deflated anew (the rest were reused). */
  update(count: number, fresh: { k: number; band: Band }[]): void;
}

/** Frame sizes kept (a page asks for its card at 1600 px and at 800 px, say). */
export const KEPT_FRAMES = 2;
/** Scanline bytes of the largest frame kept (a 1600×1131 RGB frame is 5.4 MB). */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024;

const frames = new Map<string, Band[]>();
const stats = { reused: 0, deflated: 0 };

/** Bands reused and deflated since the process started, and the bytes kept now (tests, bench). */
export function frameBandStats(): { reused: number; deflated: number; frames: number; keptBytes: number } {
  let keptBytes = 0;
  for (const bands of frames.values()) for (const b of bands) keptBytes += b.raw.length + b.piece.body.length;
  return { ...stats, frames: frames.size, keptBytes };
}

export function clearFrameBands(): void {
  frames.clear();
}

/** The previous frame's bands for `key` (size, colour type, level), or undefined for frames too large to keep. */
export function previousBands(key: string, frameBytes: number): FrameBands | undefined {
  if (frameBytes > MAX_FRAME_BYTES) return undefined;
  const bands = frames.get(key) ?? [];
  return {
    get: (k) => bands[k],
    update(count, fresh) {
      stats.deflated += fresh.length;
      stats.reused += count - fresh.length;
      // The latest list for this key (another frame of the same size may have finished meanwhile).
      const latest = frames.get(key) ?? bands;
      const next = latest.slice(0, count);
      for (const { k, band } of fresh) next[k] = band;
      frames.delete(key); // most recently used last
      frames.set(key, next);
      while (frames.size > KEPT_FRAMES) frames.delete(frames.keys().next().value!);
    },
  };
}
