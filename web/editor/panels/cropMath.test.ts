import { describe, expect, it } from "vitest";
import { designDocument, type ImageLayer } from "../../../shared/design/schema.ts";
import { applyCrop, centredCrop, dragCrop, FULL_CROP, MIN_CROP, toCircle, withMask } from "./cropMath.ts";

const layer = designDocument.parse({
  version: 2,
  canvas: { width: 1000, height: 1000 },
  layers: [{ id: "i", type: "image", x: 100, y: 100, width: 400, height: 200, index: "V", props: { src: "/uploads/a.png" } }],
}).layers[0] as ImageLayer;

describe("crop geometry", () => {
  it("moves a corner with the opposite corner fixed, never outside the image nor below the minimum", () => {
    expect(dragCrop(FULL_CROP, "se", -0.5, -0.25)).toEqual({ x: 0, y: 0, width: 0.5, height: 0.75 });
    expect(dragCrop(FULL_CROP, "nw", 0.2, 0.3)).toEqual({ x: 0.2, y: 0.3, width: 0.8, height: 0.7 });
    expect(dragCrop(FULL_CROP, "ne", 5, -5)).toEqual(FULL_CROP);
    expect(dragCrop(FULL_CROP, "sw", 2, -2)).toEqual({ x: 1 - MIN_CROP, y: 0, width: MIN_CROP, height: MIN_CROP });
  });

  it("slides the whole rectangle and stops at the image's edges", () => {
    const c = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
    expect(dragCrop(c, "move", 0.1, -0.1)).toEqual({ x: 0.35, y: 0.15, width: 0.5, height: 0.5 });
    expect(dragCrop(c, "move", 1, 1)).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
  });

  it("keeps a 1:1 aspect in source pixels on a 2:1 image", () => {
    const c = dragCrop(FULL_CROP, "se", -0.5, 0, 1, 2);
    // 0.5 of the width = 0.5 × 2 = 1.0 of the height in pixels.
    expect(c).toEqual({ x: 0, y: 0, width: 0.5, height: 1 });
    expect(centredCrop(1, 2)).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
  });

  it("applies a crop as one layer change: crop stored, box shaped like the crop, same centre and area", () => {
    const out = applyCrop(layer, { x: 0.25, y: 0, width: 0.5, height: 1 }, { width: 200, height: 100 });
    expect(out.props.crop).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    expect([out.width, out.height]).toEqual([283, 283]);
    // Centre (300, 200) kept to within the half pixel lost to whole-pixel rounding.
    expect(Math.abs(out.x + out.width / 2 - 300)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(out.y + out.height / 2 - 200)).toBeLessThanOrEqual(0.5);
    expect(applyCrop(layer, FULL_CROP, { width: 200, height: 100 }).props.crop).toBeUndefined();
  });

  it("squares the box around its centre for a circle mask", () => {
    const c = toCircle(layer);
    expect([c.x, c.y, c.width, c.height, c.props.mask, c.props.fit]).toEqual([159, 59, 283, 283, "circle", "cover"]);
    const arch = withMask({ ...layer, props: { ...layer.props, fit: "contain" } }, "arch");
    expect([arch.width, arch.props.mask, arch.props.fit]).toEqual([400, "arch", "cover"]);
    expect(withMask(arch, "rect").props.mask).toBeUndefined();
  });
});
