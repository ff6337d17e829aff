import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, CODE_LENGTH, checkSymbol, formatCode, generateCode, parseCode } from "./code.ts";

// A small deterministic PRNG so the property tests are reproducible.
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20261122);
const randomBytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));

describe("verification codes", () => {
  it("look like XXXXX-XXXXX-XXXXX in Crockford base32 and parse back", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCode(randomBytes);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      const parsed = parseCode(code);
      expect(parsed).toEqual({ ok: true, normalized: code.replaceAll("-", "") });
    }
  });

  it("use the real random source by default and differ", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateCode()));
    expect(codes.size).toBe(1000);
  });

  it("ignore case, spaces and dashes, and read I/L as 1 and O as 0", () => {
    const code = generateCode(randomBytes);
    const normalized = code.replaceAll("-", "");
    const typed = ` ${normalized.slice(0, 3).toLowerCase()} ${normalized.slice(3, 9)}–${normalized.slice(9)} `;
    expect(parseCode(typed)).toEqual({ ok: true, normalized });
    const payload = "1000000000000"; // 13 symbols + a 14th makes the payload
    const withOnes = payload + "1";
    const full = withOnes + checkSymbol(withOnes);
    expect(parseCode(full.replaceAll("1", "l").replaceAll("0", "o"))).toEqual({ ok: true, normalized: full });
  });

  it("detect every single mistyped symbol (property)", () => {
    for (let i = 0; i < 300; i++) {
      const normalized = generateCode(randomBytes).replaceAll("-", "");
      const pos = Math.floor(rand() * CODE_LENGTH);
      let other = normalized[pos];
      while (other === normalized[pos]) other = CODE_ALPHABET[Math.floor(rand() * 32)];
      const typo = normalized.slice(0, pos) + other + normalized.slice(pos + 1);
      expect(parseCode(typo)).toEqual({ ok: false, reason: "check" });
    }
  });

  it("detect swaps of neighbouring symbols except the rare Luhn-blind pairs (property)", () => {
    let swaps = 0;
    let missed = 0;
    for (let i = 0; i < 2000; i++) {
      const normalized = generateCode(randomBytes).replaceAll("-", "");
      const pos = Math.floor(rand() * (CODE_LENGTH - 1));
      if (normalized[pos] === normalized[pos + 1]) continue;
      swaps++;
      const swapped = normalized.slice(0, pos) + normalized[pos + 1] + normalized[pos] + normalized.slice(pos + 2);
      if (parseCode(swapped).ok) missed++;
    }
    // Luhn mod 32 misses only the swap of the two symbols 0 and Z (values 0 and 31): < 1 %.
    expect(missed / swaps).toBeLessThan(0.01);
  });

  it("answer format errors for wrong length or foreign symbols", () => {
    expect(parseCode("")).toEqual({ ok: false, reason: "format" });
    expect(parseCode("ABCD")).toEqual({ ok: false, reason: "format" });
    expect(parseCode("UUUUU-UUUUU-UUUUU")).toEqual({ ok: false, reason: "format" });
    expect(parseCode("<script>alert(1)</script>")).toEqual({ ok: false, reason: "format" });
  });

  it("format groups of five", () => {
    expect(formatCode("ABCDEFGHJKMNPQR")).toBe("ABCDE-FGHJK-MNPQR");
  });
});
