import { describe, expect, it } from "vitest";
import { designDocument, type DesignDocument } from "../../../shared/design/schema.ts";
import { EditorStore } from "./store.ts";
import { growTextLayers, removeIfEmpty } from "./textFit.ts";

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
