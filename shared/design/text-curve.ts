// Curved text: the layer's text on one arc. Drawing letter by letter would break Arabic joining, so
// Arabic words are cut only AFTER letters that never join the next one (alef, dal, thal, reh, zain,
// waw, teh marbuta, hamza…): each piece is shaped by the canvas exactly as inside the whole word
// (its first letter already had no joining neighbour before it, its last letter none after it),
// and pieces and words are placed along the arc in visual order (bidi.ts) for RTL and LTR alike.
// Latin and digits are placed letter by letter, like any curved-text tool.
import { hasArabic, visualWordOrder } from "./bidi.ts";
import type { TextLayer } from "./schema.ts";
import type { GlyphRun } from "./text-effects.ts";
import type { MeasureFn } from "./text-layout.ts";
import type { TextPlan } from "./text.ts";

/** Arabic letters that join only to the letter before them (Unicode Joining_Type R or U). */
const NON_LEFT_JOINING = /[\u0621-\u0625\u0627\u0629\u062F-\u0632\u0648\u0671-\u0673\u0675-\u0677\u0688-\u0699\u06C0\u06C3-\u06CB\u06CD\u06CF\u06D2\u06D3\u06D5\u06EE\u06EF\u0621]/;
const COMBINING = /\p{M}/u;
/** Ascent above the baseline as a fraction of the font size, for centring the arc in its box. */
const ASCENT = 0.9;
const DESCENT = 0.35;

/** Pieces of one word in logical order, each safe to shape on its own. */
export function joiningPieces(word: string): string[] {
  const chars = Array.from(word);
  if (!hasArabic(word)) return /\p{L}/u.test(word) || /\d/.test(word) ? splitGraphemes(chars) : [word];
  const pieces: string[] = [];
  let current = "";
  chars.forEach((ch, i) => {
    current += ch;
    const next = chars[i + 1];
    // A mark (harakat, shadda) belongs to the letter before it: cut after the marks, never before.
    if (next !== undefined && !COMBINING.test(next) && breaksAfter(chars, i)) {
      pieces.push(current);
      current = "";
    }
  });
  if (current) pieces.push(current);
  return pieces;
}

function breaksAfter(chars: string[], i: number): boolean {
  let j = i;
  while (j > 0 && COMBINING.test(chars[j])) j--;
  return NON_LEFT_JOINING.test(chars[j]) || !hasArabic(chars[j]);
}

function splitGraphemes(chars: string[]): string[] {
  const out: string[] = [];
  for (const ch of chars) {
    if (COMBINING.test(ch) && out.length) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}

interface Piece {
  text: string;
  width: number;
  spacing: number;
}

/** Pieces of the whole text, left to right as they appear on the (straightened) line, with the spaces as gaps. */
function visualPieces(text: string, plan: TextPlan, font: string, measure: MeasureFn, letterSpacing: number): (Piece | number)[] {
  const words = text.split(" ").filter(Boolean);
  const space = measure(" ", font);
  const out: (Piece | number)[] = [];
  visualWordOrder(words, plan.direction).forEach((wi, k) => {
    if (k > 0) out.push(space);
    const word = words[wi];
    const arabic = hasArabic(word);
    const spacing = arabic ? 0 : letterSpacing;
    const pieces = joiningPieces(word).map((t) => ({ text: t, width: measure(t, font) + spacing, spacing }));
    // An Arabic word reads right to left: its first piece is its rightmost.
    out.push(...(arabic ? pieces.reverse() : pieces));
  });
  return out;
}

/** Runs centred on the arc, rotated to its tangent, for drawText's painter. */
export function curvedRuns(layer: TextLayer, plan: TextPlan, measure: MeasureFn): GlyphRun[] {
  return placedRuns(layer, plan, measure).map(({ width: _width, ...run }) => run);
}

/**
 * Where the curved text's ink lies in the layer's own coordinates: each run's box (its width, from
 * the ascent above its baseline to the descent below) turned to its tangent. The editor grows the
 * layer's box to it, so the box shows what the renderer draws.
 */
export function curvedInkBox(layer: TextLayer, plan: TextPlan, measure: MeasureFn): { left: number; top: number; right: number; bottom: number } | null {
  const runs = placedRuns(layer, plan, measure);
  if (!runs.length) return null;
  const { fontSize } = plan.layout;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const run of runs) {
    const [cos, sin] = [Math.cos(run.angle ?? 0), Math.sin(run.angle ?? 0)];
    for (const dx of [-run.width / 2, run.width / 2]) {
      for (const dy of [-fontSize * ASCENT, fontSize * DESCENT]) {
        const x = run.x + dx * cos - dy * sin;
        const y = run.y + dx * sin + dy * cos;
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  return box;
}

function placedRuns(layer: TextLayer, plan: TextPlan, measure: MeasureFn): (GlyphRun & { width: number })[] {
  const { curve, letterSpacing } = layer.props;
  if (!curve) return [];
  const { font, fontSize, lines } = plan.layout;
  const text = lines.map((l) => l.text).join(" ");
  const items = visualPieces(text, plan, font, measure, letterSpacing);
  const total = items.reduce<number>((sum, it) => sum + (typeof it === "number" ? it : it.width), 0);
  const r = curve.radius;
  const up = curve.direction === "up";
  // Half the angle the text spans, capped at a full circle; the sagitta is how far the arc bends.
  const half = Math.min(Math.PI, total / (2 * r));
  const sagitta = r * (1 - Math.cos(half));
  const inkHeight = sagitta + fontSize * (ASCENT + DESCENT);
  const top = (layer.height - inkHeight) / 2;
  const cx = layer.width / 2;
  // up (∩): the middle of the text is the highest point, the centre lies below it; down (∪) mirrors that.
  const cy = up ? top + fontSize * ASCENT + r : top + sagitta + fontSize * ASCENT - r;
  const runs: (GlyphRun & { width: number })[] = [];
  let along = -total / 2;
  for (const it of items) {
    if (typeof it === "number") {
      along += it;
      continue;
    }
    const a = (along + it.width / 2) / r;
    along += it.width;
    runs.push(
      up
        ? { text: it.text, x: cx + r * Math.sin(a), y: cy - r * Math.cos(a), angle: a, spacing: 0, width: it.width }
        : { text: it.text, x: cx + r * Math.sin(a), y: cy + r * Math.cos(a), angle: -a, spacing: 0, width: it.width },
    );
  }
  return runs;
}
