// Text layers: resolve the text (bindings, digits), lay it out once (text-layout.ts), then draw.
// Plain lines go to fillText whole, with ctx.direction set, so the canvas shapes Arabic and orders
// mixed runs itself. Justified lines and letter-spaced lines are drawn word by word at positions we
// compute (visual word order from bidi.ts); Arabic words never get letter spacing.
import { resolveBindingsAndDigits } from "./values.ts";
import { hasArabic, resolveDirection } from "./bidi.ts";
import type { DrawContext } from "./context.ts";
import { cssFont } from "./fonts.ts";
import type { DesignDocument, DesignValues, TextLayer } from "./schema.ts";
import { layoutText, placeWords, type MeasureFn, type TextLayout } from "./text-layout.ts";
import { drawHighlights, paintRuns, type GlyphRun, type LineBand } from "./text-effects.ts";
import { curvedRuns } from "./text-curve.ts";

/** Baseline position inside a line box, as a fraction of the font size below the box's middle. */
export const BASELINE_BELOW_MIDDLE = 0.3;

export interface TextPlan {
  text: string;
  direction: "rtl" | "ltr";
  layout: TextLayout;
}

export function planText(layer: TextLayer, doc: Pick<DesignDocument, "digits">, values: DesignValues, measure: MeasureFn): TextPlan {
  const p = layer.props;
  const text = resolveBindingsAndDigits(p, values, doc.digits);
  const direction = resolveDirection(p.direction, text);
  const layout = layoutText(
    {
      text,
      direction,
      fontAt: (size) => cssFont(p.fontFamily, p.fontWeight, size),
      fontSize: p.fontSize,
      lineHeight: p.lineHeight,
      letterSpacing: p.letterSpacing,
      width: layer.width,
      height: layer.height,
      maxLines: p.maxLines,
      autoShrink: p.autoShrink,
      minFontSize: p.minFontSize,
    },
    measure,
  );
  return { text, direction, layout };
}

/** Where the block of lines starts below the box's top edge (vertical alignment). */
export function blockTop(layer: TextLayer, blockHeight: number): number {
  const v = layer.props.verticalAlign;
  return v === "middle" ? (layer.height - blockHeight) / 2 : v === "bottom" ? layer.height - blockHeight : 0;
}

/** Left edge of a line inside the box (alignment, direction; a justified line spans the box). */
export function lineStartX(layer: TextLayer, lineWidth: number, direction: "rtl" | "ltr", justify: boolean): number {
  if (justify) return 0;
  const align = layer.props.align === "justify" ? "start" : layer.props.align;
  const atRight = (align === "start" && direction === "rtl") || (align === "end" && direction === "ltr");
  return align === "center" ? (layer.width - lineWidth) / 2 : atRight ? layer.width - lineWidth : 0;
}

/**
 * Draws in layer-local coordinates. Lines become glyph runs that text-effects.ts paints (shadow, outline, fill).
 * `onlyLine` draws one line where the whole text puts it (the word-by-word reveal, animation-draw.ts).
 */
export function drawText(ctx: DrawContext, layer: TextLayer, plan: TextPlan, measure: MeasureFn, onlyLine?: number): void {
  const p = layer.props;
  const { layout, direction } = plan;
  const { lines, lineHeightPx, fontSize, font } = layout;
  if (lines.length === 0) return;
  const top = blockTop(layer, lines.length * lineHeightPx);
  ctx.font = font;
  ctx.fillStyle = p.color;
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  ctx.direction = direction;
  if (p.curve) return paintRuns(ctx, p, curvedRuns(layer, plan, measure));
  const runs: GlyphRun[] = [];
  const bands: LineBand[] = [];
  lines.forEach((line, i) => {
    if (!line.text || (onlyLine !== undefined && i !== onlyLine)) return;
    const baseline = top + i * lineHeightPx + lineHeightPx / 2 + fontSize * BASELINE_BELOW_MIDDLE;
    const words = line.text.split(" ").filter(Boolean);
    const justify = p.align === "justify" && !line.paragraphEnd && words.length > 1;
    const startX = lineStartX(layer, line.width, direction, justify);
    bands.push({ x: startX, width: justify ? layer.width : line.width, middle: baseline - fontSize * BASELINE_BELOW_MIDDLE });
    if (!justify && p.letterSpacing === 0) {
      runs.push({ text: line.text, x: startX, y: baseline, spacing: 0 });
      return;
    }
    let gap: number | null = null;
    if (justify) {
      const placed = placeWords(line.text, direction, font, measure, p.letterSpacing, 0, 0);
      const used = placed.reduce((sum, w) => sum + w.width, 0);
      gap = (layer.width - used) / (placed.length - 1);
    }
    for (const word of placeWords(line.text, direction, font, measure, p.letterSpacing, startX, gap)) {
      runs.push({ text: word.text, x: word.x, y: baseline, spacing: hasArabic(word.text) ? 0 : p.letterSpacing });
    }
  });
  if (p.highlight) drawHighlights(ctx, p.highlight, bands, fontSize);
  paintRuns(ctx, p, runs);
}
