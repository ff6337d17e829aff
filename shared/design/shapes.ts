// Shape layers (rect, ellipse, line) and the rounded-rect path also used to clip images.
import type { DrawContext } from "./context.ts";
import type { ShapeLayer } from "./schema.ts";
import { drawElement } from "./elements/draw.ts";

export function roundedRectPath(ctx: DrawContext, x: number, y: number, w: number, h: number, radius: number): void {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  ctx.beginPath();
  if (r === 0) {
    ctx.rect(x, y, w, h);
    return;
  }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws a shape in layer-local coordinates (0,0 = the layer's top-left corner). */
export function drawShape(ctx: DrawContext, layer: ShapeLayer): void {
  const { width: w, height: h } = layer;
  const { shape, fill, stroke, strokeWidth, radius } = layer.props;
  if (shape === "element") {
    if (layer.props.element) drawElement(ctx, layer.props.element, w, h);
    return;
  }
  if (shape === "line") {
    // A line runs through the middle of its box, left to right; rotate the layer for other angles.
    if (!stroke || strokeWidth <= 0) return;
    ctx.beginPath();
    ctx.moveTo(0, h / 2);
    ctx.lineTo(w, h / 2);
    ctx.strokeStyle = stroke;
    ctx.lineWidth = strokeWidth;
    ctx.lineCap = "butt";
    ctx.stroke();
    return;
  }
  if (shape === "ellipse") {
    ctx.beginPath();
    ctx.ellipse(w / 2, h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
  } else roundedRectPath(ctx, 0, 0, w, h, radius);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke && strokeWidth > 0) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = strokeWidth;
    ctx.stroke();
  }
}
