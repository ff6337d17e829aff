// Resizing keeps text clear (issue 31, item 5): a decoration never lands on text it did not cover,
// whatever the layout and the target size; backdrops stretch; a panel wraps the text it holds.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { designDocument, type DesignDocument, type Layer } from "./schema.ts";
import { resizeDesign } from "./resize.ts";
import { coveredBox, resizeRoles, textBoxes, type Box } from "./resize-roles.ts";
import type { MeasureFn } from "./text-layout.ts";

const byId = (doc: DesignDocument, id: string) => doc.layers.find((l) => l.id === id)!;
/** Overlap with a margin for floating point: boxes that touch do not cover each other. */
const covers = (a: Box, b: Box) => a.x0 < b.x1 - 1e-6 && b.x0 < a.x1 - 1e-6 && a.y0 < b.y1 - 1e-6 && b.y0 < a.y1 - 1e-6;
/** A fixed-width font: every character is 0.5 em wide. */
const measure: MeasureFn = (text, font) => text.length * 0.5 * Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);

function coveredPairs(doc: DesignDocument, how?: { measure: MeasureFn; values: Record<string, string> }): Set<string> {
  const pairs = new Set<string>();
  for (const t of doc.layers) {
    if (t.type !== "text") continue;
    for (const d of doc.layers) {
      if (d.type === "text") continue;
      if (textBoxes(t, doc, how).some((b) => covers(b, coveredBox(d)))) pairs.add(`${t.id}/${d.id}`);
    }
  }
  return pairs;
}

describe("resizeDesign keeps decorations off text", () => {
  it("leaves a decoration that would land on text when anchored to its edge in its relative place", () => {
    // a star just under a title near the top: kept 110 px from the top of a story, the title (which
    // keeps its relative place) would come down onto it
    const doc = designDocument.parse({
      version: 2,
      canvas: { width: 1000, height: 1000 },
      layers: [
        { id: "title", type: "text", x: 100, y: 40, width: 800, height: 60, index: "a0", props: { text: "Title", fontSize: 40 } },
        { id: "star", type: "shape", x: 450, y: 110, width: 100, height: 100, index: "a1", props: { shape: "ellipse" } },
        { id: "corner", type: "shape", x: 20, y: 20, width: 60, height: 60, index: "a2", props: { shape: "rect" } },
      ],
    });
    const story = resizeDesign(doc, { width: 1000, height: 1800 });
    expect(covers(coveredBox(byId(story, "title")), coveredBox(byId(story, "star")))).toBe(false);
    expect(byId(story, "star")).toMatchObject({ y: 160 * 1.8 - 50, width: 100, height: 100 });
    expect(byId(story, "corner")).toMatchObject({ x: 20, y: 20 }); // nothing in its way: it stays in its corner
  });

  it("never covers text it did not cover, for any layout and target size (property)", () => {
    const box = fc.record({ x: fc.integer({ min: 0, max: 900 }), y: fc.integer({ min: 0, max: 900 }), w: fc.integer({ min: 20, max: 400 }), h: fc.integer({ min: 20, max: 300 }) });
    const layout = fc.record({ texts: fc.array(box, { minLength: 1, maxLength: 3 }), shapes: fc.array(box, { minLength: 1, maxLength: 5 }) });
    fc.assert(
      fc.property(layout, fc.integer({ min: 200, max: 4000 }), fc.integer({ min: 200, max: 4000 }), fc.boolean(), ({ texts, shapes }, width, height, measured) => {
        const fit = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x, y: b.y, width: Math.min(b.w, 1000 - b.x), height: Math.min(b.h, 1000 - b.y) });
        const layers: unknown[] = [
          ...texts.map((b, i) => ({ id: `t${i}`, type: "text", ...fit(b), index: `a${i}`, props: { text: "Hello there", fontSize: 30, verticalAlign: "middle" } })),
          ...shapes.map((b, i) => ({ id: `s${i}`, type: "shape", ...fit(b), index: `b${i}`, props: { shape: "ellipse" } })),
        ];
        const doc = designDocument.parse({ version: 2, canvas: { width: 1000, height: 1000 }, layers });
        const how = measured ? { measure, values: {} } : undefined;
        const out = resizeDesign(doc, { width, height }, how ?? {});
        const before = coveredPairs(doc, how);
        return [...coveredPairs(out, how)].every((p) => before.has(p));
      }),
      { numRuns: 300 },
    );
  });

  it("stretches a backdrop and a pattern drawn from pieces, and wraps a panel around the text it holds", () => {
    const doc = designDocument.parse({
      version: 2,
      canvas: { width: 1000, height: 1000 },
      layers: [
        { id: "frame", type: "shape", x: 50, y: 50, width: 900, height: 900, index: "a0", props: { shape: "rect", fill: null, stroke: "#000", strokeWidth: 4 } },
        ...[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => ({ id: `dot${r}${c}`, type: "shape", x: 100 + c * 380, y: 100 + r * 380, width: 40, height: 40, index: `b${r}${c}`, groupId: "dots", props: { shape: "ellipse" } }))),
        { id: "panel", type: "shape", x: 200, y: 300, width: 600, height: 400, index: "c0", props: { shape: "rect", fill: "#fff" } },
        { id: "title", type: "text", x: 250, y: 350, width: 500, height: 100, index: "c1", props: { text: "Title" } },
        { id: "name", type: "text", x: 250, y: 550, width: 500, height: 100, index: "c2", props: { text: "Name" } },
      ],
    });
    const roles = resizeRoles(doc).map((u) => `${u.role}:${u.members.map((i) => doc.layers[i].id).join("+")}`).sort();
    expect(roles).toContain("backdrop:frame");
    expect(roles).toContain("backdrop:dot00+dot01+dot02+dot10+dot11+dot12+dot20+dot21+dot22");
    expect(roles).toContain("panel:panel");
    const story = resizeDesign(doc, { width: 1000, height: 1800 });
    expect(byId(story, "frame")).toMatchObject({ x: 50, y: 50, width: 900, height: 1700 });
    // the dots keep their relative places (a 3×3 grid over the whole height), at their own size
    expect(byId(story, "dot22")).toMatchObject({ width: 40, height: 40, y: 100 + ((880 - 100) * (1700 - 100)) / 800 - 20 });
    const [title, name, panel] = ["title", "name", "panel"].map((id) => byId(story, id) as Layer);
    expect(panel.y).toBeCloseTo(title.y - 50, 9);
    expect(panel.y + panel.height).toBeCloseTo(name.y + name.height + 50, 9);
  });
});
