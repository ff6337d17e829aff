import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { designDocument, type DesignDocument, type Layer } from "./schema.ts";
import { CANVAS_PRESETS, SOCIAL_PRESETS, canvasFromPreset } from "./presets.ts";
import { resizeDesign, resizeDesignToPreset, resizeUnits } from "./resize.ts";

/** A 1080×1080 card: a title, a photo in a corner, a full-bleed frame, a QR and a shape that bleeds off the canvas. */
function card(): DesignDocument {
  return designDocument.parse({
    version: 2,
    canvas: { preset: "instagram-post", width: 1080, height: 1080 },
    background: { type: "linear", angle: 90, stops: [{ offset: 0, color: "#0f766e" }, { offset: 1, color: "#134e4a" }] },
    layers: [
      { id: "title", type: "text", x: 90, y: 200, width: 900, height: 200, index: "a0", props: { text: "عيد مبارك {{name}}", fontSize: 96, minFontSize: 24, letterSpacing: 2 } },
      { id: "photo", type: "image", x: 0, y: 780, width: 300, height: 300, index: "a1", props: { src: "{{photo}}", radius: 40 } },
      { id: "frame", type: "shape", x: 0, y: 0, width: 1080, height: 1080, index: "a2", props: { shape: "rect", fill: null, stroke: "#fde68a", strokeWidth: 20 } },
      { id: "qr", type: "qr", x: 880, y: 880, width: 160, height: 160, rotation: 15, index: "a3", props: { content: "{{shareUrl}}" } },
      { id: "bleed", type: "shape", x: -100, y: -100, width: 300, height: 300, index: "a4", props: { shape: "ellipse" } },
    ],
  });
}

const centre = (l: Layer, doc: DesignDocument) => ({ x: (l.x + l.width / 2) / doc.canvas.width, y: (l.y + l.height / 2) / doc.canvas.height });
const inside = (l: Layer, doc: DesignDocument) => l.x >= 0 && l.y >= 0 && l.x + l.width <= doc.canvas.width && l.y + l.height <= doc.canvas.height;
const byId = (doc: DesignDocument, id: string) => doc.layers.find((l) => l.id === id)!;

describe("SOCIAL_PRESETS", () => {
  it("lists the social formats with their pixel sizes, also offered as canvas presets", () => {
    expect(SOCIAL_PRESETS.map((p) => [p.id, p.width, p.height])).toEqual([
      ["instagram-post", 1080, 1080], ["instagram-portrait", 1080, 1350], ["story", 1080, 1920],
      ["facebook", 1200, 630], ["x", 1600, 900], ["linkedin", 1200, 627],
    ]);
    for (const p of SOCIAL_PRESETS) expect(canvasFromPreset(p.id)).toEqual({ preset: p.id, width: p.width, height: p.height });
    expect(new Set(CANVAS_PRESETS.map((p) => p.id)).size).toBe(CANVAS_PRESETS.length);
  });
});

describe("resizeDesign", () => {
  it("keeps text's centre in its relative place, anchors corner decorations to their corner, stretches the backdrop, scales sizes by the smaller ratio", () => {
    const doc = card();
    const story = resizeDesignToPreset(doc, "story"); // 1080×1920: sx 1, sy 1.78 → s 1
    const wide = resizeDesign(doc, { width: 1600, height: 900 }); // sx 1.48, sy 0.83 → s 0.83
    for (const out of [story, wide]) {
      const s = Math.min(out.canvas.width / 1080, out.canvas.height / 1080);
      const [W, H] = [out.canvas.width, out.canvas.height];
      const title = centre(byId(out, "title"), out);
      expect(title.x).toBeCloseTo(centre(byId(doc, "title"), doc).x, 9);
      expect(title.y).toBeCloseTo(centre(byId(doc, "title"), doc).y, 9);
      // bottom-left photo, bottom-right QR, top-left bleed: their distances to their corner, × s
      const photo = byId(out, "photo");
      expect([photo.x, H - photo.y - photo.height]).toEqual([expect.closeTo(0, 9), expect.closeTo(0, 9)]);
      const qr = byId(out, "qr");
      expect([W - qr.x - qr.width, H - qr.y - qr.height]).toEqual([expect.closeTo(40 * s, 9), expect.closeTo(40 * s, 9)]);
      expect([byId(out, "bleed").x, byId(out, "bleed").y]).toEqual([expect.closeTo(-100 * s, 9), expect.closeTo(-100 * s, 9)]);
      expect(byId(out, "frame")).toMatchObject({ x: 0, y: 0, width: W, height: H });
    }
    const s = 900 / 1080;
    const photo = byId(wide, "photo");
    expect(photo.width).toBeCloseTo(300 * s, 9);
    expect(photo.height).toBeCloseTo(300 * s, 9);
    expect(photo.type === "image" && photo.props.radius).toBeCloseTo(40 * s, 9);
    const title = byId(wide, "title");
    expect(title.type === "text" && title.props.fontSize).toBeCloseTo(96 * s, 9);
    expect(title.type === "text" && title.props.minFontSize).toBeCloseTo(24 * s, 9);
    expect(title.type === "text" && title.props.letterSpacing).toBeCloseTo(2 * s, 9);
    const frame = byId(wide, "frame");
    expect(frame.type === "shape" && frame.props.strokeWidth).toBeCloseTo(20 * s, 9);
    expect(byId(wide, "qr").rotation).toBe(15);
  });

  it("keeps every layer that fitted inside the new canvas, for every preset", () => {
    const doc = card();
    for (const preset of CANVAS_PRESETS) {
      const out = resizeDesignToPreset(doc, preset.id);
      expect(out.canvas).toMatchObject({ width: preset.width, height: preset.height, preset: preset.id });
      for (const l of out.layers) if (l.id !== "bleed") expect(inside(l, out), `${preset.id} ${l.id}`).toBe(true);
      expect(designDocument.safeParse(out).success).toBe(true);
    }
  });

  it("keeps text inside the canvas even when it started outside, and turns autoShrink on", () => {
    const doc = designDocument.parse({
      version: 2,
      canvas: { width: 1000, height: 500 },
      layers: [
        { id: "t1", type: "text", x: 900, y: 450, width: 300, height: 100, index: "a0", props: { text: "overflowing" } },
        { id: "t2", type: "text", x: -50, y: 100, width: 1100, height: 100, index: "a1", props: { text: "wider than the canvas", autoShrink: false } },
      ],
    });
    const out = resizeDesign(doc, { width: 500, height: 1000 });
    for (const l of out.layers) {
      expect(inside(l, out), l.id).toBe(true);
      expect(l.type === "text" && l.props.autoShrink, l.id).toBe(true);
    }
    expect(byId(out, "t2").width).toBeLessThanOrEqual(500);
  });

  it("keeps the background, drops a PDF page that no longer fits and takes a known preset's page", () => {
    const cert = designDocument.parse({ version: 2, canvas: canvasFromPreset("a4-landscape"), background: { type: "color", color: "#fefce8" }, layers: [] });
    const square = resizeDesignToPreset(cert, "instagram-post");
    expect(square.background).toEqual(cert.background);
    expect(square.canvas).toEqual({ preset: "instagram-post", width: 1080, height: 1080 });
    const portrait = resizeDesignToPreset(cert, "a4-portrait");
    expect(portrait.canvas.page).toEqual(canvasFromPreset("a4-portrait").page);
    expect(resizeDesign(cert, { width: 800, height: 800 }).canvas).toEqual({ width: 800, height: 800 });
  });

  it("is the identity for the same size, and idempotent", () => {
    const doc = card();
    expect(resizeDesign(doc, { width: 1080, height: 1080 })).toEqual(doc);
    const once = resizeDesignToPreset(doc, "linkedin");
    expect(resizeDesignToPreset(once, "linkedin")).toEqual(once);
    expect(resizeDesign(once, { width: 1200, height: 627, preset: "linkedin" })).toEqual(once);
  });

  it("refuses sizes the schema cannot hold", () => {
    expect(() => resizeDesign(card(), { width: 8, height: 1000 })).toThrow(RangeError);
    expect(() => resizeDesign(card(), { width: 1000, height: 20_000 })).toThrow(RangeError);
    expect(() => resizeDesignToPreset(card(), "tiktok")).toThrow(/unknown canvas preset/);
  });

  it("keeps layers that fitted inside for any target size (property)", () => {
    const doc = card();
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 10_000 }), fc.integer({ min: 16, max: 10_000 }), (width, height) => {
        const out = resizeDesign(doc, { width, height });
        for (const l of out.layers) if (l.id !== "bleed" && !inside(l, out)) return false;
        // the photo stays in its corner (bottom-left), whatever the ratio
        const photo = byId(out, "photo");
        return Math.abs(photo.x) < 1e-6 && Math.abs(height - photo.y - photo.height) < 1e-6;
      }),
      { numRuns: 300 },
    );
  });
});

/** A wedding card: a full-bleed background, interlocked rings with a gem on them, a title over the
 * rings (text: not an ornament), and a grouped signature (text + line). */
function rings(): DesignDocument {
  return designDocument.parse({
    version: 2,
    canvas: { width: 1080, height: 1080 },
    layers: [
      { id: "bg", type: "shape", x: 0, y: 0, width: 1080, height: 1080, index: "a0", props: { shape: "rect", fill: "#fff7ed" } },
      { id: "ring1", type: "shape", x: 400, y: 300, width: 200, height: 200, index: "a1", props: { shape: "ellipse", fill: null, stroke: "#c7a25a", strokeWidth: 12 } },
      { id: "ring2", type: "shape", x: 520, y: 300, width: 200, height: 200, index: "a2", props: { shape: "ellipse", fill: null, stroke: "#c7a25a", strokeWidth: 12 } },
      { id: "gem", type: "shape", x: 480, y: 270, width: 40, height: 40, rotation: 45, index: "a3", props: { shape: "rect", fill: "#93c5fd" } },
      { id: "title", type: "text", x: 140, y: 420, width: 800, height: 120, index: "a4", props: { text: "زفاف سعيد", fontSize: 80 } },
      { id: "sig", type: "text", x: 700, y: 900, width: 300, height: 60, index: "a5", groupId: "g", props: { text: "ليلى وأحمد", fontSize: 40 } },
      { id: "sigline", type: "shape", x: 700, y: 965, width: 300, height: 4, index: "a6", groupId: "g", props: { shape: "line", stroke: "#000" } },
    ],
  });
}

const centreOf = (l: Layer) => ({ x: l.x + l.width / 2, y: l.y + l.height / 2 });
const boxOf = (l: Layer) => ({ x0: l.x, y0: l.y, x1: l.x + l.width, y1: l.y + l.height });
const overlapping = (a: Layer, b: Layer) => {
  const p = boxOf(a);
  const q = boxOf(b);
  return p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
};

describe("resizeDesign keeps layers that belong together", () => {
  it("finds the units: a group, overlapping ornaments; not text over them, not the backdrop", () => {
    const doc = rings();
    const names = resizeUnits(doc).map((u) => u.map((i) => doc.layers[i].id).sort().join("+")).sort();
    expect(names).toEqual(["bg", "gem+ring1+ring2", "sig+sigline", "title"]);
  });

  it("moves and scales interlocked rings, their gem and a group as one unit, in every social format", () => {
    const doc = rings();
    for (const preset of SOCIAL_PRESETS) {
      const out = resizeDesignToPreset(doc, preset.id);
      const s = Math.min(preset.width / 1080, preset.height / 1080);
      const [r1, r2, gem] = ["ring1", "ring2", "gem"].map((id) => byId(out, id));
      expect(centreOf(r2).x - centreOf(r1).x, preset.id).toBeCloseTo(120 * s, 6);
      expect(centreOf(gem).x - centreOf(r1).x, preset.id).toBeCloseTo(0, 6);
      expect(centreOf(gem).y - centreOf(r1).y, preset.id).toBeCloseTo(-110 * s, 6);
      expect(overlapping(r1, r2) && overlapping(gem, r1), preset.id).toBe(true);
      const [sig, line] = ["sig", "sigline"].map((id) => byId(out, id));
      expect(line.y - (sig.y + sig.height), preset.id).toBeCloseTo(5 * s, 6);
      expect(line.x - sig.x, preset.id).toBeCloseTo(0, 6);
      for (const l of out.layers) expect(inside(l, out), `${preset.id} ${l.id}`).toBe(true);
    }
  });

  it("keeps overlapping ornaments together for any target size (property)", () => {
    const ornament = fc.record({ x: fc.integer({ min: 0, max: 800 }), y: fc.integer({ min: 0, max: 800 }), size: fc.integer({ min: 20, max: 250 }) });
    fc.assert(
      fc.property(ornament, fc.integer({ min: -150, max: 150 }), fc.integer({ min: -150, max: 150 }), fc.integer({ min: 16, max: 5000 }), fc.integer({ min: 16, max: 5000 }), (a, dx, dy, width, height) => {
        // b overlaps a by construction: its centre lies inside a's box.
        const bx = a.x + a.size / 2 + (dx * a.size) / 400;
        const by = a.y + a.size / 2 + (dy * a.size) / 400;
        const doc = designDocument.parse({
          version: 2,
          canvas: { width: 1080, height: 1080 },
          layers: [
            { id: "a", type: "shape", x: a.x, y: a.y, width: a.size, height: a.size, index: "a0", props: { shape: "ellipse" } },
            { id: "b", type: "image", x: bx - 30, y: by - 30, width: 60, height: 60, index: "a1", props: { src: "{{photo}}" } },
          ],
        });
        const out = resizeDesign(doc, { width, height });
        const s = Math.min(width / 1080, height / 1080);
        const [oa, ob] = [byId(out, "a"), byId(out, "b")];
        const [ca, cb] = [centreOf(oa), centreOf(ob)];
        const [ca0, cb0] = [centreOf(byId(doc, "a")), centreOf(byId(doc, "b"))];
        const tol = 1e-6 * Math.max(1, width, height);
        return (
          Math.abs(cb.x - ca.x - (cb0.x - ca0.x) * s) < tol && Math.abs(cb.y - ca.y - (cb0.y - ca0.y) * s) < tol &&
          overlapping(oa, ob) && (!inside(byId(doc, "a"), doc) || !inside(byId(doc, "b"), doc) || (inside(oa, out) && inside(ob, out)))
        );
      }),
      { numRuns: 300 },
    );
  });
});
