import { describe, expect, it } from "vitest";
import { keyBetween, keysBetween } from "./fractional-index.ts";

describe("fractional index", () => {
  it("orders keys between neighbours", () => {
    const a = keyBetween(null, null);
    const b = keyBetween(a, null);
    const c = keyBetween(a, b);
    expect(a < c && c < b).toBe(true);
    const before = keyBetween(null, a);
    expect(before < a).toBe(true);
  });

  it("keeps finding keys when repeatedly inserting at the same spot", () => {
    let lo = keyBetween(null, null);
    const hi = keyBetween(lo, null);
    for (let i = 0; i < 200; i++) {
      const k = keyBetween(lo, hi);
      expect(lo < k && k < hi).toBe(true);
      lo = k;
    }
    let h = hi;
    for (let i = 0; i < 200; i++) {
      const k = keyBetween(null, h);
      expect(k < h).toBe(true);
      h = k;
    }
  });

  it("generates increasing runs and rejects bad input", () => {
    const keys = keysBetween(null, null, 50);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(50);
    expect(() => keyBetween("b", "a")).toThrow();
    expect(() => keyBetween("a0", null)).toThrow();
  });
});
