// Library elements through the server renderer (@napi-rs/canvas Path2D): drawn in their colours,
// recoloured per slot, and present as vector paths in PDFs.
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { elementById, layerDrawing, recolor } from "../../shared/design/elements/catalogue.ts";
import { renderOutput } from "./output.ts";

function design(drawing: unknown) {
  return { version: 2, canvas: { width: 100, height: 100 }, background: { type: "color", color: "#ffffff" }, layers: [{ id: "e", type: "shape", x: 0, y: 0, width: 100, height: 100, index: "V", props: { shape: "element", element: drawing } }] };
}
async function pixel(drawing: unknown, x: number, y: number): Promise<number[]> {
  const out = await renderOutput({ design: design(drawing), format: "png" });
  const png = PNG.sync.read(Buffer.from(out.bytes));
  const i = (y * png.width + x) * 4;
  return [...png.data.subarray(i, i + 3)];
}

describe("elements in the server renderer", () => {
  it("fills an element in its slot colour and in a new colour after recolouring", async () => {
    const crescent = layerDrawing(elementById("ramadan-crescent")!);
    expect(await pixel(crescent, 12, 50)).toEqual([0xc7, 0xa2, 0x5a]);
    // The bite of the crescent stays background.
    expect(await pixel(crescent, 80, 50)).toEqual([255, 255, 255]);
    expect(await pixel(recolor(crescent, 0, "#ff0000"), 12, 50)).toEqual([255, 0, 0]);
  });

  it("strokes icons (Lucide paths) with their stroke slot", async () => {
    const ring = layerDrawing(elementById("frame-ring")!);
    expect(await pixel(recolor(ring, 0, "#0000ff"), 50, 2)).toEqual([0, 0, 255]);
    const heart = recolor(layerDrawing(elementById("icon-heart")!), 0, "#00ff00");
    const out = await renderOutput({ design: design(heart), format: "png" });
    const png = PNG.sync.read(Buffer.from(out.bytes));
    let green = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 40 && png.data[i + 1] > 200 && png.data[i + 2] < 40) green++;
    expect(green).toBeGreaterThan(300);
  });

  it("puts elements into PDFs as vectors", async () => {
    const out = await renderOutput({ design: design(layerDrawing(elementById("islamic-star-8-2")!)), format: "pdf" });
    const text = Buffer.from(out.bytes).toString("latin1");
    expect(text.startsWith("%PDF")).toBe(true);
    expect(text).not.toMatch(/\/Subtype\s*\/Image/);
  });
});
