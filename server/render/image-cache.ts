// Decoded images kept per thread (each render worker has its own): a certificate batch draws the same
// background on every row, and decoding a large JPEG/PNG costs far more than hashing its bytes.
// Keyed by a SHA-256 of the bytes, not by src: the same src may be re-uploaded with other bytes, and a
// weak hash (CRC) could be made to collide so that one design draws another's image.
import { createHash } from "node:crypto";
import { loadImage, type Image } from "@napi-rs/canvas";
import { imageDimensions } from "./image-budget.ts";

/**
 * Decoded bytes kept per thread (4 bytes a pixel, as Skia holds them): 64 MB, so a pool of workers
 * holds at most RENDER_WORKERS × 64 MB of cached images besides what the renders in progress decode.
 * An image larger than this is decoded for its render and not kept.
 */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const BYTES_PER_PIXEL = 4;

interface Entry {
  image: Image;
  bytes: number;
}

const entries = new Map<string, Entry>();
let cachedBytes = 0;
const stats = { hits: 0, decodes: 0 };

/** Hits and decodes since the thread started (tests; a worker's figures stay in that worker). */
export function imageCacheStats(): { hits: number; decodes: number; entries: number; bytes: number } {
  return { ...stats, entries: entries.size, bytes: cachedBytes };
}

export function clearImageCache(): void {
  entries.clear();
  cachedBytes = 0;
}

/** Decodes bytes that already passed the pixel budget, or returns the image decoded earlier from the same bytes. */
export async function decodeImageCached(bytes: Uint8Array): Promise<Image> {
  const key = createHash("sha256").update(bytes).digest("base64");
  const hit = entries.get(key);
  if (hit) {
    // Map keeps insertion order: re-insert to mark as most recently used.
    entries.delete(key);
    entries.set(key, hit);
    stats.hits++;
    return hit.image;
  }
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  stats.decodes++;
  const d = imageDimensions(bytes);
  const size = d ? d.width * d.height * BYTES_PER_PIXEL : MAX_CACHED_BYTES + 1;
  if (size <= MAX_CACHED_BYTES && !entries.has(key)) {
    entries.set(key, { image, bytes: size });
    cachedBytes += size;
    for (const [k, v] of entries) {
      if (cachedBytes <= MAX_CACHED_BYTES) break;
      entries.delete(k);
      cachedBytes -= v.bytes;
    }
  }
  return image;
}
