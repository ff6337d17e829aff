// Family names as a reader sees them, and the names families are drawn under.
import { describe, expect, it } from "vitest";
import { familyKey } from "./font-family-name.ts";
import { bundledFamilyLike, cssFont, drawnFamily, FONT_FAMILIES } from "./fonts.ts";

describe("family names", () => {
  it("takes case, NFKC width, invisible characters and bidi controls out of the comparison", () => {
    for (const lookalike of ["cairo", "CAIRO", "Ca\u200Biro", "\u202ECairo", "\uFF23\uFF41\uFF49\uFF52\uFF4F", "Cai\u00ADro", "C\uFE0Fairo", "\u2066Cairo\u2069", " Cairo\u200F "]) {
      expect(bundledFamilyLike(lookalike)).toBe("Cairo");
    }
    expect(bundledFamilyLike("AMIRI")).toBe("Amiri");
    expect(bundledFamilyLike("noto\u3000sans arabic")).toBe("Noto Sans Arabic");
    expect(bundledFamilyLike("Cairo Display")).toBeUndefined();
    expect(bundledFamilyLike("Lalezar")).toBeUndefined();
    expect(familyKey("Brand\u200DSans")).toBe(familyKey("brand sans".replace(" ", "")));
  });

  it("draws a bundled family under its name and an uploaded one under a name no bundled family can have", () => {
    for (const f of FONT_FAMILIES) expect(drawnFamily(f)).toBe(f);
    const drawn = ["cairo", "CAIRO", "Lalezar", "lalezar", "خط الجهة"].map(drawnFamily);
    for (const d of drawn) {
      expect(d).toMatch(/^bitaqa-brand-[0-9a-f]+$/);
      expect(FONT_FAMILIES.map((f) => f.toLowerCase())).not.toContain(d.toLowerCase());
    }
    // One name per family, distinct even ignoring case (browsers and Skia ignore it).
    expect(new Set(drawn.map((d) => d.toLowerCase())).size).toBe(drawn.length);
    expect(cssFont("cairo", 400, 20)).toBe(`400 20px "${drawnFamily("cairo")}", "Noto Sans Arabic"`);
    expect(cssFont("Cairo", 400, 20)).toBe('400 20px "Cairo", "Noto Sans Arabic"');
  });
});
