// Backgrounds: plain colour, linear or radial gradient, image.
import type { DrawContext, DrawableImage } from "./context.ts";
import { drawImageFit } from "./images.ts";
import type { Background } from "./schema.ts";

export function drawBackground(ctx: DrawContext, bg: Background, w: number, h: number, image: DrawableImage | null): void {
  if (bg.type === "color") {
    ctx.fillStyle = bg.color;
    ctx.fillRect(0, 0, w, h);
    return;
  }
  if (bg.type === "image") {
    ctx.fillStyle = bg.color ?? "#ffffff";
    ctx.fillRect(0, 0, w, h);
    if (image) drawImageFit(ctx, image, 0, 0, w, h, bg.fit);
    return;
  }
  let gradient;
  if (bg.type === "linear") {
    // CSS semantics: the gradient line passes through the centre at `angle` (0deg points up) and
    // is long enough for the corners to get the first/last colours.
    const a = (bg.angle * Math.PI) / 180;
    const dx = Math.sin(a);
    const dy = -Math.cos(a);
    const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
    gradient = ctx.createLinearGradient(w / 2 - dx * half, h / 2 - dy * half, w / 2 + dx * half, h / 2 + dy * half);
  } else {
    const cx = bg.cx * w;
    const cy = bg.cy * h;
    const r = (bg.radius * Math.hypot(w, h)) / 2;
    gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  }
  for (const stop of bg.stops) gradient.addColorStop(stop.offset, stop.color);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
}
