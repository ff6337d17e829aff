import { describe, expect, it } from "vitest";
import { designDocument, type TextLayer } from "./schema.ts";
import { growBox, neededTextHeight, textBlock } from "./text-fit.ts";

// Every character is 10 px wide at any size: predictable line breaks.
const measure = (text: string) => text.length * 10;

function textLayer(props: object, box: object = {}): TextLayer {
  const doc = designDocument.parse({
    version: 2,
    canvas: { width: 1000, height: 1000 },
    layers: [{ id: "t", type: "text", x: 100, y: 100, width: 200, height: 40, index: "a1", props: { fontSize: 20, lineHeight: 1.5, ...props }, ...box }],
  });
  return doc.layers[0] as TextLayer;
}
const doc = { digits: "latin" as const };

describe("auto-height text boxes", () => {
  it("needs no more room while the text fits on its lines", () => {
    expect(neededTextHeight(textLayer({ text: "short" }), doc, {}, measure)).toBeNull();
  });

  it("needs the height of every wrapped line", () => {
    // 200 px wide at 10 px a character: three lines of 30 px.
    const layer = textLayer({ text: "aaaaaaaaaa bbbbbbbbbb cccccccccc" });
    expect(textBlock(layer, doc, {}, measure).lines).toBe(3);
    expect(neededTextHeight(layer, doc, {}, measure)).toBe(90);
  });

  it("measures the text as drawn: a field's value, not its placeholder", () => {
    const layer = textLayer({ text: "{{name}}" });
    expect(neededTextHeight(layer, doc, { name: "aaaaaaaaaa bbbbbbbbbb" }, measure)).toBe(60);
  });

  it("never grows an auto-shrink box (its text gets smaller instead)", () => {
    expect(neededTextHeight(textLayer({ text: "aaaaaaaaaa bbbbbbbbbb cccccccccc", autoShrink: true }), doc, {}, measure)).toBeNull();
  });

  it("grows down from the top edge, or up from the bottom edge, of an unrotated box", () => {
    const box = { x: 100, y: 100, width: 200, height: 40, rotation: 0 };
    expect(growBox(box, 90, "top")).toEqual({ ...box, height: 90 });
    expect(growBox(box, 90, "bottom")).toEqual({ ...box, y: 50, height: 90 });
  });

  it("keeps the top edge of a rotated box where it was on the canvas", () => {
    const box = { x: 100, y: 100, width: 200, height: 40, rotation: 90 };
    const grown = growBox(box, 90, "top");
    // Rotated 90° clockwise the box's top edge is on the right: its midpoint is the centre + (h/2, 0).
    const topMid = (b: typeof box) => ({ x: b.x + b.width / 2 + b.height / 2, y: b.y + b.height / 2 });
    expect(topMid(grown).x).toBeCloseTo(topMid(box).x, 5);
    expect(topMid(grown).y).toBeCloseTo(topMid(box).y, 5);
  });

  it("places the first line by the vertical alignment", () => {
    expect(textBlock(textLayer({ text: "one", verticalAlign: "middle" }, { height: 100 }), doc, {}, measure).top).toBe(35);
    expect(textBlock(textLayer({ text: "one", verticalAlign: "bottom" }, { height: 100 }), doc, {}, measure).top).toBe(70);
  });
});
