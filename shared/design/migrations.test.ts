import { describe, expect, it } from "vitest";
import { migrateDesign, parseDesign, MIGRATIONS } from "./migrations.ts";
import { DESIGN_VERSION, orderedLayers } from "./schema.ts";

const v1 = {
  width: 1200,
  height: 630,
  background: "#f5efe0",
  layers: [
    { id: "t1", type: "text", x: 10, y: 10, width: 500, height: 80, props: { text: "مرحبا", textAlign: "right", direction: "rtl" } },
    { id: "s1", type: "shape", x: 0, y: 0, width: 100, height: 100, visible: false, props: { shape: "rect" } },
    { id: "t2", type: "text", x: 10, y: 200, width: 500, height: 80, props: { text: "Hello", textAlign: "left", direction: "ltr" } },
  ],
};

describe("migrations", () => {
  it("has a step for every older version", () => {
    for (let v = 1; v < DESIGN_VERSION; v++) expect(MIGRATIONS[v]).toBeTypeOf("function");
  });

  it("v1 → v2: canvas, colour background, fractional order, visibility, logical alignment", () => {
    const doc = parseDesign({ version: 1, ...v1 });
    expect(doc.version).toBe(2);
    expect(doc.canvas).toEqual({ width: 1200, height: 630 });
    expect(doc.background).toEqual({ type: "color", color: "#f5efe0" });
    expect(orderedLayers(doc).map((l) => l.id)).toEqual(["t1", "s1", "t2"]);
    expect(doc.layers.find((l) => l.id === "s1")!.hidden).toBe(true);
    const [t1, , t2] = orderedLayers(doc);
    expect(t1.type === "text" && t1.props.align).toBe("start"); // right in RTL = start
    expect(t2.type === "text" && t2.props.align).toBe("start"); // left in LTR = start
    expect(t1.type === "text" && t1.props.fontFamily).toBe("Cairo"); // defaults filled by the schema
  });

  it("treats an unversioned document as v1 and leaves current documents alone", () => {
    expect(parseDesign(v1).version).toBe(2);
    const current = parseDesign(v1);
    expect(migrateDesign(current)).toBe(current);
  });

  it("refuses documents from the future and invalid documents", () => {
    expect(() => parseDesign({ ...v1, version: 99 })).toThrow(/newer/);
    expect(() => parseDesign({ version: 2, canvas: { width: 5, height: 5 }, layers: [] })).toThrow();
    expect(() => parseDesign("nope")).toThrow();
  });
});
