import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { parseFont, sniffFontFormat } from "./parse-font.ts";
import { toSfnt, toWoff2, woffToSfnt } from "./sfnt.ts";
import wawoff2 from "wawoff2";
import { fakeExe, lalezarWoff, lalezarWoff2, pacificoTtf, zeroGlyphTtf } from "./test-fonts.ts";

function refusal(fn: () => unknown): { status: number; key: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, key: err.messageKey };
    throw err;
  }
  throw new Error("not refused");
}

describe("parseFont", () => {
  it("reads family, style and the scripts a TTF covers (Pacifico: Latin, not Arabic)", () => {
    const f = parseFont(pacificoTtf());
    expect(f).toMatchObject({ format: "ttf", family: "Pacifico", style: { weight: 400, italic: false }, scripts: ["latin"] });
    expect(f.glyphs).toBeGreaterThan(100);
  });

  it("reads a WOFF2 and sees Arabic coverage (Lalezar's Arabic subset)", () => {
    const f = parseFont(lalezarWoff2());
    expect(f.format).toBe("woff2");
    expect(f.family).toBe("Lalezar");
    expect(f.scripts).toContain("arabic");
  });

  it("refuses what is not a font (a renamed .exe, a PNG, a truncated TTF) with 415", () => {
    expect(refusal(() => parseFont(fakeExe()))).toEqual({ status: 415, key: "designs:fonts.notAFont" });
    expect(refusal(() => parseFont(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")))).toEqual({ status: 415, key: "designs:fonts.notAFont" });
    expect(refusal(() => parseFont(pacificoTtf().subarray(0, 200)))).toEqual({ status: 415, key: "designs:fonts.notAFont" });
  });

  it("refuses a font with 0 glyphs with 400", () => {
    expect(refusal(() => parseFont(zeroGlyphTtf()))).toEqual({ status: 400, key: "designs:fonts.noGlyphs" });
  });
});

describe("font containers", () => {
  it("unpacks WOFF and WOFF2 to an sfnt the parser reads as the same font", async () => {
    const fromWoff = woffToSfnt(lalezarWoff());
    expect(sniffFontFormat(fromWoff)).toBe("ttf");
    const fromWoff2 = await toSfnt(lalezarWoff2(), "woff2");
    const a = parseFont(fromWoff);
    const b = parseFont(fromWoff2);
    expect(a.family).toBe("Lalezar");
    expect(a.glyphs).toBe(b.glyphs);
    expect(a.scripts).toEqual(b.scripts);
  });

  it("compresses a TTF to a smaller WOFF2 that Google's decoder (the browsers') turns back into the same tables", async () => {
    const ttf = pacificoTtf();
    const woff2 = await toWoff2(ttf, ttf, "ttf");
    expect(sniffFontFormat(woff2)).toBe("woff2");
    expect(woff2.length).toBeLessThan(ttf.length * 0.6);
    const back = Buffer.from(await wawoff2.decompress(woff2));
    const [a, b] = [parseFont(back), parseFont(ttf)];
    expect(a).toEqual(b);
    expect(tableOf(back, "glyf").equals(tableOf(ttf, "glyf"))).toBe(true);
    expect(tableOf(back, "cmap").equals(tableOf(ttf, "cmap"))).toBe(true);
  });
});

function tableOf(sfnt: Buffer, tag: string): Buffer {
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    if (sfnt.toString("latin1", at, at + 4) === tag) return sfnt.subarray(sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 8) + sfnt.readUInt32BE(at + 12));
  }
  throw new Error(`no ${tag}`);
}
