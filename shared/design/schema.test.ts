import { describe, expect, it } from "vitest";
import { designDocument, orderedLayers, pageSize } from "./schema.ts";
import { canvasFromPreset } from "./presets.ts";
import { FIXTURES } from "./fixtures/index.ts";

const base = { version: 2, canvas: canvasFromPreset("a4-landscape"), layers: [] as unknown[] };

describe("design schema", () => {
  it("fills defaults for a minimal text layer", () => {
    const doc = designDocument.parse({
      ...base,
      layers: [{ id: "a", type: "text", x: 0, y: 0, width: 10, height: 10, index: "V", props: { text: "x" } }],
    });
    const l = doc.layers[0];
    expect(l.type === "text" && l.props).toMatchObject({ fontFamily: "Cairo", align: "start", direction: "auto", letterSpacing: 0 });
    expect(doc.background).toEqual({ type: "color", color: "#ffffff" });
    expect(doc.digits).toBe("latin");
  });

  it("rejects unknown layer types, unsafe font family names, bad index keys and bad field names", () => {
    const layer = { id: "a", x: 0, y: 0, width: 10, height: 10, index: "V" };
    expect(designDocument.safeParse({ ...base, layers: [{ ...layer, type: "svg", props: {} }] }).success).toBe(false);
    // A family ends up quoted in a CSS font shorthand: no quotes, semicolons, braces or control characters.
    for (const fontFamily of ['Evil"; font: 9px x', "a'b", "x;y", "{}", "tab\there", "", " ", "x".repeat(65)]) {
      expect(designDocument.safeParse({ ...base, layers: [{ ...layer, type: "text", props: { fontFamily } }] }).success, fontFamily).toBe(false);
    }
    expect(designDocument.safeParse({ ...base, layers: [{ ...layer, index: "a-b", type: "shape", props: {} }] }).success).toBe(false);
    expect(designDocument.safeParse({ ...base, layers: [{ ...layer, type: "text", props: { field: "x y" } }] }).success).toBe(false);
  });

  it("accepts any well-formed family name (uploaded brand fonts; the server checks that it exists)", () => {
    const layer = { id: "a", x: 0, y: 0, width: 10, height: 10, index: "V", type: "text" };
    const doc = designDocument.parse({ ...base, layers: [{ ...layer, props: { fontFamily: "  Lalezar " } }, { ...layer, id: "b", props: { fontFamily: "خط الشركة" } }] });
    expect(doc.layers.map((l) => l.type === "text" && l.props.fontFamily)).toEqual(["Lalezar", "خط الشركة"]);
  });

  it("keeps every stored v2 document as it was: bundled families parse to the same values", () => {
    for (const f of FIXTURES) expect(designDocument.parse(JSON.parse(JSON.stringify(f.doc)))).toEqual(f.doc);
  });

  it("orders layers by fractional index and gives A4 pages in points", () => {
    const mk = (id: string, index: string) => ({ id, type: "shape", x: 0, y: 0, width: 1, height: 1, index, props: {} });
    const doc = designDocument.parse({ ...base, layers: [mk("c", "a"), mk("a", "V"), mk("b", "Va")] });
    expect(orderedLayers(doc).map((l) => l.id)).toEqual(["a", "b", "c"]);
    expect(pageSize(doc)).toEqual({ width: 841.89, height: 595.28 });
    expect(pageSize({ canvas: { width: 1200, height: 630 } })).toEqual({ width: 900, height: 472.5 });
  });
});
