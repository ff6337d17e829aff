// QR layers: the matrix comes from the `qrcode` package and is drawn as filled squares, identically on both sides.
import QRCode from "qrcode";
import type { DrawContext } from "./context.ts";
import type { QrLayer } from "./schema.ts";

export interface QrMatrix {
  size: number;
  isDark(row: number, col: number): boolean;
}

/** QR alphanumeric mode's characters (ISO/IEC 18004 §7.4.4). */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;

/**
 * What a QR of `text` encodes: a text written for alphanumeric mode (the printed credential link,
 * upper case) as one alphanumeric segment, found without qrcode's segment optimiser (a graph search
 * of ~1.5 ms per link: a bulk issuance's main thread and renderers paid it for every certificate);
 * any other text is left to the optimiser. The credential's fit (credentials/qr/fit.ts) measures the same.
 */
export function qrSegments(text: string): string | QRCode.QRCodeSegment[] {
  return ALPHANUMERIC.test(text) ? [{ data: text, mode: "alphanumeric" }] : text;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(qrSegments(text), { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) };
}

/** Draws the code centred in the layer box (square, the smaller side), with its quiet zone. */
export function drawQr(ctx: DrawContext, layer: QrLayer, content: string): void {
  if (!content) return;
  const { color, background, margin } = layer.props;
  const matrix = qrMatrix(content);
  const side = Math.min(layer.width, layer.height);
  const cells = matrix.size + margin * 2;
  const cell = side / cells;
  const ox = (layer.width - side) / 2;
  const oy = (layer.height - side) / 2;
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(ox, oy, side, side);
  }
  // All dark modules go into ONE path filled once: shared edges are then rasterised together, so
  // anti-aliasing leaves no hairline seams between neighbouring modules at fractional scales.
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < matrix.size && matrix.isDark(row, end)) end++;
      ctx.rect(ox + (margin + col) * cell, oy + (margin + row) * cell, (end - col) * cell, cell);
      col = end;
    }
  }
  ctx.fill();
}
