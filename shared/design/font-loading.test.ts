import { describe, expect, it } from "vitest";
import { fixtureByName } from "./fixtures/index.ts";
import { documentFonts, loadDocumentFonts } from "./font-loading.ts";

describe("font loading", () => {
  it("lists each family/weight once, at the nearest available weight, plus the fallback face", async () => {
    const doc = fixtureByName("arabic-title").doc;
    expect(documentFonts(doc)).toEqual([
      { family: "Amiri", weight: 700 },
      { family: "Cairo", weight: 800 },
      { family: "Tajawal", weight: 500 },
      { family: "Noto Sans Arabic", weight: 400 },
    ]);
    const asked: string[] = [];
    await loadDocumentFonts(doc, { load: async (font) => asked.push(font) });
    expect(asked).toContain('700 32px "Amiri"');
    expect(asked).toHaveLength(4);
  });
});
