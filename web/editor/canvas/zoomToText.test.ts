import { describe, expect, it } from "vitest";
import { READABLE_TEXT_PX, readableZoom } from "./zoomToText.ts";
import { ZOOM_MAX } from "./zoom.ts";

describe("readableZoom", () => {
  it("zooms a text drawn too small to the readable size", () => {
    expect(readableZoom(46, 0.31)).toBeCloseTo(READABLE_TEXT_PX / 46);
  });
  it("leaves a readable text, or a zoom already larger, alone", () => {
    expect(readableZoom(80, 0.31)).toBeNull();
    expect(readableZoom(10, 3)).toBeNull();
  });
  it("stays within the editor's zoom range", () => {
    expect(readableZoom(2, 0.3)).toBe(ZOOM_MAX);
    expect(readableZoom(0, 0.3)).toBeNull();
  });
});
