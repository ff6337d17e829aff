import { describe, expect, it } from "vitest";
import { breakLines, layoutText, measureWithSpacing, placeWords, type MeasureFn, type TextBoxInput } from "./text-layout.ts";

// Fake measurer: every character is 0.5 × the font size (parsed from "400 20px ...").
const measure: MeasureFn = (text, font) => Array.from(text).length * Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]) * 0.5;
const fontAt = (s: number) => `400 ${s}px "Cairo"`;
const box = (over: Partial<TextBoxInput>): TextBoxInput => ({
  text: "", direction: "rtl", fontAt, fontSize: 20, lineHeight: 1.5, letterSpacing: 0,
  width: 100, height: 1000, maxLines: 0, autoShrink: false, minFontSize: 6, ...over,
});

describe("line breaking", () => {
  it("breaks greedily at spaces and keeps paragraphs", () => {
    // 10 px per char at 20px → 10 chars per 100 px line.
    const lines = breakLines("aaaa bbbb cccc dd\neee", 100, fontAt(20), measure);
    expect(lines.map((l) => l.text)).toEqual(["aaaa bbbb", "cccc dd", "eee"]);
    expect(lines.map((l) => l.paragraphEnd)).toEqual([false, true, true]);
    expect(lines[0].width).toBe(90);
  });

  it("wraps Arabic words the same way and never splits a word", () => {
    const lines = breakLines("السلام عليكم ورحمة الله وبركاته", 100, fontAt(20), measure);
    expect(lines.map((l) => l.text)).toEqual(["السلام", "عليكم", "ورحمة الله", "وبركاته"]);
    expect(breakLines("مستطيلطويلجدا", 50, fontAt(20), measure)[0].text).toBe("مستطيلطويلجدا");
  });

  it("adds letter spacing to Latin words only", () => {
    expect(measureWithSpacing(measure, "ab أب", fontAt(20), 2)).toBe(50 + 4);
  });
});

describe("layoutText", () => {
  it("clamps to maxLines with an ellipsis", () => {
    const l = layoutText(box({ text: "aaa bbb ccc ddd eee fff", width: 75, maxLines: 2 }), measure);
    expect(l.lines.map((x) => x.text)).toEqual(["aaa bbb", "ccc…"]);
  });

  it("auto-shrinks a long name until it fits on one line", () => {
    const name = "عبدالرحمن بن عبدالعزيز بن محمد آل سعود";
    const l = layoutText(box({ text: name, width: 300, height: 40, maxLines: 1, autoShrink: true, fontSize: 40 }), measure);
    expect(l.lines).toHaveLength(1);
    expect(l.overflow).toBe(false);
    expect(l.lines[0].width).toBeLessThanOrEqual(300);
    expect(l.fontSize).toBeLessThan(40);
    // The search finds the largest half-pixel size: one step larger would not fit.
    expect(measure(name, fontAt(l.fontSize + 0.5))).toBeGreaterThan(300);
  });

  it("keeps the size when the text already fits and reports overflow at the minimum", () => {
    expect(layoutText(box({ text: "short", autoShrink: true }), measure).fontSize).toBe(20);
    const tiny = layoutText(box({ text: "x".repeat(500), width: 10, height: 10, autoShrink: true, minFontSize: 6 }), measure);
    expect(tiny.fontSize).toBe(6);
    expect(tiny.overflow).toBe(true);
  });
});

describe("placeWords", () => {
  it("places justified RTL words right to left across the full width", () => {
    const placed = placeWords("أ بب ججج", "rtl", fontAt(20), measure, 0, 0, 20);
    expect(placed.map((p) => p.text)).toEqual(["ججج", "بب", "أ"]);
    expect(placed.map((p) => p.x)).toEqual([0, 50, 90]);
  });
});
