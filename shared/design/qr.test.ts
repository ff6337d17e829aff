import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import type { DrawContext } from "./context.ts";
import { createCanvas, Path2D } from "@napi-rs/canvas";
import { drawQr, qrMatrix, qrPathData } from "./qr.ts";
import { usePath2D } from "./elements/draw.ts";
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

describe("QR outline path", () => {
  // Skia's own nonzero fill decides, not our tracing: every module's centre is inside exactly when
  // the module is dark, for links of every length the renderer draws (down to version 1, with
  // modules that touch only at a corner, and light holes inside dark regions).
  const links = ["A", "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT", `HTTPS://BITAQA.EXAMPLE/V/VC1-${"B7Q2M9XD4HRT".repeat(40)}`];
  it.each(links)("fills exactly the dark modules of %#", (text) => {
    const m = qrMatrix(text);
    const path = new Path2D(qrPathData(m, 3));
    const ctx = createCanvas(10, 10).getContext("2d");
    const wrong: string[] = [];
    for (let r = -3; r < m.size + 3; r++) {
      for (let c = -3; c < m.size + 3; c++) {
        const dark = r >= 0 && c >= 0 && r < m.size && c < m.size && m.isDark(r, c);
        if (ctx.isPointInPath(path, c + 3.5, r + 3.5, "nonzero") !== dark) wrong.push(`${r},${c}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes the corners only: fewer points than the four corners of a rectangle per row run", () => {
    const m = qrMatrix(links[2]);
    let runs = 0;
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.isDark(r, c) && (c === 0 || !m.isDark(r, c - 1))) runs++;
    const points = (qrPathData(m).match(/[Mhv]/g) ?? []).length;
    expect(points).toBeLessThan(runs * 4 * 0.8);
  });

  it("is drawn as one path scaled to the cell when the canvas has Path2D", () => {
    const url = "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT";
    const canvas = createCanvas(300, 300);
    const ctx = canvas.getContext("2d");
    usePath2D(Path2D);
    const layer = { width: 300, height: 300, props: { color: "#000", background: "#fff", margin: 2 } } as QrLayer;
    drawQr(ctx as unknown as DrawContext, layer, url);
    const m = qrMatrix(url);
    const cell = 300 / (m.size + 4);
    const px = (r: number, c: number) => ctx.getImageData(Math.floor((c + 2.5) * cell), Math.floor((r + 2.5) * cell), 1, 1).data[0];
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) expect(px(r, c)).toBe(m.isDark(r, c) ? 0 : 255);
  });
});
