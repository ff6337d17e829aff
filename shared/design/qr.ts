// QR layers: the matrix comes from the `qrcode` package and is drawn as filled squares, identically on both sides.
import QRCode from "qrcode";
import type { DrawContext } from "./context.ts";
import type { QrLayer } from "./schema.ts";
import { newPath } from "./elements/draw.ts";
import { maskedSymbol } from "./qr-mask.ts";

export interface QrMatrix {
  size: number;
  isDark(row: number, col: number): boolean;
  /** 1 = dark, row-major (size × size) */
  modules: Uint8Array;
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
  const { size, modules } = maskedSymbol(qrSegments(text));
  return { size, modules, isDark: (row, col) => modules[row * size + col] === 1 };
}

/**
 * The dark modules as one SVG path in module units (integers): the outlines of the dark regions, each
 * traced with the dark side on its right, so the nonzero rule fills exactly the dark squares (a light
 * hole's outline runs the other way round). Only the corners are points: a version-19 code has ~30 %
 * fewer points than one rectangle per row run (half the PDF bytes), which is what a PDF's content
 * stream holds and deflates for every certificate of a bulk issuance. `offset` moves it by whole
 * modules (a quiet zone).
 */
export function qrPathData(matrix: QrMatrix, offset = 0): string {
  const n = matrix.size;
  const w = n + 1; // vertices per row
  // The modules with a light border, so that every neighbour can be read without a bounds check.
  const p = n + 2;
  const padded = new Uint8Array(p * p);
  for (let r = 0; r < n; r++) padded.set(matrix.modules.subarray(r * n, r * n + n), (r + 1) * p + 1);
  // Each vertex has at most two outgoing edges (two dark modules meeting at a corner only).
  const first = new Int32Array(w * w).fill(-1);
  const second = new Int32Array(w * w).fill(-1);
  const edge = (from: number, to: number) => {
    if (first[from] < 0) first[from] = to;
    else second[from] = to;
  };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const at = (r + 1) * p + c + 1;
      if (!padded[at]) continue;
      const topLeft = r * w + c;
      if (!padded[at - p]) edge(topLeft, topLeft + 1);
      if (!padded[at + 1]) edge(topLeft + 1, topLeft + w + 1);
      if (!padded[at + p]) edge(topLeft + w + 1, topLeft + w);
      if (!padded[at - 1]) edge(topLeft + w, topLeft);
    }
  }
  const take = (v: number) => {
    const to = first[v];
    first[v] = second[v];
    second[v] = -1;
    return to;
  };
  let d = "";
  for (let start = 0; start < w * w; start++) {
    while (first[start] >= 0) {
      let x = start % w;
      let y = (start - x) / w;
      d += `M${x + offset} ${y + offset}`;
      // Straight runs become one h/v segment: only the corners are written.
      let dx = 0;
      let dy = 0;
      let run = 0;
      for (let at = start; ; ) {
        const to = take(at);
        if (to < 0) break;
        const tx = to % w;
        const ty = (to - tx) / w;
        if (tx - x === dx && ty - y === dy) run++;
        else {
          if (run) d += dx ? `h${dx * run}` : `v${dy * run}`;
          dx = tx - x;
          dy = ty - y;
          run = 1;
        }
        at = to;
        x = tx;
        y = ty;
        if (at === start) break;
      }
      d += "z"; // the last straight run ends where the outline began
    }
  }
  return d;
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
  // ONE path filled once: shared edges are rasterised together, so anti-aliasing leaves no hairline
  // seams between neighbouring modules at fractional scales. It is made in module units from one
  // string (one call into the canvas instead of one per row run) and scaled to the cell.
  ctx.fillStyle = color;
  const path = newPath(qrPathData(matrix));
  if (path) {
    ctx.save();
    ctx.translate(ox + margin * cell, oy + margin * cell);
    ctx.scale(cell, cell);
    (ctx as DrawContext & { fill(path: object): void }).fill(path);
    ctx.restore();
    return;
  }
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
