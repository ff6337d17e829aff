// Line breaking, max lines and auto-shrink, computed ONCE here from measureText widths so the
// browser preview and the server output break lines at the same places.
import { hasArabic, visualWordOrder, type Direction } from "./bidi.ts";

/** Width of `text` drawn with CSS font `font` (ctx.font = font; ctx.measureText(text).width). */
export type MeasureFn = (text: string, font: string) => number;

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

export interface LaidLine {
  text: string;
  width: number;
  /** Last line of its paragraph (not stretched when justifying). */
  paragraphEnd: boolean;
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

function graphemeCount(s: string): number {
  return Array.from(s).length;
}

/** Width of a string including letter spacing, which only applies to non-Arabic words. */
export function measureWithSpacing(measure: MeasureFn, text: string, font: string, letterSpacing: number): number {
  const base = measure(text, font);
  if (!letterSpacing) return base;
  let extra = 0;
  for (const word of text.split(" ")) if (word && !hasArabic(word)) extra += letterSpacing * graphemeCount(word);
  return base + extra;
}

/** Greedy line breaking at spaces; explicit newlines start paragraphs. Words longer than the box stay whole. */
export function breakLines(text: string, width: number, font: string, measure: MeasureFn, letterSpacing = 0): LaidLine[] {
  const lines: LaidLine[] = [];
  const w = (s: string) => measureWithSpacing(measure, s, font, letterSpacing);
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push({ text: "", width: 0, paragraphEnd: true });
      continue;
    }
    let current = words[0];
    for (const word of words.slice(1)) {
      const candidate = `${current} ${word}`;
      if (w(candidate) <= width) current = candidate;
      else {
        lines.push({ text: current, width: w(current), paragraphEnd: false });
        current = word;
      }
    }
    lines.push({ text: current, width: w(current), paragraphEnd: true });
  }
  return lines;
}

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

export function layoutText(input: TextBoxInput, measure: MeasureFn): TextLayout {
  const at = (size: number) => {
    const font = input.fontAt(size);
    return { font, lines: breakLines(input.text, input.width, font, measure, input.letterSpacing) };
  };
  let size = input.fontSize;
  let best = at(size);
  if (input.autoShrink && !fits(best.lines, input, size)) {
    // Binary search on half-pixel steps for the largest size that fits: deterministic on both sides.
    let lo = Math.max(0.5, Math.min(input.minFontSize, input.fontSize));
    let hi = input.fontSize;
    const atLo = at(lo);
    if (fits(atLo.lines, input, lo)) {
      let found = { size: lo, ...atLo };
      while (hi - lo > 0.5) {
        const mid = Math.round(((lo + hi) / 2) * 2) / 2;
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
  const lines = clampLines(best.lines, input.maxLines, input.width, best.font, measure, input.letterSpacing);
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
