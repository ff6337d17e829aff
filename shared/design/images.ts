// Image placement (cover / contain / fill) shared by image layers and image backgrounds.
import type { DrawContext, DrawableImage } from "./context.ts";

export type Fit = "cover" | "contain" | "fill";

export function drawImageFit(ctx: DrawContext, img: DrawableImage, x: number, y: number, w: number, h: number, fit: Fit): void {
  const iw = img.width;
  const ih = img.height;
  if (!iw || !ih || w <= 0 || h <= 0) return;
  if (fit === "fill") {
    ctx.drawImage(img, 0, 0, iw, ih, x, y, w, h);
  } else if (fit === "contain") {
    const s = Math.min(w / iw, h / ih);
    const dw = iw * s;
    const dh = ih * s;
    ctx.drawImage(img, 0, 0, iw, ih, x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
  } else {
    // cover: crop the source so it fills the box without distortion.
    const s = Math.max(w / iw, h / ih);
    const sw = w / s;
    const sh = h / s;
    ctx.drawImage(img, (iw - sw) / 2, (ih - sh) / 2, sw, sh, x, y, w, h);
  }
}
