// The pixel budget of images, checked from the header only (image-size reads a few bytes, never the
// pixels), at upload and again by the renderer before it decodes anything, whatever the source
// (upload, data: URL, a blob stored before the check existed). A 1.5 MB PNG can claim 40,000 ×
// 40,000 pixels and would need 6.4 GB once decoded.
import { imageSize } from "image-size";
import { DESIGN_LIMITS, LIMITS } from "../../shared/limits.ts";

/**
 * Raster output widths the server draws (PNG/JPEG/WebP). A requested ?width= is rounded up to the next
 * one (the design's own canvas width is also allowed), so an item has a bounded number of variants
 * in the output cache instead of one per integer.
 */
export const RENDER_WIDTHS = [64, 160, 320, 400, 480, 640, 720, 800, 960, 1080, 1200, 1600, 2000, 2400, 3200, 4000] as const;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Width and height from the header, or undefined when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return undefined;
    // Multi-image files (ICO, APNG frames…) report each image; the largest counts.
    const all = [size, ...(size.images ?? [])];
    return { width: Math.max(...all.map((s) => s.width ?? 0)), height: Math.max(...all.map((s) => s.height ?? 0)) };
  } catch {
    return undefined;
  }
}

export function withinPixelBudget(d: ImageDimensions): boolean {
  return d.width <= LIMITS.imageSideMax && d.height <= LIMITS.imageSideMax && d.width * d.height <= LIMITS.imagePixelsMax;
}

/** True when the bytes are an image whose header is readable and within the budget. */
export function imageFitsBudget(bytes: Uint8Array): boolean {
  const d = imageDimensions(bytes);
  return d !== undefined && withinPixelBudget(d);
}

/**
 * The images one render may decode, in drawing-source order: each within the per-image budget, and
 * all together within imagePixelsPerDesignMax (issue 22: 28 images of 40 MP each in one 1.5 MB
 * design added 776 MB to one render). Sources left out are drawn as missing images.
 */
export function admitImages(sources: { src: string; bytes: Uint8Array | null }[]): Map<string, Uint8Array> {
  const admitted = new Map<string, Uint8Array>();
  let pixels = 0;
  for (const { src, bytes } of sources) {
    if (!bytes) continue;
    const d = imageDimensions(bytes);
    if (!d || !withinPixelBudget(d)) continue;
    if (pixels + d.width * d.height > DESIGN_LIMITS.imagePixelsPerDesignMax) continue;
    pixels += d.width * d.height;
    admitted.set(src, bytes);
  }
  return admitted;
}

/**
 * The raster width actually drawn for a request: the canvas width when none (or exactly it) is asked,
 * else the smallest allowed width not below the request (the largest one above all).
 */
export function allowedRenderWidth(requested: number | undefined, canvasWidth: number | undefined): number | undefined {
  if (requested === undefined || requested === canvasWidth) return canvasWidth;
  return RENDER_WIDTHS.find((w) => w >= requested) ?? RENDER_WIDTHS[RENDER_WIDTHS.length - 1];
}

/** Output raster size within the budget: the width is lowered (ratio kept) when width × height would exceed it. */
export function boundedOutputSize(width: number, canvas: ImageDimensions): ImageDimensions {
  let w = width;
  let h = Math.max(1, Math.round((canvas.height * w) / canvas.width));
  if (w * h > LIMITS.imagePixelsMax || h > LIMITS.imageSideMax) {
    const scale = Math.min(Math.sqrt(LIMITS.imagePixelsMax / (w * h)), LIMITS.imageSideMax / h);
    w = Math.max(1, Math.floor(w * scale));
    h = Math.max(1, Math.floor(h * scale));
  }
  return { width: w, height: h };
}
