// Frames of an animated design drawn with the server's canvas and fonts (issue 35): the last frame is
// the still, and a word-by-word reveal shows whole words drawn exactly where the still draws them —
// a cut inside an Arabic word would show its letters in their unjoined forms.
import { createCanvas, Path2D } from "@napi-rs/canvas";
import { beforeAll, describe, expect, it } from "vitest";
import { designDuration, layerFrame } from "../../shared/design/animation.ts";
import { wordCells, type WordCell } from "../../shared/design/animation-draw.ts";
import type { DrawContext } from "../../shared/design/context.ts";
import { usePath2D } from "../../shared/design/elements/draw.ts";
import { fixture, text } from "../../shared/design/fixtures/build.ts";
import { contextMeasurer, drawDesign } from "../../shared/design/render.ts";
import { parseDesign } from "../../shared/design/migrations.ts";
import type { DesignDocument, TextLayer } from "../../shared/design/schema.ts";
import { planText } from "../../shared/design/text.ts";
import { EID_CARDS } from "../seeds/cards/eid.ts";
import { CARD_TEMPLATES } from "../seeds/cards/index.ts";
import { registerFonts } from "./fonts.ts";

beforeAll(() => {
  registerFonts();
  usePath2D(Path2D);
});

function pixels(doc: DesignDocument, time?: number, values = {}): Uint8ClampedArray {
  const canvas = createCanvas(doc.canvas.width, doc.canvas.height);
  drawDesign(canvas.getContext("2d") as unknown as DrawContext, { doc, values, time });
  return canvas.getContext("2d").getImageData(0, 0, doc.canvas.width, doc.canvas.height).data;
}

/** Share of pixels whose colour differs by more than `tolerance` in some channel. */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance = 8): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > tolerance) n++;
  return n / (a.length / 4);
}

describe("animated frames with the server's canvas", () => {
  const eid = parseDesign(EID_CARDS[0].design);
  const values = { name: "سارة أحمد", message: "تقبّل الله منا ومنكم صالح الأعمال", sender: "ليلى" };

  it("the seeded Eid card moves, and its last frame equals the still PNG (< 0.1 % of pixels differ)", () => {
    const total = designDuration(eid);
    expect(total).toBe(6);
    const still = pixels(eid, undefined, values);
    expect(differing(pixels(eid, 0, values), still)).toBeGreaterThan(0.1);
    expect(differing(pixels(eid, total / 2, values), still)).toBeGreaterThan(0.005);
    expect(differing(pixels(eid, total, values), still)).toBeLessThan(0.001);
  });

  it("every seeded card animates, and its last frame is its still", () => {
    for (const seed of CARD_TEMPLATES) {
      const doc = parseDesign(seed.design);
      const total = designDuration(doc);
      expect(total, seed.seedKey).toBeGreaterThan(0);
      const sample = Object.fromEntries(seed.fields.map((f) => [f.name, f.placeholder?.ar ?? f.defaultValue ?? ""]));
      const still = pixels(doc, undefined, sample);
      expect(differing(pixels(doc, 0, sample), still), seed.seedKey).toBeGreaterThan(0.01);
      expect(differing(pixels(doc, total, sample), still), seed.seedKey).toBeLessThan(0.001);
    }
  });

  it("the glow of the crescent swells after its entrance and is gone at the end", () => {
    const crescent = eid.layers.find((l) => l.animation?.emphasis?.kind === "glow")!;
    expect(layerFrame(eid, crescent, 4, 6)?.glow?.strength).toBeGreaterThan(0);
    expect(layerFrame(eid, crescent, 6, 6)).toBeNull();
  });

  describe("word-by-word reveal of Arabic on three lines", () => {
    const words = "تقبّل الله منا ومنكم صالح الأعمال، وأعاده عليكم بالخير واليمن والبركات";
    const doc = fixture("reveal", "", {
      canvas: { width: 640, height: 300 },
      background: { type: "color", color: "#ffffff" },
      layers: [text(20, 20, 600, 260, { text: words, fontFamily: "Noto Naskh Arabic", fontWeight: 700, fontSize: 58, lineHeight: 1.7, color: "#000000", align: "center", verticalAlign: "middle" }, { animation: { enter: { kind: "words", delay: 0, duration: 6 } } })],
    }).doc;
    const layer = doc.layers[0] as TextLayer;
    const blank = { ...doc, layers: [] };
    let cells: WordCell[] = [];
    let still: Uint8ClampedArray;
    let empty: Uint8ClampedArray;
    beforeAll(() => {
      const measure = contextMeasurer(createCanvas(8, 8).getContext("2d") as unknown as DrawContext);
      cells = wordCells(layer, planText(layer, doc, {}, measure), measure);
      still = pixels(doc);
      empty = pixels(blank);
    });

    it("cells are the text's words in reading order, the first at the right, cut only where the still has no ink", () => {
      expect([...cells].sort((a, b) => a.index - b.index).map((c) => c.text)).toEqual(words.split(" "));
      const firstLine = cells.filter((c) => c.y0 === cells[0].y0);
      expect(new Set(cells.map((c) => c.y0)).size).toBeGreaterThanOrEqual(3);
      expect(firstLine.find((c) => c.index === 0)!.x1).toBe(Math.max(...firstLine.map((c) => c.x1)));
      for (const c of cells) {
        if (c.x0 < -1000) continue;
        // Layer-local → canvas: the layer sits at (20, 20) and is not turned.
        const x = 20 + c.x0;
        for (let y = Math.ceil(Math.max(0, 20 + c.y0)); y < Math.min(300, 20 + c.y1); y++)
          for (const dx of [-1, 0, 1]) {
            const i = (y * 640 + Math.round(x) + dx) * 4;
            expect(still[i], `ink across the cut before "${c.text}" at (${x}, ${y})`).toBeGreaterThan(200);
          }
      }
    });

    it("every frame shows each word as the still draws it, at that word's opacity", () => {
      const cellAt = (x: number, y: number) => cells.find((c) => x - 20 >= c.x0 && x - 20 < c.x1 && y - 20 >= c.y0 && y - 20 < c.y1)!;
      let sawPartly = false;
      for (const t of [0.4, 1.5, 2.7, 3.9, 5.1]) {
        const frame = pixels(doc, t);
        const reveal = layerFrame(doc, layer, t, 6)!.wordAlpha!;
        const alphas = cells.map((c) => reveal(c.index, cells.length));
        sawPartly ||= alphas.some((a) => a === 1) && alphas.some((a) => a === 0);
        let wrong = 0;
        for (let y = 0; y < 300; y++)
          for (let x = 0; x < 640; x++) {
            const i = (y * 640 + x) * 4;
            const a = reveal(cellAt(x + 0.5, y + 0.5).index, cells.length);
            const expected = empty[i] + a * (still[i] - empty[i]);
            if (Math.abs(frame[i] - expected) > 6) wrong++;
          }
        expect(wrong / (640 * 300), `t = ${t}`).toBeLessThan(0.0005);
      }
      expect(sawPartly).toBe(true);
    });
  });
});
