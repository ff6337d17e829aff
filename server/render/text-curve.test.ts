// Curved Arabic keeps its shaping: with a nearly flat arc, the pieces placed one by one along it
// (words cut only after non-joining letters) must reproduce the straight, whole-line drawing.
// Drawing letter by letter would show every letter in its isolated form and fail this by far.
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { fixture, text } from "../../shared/design/fixtures/build.ts";
import { renderOutput } from "./output.ts";

interface Ink {
  width: number;
  height: number;
  /** 1 where the pixel is ink, cropped to the ink's bounding box. */
  mask: Uint8Array;
}

function ink(bytes: Uint8Array): Ink {
  const png = PNG.sync.read(Buffer.from(bytes));
  let [x0, y0, x1, y1] = [png.width, png.height, -1, -1];
  const dark = (x: number, y: number) => png.data[(y * png.width + x) * 4] < 128;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++)
      if (dark(x, y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = dark(x0 + x, y0 + y) ? 1 : 0;
  return { width, height, mask };
}

async function draw(props: object): Promise<Ink> {
  const doc = fixture("curve", "", {
    canvas: { width: 1000, height: 240 },
    background: { type: "color", color: "#ffffff" },
    layers: [text(20, 20, 960, 200, { fontFamily: "Noto Naskh Arabic", fontWeight: 700, fontSize: 64, color: "#000000", align: "center", verticalAlign: "middle", ...props })],
  }).doc;
  return ink((await renderOutput({ design: doc, format: "png" })).bytes);
}

function mismatch(a: Ink, b: Ink): number {
  const w = Math.min(a.width, b.width);
  const h = Math.min(a.height, b.height);
  let differ = Math.abs(a.width - b.width) * h + Math.abs(a.height - b.height) * w;
  let inked = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [p, q] = [a.mask[y * a.width + x], b.mask[y * b.width + x]];
      if (p !== q) differ++;
      if (p || q) inked++;
    }
  return differ / Math.max(1, inked);
}

describe("curved text keeps Arabic shaping and order", () => {
  for (const sample of ["الرحمن الرحيم", "مبارك الزواج السعيد", "شهادة تقدير 2026 Bitaqa"]) {
    it(`"${sample}" on a flat arc draws like the straight line`, async () => {
      const straight = await draw({ text: sample });
      const curved = await draw({ text: sample, curve: { radius: 100_000, direction: "up" } });
      expect(Math.abs(curved.width - straight.width)).toBeLessThanOrEqual(3);
      // Anti-aliased edges of pieces drawn at sub-pixel offsets differ a little; a wrong form or order differs a lot (letter by letter: the line is 70-130 px wider, every letter isolated).
      expect(mismatch(curved, straight)).toBeLessThan(0.15);
    });
  }

  it("an up or down arc bends the line (taller ink than the straight line)", async () => {
    const up = await draw({ text: "عيد سعيد", curve: { radius: 200, direction: "up" } });
    const down = await draw({ text: "عيد سعيد", curve: { radius: 200, direction: "down" } });
    const straight = await draw({ text: "عيد سعيد" });
    expect(up.height).toBeGreaterThan(straight.height + 10);
    expect(down.height).toBeGreaterThan(straight.height + 10);
  });
});
