// Greedy line breaking (a line takes words while the whole line, measured, fits the box) in time
// linear in the text. The old loop measured the growing line once per word: quadratic in the line's
// length, so a 5 KB text could keep a render busy for minutes and froze the editor (issue 22).
//
// Each word is measured once (and once per text for all the sizes auto-shrink tries: advances scale
// with the font size). The sum of a line's words and spaces GUESSES where it ends. A whole line's
// shaped width is not exactly that sum (bidi mirroring of « » ( ), kerning around spaces: a few
// space widths in Amiri), so a guess that lands within a margin of the box edge is checked by
// measuring the whole line there and with one more word, and searched from (doubling, then halving)
// when wrong. The breaks are those of the old loop whenever a longer line is never narrower.
import { hasArabic } from "./bidi.ts";

/** Width of `text` drawn with CSS font `font` (ctx.font = font; ctx.measureText(text).width). */
export type MeasureFn = (text: string, font: string) => number;

export interface LaidLine {
  text: string;
  width: number;
  /** Last line of its paragraph (not stretched when justifying). */
  paragraphEnd: boolean;
}

/** A line whose width may still be the sum of its words (`measured: false`). */
export interface DraftLine extends LaidLine {
  measured: boolean;
}

function graphemeCount(s: string): number {
  return Array.from(s).length;
}

function spacingExtra(text: string, letterSpacing: number): number {
  if (!letterSpacing) return 0;
  let extra = 0;
  for (const word of text.split(" ")) if (word && !hasArabic(word)) extra += letterSpacing * graphemeCount(word);
  return extra;
}

/** Width of a string including letter spacing, which only applies to non-Arabic words. */
export function measureWithSpacing(measure: MeasureFn, text: string, font: string, letterSpacing: number): number {
  return measure(text, font) + spacingExtra(text, letterSpacing);
}

export interface LineMeasurer {
  /** A word's width, measured once (scaled from another size when `perPx` is shared). */
  word: (w: string) => number;
  space: number;
  exact: (s: string) => number;
}

/**
 * `perPx`, when given with the font's `size`, keeps each word's width per pixel of font size across
 * the sizes of one text, so auto-shrink measures each word once instead of once per size tried.
 */
export function lineMeasurer(font: string, measure: MeasureFn, letterSpacing: number, shared?: { perPx: Map<string, number>; size: number }): LineMeasurer {
  const widths = new Map<string, number>();
  return {
    word: (w) => {
      let width = widths.get(w);
      if (width === undefined) {
        if (shared && shared.size > 0) {
          let perPx = shared.perPx.get(w);
          if (perPx === undefined) shared.perPx.set(w, (perPx = measure(w, font) / shared.size));
          width = perPx * shared.size + spacingExtra(w, letterSpacing);
        } else width = measureWithSpacing(measure, w, font, letterSpacing);
        widths.set(w, width);
      }
      return width;
    },
    space: measure(" ", font),
    exact: (s) => measureWithSpacing(measure, s, font, letterSpacing),
  };
}

/** The greedy line of words[from…] as a count of words and its width. */
function nextLine(words: string[], from: number, maxWidth: number, m: LineMeasurer): { count: number; width: number; measured: boolean } {
  const remaining = words.length - from;
  // Guess: the most words whose summed widths fit.
  const sums = [0, m.word(words[from])];
  let guess = 1;
  while (guess < remaining) {
    sums.push(sums[guess] + m.space + m.word(words[from + guess]));
    if (sums[guess + 1] > maxWidth) break;
    guess++;
  }
  // How far a sum may be from the whole line's width; it grows with the words in the line. Measured
  // worst cases (random Arabic/Latin/« » lines in Amiri, the least additive font we ship): 0.8 space
  // widths at 10 words, 1.8 at 50, 4.6 at 200; the margin is 2.5–3 times that.
  const margin = Math.abs(m.space) * (2 + guess / 16) + 0.5;
  const surelyFits = guess === 1 || sums[guess] < maxWidth - margin;
  const surelyFull = guess === remaining || sums[guess + 1] > maxWidth + margin;
  if (surelyFits && surelyFull) return { count: guess, width: sums[guess], measured: false };

  const measured = new Map<number, number>();
  const widthOf = (count: number) => {
    let w = measured.get(count);
    if (w === undefined) measured.set(count, (w = m.exact(words.slice(from, from + count).join(" "))));
    return w;
  };
  // A single word always makes a line, even when wider than the box.
  const fitsWith = (count: number) => count === 1 || widthOf(count) <= maxWidth;
  let lo: number; // fits
  let hi: number; // does not fit (remaining + 1: the paragraph ends first)
  let step = 1;
  if (fitsWith(guess)) {
    lo = guess;
    hi = Math.min(remaining + 1, lo + step);
    while (hi <= remaining && fitsWith(hi)) {
      lo = hi;
      step *= 2;
      hi = Math.min(remaining + 1, lo + step);
    }
  } else {
    hi = guess;
    lo = Math.max(1, hi - step);
    while (!fitsWith(lo)) {
      hi = lo;
      step *= 2;
      lo = Math.max(1, hi - step);
    }
  }
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fitsWith(mid)) lo = mid;
    else hi = mid;
  }
  return { count: lo, width: widthOf(lo), measured: true };
}

/** Breaks every paragraph (explicit newlines) into greedy lines; widths may be estimates (see DraftLine). */
export function draftLines(text: string, width: number, m: LineMeasurer): DraftLine[] {
  const lines: DraftLine[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push({ text: "", width: 0, paragraphEnd: true, measured: true });
      continue;
    }
    for (let from = 0; from < words.length; ) {
      const line = nextLine(words, from, width, m);
      from += line.count;
      lines.push({ text: words.slice(from - line.count, from).join(" "), width: line.width, paragraphEnd: from === words.length, measured: line.measured });
    }
  }
  return lines;
}

/** Lines with their measured widths (one measurement per line whose width was a sum). */
export function measuredLines(lines: DraftLine[], m: LineMeasurer): LaidLine[] {
  return lines.map((l) => ({ text: l.text, width: l.measured ? l.width : m.exact(l.text), paragraphEnd: l.paragraphEnd }));
}

/** Greedy line breaking at spaces; explicit newlines start paragraphs. Words longer than the box stay whole. */
export function breakLines(text: string, width: number, font: string, measure: MeasureFn, letterSpacing = 0): LaidLine[] {
  const m = lineMeasurer(font, measure, letterSpacing);
  return measuredLines(draftLines(text, width, m), m);
}
