// Image layers with effects (issue 24 §3): non-destructive crop, flip, colour filters and blur, and
// masks (rounded rectangle, circle, arch). The colour filters and blur are CSS filter strings on
// ctx.filter: Chromium's canvas and @napi-rs/canvas both hand them to Skia's colour-matrix and blur
// image filters, and drew every filter pixel-identically in our check (docs/design.md). Blur lengths
// are NOT scaled by the transform in either, so the blur radius is multiplied by the output scale here.
import type { DrawContext, DrawableImage } from "./context.ts";
import { FILTER_NAMES, FILTER_RANGES, type ImageCrop, type ImageFilters, type ImageMask } from "./image-effects-schema.ts";
import { drawImageFit, type Fit } from "./images.ts";
import type { ImageLayer } from "./schema.ts";
import { roundedRectPath } from "./shapes.ts";

/** A context that may take a CSS filter string (both our canvases do; the type slice keeps it optional). */
type FilterContext = DrawContext & { filter?: string };

const CSS_NAMES: Record<keyof ImageFilters, string> = {
  brightness: "brightness",
  contrast: "contrast",
  saturation: "saturate",
  grayscale: "grayscale",
  sepia: "sepia",
  blur: "blur",
};

/** The CSS filter for the layer's filters at `scale` output pixels per design pixel; "" when all are neutral. */
export function filterString(filters: ImageFilters | undefined, scale: number): string {
  if (!filters) return "";
  const parts: string[] = [];
  for (const name of FILTER_NAMES) {
    const v = filters[name];
    if (v === undefined || v === FILTER_RANGES[name].neutral) continue;
    parts.push(name === "blur" ? `blur(${round(v * scale)}px)` : `${CSS_NAMES[name]}(${round(v / 100)})`);
  }
  return parts.join(" ");
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** True when the props ask for anything beyond the plain fit + radius drawing of version 2. */
export function hasImageEffects(p: ImageLayer["props"]): boolean {
  return Boolean(p.crop || p.flipX || p.flipY || (p.mask && p.mask !== "rect") || filterString(p.filters, 1));
}

/** The mask's outline in layer-local coordinates (w × h box). */
export function maskPath(ctx: DrawContext, mask: ImageMask, w: number, h: number, radius: number): void {
  if (mask === "circle") {
    // Inscribed in the box: a circle on a square layer (the editor squares the box when the mask is chosen).
    ctx.beginPath();
    ctx.ellipse(w / 2, h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    ctx.closePath();
  } else if (mask === "arch") {
    // A rectangle with a semicircular top; a box shorter than half its width gets a flatter (half-ellipse) top.
    const r = Math.min(w / 2, h);
    ctx.beginPath();
    ctx.moveTo(0, h);
    ctx.lineTo(0, r);
    ctx.ellipse(w / 2, r, w / 2, r, 0, Math.PI, Math.PI * 2);
    ctx.lineTo(w, h);
    ctx.closePath();
  } else roundedRectPath(ctx, 0, 0, w, h, radius);
}

/** Source rectangle in image pixels for a crop (the whole image without one). */
export function cropSource(img: DrawableImage, crop: ImageCrop | undefined): { sx: number; sy: number; sw: number; sh: number } {
  if (!crop) return { sx: 0, sy: 0, sw: img.width, sh: img.height };
  const sx = crop.x * img.width;
  const sy = crop.y * img.height;
  return { sx, sy, sw: Math.min(crop.width * img.width, img.width - sx), sh: Math.min(crop.height * img.height, img.height - sy) };
}

/** drawImageFit on a part of the source image (`src`), by the same cover/contain/fill rules. */
export function drawImagePartFit(ctx: DrawContext, img: DrawableImage, src: ReturnType<typeof cropSource>, w: number, h: number, fit: Fit): void {
  const { sx, sy, sw, sh } = src;
  if (sw <= 0 || sh <= 0 || w <= 0 || h <= 0) return;
  if (fit === "fill") return ctx.drawImage(img, sx, sy, sw, sh, 0, 0, w, h);
  const s = fit === "contain" ? Math.min(w / sw, h / sh) : Math.max(w / sw, h / sh);
  if (fit === "contain") {
    const dw = sw * s;
    const dh = sh * s;
    return ctx.drawImage(img, sx, sy, sw, sh, (w - dw) / 2, (h - dh) / 2, dw, dh);
  }
  // cover: the middle of the crop fills the box.
  const cw = w / s;
  const ch = h / s;
  ctx.drawImage(img, sx + (sw - cw) / 2, sy + (sh - ch) / 2, cw, ch, 0, 0, w, h);
}

/** Draws an image layer in layer-local coordinates; `scale` = output pixels per design pixel (for blur). */
export function drawImageLayer(ctx: DrawContext, layer: ImageLayer, img: DrawableImage, scale: number): void {
  const p = layer.props;
  const { width: w, height: h } = layer;
  ctx.save();
  if (!hasImageEffects(p)) {
    // Exactly the version-2 drawing, so documents without effects keep every pixel.
    if (p.radius > 0) {
      roundedRectPath(ctx, 0, 0, w, h, p.radius);
      ctx.clip();
    }
    drawImageFit(ctx, img, 0, 0, w, h, p.fit);
    ctx.restore();
    return;
  }
  maskPath(ctx, p.mask ?? "rect", w, h, p.radius);
  ctx.clip();
  if (p.flipX || p.flipY) {
    ctx.translate(p.flipX ? w : 0, p.flipY ? h : 0);
    ctx.scale(p.flipX ? -1 : 1, p.flipY ? -1 : 1);
  }
  const filter = filterString(p.filters, scale);
  if (filter) (ctx as FilterContext).filter = filter;
  const blur = p.filters?.blur ?? 0;
  if (blur > 0 && p.fit !== "contain") {
    // A blur pulls in the transparent pixels around the image, fading its edges; Canva-style blur keeps
    // them opaque. Drawing the photo 3σ larger than the (clipped) box puts photo pixels there instead.
    const pad = 3 * blur;
    ctx.translate(w / 2, h / 2);
    ctx.scale((w + 2 * pad) / w, (h + 2 * pad) / h);
    ctx.translate(-w / 2, -h / 2);
  }
  drawImagePartFit(ctx, img, cropSource(img, p.crop), w, h, p.fit);
  ctx.restore();
}
