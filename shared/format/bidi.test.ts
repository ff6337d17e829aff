import { describe, expect, it } from "vitest";
import { hasBidiControls, stripBidiControls } from "./bidi.ts";

describe("stripBidiControls", () => {
  it("removes overrides, embeddings, isolates and marks, and keeps the letters", () => {
    const spoof = "Sara \u202Efdp.exe\u202C \u2066x\u2069 \u200F\u200E\u061C أحمد";
    expect(stripBidiControls(spoof)).toBe("Sara fdp.exe x  أحمد");
    expect(hasBidiControls(spoof)).toBe(true);
    expect(hasBidiControls(stripBidiControls(spoof))).toBe(false);
    expect(stripBidiControls("سارة أحمد")).toBe("سارة أحمد");
  });
});
