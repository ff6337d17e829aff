// Draws a vector element (a shape layer with shape "element") from its stored path data with Path2D,
// which both the browser and @napi-rs/canvas (PNG and PDF pages) implement from an SVG path string.
import type { DrawContext } from "../context.ts";
import type { ElementDrawing } from "../schema.ts";

type PathLike = object;
type PathCtor = new (d: string) => PathLike;
interface PathContext {
  fill(path: PathLike, rule?: "nonzero" | "evenodd"): void;
  stroke(path: PathLike): void;
  lineJoin: string;
}

// The browser has a global Path2D; the server hands in @napi-rs/canvas's (shared code imports neither).
let pathCtor: PathCtor | undefined = (globalThis as { Path2D?: PathCtor }).Path2D;
export function usePath2D(ctor: PathCtor): void {
  pathCtor = ctor;
}

/** A path from SVG path data, not kept (data drawn once, such as a certificate's own QR); null
 * where no Path2D was handed in. */
export function newPath(d: string): PathLike | null {
  return pathCtor ? new pathCtor(d) : null;
}

// Parsed paths by their data: a path string is immutable, and parsing the same ornament on every frame of a drag costs.
const cache = new Map<string, PathLike>();
function path(d: string): PathLike | null {
  if (!pathCtor) return null;
  let p = cache.get(d);
  if (!p) {
    if (cache.size > 4000) cache.clear();
    p = new pathCtor(d);
    cache.set(d, p);
  }
  return p;
}

/** Draws in layer-local coordinates, the viewBox stretched over width × height. */
export function drawElement(ctx: DrawContext, el: ElementDrawing, width: number, height: number): void {
  const sx = width / el.viewBox.width;
  const sy = height / el.viewBox.height;
  if (!(sx > 0 && sy > 0)) return;
  const pctx = ctx as DrawContext & PathContext;
  ctx.save();
  ctx.scale(sx, sy);
  pctx.lineJoin = "round";
  ctx.lineCap = "round";
  for (const p of el.paths) {
    const shape = path(p.d);
    if (!shape) break;
    const fill = p.fill === null ? undefined : el.colors[p.fill];
    const stroke = p.stroke === null ? undefined : el.colors[p.stroke];
    if (fill) {
      ctx.fillStyle = fill;
      pctx.fill(shape, p.evenOdd ? "evenodd" : "nonzero");
    }
    if (stroke && p.strokeWidth > 0) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = p.strokeWidth;
      pctx.stroke(shape);
    }
  }
  ctx.restore();
}
