import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import type { DrawContext } from "./context.ts";
import { drawQr, qrMatrix } from "./qr.ts";
import type { QrLayer } from "./schema.ts";

describe("QR layer", () => {
  it("fills exactly the dark modules of the qrcode matrix, inside the quiet zone", () => {
    const url = "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT";
    const m = qrMatrix(url);
    const expected = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
    let dark = 0;
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.isDark(r, c)) dark++;
    expect(dark).toBe([...expected.data].filter(Boolean).length);

    const rects: number[][] = [];
    const ctx = { fillRect() {}, beginPath() {}, fill() {}, rect: (...a: number[]) => rects.push(a) } as unknown as DrawContext;
    const layer = { width: 300, height: 300, props: { color: "#000", background: "#fff", margin: 2 } } as QrLayer;
    drawQr(ctx, layer, url);
    const cell = 300 / (m.size + 4);
    const area = rects.reduce((s, [, , w, h]) => s + w * h, 0);
    expect(area / (cell * cell)).toBeCloseTo(dark, 6);
    expect(Math.min(...rects.map((r) => r[0]))).toBeCloseTo(2 * cell, 6);
  });
});
