// The name table rewrite that registers an uploaded face under one family name only.
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { withFamilyName } from "./font-name-table.ts";
import { pacificoTtf } from "../services/fonts/test-fonts.ts";

const open = (bytes: Buffer) => fontkit.create(bytes) as fontkit.Font;

function tableChecksumsValid(sfnt: Buffer): boolean {
  const sum = (b: Buffer) => {
    const p = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
    let s = 0;
    for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
    return s;
  };
  const n = sfnt.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const at = 12 + i * 16;
    const tag = sfnt.toString("latin1", at, at + 4);
    const data = Buffer.from(sfnt.subarray(sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 8) + sfnt.readUInt32BE(at + 12)));
    if (tag === "head") data.writeUInt32BE(0, 8);
    if (sum(data) !== sfnt.readUInt32BE(at + 4)) return false;
  }
  return sum(sfnt) === 0xb1b0afba;
}

describe("withFamilyName", () => {
  it("leaves one family name in the file, keeps the glyphs, the style and the PostScript name", () => {
    const original = open(pacificoTtf());
    const renamed = withFamilyName(pacificoTtf(), "bitaqa-brand-0063");
    const font = open(renamed);
    expect(font.familyName).toBe("bitaqa-brand-0063");
    expect(font.fullName).toBe("bitaqa-brand-0063");
    expect(font.getName("preferredFamily", "en")).toBeFalsy();
    expect(font.postscriptName).toBe(original.postscriptName);
    expect(font.subfamilyName).toBe(original.subfamilyName);
    expect(font.numGlyphs).toBe(original.numGlyphs);
    expect(font.characterSet).toEqual(original.characterSet);
    expect(tableChecksumsValid(renamed)).toBe(true);
  });

  it("names a file \"Cairo\" as well (test fonts that claim a bundled family), and refuses what is not an sfnt", () => {
    expect(open(withFamilyName(pacificoTtf(), "Cairo")).familyName).toBe("Cairo");
    expect(() => withFamilyName(Buffer.from("not a font at all, not at all"), "x")).toThrow();
  });
});
