// The ONE drawing entry point: draws a design document with values onto any Canvas 2D context
// (browser canvas, @napi-rs/canvas PNG canvas, @napi-rs/canvas PDF page).
import { designDuration, layerFrame, type LayerFrame } from "./animation.ts";
import { applyMotion, drawShapeOn, drawTextWords, setGlow } from "./animation-draw.ts";
import { drawBackground } from "./background.ts";
import type { DrawContext, DrawableImage, LoadImage } from "./context.ts";
import { drawImageLayer } from "./image-effects.ts";
import { drawQr } from "./qr.ts";
import { orderedLayers, type DesignDocument, type DesignValues, type Layer } from "./schema.ts";
import { drawShape } from "./shapes.ts";
import type { MeasureFn } from "./text-layout.ts";
import { drawText, planText } from "./text.ts";
import { resolveSource } from "./values.ts";

export interface RenderInput {
  doc: DesignDocument;
  values?: DesignValues;
  /** Output pixels per design pixel (e.g. 800 / doc.canvas.width); PDF pages pass points per pixel. */
  scale?: number;
  /** Seconds into the design's animation (animation.ts): draws that frame. Absent: the still (the final state). */
  time?: number;
  /** Widths already measured (font + text → px), kept by a caller that draws many designs with the same
   * fonts (the server's renderers: a certificate series measures the same texts again and again). It
   * must be emptied whenever the fonts a family name draws with change. */
  measured?: Map<string, number>;
}

/** Images a document needs, loaded up front so drawing itself is synchronous. */
export type ImageMap = ReadonlyMap<string, DrawableImage | null>;

export function imageSources(doc: DesignDocument, values: DesignValues = {}): string[] {
  const srcs = new Set<string>();
  if (doc.background.type === "image") srcs.add(resolveSource(doc.background.src, values));
  for (const l of doc.layers) if (l.type === "image" && !l.hidden) srcs.add(resolveSource(l.props.src, values));
  srcs.delete("");
  return [...srcs];
}

export async function loadImages(doc: DesignDocument, values: DesignValues, loadImage: LoadImage): Promise<ImageMap> {
  const srcs = imageSources(doc, values);
  const loaded = await Promise.all(srcs.map((src) => loadImage(src).catch(() => null)));
  return new Map(srcs.map((src, i) => [src, loaded[i]]));
}

/** measureText with a given font. The font is set on every call: save/restore and drawing change it underneath. */
export function contextMeasurer(ctx: DrawContext): MeasureFn {
  return (text, font) => {
    ctx.font = font;
    // Widths are measured without letter spacing; text-layout adds it for non-Arabic words.
    if (ctx.letterSpacing !== undefined && ctx.letterSpacing !== "0px") ctx.letterSpacing = "0px";
    return ctx.measureText(text).width;
  };
}

/** Texts longer than this are measured every time (rememberedMeasurer). */
export const REMEMBERED_TEXT_MAX = 200;

/** `measure`, answering from `measured` what it measured before. Drawing sets its own font and
 * spacing (drawText, paintRuns), so skipping the measurer's ctx.font does not change what is drawn. */
export function rememberedMeasurer(measure: MeasureFn, measured: Map<string, number>): MeasureFn {
  return (text, font) => {
    // Long texts (whole lines of a paragraph) rarely come back, and would make the map hold megabytes.
    if (text.length > REMEMBERED_TEXT_MAX) return measure(text, font);
    const key = `${font}\u0001${text}`;
    let width = measured.get(key);
    if (width === undefined) {
      width = measure(text, font);
      measured.set(key, width);
    }
    return width;
  };
}

function drawLayer(ctx: DrawContext, doc: DesignDocument, layer: Layer, values: DesignValues, images: ImageMap, measure: MeasureFn, scale: number, frame: LayerFrame | null): void {
  switch (layer.type) {
    case "text": {
      const plan = planText(layer, doc, values, measure);
      if (frame?.wordAlpha) drawTextWords(ctx, layer, plan, measure, frame.wordAlpha);
      else drawText(ctx, layer, plan, measure);
      return;
    }
    case "shape":
      if (frame?.draw !== undefined) drawShapeOn(ctx, layer, frame.draw);
      else drawShape(ctx, layer);
      return;
    case "qr":
      drawQr(ctx, layer, resolveSource(layer.props.content, values));
      return;
    case "image": {
      const img = images.get(resolveSource(layer.props.src, values));
      if (img) drawImageLayer(ctx, layer, img, scale);
    }
  }
}

/** Synchronous draw; `images` from loadImages(). */
export function drawDesign(ctx: DrawContext, input: RenderInput, images: ImageMap = new Map()): void {
  const { doc, values = {}, scale = 1, time } = input;
  const total = time === undefined ? 0 : designDuration(doc);
  const { width, height } = doc.canvas;
  ctx.save();
  ctx.scale(scale, scale);
  const bgSrc = doc.background.type === "image" ? resolveSource(doc.background.src, values) : "";
  drawBackground(ctx, doc.background, width, height, images.get(bgSrc) ?? null);
  // One measurer per draw: measuring must not depend on the transform, and Canvas measureText does not.
  const measure = input.measured ? rememberedMeasurer(contextMeasurer(ctx), input.measured) : contextMeasurer(ctx);
  for (const layer of orderedLayers(doc)) {
    if (layer.hidden || layer.opacity <= 0) continue;
    // Without a time (or for a layer at rest) the frame is null and the layer is drawn exactly as the still.
    const frame = time === undefined ? null : layerFrame(doc, layer, time, total);
    if (frame && (frame.alpha <= 0 || frame.scale <= 0)) continue;
    ctx.save();
    ctx.globalAlpha = layer.opacity * (frame?.alpha ?? 1);
    ctx.translate(layer.x + layer.width / 2, layer.y + layer.height / 2);
    if (frame) applyMotion(ctx, frame);
    if (layer.rotation) ctx.rotate((layer.rotation * Math.PI) / 180);
    ctx.translate(-layer.width / 2, -layer.height / 2);
    if (frame?.glow) setGlow(ctx, frame.glow);
    drawLayer(ctx, doc, layer, values, images, measure, scale, frame);
    ctx.restore();
  }
  ctx.restore();
}

/** Loads images with the caller's loader, then draws. */
export async function renderDesign(ctx: DrawContext, input: RenderInput, loadImage?: LoadImage): Promise<void> {
  const images = loadImage ? await loadImages(input.doc, input.values ?? {}, loadImage) : new Map();
  drawDesign(ctx, input, images);
}
