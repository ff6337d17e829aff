// Where the selection's handles go, so that on a phone a tap meant for a neighbouring layer does not
// land on one (a tap on the title had grabbed the name layer's rotation handle and rotated it 45°).
// Every handle's hit area is at least 44 CSS px (overlay.css); that is only safe if the handles are
// few on small boxes and the rotation handle sits on a side where no other layer is.
import type { DesignDocument, Layer } from "../../../shared/design/schema.ts";

/** Touch target size (WCAG 2.5.5, Apple/Google guidelines): the handles' hit areas are this big. */
export const HIT = 44;
/** react-moveable draws the rotation handle this far (CSS px) outside the box's edge. */
export const ROTATION_OFFSET = 40;

export type RotationSide = "top" | "bottom" | "right" | "left";
type Rect = { x: number; y: number; width: number; height: number };

function bounds(layers: readonly Layer[]): Rect {
  const x = Math.min(...layers.map((l) => l.x));
  const y = Math.min(...layers.map((l) => l.y));
  return { x, y, width: Math.max(...layers.map((l) => l.x + l.width)) - x, height: Math.max(...layers.map((l) => l.y + l.height)) - y };
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const contains = (outer: Rect, inner: Rect) =>
  outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height;

/**
 * The side of the selection whose rotation handle (its 44 px hit area, 40 px out) covers the least of
 * the other visible layers. Layers that contain the whole selection (backgrounds, frames) are under
 * every side alike and do not count. Sides are tried top, bottom, right, left; ties keep that order.
 */
export function rotationSide(doc: DesignDocument, selection: readonly string[], zoom: number): RotationSide {
  const selected = doc.layers.filter((l) => selection.includes(l.id));
  if (!selected.length) return "top";
  const box = bounds(selected);
  const others = doc.layers.filter((l) => !l.hidden && !selection.includes(l.id) && !contains(l, box));
  // The handle's hit area in design px (the offset and size are screen px).
  const half = HIT / 2 / zoom;
  const out = ROTATION_OFFSET / zoom;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const centres: Record<RotationSide, [number, number]> = {
    top: [cx, box.y - out],
    bottom: [cx, box.y + box.height + out],
    right: [box.x + box.width + out, cy],
    left: [box.x - out, cy],
  };
  let best: RotationSide = "top";
  let bestCost = Infinity;
  for (const side of ["top", "bottom", "right", "left"] as const) {
    const [x, y] = centres[side];
    const hit = { x: x - half, y: y - half, width: 2 * half, height: 2 * half };
    let cost = others.reduce((sum, l) => sum + overlap(hit, l), 0);
    // Off the canvas is free of layers but may be out of reach at the screen's edge: a small cost.
    const inside = overlap(hit, { x: 0, y: 0, width: doc.canvas.width, height: doc.canvas.height });
    cost += (hit.width * hit.height - inside) * 0.05;
    if (cost < bestCost - 1e-9) {
      best = side;
      bestCost = cost;
    }
  }
  return best;
}

export type Direction = "n" | "s" | "e" | "w" | "nw" | "ne" | "sw" | "se";
const ALL: Direction[] = ["nw", "n", "ne", "w", "e", "sw", "s", "se"];
const CORNERS: Direction[] = ["nw", "ne", "sw", "se"];

/**
 * Resize handles for a box of this size on screen: all eight when their hit areas leave room to
 * grab the box itself, the corners on a smaller box, one corner on a tiny one.
 */
export function resizeDirections(widthPx: number, heightPx: number): Direction[] {
  const small = Math.min(widthPx, heightPx);
  if (small >= 3 * HIT) return ALL;
  if (small >= 1.5 * HIT) return CORNERS;
  return ["se"];
}
