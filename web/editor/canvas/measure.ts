// The browser's text measuring for the editor's layout helpers: one offscreen 2D context, the same
// measureText the canvas draws with.
import type { MeasureFn } from "../../../shared/design/text-layout.ts";

let ctx: CanvasRenderingContext2D | null | undefined;

export const browserMeasure: MeasureFn = (text, font) => {
  if (ctx === undefined) ctx = document.createElement("canvas").getContext("2d");
  if (!ctx) return text.length * 0.6 * (parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? "16") || 16);
  ctx.font = font;
  return ctx.measureText(text).width;
};
