// Painting a text layer's glyph runs with its effects, in three passes over ALL runs so that no
// line's shadow or outline covers another line's letters: shadow, then outline, then fill.
// Every run is handed to fillText/strokeText whole (a line, a word, or a joining run of a curved
// word), so the canvas shapes Arabic itself: letters stay joined and in order in every effect.
import type { DrawContext } from "./context.ts";
import { roundedRectPath } from "./shapes.ts";
import type { TextHighlight, TextOutline, TextShadow } from "./text-effects-schema.ts";

export interface GlyphRun {
  text: string;
  /** Left end of the run on its baseline; for a rotated run (curved text), its centre. */
  x: number;
  y: number;
  /** Letter spacing in px (0 for Arabic). */
  spacing: number;
  /** Rotation in radians around (x, y), drawn centred: curved text. */
  angle?: number;
}

export interface LineBand {
  /** Left edge and width of the line's ink, and the middle of its line box. */
  x: number;
  width: number;
  middle: number;
}

interface EffectProps {
  color: string;
  shadow?: TextShadow;
  outline?: TextOutline;
}

/** Band height as a multiple of the font size: ascenders and descenders of our Arabic and Latin faces. */
const BAND_EM = 1.2;

export function setLetterSpacing(ctx: DrawContext, px: number): void {
  if ("letterSpacing" in ctx) ctx.letterSpacing = `${px}px`;
}

function eachRun(ctx: DrawContext, runs: readonly GlyphRun[], draw: (text: string, x: number, y: number) => void): void {
  for (const run of runs) {
    setLetterSpacing(ctx, run.spacing);
    if (run.angle === undefined) {
      draw(run.text, run.x, run.y);
      continue;
    }
    ctx.save();
    ctx.translate(run.x, run.y);
    ctx.rotate(run.angle);
    ctx.textAlign = "center";
    draw(run.text, 0, 0);
    ctx.restore();
  }
}

/**
 * Canvas shadows live in device space (the transform does not scale or rotate them), so the design's
 * offset and blur go through the current transform: the shadow scales with the output and turns
 * with the layer, identically in the browser, the PNG and the PDF.
 */
function setShadow(ctx: DrawContext, s: TextShadow): void {
  const m = ctx.getTransform();
  ctx.shadowColor = s.color;
  ctx.shadowOffsetX = m.a * s.offsetX + m.c * s.offsetY;
  ctx.shadowOffsetY = m.b * s.offsetX + m.d * s.offsetY;
  ctx.shadowBlur = s.blur * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}

function clearShadow(ctx: DrawContext): void {
  ctx.shadowColor = "rgba(0,0,0,0)";
  ctx.shadowBlur = 0;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
}

function prepareOutline(ctx: DrawContext, o: TextOutline): void {
  ctx.strokeStyle = o.color;
  // Twice the visible width: the inner half is under the fill, so letters keep their shape.
  ctx.lineWidth = o.width * 2;
  ctx.lineJoin = "round";
}

export function paintRuns(ctx: DrawContext, p: EffectProps, runs: readonly GlyphRun[]): void {
  const outline = p.outline && p.outline.width > 0 ? p.outline : undefined;
  if (p.shadow) {
    // The shadow is cast by the letters with their outline; the pass's own ink is covered by the next passes.
    ctx.save();
    setShadow(ctx, p.shadow);
    if (outline) {
      prepareOutline(ctx, outline);
      eachRun(ctx, runs, (t, x, y) => ctx.strokeText(t, x, y));
    }
    eachRun(ctx, runs, (t, x, y) => ctx.fillText(t, x, y));
    ctx.restore();
    clearShadow(ctx);
  }
  if (outline) {
    ctx.save();
    prepareOutline(ctx, outline);
    eachRun(ctx, runs, (t, x, y) => ctx.strokeText(t, x, y));
    ctx.restore();
  }
  ctx.fillStyle = p.color;
  eachRun(ctx, runs, (t, x, y) => ctx.fillText(t, x, y));
  setLetterSpacing(ctx, 0);
}

/** One rounded band behind each line, following where the line actually sits (alignment and direction). */
export function drawHighlights(ctx: DrawContext, h: TextHighlight, bands: readonly LineBand[], fontSize: number): void {
  const height = fontSize * BAND_EM + 2 * h.padding;
  ctx.save();
  ctx.fillStyle = h.color;
  for (const b of bands) {
    roundedRectPath(ctx, b.x - h.padding, b.middle - height / 2, b.width + 2 * h.padding, height, h.radius);
    ctx.fill();
  }
  ctx.restore();
}
