import { describe, expect, it } from "vitest";
import { designDocument } from "../../../shared/design/schema.ts";
import { splitLayers } from "./useDesignDrawing.ts";

const doc = designDocument.parse({
  version: 2,
  canvas: { width: 100, height: 100 },
  layers: ["a1", "a2", "a3", "a4", "a5"].map((index, i) => ({ id: `l${i}`, type: "shape", x: 0, y: 0, width: 10, height: 10, index, props: {} })),
});

describe("splitLayers (cached bitmaps under and over the layers being changed)", () => {
  it("puts everything in 'below' when nothing is active", () => {
    expect(splitLayers(doc, new Set()).below.map((l) => l.id)).toEqual(["l0", "l1", "l2", "l3", "l4"]);
  });
  it("draws the active layer live between the cached parts", () => {
    const s = splitLayers(doc, new Set(["l2"]));
    expect([s.below, s.live, s.above].map((p) => p.map((l) => l.id))).toEqual([["l0", "l1"], ["l2"], ["l3", "l4"]]);
  });
  it("draws non-active layers between two active ones live too, so the order stays right", () => {
    const s = splitLayers(doc, new Set(["l1", "l3"]));
    expect([s.below, s.live, s.above].map((p) => p.map((l) => l.id))).toEqual([["l0"], ["l1", "l2", "l3"], ["l4"]]);
  });
});
