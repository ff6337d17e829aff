import { describe, expect, it } from "vitest";
import { elementById } from "../../shared/design/elements/catalogue.ts";
import { designDocument, type DesignDocument } from "../../shared/design/schema.ts";
import { newElementLayer } from "./elementLayer.ts";
import { designColors } from "./panels/useBrandPalettes.ts";

const doc = (layers: unknown[] = [], background: unknown = { type: "color", color: "#FFFFFF" }): DesignDocument =>
  designDocument.parse({ version: 2, canvas: { width: 1000, height: 600 }, background, layers });

describe("a layer from a library element", () => {
  it("is centred, keeps the element's proportions, copies its drawing and validates", () => {
    const el = elementById("divider-star")!;
    const layer = newElementLayer(doc(), el, "Divider");
    expect(layer.type === "shape" && layer.props.shape).toBe("element");
    expect(layer.width / layer.height).toBeCloseTo(el.drawing.viewBox.width / el.drawing.viewBox.height, 1);
    expect(layer.x + layer.width / 2).toBeCloseTo(500, 0);
    expect(layer.y + layer.height / 2).toBeCloseTo(300, 0);
    if (layer.type !== "shape" || !layer.props.element) throw new Error("not an element layer");
    expect(layer.props.element.paths).toEqual(el.drawing.paths);
    expect(layer.props.element.paths).not.toBe(el.drawing.paths);
    expect(layer.props.element.source).toBe("divider-star");
    expect(() => designDocument.parse({ ...doc(), layers: [layer] })).not.toThrow();
  });
});

describe("colours used in a design", () => {
  it("lists #rrggbb colours of background, text, shapes, element slots and QR, most used first, lower case", () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    const d = doc([
      { ...box, id: "t", type: "text", index: "a", props: { text: "x", color: "#1E3A5F" } },
      { ...box, id: "s", type: "shape", index: "b", props: { fill: "#1e3a5f", stroke: "rgba(0,0,0,.5)" } },
      { ...box, id: "e", type: "shape", index: "c", props: { shape: "element", element: { viewBox: { width: 1, height: 1 }, colors: ["#c7a25a", "#0f5132"], paths: [{ d: "M0 0h1v1z", fill: 0 }] } } },
      { ...box, id: "q", type: "qr", index: "d", props: { color: "#000000", background: null } },
    ]);
    expect(designColors(d)).toEqual(["#1e3a5f", "#ffffff", "#c7a25a", "#0f5132", "#000000"]);
    expect(designColors(doc([], { type: "linear", angle: 0, stops: [{ offset: 0, color: "#aa0000" }, { offset: 1, color: "#00aa00" }] }))).toEqual(["#aa0000", "#00aa00"]);
  });
});
