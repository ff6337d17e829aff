import { describe, expect, it } from "vitest";
import type { DrawContext } from "./context.ts";
import { cropSource, drawImageLayer, filterString, hasImageEffects } from "./image-effects.ts";
import { resizeDesign } from "./resize.ts";
import { designDocument, type ImageLayer } from "./schema.ts";

/** Records every call and property write on a fake context. */
function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (_t, key: string) => (...args: unknown[]) => void calls.push(`${key}(${args.filter((a) => typeof a !== "object").join(",")})`),
    set: (_t, key: string, value) => (calls.push(`${key}=${value}`), true),
  }) as unknown as DrawContext;
  return { ctx, calls };
}

const img = { width: 200, height: 100 };
const base = { id: "i", type: "image", x: 0, y: 0, width: 100, height: 100, index: "V" };
const parse = (props: Record<string, unknown>) =>
  designDocument.parse({ version: 2, canvas: { width: 100, height: 100 }, layers: [{ ...base, props: { src: "x.png", ...props } }] }).layers[0] as ImageLayer;

describe("image effects", () => {
  it("keeps a stored v2 image layer exactly as it was: same props after parsing, same drawing calls", () => {
    const layer = parse({ fit: "cover", radius: 12 });
    expect(layer.props).toEqual({ src: "x.png", fit: "cover", radius: 12 });
    expect(hasImageEffects(layer.props)).toBe(false);
    const { ctx, calls } = recorder();
    drawImageLayer(ctx, layer, img, 2);
    // The version-2 drawing: a rounded-rect clip and a centred cover crop of the whole image, no filter.
    expect(calls.filter((c) => !/^(arcTo|moveTo|closePath|beginPath)/.test(c))).toEqual(["save()", "clip()", "drawImage(50,0,100,100,0,0,100,100)", "restore()"]);
  });

  it("turns filters into one CSS filter string in a fixed order, blur scaled to output pixels", () => {
    expect(filterString({ brightness: 100, contrast: 100, grayscale: 0 }, 1)).toBe("");
    expect(filterString({ blur: 4, sepia: 50, brightness: 120, saturation: 0, contrast: 80, grayscale: 100 }, 2)).toBe(
      "brightness(1.2) contrast(0.8) saturate(0) grayscale(1) sepia(0.5) blur(8px)",
    );
  });

  it("draws only the crop rectangle of the source, with cover applied inside the crop", () => {
    expect(cropSource(img, { x: 0.5, y: 0.2, width: 0.5, height: 0.5 })).toEqual({ sx: 100, sy: 20, sw: 100, sh: 50 });
    const { ctx, calls } = recorder();
    drawImageLayer(ctx, parse({ crop: { x: 0.5, y: 0.2, width: 0.5, height: 0.5 }, fit: "fill" }), img, 1);
    expect(calls).toContain("drawImage(100,20,100,50,0,0,100,100)");
    const cover = recorder();
    drawImageLayer(cover.ctx, parse({ crop: { x: 0, y: 0, width: 1, height: 1 }, fit: "cover" }), img, 1);
    expect(cover.calls).toContain("drawImage(50,0,100,100,0,0,100,100)");
  });

  it("flips around the layer box and sets the filter before drawing", () => {
    const { ctx, calls } = recorder();
    drawImageLayer(ctx, parse({ flipX: true, filters: { grayscale: 100, blur: 2 } }), img, 3);
    const i = calls.indexOf("scale(-1,1)");
    expect(calls[i - 1]).toBe("translate(100,0)");
    expect(calls).toContain("filter=grayscale(1) blur(6px)");
    expect(calls.indexOf("filter=grayscale(1) blur(6px)")).toBeLessThan(calls.findIndex((c) => c.startsWith("drawImage")));
    // Blurred photos are drawn 3σ larger than the clipped box so their edges do not fade.
    expect(calls).toContain(`scale(${112 / 100},${112 / 100})`);
  });

  it("clips to a circle (ellipse in the box) and to an arch with a semicircular top", () => {
    const circle = recorder();
    drawImageLayer(circle.ctx, parse({ mask: "circle" }), img, 1);
    expect(circle.calls).toContain(`ellipse(50,50,50,50,0,0,${Math.PI * 2})`);
    const arch = recorder();
    drawImageLayer(arch.ctx, { ...parse({ mask: "arch" }), height: 160 }, img, 1);
    expect(arch.calls.slice(1, 7)).toEqual(["beginPath()", "moveTo(0,160)", "lineTo(0,50)", `ellipse(50,50,50,50,0,${Math.PI},${Math.PI * 2})`, "lineTo(100,160)", "closePath()"]);
  });

  it("refuses crops outside the image, unknown masks and out-of-range filters", () => {
    const bad = (props: Record<string, unknown>) => designDocument.safeParse({ version: 2, canvas: { width: 100, height: 100 }, layers: [{ ...base, props }] }).success;
    expect(bad({ crop: { x: 0.6, y: 0, width: 0.6, height: 1 } })).toBe(false);
    expect(bad({ crop: { x: 0, y: 0, width: 0, height: 1 } })).toBe(false);
    expect(bad({ mask: "star" })).toBe(false);
    expect(bad({ filters: { blur: 500 } })).toBe(false);
    expect(bad({ filters: { brightness: -1 } })).toBe(false);
    expect(bad({ crop: { x: 0.5, y: 0, width: 0.5, height: 1 }, mask: "arch", filters: { blur: 50 } })).toBe(true);
  });

  it("scales the blur with the design when it is resized to another format; crop and mask carry over", () => {
    const doc = designDocument.parse({ version: 2, canvas: { width: 1000, height: 1000 }, layers: [{ ...base, props: { src: "x.png", crop: { x: 0.1, y: 0, width: 0.5, height: 1 }, mask: "circle", filters: { blur: 10, sepia: 50 } } }] });
    const small = resizeDesign(doc, { width: 500, height: 500 }).layers[0] as ImageLayer;
    expect(small.props.filters).toEqual({ blur: 5, sepia: 50 });
    expect([small.props.mask, small.props.crop]).toEqual(["circle", { x: 0.1, y: 0, width: 0.5, height: 1 }]);
    const plain = resizeDesign(designDocument.parse({ version: 2, canvas: { width: 1000, height: 1000 }, layers: [{ ...base, props: { src: "x.png" } }] }), { width: 500, height: 500 }).layers[0] as ImageLayer;
    expect(plain.props).toEqual({ src: "x.png", fit: "cover", radius: 0 });
  });
});
