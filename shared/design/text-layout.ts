// Line breaking, max lines and auto-shrink, computed ONCE here from measureText widths so the
// browser preview and the server output break lines at the same places.
import { visualWordOrder, type Direction } from "./bidi.ts";
import { draftLines, lineMeasurer, measureWithSpacing, measuredLines, type LaidLine, type MeasureFn } from "./line-breaking.ts";

export { breakLines, measureWithSpacing, type LaidLine, type MeasureFn } from "./line-breaking.ts";

export interface TextBoxInput {
  text: string;
  direction: Direction;
  /** Builds the CSS font string for a size (family/weight fixed by the caller). */
  fontAt: (sizePx: number) => string;
  fontSize: number;
  lineHeight: number;
  letterSpacing: number;
  width: number;
  height: number;
  maxLines: number;
  autoShrink: boolean;
  minFontSize: number;
}

export interface TextLayout {
  fontSize: number;
  font: string;
  lines: LaidLine[];
  lineHeightPx: number;
  /** True when the text still does not fit (auto-shrink off, or at the minimum size). */
  overflow: boolean;
}

const ELLIPSIS = "…";

function fits(lines: LaidLine[], input: TextBoxInput, size: number): boolean {
  if (input.maxLines > 0 && lines.length > input.maxLines) return false;
  if (lines.some((l) => l.width > input.width + 0.01)) return false;
  return lines.length * size * input.lineHeight <= input.height + 0.01;
}

/** Cuts to maxLines, ending the last kept line with an ellipsis that fits the box. */
function clampLines(lines: LaidLine[], maxLines: number, width: number, font: string, measure: MeasureFn, ls: number): LaidLine[] {
  if (maxLines <= 0 || lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  let words = last.text.split(" ");
  let text = `${last.text}${ELLIPSIS}`;
  while (words.length > 1 && measureWithSpacing(measure, text, font, ls) > width) {
    words = words.slice(0, -1);
    text = `${words.join(" ")}${ELLIPSIS}`;
  }
  kept[maxLines - 1] = { text, width: measureWithSpacing(measure, text, font, ls), paragraphEnd: true };
  return kept;
}

/**
 * Bisection steps of auto-shrink, so a text is laid out at most 12 times whatever its sizes. Every
 * range a template uses (e.g. 84 → 8 px) settles to the half pixel well within it; a hostile range
 * (1000 → 0.5) stops within a few per cent of the largest fitting size, at a size that fits.
 */
export const MAX_SHRINK_STEPS = 10;

export function layoutText(input: TextBoxInput, measure: MeasureFn): TextLayout {
  // Word widths per px of font size, shared by every size tried: each word is measured once.
  const perPx = new Map<string, number>();
  const at = (size: number) => {
    const font = input.fontAt(size);
    const m = lineMeasurer(font, measure, input.letterSpacing, { perPx, size });
    return { font, m, lines: draftLines(input.text, input.width, m) };
  };
  let size = input.fontSize;
  let best = at(size);
  if (input.autoShrink && !fits(best.lines, input, size)) {
    // Binary search on half-pixel steps for the largest size that fits (capped): deterministic on both sides.
    let lo = Math.max(0.5, Math.min(input.minFontSize, input.fontSize));
    let hi = input.fontSize;
    const atLo = at(lo);
    if (fits(atLo.lines, input, lo)) {
      let found = { size: lo, ...atLo };
      for (let step = 0; step < MAX_SHRINK_STEPS && hi - lo > 0.5; step++) {
        // Geometric midpoints while the range spans more than a factor 2 (1000 → 0.5 in a few steps),
        // then arithmetic ones; either way the search ends at the same largest fitting half pixel.
        const mid = Math.round((hi > 2 * lo ? Math.sqrt(lo * hi) : (lo + hi) / 2) * 2) / 2;
        if (mid <= lo || mid >= hi) break;
        const attempt = at(mid);
        if (fits(attempt.lines, input, mid)) {
          lo = mid;
          found = { size: mid, ...attempt };
        } else hi = mid;
      }
      size = found.size;
      best = found;
    } else {
      size = lo;
      best = atLo;
    }
  }
  // Only the lines kept are measured whole (a sum of word widths is close, not exact).
  const kept = input.maxLines > 0 ? best.lines.slice(0, input.maxLines + 1) : best.lines;
  const lines = clampLines(measuredLines(kept, best.m), input.maxLines, input.width, best.font, measure, input.letterSpacing);
  return {
    fontSize: size,
    font: best.font,
    lines,
    lineHeightPx: size * input.lineHeight,
    overflow: !fits(lines, input, size),
  };
}

export interface PlacedWord {
  text: string;
  /** Left edge, relative to the box's left edge. */
  x: number;
  width: number;
}

/**
 * Places the words of one line left to right in visual order, for justified lines and letter
 * spacing (where we cannot hand the whole line to fillText). `gap` is the space between words.
 */
export function placeWords(
  line: string,
  direction: Direction,
  font: string,
  measure: MeasureFn,
  letterSpacing: number,
  startX: number,
  gap: number | null,
): PlacedWord[] {
  const words = line.split(" ").filter(Boolean);
  const widths = words.map((w) => measureWithSpacing(measure, w, font, letterSpacing));
  const space = gap ?? measure(" ", font);
  let x = startX;
  return visualWordOrder(words, direction).map((i) => {
    const placed = { text: words[i], x, width: widths[i] };
    x += widths[i] + space;
    return placed;
  });
}
