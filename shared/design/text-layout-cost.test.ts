// Hostile texts (issue 22): line breaking must stay linear in the text length and auto-shrink must lay
// the text out a bounded number of times, while breaking normal texts exactly where it always did.
import { describe, expect, it } from "vitest";
import { breakLines, layoutText, MAX_SHRINK_STEPS, type MeasureFn } from "./text-layout.ts";
import { referenceBreak } from "./fixtures/reference-line-breaks.ts";

const sizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]);
const fontAt = (s: number) => `400 ${s}px "Cairo"`;

/** A measurer that counts what it is asked: calls and characters measured (the real cost of measureText). */
function countingMeasure() {
  const count = { calls: 0, chars: 0 };
  const measure: MeasureFn = (text, font) => {
    count.calls++;
    count.chars += text.length;
    return Array.from(text).length * sizeOf(font) * 0.5;
  };
  return { count, measure };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("line breaking cost", () => {
  it("measures a number of characters linear in the text length (one long line)", () => {
    const small = countingMeasure();
    breakLines(words(500), 1e9, fontAt(20), small.measure);
    const large = countingMeasure();
    breakLines(words(2000), 1e9, fontAt(20), large.measure);
    // 4× the words: the old loop measured every growing line (≈ 16× the characters).
    expect(large.count.chars / small.count.chars).toBeLessThan(5);
    expect(large.count.calls / small.count.calls).toBeLessThan(5);
  });

  it("measures linearly when every word is a line of its own (the 64 px box at size 1000)", () => {
    const small = countingMeasure();
    breakLines(words(500), 64, fontAt(1000), small.measure);
    const large = countingMeasure();
    breakLines(words(2000), 64, fontAt(1000), large.measure);
    expect(large.count.chars / small.count.chars).toBeLessThan(5);
  });
});

describe("auto-shrink cost", () => {
  it("lays the text out at most MAX_SHRINK_STEPS + 2 times, even from size 1000 down to 0.5", () => {
    const sizes: number[] = [];
    const { measure } = countingMeasure();
    const l = layoutText(
      {
        text: words(300), direction: "ltr", fontAt: (s) => (sizes.push(s), fontAt(s)), fontSize: 1000, lineHeight: 1.2,
        letterSpacing: 0, width: 500, height: 300, maxLines: 0, autoShrink: true, minFontSize: 0.5,
      },
      measure,
    );
    expect(MAX_SHRINK_STEPS).toBeLessThanOrEqual(10);
    expect(sizes.length).toBeLessThanOrEqual(MAX_SHRINK_STEPS + 2);
    // Still a size that fits, close to the largest one (not the minimum).
    expect(l.overflow).toBe(false);
    const larger = layoutText({ text: words(300), direction: "ltr", fontAt, fontSize: l.fontSize * 1.08, lineHeight: 1.2, letterSpacing: 0, width: 500, height: 300, maxLines: 0, autoShrink: false, minFontSize: 0.5 }, measure);
    expect(larger.overflow).toBe(true);
  });

  it("measures each word once for all the sizes it tries (the 64 px box at size 1000)", () => {
    const { count, measure } = countingMeasure();
    layoutText(
      {
        text: words(1000), direction: "ltr", fontAt, fontSize: 1000, lineHeight: 1.4, letterSpacing: 0,
        width: 64, height: 64, maxLines: 0, autoShrink: true, minFontSize: 0.5,
      },
      measure,
    );
    // Before: every word at each of the ~13 sizes tried, plus every line again (> 13,000 calls). Now each
    // word once, plus at most a few whole-line checks per line near the box edge.
    expect(count.calls).toBeLessThan(6 * 1000);
  });
});

describe("same breaks as before for normal texts", () => {
  // Not additive on purpose: a kerning pair across the space ("e T" is 0.8 px narrower) and a
  // ligature-like pair inside words, as real shaping does.
  const kerned: MeasureFn = (text, font) => {
    const s = sizeOf(font);
    let w = 0;
    for (const ch of text) w += ch === " " ? s * 0.28 : /[\u0600-\u06ff]/.test(ch) ? s * 0.42 : s * 0.53;
    w -= (text.match(/e T/g)?.length ?? 0) * 0.8;
    w -= (text.match(/fi/g)?.length ?? 0) * s * 0.05;
    return w;
  };
  const vocabulary = ["The", "Tree", "fine", "office", "السلام", "عليكم", "ورحمة", "الله", "a", "certificate", "of", "Tom", "appreciation", "2026", "محمد"];
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

  it("breaks 300 random texts at the same places as the old quadratic loop", () => {
    for (let i = 0; i < 300; i++) {
      const n = 1 + Math.floor(random() * 40);
      const text = Array.from({ length: n }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(random() < 0.1 ? "\n" : " ");
      const size = 12 + Math.floor(random() * 60);
      const width = 80 + Math.floor(random() * 900);
      const ours = breakLines(text, width, fontAt(size), kerned).map((l) => l.text);
      expect(ours, `${text} @${size}px in ${width}`).toEqual(referenceBreak(text, width, fontAt(size), kerned));
    }
  });
});

describe("same auto-shrink sizes as before for template ranges", () => {
  it("finds the largest fitting half-pixel size (what the uncapped search found) for ranges up to 128 px", () => {
    const measure: MeasureFn = (text, font) => Array.from(text).length * sizeOf(font) * 0.5;
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200; i++) {
      const input = {
        text: words(1 + Math.floor(random() * 30)), direction: "rtl" as const, fontAt, fontSize: 12 + Math.floor(random() * 120),
        lineHeight: 1.3, letterSpacing: 0, width: 100 + Math.floor(random() * 900), height: 30 + Math.floor(random() * 300),
        maxLines: random() < 0.5 ? 1 : 0, autoShrink: true, minFontSize: 4 + Math.floor(random() * 8),
      };
      const l = layoutText(input, measure);
      const fitsAt = (s: number) => {
        const lines = breakLines(input.text, input.width, fontAt(s), measure);
        if (input.maxLines > 0 && lines.length > input.maxLines) return false;
        return lines.every((x) => x.width <= input.width + 0.01) && lines.length * s * input.lineHeight <= input.height + 0.01;
      };
      let expected = input.fontSize;
      while (expected > input.minFontSize && !fitsAt(expected)) expected -= 0.5;
      expect(l.fontSize, JSON.stringify(input)).toBe(Math.max(expected, input.minFontSize));
    }
  });
});
