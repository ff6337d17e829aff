import { describe, expect, it } from "vitest";
import { DEFAULT_GRID, drawnGridStep, gridScreenStep, parseGridSetting, rulerStep, rulerTicks, snapToGrid } from "./grid.ts";

describe("grid snapping math", () => {
  it("snaps a design coordinate to the nearest grid line", () => {
    expect(snapToGrid(29, 20)).toBe(20);
    expect(snapToGrid(31, 20)).toBe(40);
    expect(snapToGrid(-9, 20)).toBe(-0);
    expect(snapToGrid(-11, 20)).toBe(-20);
    expect(snapToGrid(137, 25)).toBe(125);
  });
  it("gives react-moveable the grid in screen px, nothing when the grid is off", () => {
    expect(gridScreenStep({ on: true, size: 20 }, 0.5)).toBe(10);
    expect(gridScreenStep({ on: true, size: 50 }, 2)).toBe(100);
    expect(gridScreenStep({ on: false, size: 20 }, 1)).toBe(0);
  });
  it("draws every k-th line when zoomed far out, never closer than 8 px", () => {
    expect(drawnGridStep(20, 1)).toBe(20);
    expect(drawnGridStep(5, 0.5)).toBe(10); // 2.5 px → every 4th line, 10 px
    expect(drawnGridStep(10, 0.25)).toBe(10); // 2.5 px → every 4th line
    expect(drawnGridStep(10, 0.1)).toBeCloseTo(8); // every 8th line
  });
  it("reads a remembered setting, falling back to the default on anything else", () => {
    expect(parseGridSetting(JSON.stringify({ on: true, size: 50 }))).toEqual({ on: true, size: 50 });
    expect(parseGridSetting(JSON.stringify({ on: "yes", size: 7 }))).toEqual({ on: false, size: 20 });
    expect(parseGridSetting("{not json")).toEqual(DEFAULT_GRID);
    expect(parseGridSetting(null)).toEqual(DEFAULT_GRID);
  });
});

describe("ruler ticks", () => {
  it("labels 1·2·5 steps at least 60 px apart", () => {
    expect(rulerStep(1)).toBe(100);
    expect(rulerStep(0.5)).toBe(200);
    expect(rulerStep(0.25)).toBe(500);
    expect(rulerStep(4)).toBe(20);
  });
  it("places ticks in screen px from the design's zero, labelled in design px", () => {
    const ticks = rulerTicks(30, 0, 300, 0.5);
    const labelled = ticks.filter((t) => t.major);
    expect(labelled.map((t) => t.label)).toEqual([0, 200, 400]);
    expect(labelled.map((t) => t.at)).toEqual([30, 130, 230]);
    // Four minor ticks between two labelled ones, none labelled.
    expect(ticks.filter((t) => t.at > 30 && t.at < 130).map((t) => t.at)).toEqual([50, 70, 90, 110]);
    expect(ticks.every((t) => t.major === (t.label !== undefined))).toBe(true);
  });
  it("counts negative design px before the canvas (scrolled or padded)", () => {
    const ticks = rulerTicks(100, 0, 100, 1).filter((t) => t.major);
    expect(ticks.map((t) => t.label)).toEqual([-100, 0]);
  });
});
