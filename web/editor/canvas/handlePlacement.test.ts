import { describe, expect, it } from "vitest";
import { designDocument } from "../../../shared/design/schema.ts";
import { resizeDirections, rotationSide } from "./handlePlacement.ts";

const shape = (id: string, x: number, y: number, width: number, height: number, index: string) => ({ id, type: "shape" as const, x, y, width, height, index, props: {} });
const card = (layers: ReturnType<typeof shape>[]) => designDocument.parse({ version: 2, canvas: { width: 1080, height: 1080 }, layers });

describe("rotation handle placement", () => {
  it("stays on top when nothing is there", () => {
    expect(rotationSide(card([shape("name", 140, 545, 800, 110, "a1")]), ["name"], 0.36)).toBe("top");
  });

  it("moves off a title right above the selected name line (the tap that rotated the name layer)", () => {
    // The seeded wedding card: title at y 360–510, name at 545–655, message below from 665.
    const doc = card([shape("bg", 0, 0, 1080, 1080, "a0"), shape("title", 140, 360, 800, 150, "a1"), shape("name", 140, 545, 800, 110, "a2"), shape("msg", 170, 665, 740, 150, "a3")]);
    const side = rotationSide(doc, ["name"], 0.36);
    expect(["right", "left"]).toContain(side);
  });

  it("ignores a background that holds the whole selection", () => {
    const doc = card([shape("bg", 0, 0, 1080, 1080, "a0"), shape("name", 140, 545, 800, 110, "a1")]);
    expect(rotationSide(doc, ["name"], 0.36)).toBe("top");
  });
});

describe("resize handles", () => {
  it("keeps all eight on a big box, corners on a smaller one, one corner on a tiny one", () => {
    expect(resizeDirections(300, 200)).toHaveLength(8);
    expect(resizeDirections(300, 80)).toEqual(["nw", "ne", "sw", "se"]);
    expect(resizeDirections(40, 30)).toEqual(["se"]);
  });
});
