// Declared unpacked sizes, read from WOFF/WOFF2 headers before anything is decompressed.
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { checkDeclaredSize, declaredSizes, FONT_SFNT_BYTES_MAX } from "./declared-size.ts";
import { lalezarWoff, lalezarWoff2, pacificoTtf, woff2Bomb, woffBomb } from "./test-fonts.ts";

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, key: err.messageKey, params: err.params };
    throw err;
  }
  return undefined;
};

describe("declared unpacked size", () => {
  it("reads real WOFF2 and WOFF directories and lets real fonts through", () => {
    const woff2 = declaredSizes(lalezarWoff2(), "woff2")!;
    expect(woff2.tables.length).toBeGreaterThan(5);
    expect(woff2.totalSfntSize).toBeGreaterThan(lalezarWoff2().length);
    // glyf and loca are transformed in Google's encoder: their transformed lengths are declared too.
    expect(woff2.tables.some((t) => t.transformLength !== undefined)).toBe(true);
    const woff = declaredSizes(lalezarWoff(), "woff")!;
    expect(woff.totalSfntSize).toBeGreaterThan(lalezarWoff().length);
    // The same numbers fontkit's own directory parser reads.
    const fk = fontkit.create(lalezarWoff2()) as unknown as { directory: { tables: Record<string, { length: number; transformLength?: number }> } };
    const theirs = Object.values(fk.directory.tables).map((t) => ({ origLength: t.length, ...(t.transformLength != null ? { transformLength: t.transformLength } : {}) }));
    expect(woff2.tables).toEqual(theirs);
    expect(refusal(() => checkDeclaredSize(lalezarWoff2(), "woff2"))).toBeUndefined();
    expect(refusal(() => checkDeclaredSize(lalezarWoff(), "woff"))).toBeUndefined();
    expect(declaredSizes(pacificoTtf(), "ttf")).toBeUndefined();
  });

  it("refuses a WOFF2 or WOFF declaring more than 30 MB with 413, before decompressing", async () => {
    const tooLarge = { status: 413, key: "designs:fonts.unpacksTooLarge", params: { mb: 30 } };
    const [bomb2, bomb1, justUnder] = [await woff2Bomb(2000, 1), await woffBomb(2000, 1), await woff2Bomb(29, 1)];
    expect(refusal(() => checkDeclaredSize(Buffer.from(lalezarWoff2()), "woff2", 1024))).toEqual({ ...tooLarge, params: { mb: 0 } });
    expect(refusal(() => checkDeclaredSize(bomb2, "woff2"))).toEqual(tooLarge);
    expect(refusal(() => checkDeclaredSize(bomb1, "woff"))).toEqual(tooLarge);
    // Only one table's declared length too large (the header's total left small).
    const oneTable = Buffer.from(await woff2Bomb(31, 1));
    oneTable.writeUInt32BE(1000, 16);
    expect(refusal(() => checkDeclaredSize(oneTable, "woff2"))).toEqual(tooLarge);
    expect(refusal(() => checkDeclaredSize(justUnder, "woff2"))).toBeUndefined();
    expect(FONT_SFNT_BYTES_MAX).toBe(30 * 1024 * 1024);
  });

  it("answers 415 for a directory cut short or a malformed number", () => {
    const notAFont = { status: 415, key: "designs:fonts.notAFont", params: {} };
    expect(refusal(() => checkDeclaredSize(lalezarWoff2().subarray(0, 52), "woff2"))).toEqual(notAFont);
    expect(refusal(() => checkDeclaredSize(lalezarWoff().subarray(0, 60), "woff"))).toEqual(notAFont);
    const leadingZero = Buffer.from(lalezarWoff2());
    leadingZero[49] = 0x80; // the first table's origLength starts with a zero byte
    expect(refusal(() => checkDeclaredSize(leadingZero, "woff2"))).toEqual(notAFont);
  });
});
