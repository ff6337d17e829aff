// qrVersion answers the version of the QR the renderer draws for the same text, without drawing it.
import { qrMatrix } from "../../design/qr.ts";
import { describe, expect, it } from "vitest";
import { base32Encode } from "./codec.ts";
import { qrVersion } from "./fit.ts";

function pseudoRandomBytes(seed: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

describe("qrVersion", () => {
  it("is the version of the QR the renderer draws, for credential links of every size and mixed texts", () => {
    const texts: string[] = [];
    for (let n = 40; n <= 700; n += 13) texts.push(`HTTPS://BITAQA.EXAMPLE/V/VC1-B${base32Encode(pseudoRandomBytes(n, n))}`);
    for (let n = 40; n <= 400; n += 37) texts.push(`https://bitaqa.example.com/V/VC1-B${base32Encode(pseudoRandomBytes(n, n))}`, `https://x.example/certificates/verify/${"7".repeat(n % 50)}ABC-${n}`);
    const differing = texts.filter((text) => qrVersion(text) !== (qrMatrix(text).size - 17) / 4);
    expect(differing).toEqual([]);
    expect(new Set(texts.map(qrVersion)).size).toBeGreaterThan(10);
  });
});
