// Geometry of the crop tool and the image-effect actions, kept pure so it is unit-tested without a DOM.
// Crop rectangles are fractions of the source image (see shared/design/image-effects-schema.ts).
import type { ImageCrop } from "../../../shared/design/image-effects-schema.ts";
import type { ImageLayer } from "../../../shared/design/schema.ts";

export type CropHandle = "move" | "nw" | "ne" | "sw" | "se";
/** Width / height of the crop in source pixels; null = free. */
export type CropAspect = number | null;

export const FULL_CROP: ImageCrop = { x: 0, y: 0, width: 1, height: 1 };
/** Smallest crop side, as a fraction of the image: small enough to zoom in, big enough to grab. */
export const MIN_CROP = 0.05;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The crop after dragging `handle` by (dx, dy) (fractions of the image) from `start`. Corners move
 * the two touching edges (the opposite corner stays), "move" slides the rectangle; the result stays
 * inside the image. With an aspect (source pixels, `imageRatio` = image width / height), the height follows the width.
 */
export function dragCrop(start: ImageCrop, handle: CropHandle, dx: number, dy: number, aspect: CropAspect = null, imageRatio = 1): ImageCrop {
  if (handle === "move") {
    return { ...start, x: clamp(start.x + dx, 0, 1 - start.width), y: clamp(start.y + dy, 0, 1 - start.height) };
  }
  const west = handle === "nw" || handle === "sw";
  const north = handle === "nw" || handle === "ne";
  // The fixed corner, and the moving one clamped to the image and to the minimum size.
  const fx = west ? start.x + start.width : start.x;
  const fy = north ? start.y + start.height : start.y;
  let mx = west ? clamp(start.x + dx, 0, fx - MIN_CROP) : clamp(start.x + start.width + dx, fx + MIN_CROP, 1);
  let my = north ? clamp(start.y + dy, 0, fy - MIN_CROP) : clamp(start.y + start.height + dy, fy + MIN_CROP, 1);
  if (aspect) {
    // height fraction = width fraction × imageRatio / aspect; shrink the width when the height would leave the image.
    const k = imageRatio / aspect;
    let w = Math.abs(mx - fx);
    const room = north ? fy : 1 - fy;
    w = Math.min(w, room / k);
    mx = west ? fx - w : fx + w;
    my = north ? fy - w * k : fy + w * k;
  }
  return normalise({ x: Math.min(fx, mx), y: Math.min(fy, my), width: Math.abs(mx - fx), height: Math.abs(my - fy) });
}

/** The largest centred crop of the given aspect (source pixels) inside the image. */
export function centredCrop(aspect: number, imageRatio: number): ImageCrop {
  const k = imageRatio / aspect; // height fraction per width fraction
  const width = k > 1 ? 1 / k : 1;
  const height = width * k;
  return normalise({ x: (1 - width) / 2, y: (1 - height) / 2, width, height });
}

const r6 = (n: number) => Math.round(n * 1e6) / 1e6;
function normalise(c: ImageCrop): ImageCrop {
  const width = r6(clamp(c.width, MIN_CROP, 1));
  const height = r6(clamp(c.height, MIN_CROP, 1));
  return { x: r6(clamp(c.x, 0, 1 - width)), y: r6(clamp(c.y, 0, 1 - height)), width, height };
}

const isFull = (c: ImageCrop) => c.x === 0 && c.y === 0 && c.width === 1 && c.height === 1;

/**
 * The layer after applying a crop: the crop is stored (none when it is the whole image) and the box
 * takes the crop's shape with the same area and centre, so the cropped part shows whole (as in Canva).
 */
export function applyCrop(layer: ImageLayer, crop: ImageCrop, image: { width: number; height: number }): ImageLayer {
  const ratio = (crop.width * image.width) / (crop.height * image.height);
  const area = layer.width * layer.height;
  const width = Math.max(1, Math.round(Math.sqrt(area * ratio)));
  const height = Math.max(1, Math.round(Math.sqrt(area / ratio)));
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const props = { ...layer.props, crop: isFull(crop) ? undefined : crop };
  return { ...layer, x: Math.round(cx - width / 2), y: Math.round(cy - height / 2), width, height, props };
}

/** The layer with a circle mask: the box becomes a square of the same area around the same centre, filled by the photo (cover). */
export function toCircle(layer: ImageLayer): ImageLayer {
  const side = Math.max(1, Math.round(Math.sqrt(layer.width * layer.height)));
  return {
    ...layer,
    x: Math.round(layer.x + layer.width / 2 - side / 2),
    y: Math.round(layer.y + layer.height / 2 - side / 2),
    width: side,
    height: side,
    props: { ...layer.props, mask: "circle", fit: "cover" },
  };
}

/** The layer with a mask; shaped masks are filled by the photo (cover), as a letterboxed circle or arch looks broken. */
export function withMask(layer: ImageLayer, mask: "rect" | "circle" | "arch"): ImageLayer {
  if (mask === "circle") return toCircle(layer);
  if (mask === "rect") return { ...layer, props: { ...layer.props, mask: undefined } };
  return { ...layer, props: { ...layer.props, mask, fit: "cover" } };
}
