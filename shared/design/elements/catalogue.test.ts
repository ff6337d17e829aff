import { describe, expect, it } from "vitest";
import { designDocument } from "../schema.ts";
import { ELEMENT_CATEGORIES, ELEMENTS, layerDrawing, recolor, searchElements } from "./catalogue.ts";
import { parsePathData } from "./path-data.ts";

const elementLayer = (drawing: unknown) => ({ id: "e", type: "shape", x: 0, y: 0, width: 100, height: 100, index: "V", props: { shape: "element", element: drawing } });
const doc = (layers: unknown[]) => ({ version: 2, canvas: { width: 200, height: 200 }, layers });

describe("elements catalogue", () => {
  it("has at least 120 elements with unique ids, names in ar/en/fr and every category used", () => {
    expect(ELEMENTS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(ELEMENTS.map((e) => e.id)).size).toBe(ELEMENTS.length);
    for (const e of ELEMENTS) for (const l of ["ar", "en", "fr"] as const) expect(e.name[l].trim(), `${e.id} ${l}`).not.toBe("");
    // Arabic names are written in Arabic script, not copied English.
    for (const e of ELEMENTS) expect(e.name.ar, e.id).toMatch(/[\u0600-\u06ff]/);
    for (const c of ELEMENT_CATEGORIES) expect(ELEMENTS.filter((e) => e.category === c).length, c).toBeGreaterThanOrEqual(5);
  });

  it("stores path data that parses, with colour slots that exist, and validates as a design layer", () => {
    for (const e of ELEMENTS) {
      for (const p of e.drawing.paths) {
        expect(parsePathData(p.d), `${e.id}: ${p.d}`).not.toBeNull();
        for (const slot of [p.fill, p.stroke]) if (slot !== null) expect(slot, e.id).toBeLessThan(e.drawing.colors.length);
        expect(p.fill !== null || (p.stroke !== null && p.strokeWidth > 0), `${e.id} draws something`).toBe(true);
      }
      const parsed = designDocument.safeParse(doc([elementLayer(layerDrawing(e))]));
      expect(parsed.success, e.id).toBe(true);
    }
  });

  it("refuses path data that is not SVG path grammar", () => {
    for (const d of ["garbage", "L1 2", "M1 2 3", "M1 2 a2 2 0 2 0 1 1", "M0 0 <script>"]) expect(parsePathData(d), d).toBeNull();
    expect(parsePathData("M1 2 a2 2 0 0010 10z")).toHaveLength(3);
    const big = { viewBox: { width: 1, height: 1 }, colors: ["#000"], paths: Array.from({ length: 8 }, () => ({ d: `M0 0${" L1 1".repeat(1999)}`, fill: 0 })) };
    expect(designDocument.safeParse(doc([elementLayer(big)])).success).toBe(false);
    expect(designDocument.safeParse(doc([elementLayer({ ...big, paths: big.paths.slice(0, 2) })])).success).toBe(true);
    const bad = designDocument.safeParse(doc([elementLayer({ viewBox: { width: 1, height: 1 }, colors: ["#000"], paths: [{ d: "rm -rf", fill: 0 }] })]));
    expect(bad.success).toBe(false);
  });

  it("recolours one slot and leaves the library's drawing untouched", () => {
    const e = ELEMENTS.find((x) => x.drawing.colors.length >= 2)!;
    const copy = layerDrawing(e);
    const before = structuredClone(e.drawing);
    const changed = recolor(copy, 1, "#ff0000");
    expect(changed.colors[1]).toBe("#ff0000");
    expect(changed.colors[0]).toBe(copy.colors[0]);
    expect(changed.paths).toBe(copy.paths);
    expect(recolor(copy, 99, "#ff0000")).toBe(copy);
    copy.colors[0] = "#123456";
    expect(e.drawing).toEqual(before);
    expect(copy.source).toBe(e.id);
  });

  it("searches names and keywords in every language, ignoring Arabic spelling variants", () => {
    expect(searchElements("هلال").some((e) => e.id === "ramadan-crescent")).toBe(true);
    expect(searchElements("crescent").some((e) => e.id === "ramadan-crescent")).toBe(true);
    expect(searchElements("croissant").some((e) => e.id === "ramadan-crescent")).toBe(true);
    expect(searchElements("فانوس").length).toBeGreaterThanOrEqual(4);
    expect(searchElements("اطار").some((e) => e.category === "frames")).toBe(true); // إطار written without hamza
    expect(searchElements("", "icons").every((e) => e.category === "icons")).toBe(true);
    expect(searchElements("zzzz-nothing")).toEqual([]);
  });

  it("keeps old shape layers exactly as they were (no element prop appears)", () => {
    const old = doc([{ id: "r", type: "shape", x: 1, y: 2, width: 3, height: 4, index: "V", props: { shape: "rect", fill: "#ff0000" } }]);
    const parsed = designDocument.parse(old);
    expect(parsed.layers[0].type === "shape" && parsed.layers[0].props).toEqual({ shape: "rect", fill: "#ff0000", stroke: null, strokeWidth: 0, radius: 0 });
  });
});
