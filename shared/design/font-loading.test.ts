import { describe, expect, it } from "vitest";
import { fixtureByName } from "./fixtures/index.ts";
import { addUploadedFaces, documentFonts, loadDocumentFonts } from "./font-loading.ts";
import { cssFont, drawnFamily } from "./fonts.ts";

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

  it("adds a FontFace for each uploaded face the document uses, once per set, before loading", async () => {
    const doc = fixtureByName("arabic-title").doc;
    const withBrand = { layers: [...doc.layers.slice(0, 1).map((l) => (l.type === "text" ? { ...l, props: { ...l.props, fontFamily: "Lalezar", fontWeight: 650 } } : l))] };
    const faces = [
      { family: "Lalezar", url: "/api/fonts/files/a.woff2", weight: 400, italic: false },
      { family: "Unused Brand", url: "/api/fonts/files/b.woff2", weight: 400, italic: false },
    ];
    const added: unknown[] = [];
    const set = { add: (f: never) => added.push(f) };
    const make = (family: string, source: string, d: object) => ({ family, source, ...d });
    expect(addUploadedFaces(withBrand, faces, set, make)).toBe(1);
    // Added under the uploaded family's drawn name, never one a bundled family answers to.
    expect(added).toEqual([{ family: drawnFamily("Lalezar"), source: 'url("/api/fonts/files/a.woff2") format("woff2")', weight: "400", style: "normal", display: "swap" }]);
    expect(addUploadedFaces(withBrand, faces, set, make)).toBe(0);
    // Uploaded families keep the asked weight (the browser picks the nearest face) and fall back to the bundled face.
    expect(documentFonts(withBrand)).toEqual([{ family: "Lalezar", weight: 650 }, { family: "Noto Sans Arabic", weight: 400 }]);
    expect(cssFont("Lalezar", 650, 20)).toBe(`650 20px "${drawnFamily("Lalezar")}", "Noto Sans Arabic"`);
    const asked: string[] = [];
    await loadDocumentFonts(withBrand, { load: async (font) => asked.push(font) });
    expect(asked).toContain(`650 32px "${drawnFamily("Lalezar")}"`);
  });
});
