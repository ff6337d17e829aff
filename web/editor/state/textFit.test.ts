import { describe, expect, it } from "vitest";
import { designDocument, type DesignDocument } from "../../../shared/design/schema.ts";
import { EditorStore } from "./store.ts";
import { growTextLayers, removeIfEmpty } from "./textFit.ts";
import { planText } from "../../../shared/design/text.ts";
import { curvedInkBox, curvedRuns } from "../../../shared/design/text-curve.ts";
import type { TextLayer } from "../../../shared/design/schema.ts";

const measure = (text: string) => text.length * 10;
function doc(text: string, props: object = {}): DesignDocument {
  return designDocument.parse({
    version: 2,
    canvas: { width: 1000, height: 1000 },
    layers: [
      { id: "t", type: "text", x: 100, y: 100, width: 200, height: 40, index: "a1", props: { text, fontSize: 20, lineHeight: 1.5, ...props } },
      { id: "s", type: "shape", x: 0, y: 0, width: 10, height: 10, index: "a2", props: {} },
    ],
  });
}

describe("auto-height text boxes in the editor", () => {
  it("grows a box whose text wrapped, and leaves other records alone", () => {
    const d = doc("aaaaaaaaaa bbbbbbbbbb cccccccccc");
    const next = growTextLayers(d, ["t", "s"], {}, measure);
    expect(next.layers[0]).toMatchObject({ x: 100, y: 100, width: 200, height: 90 });
    expect(next.layers[1]).toBe(d.layers[1]);
  });

  it("returns the same document when the text fits (no history entry)", () => {
    const d = doc("short");
    expect(growTextLayers(d, ["t"], {}, measure)).toBe(d);
  });

  it("grows a bottom-aligned box upwards", () => {
    const next = growTextLayers(doc("aaaaaaaaaa bbbbbbbbbb", { verticalAlign: "bottom" }), ["t"], {}, measure);
    expect(next.layers[0]).toMatchObject({ y: 80, height: 60 });
  });
});

describe("curved text in the editor", () => {
  // 21 characters at 10 px on an arc of radius 100: the text spans 2.1 rad, far wider and taller than 200×40.
  const curved = () => doc("aaaaaaaaaa bbbbbbbbbb", { curve: { radius: 100, direction: "up" } });

  it("grows its box about its centre until the arc's ink, as the renderer places it, lies inside", () => {
    const before = curved().layers[0] as TextLayer;
    const grown = growTextLayers(curved(), ["t"], {}, measure).layers[0] as TextLayer;
    expect(grown.width).toBeGreaterThan(before.width);
    expect(grown.height).toBeGreaterThan(before.height);
    expect(grown.x + grown.width / 2).toBeCloseTo(before.x + before.width / 2, 1);
    expect(grown.y + grown.height / 2).toBeCloseTo(before.y + before.height / 2, 1);
    const plan = planText(grown, { digits: "latin" }, {}, measure);
    const ink = curvedInkBox(grown, plan, measure)!;
    expect(ink.left).toBeGreaterThanOrEqual(0);
    expect(ink.top).toBeGreaterThanOrEqual(0);
    expect(ink.right).toBeLessThanOrEqual(grown.width);
    expect(ink.bottom).toBeLessThanOrEqual(grown.height);
    // The runs the renderer draws: every letter's centre in the box, the outermost ones near its sides.
    const runs = curvedRuns(grown, plan, measure);
    for (const r of runs) {
      expect(r.x).toBeGreaterThan(0);
      expect(r.x).toBeLessThan(grown.width);
      expect(r.y).toBeGreaterThan(0);
      expect(r.y).toBeLessThan(grown.height);
    }
    expect(Math.min(...runs.map((r) => r.x))).toBeLessThan(grown.width * 0.2);
  });

  it("leaves a box that already holds its arc as it is (no history entry)", () => {
    const once = growTextLayers(curved(), ["t"], {}, measure);
    expect(growTextLayers(once, ["t"], {}, measure)).toBe(once);
  });
});

describe("a text layer left empty", () => {
  it("is removed, and one undo of the typing brings it back", () => {
    const store = new EditorStore(doc("Hello"));
    store.begin();
    store.change((d) => ({ ...d, layers: d.layers.map((l) => (l.type === "text" ? { ...l, props: { ...l.props, text: "  " } } : l)) }));
    store.change((d) => removeIfEmpty(d, "t"));
    store.end();
    expect(store.doc.layers.map((l) => l.id)).toEqual(["s"]);
    store.undo();
    expect(store.doc.layers.find((l) => l.id === "t")).toMatchObject({ props: { text: "Hello" } });
  });

  it("is kept when bound to a field (its value comes from the form)", () => {
    const d = doc("", { field: "name" });
    expect(removeIfEmpty(d, "t")).toBe(d);
  });
});
