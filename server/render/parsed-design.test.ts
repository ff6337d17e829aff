import { describe, expect, it } from "vitest";
import { certificate } from "../../shared/design/fixtures/index.ts";
import { parsedDesign } from "./parsed-design.ts";
import { renderOutput } from "./output.ts";

describe("parsedDesign", () => {
  it("parses a keyed design once and hands out the same frozen copy", () => {
    const a = parsedDesign({ design: certificate.doc, designKey: "test:a" });
    const b = parsedDesign({ design: { not: "read again" }, designKey: "test:a" });
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.layers[0])).toBe(true);
    expect(() => {
      (a.layers as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it("parses unkeyed designs every time, and refuses a bad one whether keyed or not", () => {
    expect(parsedDesign({ design: certificate.doc })).not.toBe(parsedDesign({ design: certificate.doc }));
    expect(() => parsedDesign({ design: { version: 1, layers: "nope" }, designKey: "test:bad" })).toThrow();
    expect(() => parsedDesign({ design: { version: 1, layers: "nope" }, designKey: "test:bad" })).toThrow();
  });

  it("draws a kept design exactly as a freshly parsed one, again and again", async () => {
    const job = { design: certificate.doc, values: certificate.values, format: "png" as const, width: 400 };
    const fresh = await renderOutput(job);
    for (let i = 0; i < 3; i++) {
      const kept = await renderOutput({ ...job, designKey: "test:draw" });
      expect(Buffer.from(kept.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    }
  });
});
