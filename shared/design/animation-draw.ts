// Drawing a layer's animation state (animation.ts) with the still renderer's own drawing code:
// motion is a transform, fades are alpha, draw-on and the word reveal are CLIPS over the still
// drawing. The text is never laid out again for a frame: each word is shown by clipping the
// still's lines to that word's cell, so Arabic letters keep the joined forms the whole line has.
import { visualWordOrder } from "./bidi.ts";
import type { DrawContext } from "./context.ts";
import type { LayerFrame } from "./animation.ts";
import { GLOW_BLUR } from "./animation.ts";
import type { ShapeLayer, TextLayer } from "./schema.ts";
import { drawShape } from "./shapes.ts";
import { BASELINE_BELOW_MIDDLE, blockTop, drawText, lineStartX, type TextPlan } from "./text.ts";
import { placeWords, type MeasureFn } from "./text-layout.ts";

/** Far enough to reach past any shadow, outline or highlight of a word (layer-local design px). */
const FAR = 100_000;

/**
 * The region of the layer that shows one word: a line's cells are cut only in the middle of spaces.
 * y0–y1 is the word's line box (the first and last reaching out) and only names where the word is:
 * a word is drawn as its whole line clipped to x0–x1, so descenders and marks that reach into the
 * next line's box are never cut either.
 */
export interface WordCell {
  /** The word's place in reading order (0 = first word read). */
  index: number;
  /** The laid-out line it is on. */
  line: number;
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The cells of a laid-out text, in layer-local coordinates, from the SAME layout the still draws. */
export function wordCells(layer: TextLayer, plan: TextPlan, measure: MeasureFn): WordCell[] {
  const p = layer.props;
  const { lines, lineHeightPx, font } = plan.layout;
  const top = blockTop(layer, lines.length * lineHeightPx);
  const cells: WordCell[] = [];
  let first = 0;
  const drawn = lines.map((l, i) => ({ line: l, i })).filter((l) => l.line.text.split(" ").some(Boolean));
  drawn.forEach(({ line, i }, n) => {
    const words = line.text.split(" ").filter(Boolean);
    const justify = p.align === "justify" && !line.paragraphEnd && words.length > 1;
    const startX = lineStartX(layer, line.width, plan.direction, justify);
    let gap: number | null = null;
    if (justify) {
      const used = placeWords(line.text, plan.direction, font, measure, p.letterSpacing, 0, 0).reduce((s, w) => s + w.width, 0);
      gap = (layer.width - used) / (words.length - 1);
    }
    const placed = placeWords(line.text, plan.direction, font, measure, p.letterSpacing, startX, gap);
    const order = visualWordOrder(words, plan.direction);
    const y0 = n === 0 ? -FAR : top + i * lineHeightPx;
    const y1 = n === drawn.length - 1 ? FAR : top + (i + 1) * lineHeightPx;
    placed.forEach((w, k) => {
      const next = placed[k + 1];
      const prev = placed[k - 1];
      cells.push({
        index: first + order[k],
        line: i,
        text: w.text,
        x0: prev ? (prev.x + prev.width + w.x) / 2 : -FAR,
        x1: next ? (w.x + w.width + next.x) / 2 : FAR,
        y0,
        y1,
      });
    });
    first += words.length;
  });
  return cells;
}

/** Where a line's baseline lies (for tests that look at a word's ink). */
export function lineBaseline(layer: TextLayer, plan: TextPlan, line: number): number {
  const { lines, lineHeightPx, fontSize } = plan.layout;
  return blockTop(layer, lines.length * lineHeightPx) + line * lineHeightPx + lineHeightPx / 2 + fontSize * BASELINE_BELOW_MIDDLE;
}

function clipTo(ctx: DrawContext, cells: readonly WordCell[]): void {
  ctx.beginPath();
  for (const c of cells) ctx.rect(c.x0, -FAR, c.x1 - c.x0, 2 * FAR);
  ctx.clip();
}

/** The text drawn as in the still, each word's cell at its own opacity (whole words only). */
export function drawTextWords(ctx: DrawContext, layer: TextLayer, plan: TextPlan, measure: MeasureFn, wordAlpha: NonNullable<LayerFrame["wordAlpha"]>): void {
  const cells = wordCells(layer, plan, measure);
  const count = cells.length;
  const base = ctx.globalAlpha;
  const lines = [...new Set(cells.map((c) => c.line))];
  for (const line of lines) {
    const own = cells.filter((c) => c.line === line);
    // A line's whole words in one pass (their cells do not overlap), then each word still fading in on its own.
    const whole = own.filter((c) => wordAlpha(c.index, count) >= 1);
    const partial = own.filter((c) => {
      const a = wordAlpha(c.index, count);
      return a > 0 && a < 1;
    });
    for (const group of [whole, ...partial.map((c) => [c])]) {
      if (group.length === 0) continue;
      ctx.save();
      ctx.globalAlpha = base * (group === whole ? 1 : wordAlpha(group[0].index, count));
      clipTo(ctx, group);
      drawText(ctx, layer, plan, measure, line);
      ctx.restore();
    }
  }
}

/** A shape drawing itself: a line along its length, other shapes and ornaments in a clockwise sweep from twelve o'clock. */
export function drawShapeOn(ctx: DrawContext, layer: ShapeLayer, progress: number): void {
  if (progress <= 0) return;
  ctx.save();
  ctx.beginPath();
  const { width: w, height: h } = layer;
  if (layer.props.shape === "line") ctx.rect(0, -FAR, w * progress, 2 * FAR);
  else if (progress < 1) {
    const cx = w / 2;
    const cy = h / 2;
    const r = Math.hypot(w, h) + layer.props.strokeWidth * 2 + 10;
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx, cy - r);
    ctx.ellipse(cx, cy, r, r, 0, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * progress);
    ctx.closePath();
  } else ctx.rect(-FAR, -FAR, 2 * FAR, 2 * FAR);
  ctx.clip();
  drawShape(ctx, layer);
  ctx.restore();
}

/** Sets the glow of an emphasis (a shadow without offset, sized through the current transform like text shadows). */
export function setGlow(ctx: DrawContext, glow: NonNullable<LayerFrame["glow"]>): void {
  const m = ctx.getTransform();
  ctx.shadowColor = glow.color;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
  ctx.shadowBlur = GLOW_BLUR * glow.strength * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}

/** The animated layer's transform: offset, then scale around its centre (before the rotation). */
export function applyMotion(ctx: DrawContext, frame: LayerFrame): void {
  if (frame.dx || frame.dy) ctx.translate(frame.dx, frame.dy);
  if (frame.scale !== 1) ctx.scale(frame.scale, frame.scale);
}
