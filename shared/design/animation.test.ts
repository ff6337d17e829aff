// The animation model's timeline (issue 35): what a layer looks like at t, old documents still, the end at rest.
import { describe, expect, it } from "vitest";
import { designDuration, layerFrame, motionWindow, revealWordAlpha, animationFrameCount } from "./animation.ts";
import { animationCost, designCost } from "./cost.ts";
import { fixture, shape, text } from "./fixtures/build.ts";
import { parseDesign } from "./migrations.ts";

const card = (animation?: Record<string, unknown>, design?: { duration: number }) =>
  fixture("a", "", {
    canvas: { width: 1000, height: 1000 },
    layers: [text(100, 100, 800, 200, { text: "عيد مبارك سعيد", fontSize: 60 }, animation ? { animation } : {}), shape(100, 400, 200, 200, { shape: "ellipse" })],
    ...(design ? { animation: design } : {}),
  } as never).doc;

describe("animation model", () => {
  it("an old document parses unchanged and is still (length 0, no frame differs)", () => {
    const old = { version: 2, canvas: { width: 100, height: 100 }, layers: [{ id: "a", type: "shape", x: 0, y: 0, width: 10, height: 10, index: "a", props: {} }] };
    const doc = parseDesign(old);
    expect(doc.animation).toBeUndefined();
    expect(doc.layers[0].animation).toBeUndefined();
    expect(designDuration(doc)).toBe(0);
    expect(layerFrame(doc, doc.layers[0], 0, 0)).toBeNull();
  });

  it("length: 6 s by default once a layer animates, the design's own 3–15 s otherwise, refused outside", () => {
    expect(designDuration(card({ enter: { kind: "fade" } }))).toBe(6);
    expect(designDuration(card({ enter: { kind: "fade" } }, { duration: 10 }))).toBe(10);
    expect(designDuration(card(undefined, { duration: 10 }))).toBe(0);
    expect(() => card({ enter: { kind: "fade" } }, { duration: 2 })).toThrow();
    expect(() => card({ enter: { kind: "fade" } }, { duration: 16 })).toThrow();
    expect(() => card({ enter: { kind: "spin" } })).toThrow();
    expect(animationFrameCount(card({ enter: { kind: "fade" } }))).toBe(180);
    expect(animationFrameCount(card())).toBe(1);
  });

  it("an entrance goes from invisible to the still; an exit back; at the end every layer without an exit is at rest", () => {
    const doc = card({ enter: { kind: "rise", delay: 1, duration: 2 }, emphasis: { kind: "glow" } });
    const layer = doc.layers[0];
    expect(layerFrame(doc, layer, 0.5, 6)?.alpha).toBe(0);
    const mid = layerFrame(doc, layer, 2, 6)!;
    expect(mid.alpha).toBeCloseTo(0.5);
    expect(mid.dy).toBeGreaterThan(0);
    expect(layerFrame(doc, layer, 4, 6)?.glow?.strength).toBeGreaterThan(0.5);
    expect(layerFrame(doc, layer, 6, 6)).toBeNull();
    const leaving = card({ exit: { kind: "fade", delay: 0, duration: 1 } });
    expect(layerFrame(leaving, leaving.layers[0], 2, 6)).toBeNull();
    expect(layerFrame(leaving, leaving.layers[0], 5.5, 6)?.alpha).toBeCloseTo(0.5);
  });

  it("a motion longer than the design is squeezed into it, so it always ends", () => {
    expect(motionWindow({ delay: 6, duration: 6 }, 6, "start")).toEqual([3, 6]);
    expect(motionWindow({ delay: 1, duration: 2 }, 6, "end")).toEqual([3, 5]);
  });

  it("words appear one after another in reading order, all whole at the end", () => {
    expect(revealWordAlpha(0, 0, 3)).toBe(0);
    expect(revealWordAlpha(0.5, 0, 3)).toBe(1);
    expect(revealWordAlpha(0.5, 2, 3)).toBe(0);
    for (let i = 0; i < 3; i++) expect(revealWordAlpha(1, i, 3)).toBe(1);
  });

  it("an animated design costs its frames times a frame; the still cost is unchanged", () => {
    const still = card();
    const glowing = card({ enter: { kind: "words" }, emphasis: { kind: "glow" } });
    expect(designCost(glowing).units).toBe(designCost(still).units);
    const cost = animationCost(glowing);
    expect(cost.frames).toBe(180);
    expect(cost.perFrame).toBeGreaterThan(designCost(glowing).units);
    expect(cost.units).toBe(cost.frames * cost.perFrame);
    expect(animationCost(still)).toEqual({ frames: 1, perFrame: designCost(still).units, units: designCost(still).units });
  });
});
