// Decoded images kept per thread (each render worker has its own): a certificate batch draws the same
// background on every row, and decoding a large JPEG/PNG costs far more than hashing its bytes.
// Keyed by a SHA-256 of the bytes, not by src: the same src may be re-uploaded with other bytes, and a
// weak hash (CRC) could be made to collide so that one design draws another's image.
import { createHash } from "node:crypto";
import { loadImage, type Image } from "@napi-rs/canvas";
import { imageDimensions } from "./image-budget.ts";

/** Decoded pixels kept per thread, in pixels (4 bytes each): 32 M ≈ 128 MB. */
const MAX_CACHED_PIXELS = 32_000_000;

interface Entry {
  image: Image;
  pixels: number;
}

const entries = new Map<string, Entry>();
let cachedPixels = 0;
const stats = { hits: 0, decodes: 0 };

/** Hits and decodes since the thread started (tests; a worker's figures stay in that worker). */
export function imageCacheStats(): { hits: number; decodes: number; entries: number; pixels: number } {
  return { ...stats, entries: entries.size, pixels: cachedPixels };
}

export function clearImageCache(): void {
  entries.clear();
  cachedPixels = 0;
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
  const pixels = d ? d.width * d.height : MAX_CACHED_PIXELS + 1;
  if (pixels <= MAX_CACHED_PIXELS && !entries.has(key)) {
    entries.set(key, { image, pixels });
    cachedPixels += pixels;
    for (const [k, v] of entries) {
      if (cachedPixels <= MAX_CACHED_PIXELS) break;
      entries.delete(k);
      cachedPixels -= v.pixels;
    }
  }
  return image;
}
