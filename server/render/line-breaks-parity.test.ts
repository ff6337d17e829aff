// The linear line breaking (shared/design/line-breaking.ts) breaks where the old word-by-word loop
// did, with the real measurer (@napi-rs/canvas, the fonts we ship) on texts that are NOT additive:
// Arabic with « » and ( ) mirrored in RTL runs, Latin kerning around spaces.
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { cssFont, FONT_FAMILIES } from "../../shared/design/fonts.ts";
import { breakLines, type MeasureFn } from "../../shared/design/text-layout.ts";
import { registerFonts } from "./fonts.ts";
import { referenceBreak } from "../../shared/design/fixtures/reference-line-breaks.ts";

registerFonts();
const ctx = createCanvas(8, 8).getContext("2d");
const measure: MeasureFn = (text, font) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};

const vocabulary = "The Tree fine office السلام عليكم ورحمة الله وبركاته a certificate of Tom appreciation 2026 محمد AVA To Ty Wa « » (test) «شهادة» تقدير Yes, we. L'été Français élève ١٤٤٧".split(" ");

describe("line breaks with the real fonts", () => {
  it("match the old loop on 40 mixed texts per font", () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const family of FONT_FAMILIES) {
      for (let i = 0; i < 40; i++) {
        const n = 3 + Math.floor(random() * 45);
        const text = Array.from({ length: n }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(" ");
        const font = cssFont(family, random() < 0.5 ? 400 : 700, 14 + Math.floor(random() * 50));
        const width = 120 + Math.floor(random() * 1100);
        expect(breakLines(text, width, font, measure).map((l) => l.text), `${family} ${font} ${width}: ${text}`).toEqual(referenceBreak(text, width, font, measure));
      }
    }
  });
});
