// The server draws with the bundled files only, whatever the host has installed: every family the
// renderer names is a private alias that no installed font can answer to. (The goldens prove the
// pixels: .ci/run installs Debian's fonts-noto-core and fonts-dejavu, whose own "Noto Sans Arabic"
// and "Noto Naskh Arabic" changed 0.5–0.7 % of three goldens' pixels before the aliases.)
import { GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { cssFont, FONT_FAMILIES, drawnFamily } from "../../shared/design/fonts.ts";
import { registerFonts } from "./fonts.ts";

describe("bundled fonts on the server", () => {
  registerFonts();
  const registered = new Set(GlobalFonts.families.map((f) => f.family));

  it.each(FONT_FAMILIES)("%s is drawn under a registered private alias, its fallback too", (family) => {
    const names = [...cssFont(family, 400, 40).matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/^bitaqa-bundled-/);
      expect(registered.has(name), name).toBe(true);
    }
    expect(drawnFamily(family)).toBe(`bitaqa-bundled-${family}`);
  });

  it("an unknown family names no installed font (it falls back to the bundled fallback)", () => {
    const names = [...cssFont("DejaVu Sans", 400, 40).matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(names[0]).not.toBe("DejaVu Sans");
    expect(registered.has(names[0])).toBe(false);
    expect(names[1]).toBe("bitaqa-bundled-Noto Sans Arabic");
  });
});
