import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { maskedSymbol } from "./qr-mask.ts";
import { qrSegments } from "./qr.ts";

// Links of every kind the renderer draws: the printed credential (alphanumeric, up to version 20),
// verify links, Arabic text (byte mode), and short texts (versions 1–6, no version bits).
function texts(): string[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alnum = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const out = ["A", "1", "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT", "شهادة تقدير — سارة أحمد", "https://bitaqa.example/c/AbC_dE-12?utm=qr"];
  for (let i = 0; i < 160; i++) {
    const n = 5 + Math.floor(random() * 1150);
    out.push(`HTTPS://BITAQA.EXAMPLE/V/VC1-B${Array.from({ length: n }, () => alnum[Math.floor(random() * alnum.length)]).join("")}`);
  }
  for (let i = 0; i < 40; i++) out.push(`https://bitaqa.example/cards/${Math.floor(random() * 1e12).toString(36)}?n=${"سارة ".repeat(1 + Math.floor(random() * 8))}`);
  return out;
}

describe("QR mask choice", () => {
  it("makes the very symbol qrcode makes, mask included, for 205 texts of every version up to 20", () => {
    const versions = new Set<number>();
    for (const text of texts()) {
      const segments = qrSegments(text);
      const theirs = QRCode.create(segments, { errorCorrectionLevel: "M" });
      const ours = maskedSymbol(segments);
      versions.add(theirs.version);
      expect(ours.mask, text).toBe(theirs.maskPattern);
      expect(ours.size).toBe(theirs.modules.size);
      expect(Buffer.compare(Buffer.from(ours.modules), Buffer.from(theirs.modules.data)), text).toBe(0);
    }
    expect(Math.min(...versions)).toBe(1);
    expect(Math.max(...versions)).toBeGreaterThanOrEqual(20);
  });
});
