import { describe, expect, it } from "vitest";
import { hasArabic, resolveDirection, visualWordOrder } from "./bidi.ts";

const visual = (s: string, d: "rtl" | "ltr") => {
  const w = s.split(" ");
  return visualWordOrder(w, d).map((i) => w[i]).join(" ");
};

describe("bidi helpers", () => {
  it("detects direction from the first strong character", () => {
    expect(resolveDirection("auto", "2026 أحمد")).toBe("rtl");
    expect(resolveDirection("auto", "Ahmed أحمد")).toBe("ltr");
    expect(resolveDirection("auto", "123", "ltr")).toBe("ltr");
    expect(resolveDirection("rtl", "Ahmed")).toBe("rtl");
    expect(hasArabic("Ahmed")).toBe(false);
    expect(hasArabic("أحمد")).toBe(true);
  });

  it("orders Arabic words right to left and keeps Latin runs with their numbers left to right", () => {
    // Left-to-right visual reading of an RTL line: the Latin run sits at the left end, in its own order.
    expect(visual("أحمد محمد Ahmed 2026", "rtl")).toBe("Ahmed 2026 محمد أحمد");
    expect(visual("مرحبا 2026 بكم", "rtl")).toBe("بكم 2026 مرحبا");
    expect(visual("Hello أحمد محمد world", "ltr")).toBe("Hello محمد أحمد world");
    expect(visual("a b c", "ltr")).toBe("a b c");
    // Arabic-Indic digits (AN) do not join the Latin run before them.
    expect(visual("أحمد Ahmed ٢٠٢٦", "rtl")).toBe("٢٠٢٦ Ahmed أحمد");
  });
});
