// The link's QR code drawn on a <canvas> from the shared qrMatrix (same encoder as the renderer),
// downloadable as a PNG.
import { Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { qrMatrix, qrPathData } from "../../../shared/design/qr.ts";
import { Button } from "../ui/button.tsx";
import { useStaticPage } from "../../lib/static-page.ts";

const QUIET = 4;

export function drawQrCode(canvas: HTMLCanvasElement, text: string, pixels: number): void {
  const matrix = qrMatrix(text);
  const cells = matrix.size + QUIET * 2;
  const cell = Math.max(1, Math.floor(pixels / cells));
  const side = cell * cells;
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = "#000000";
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) if (matrix.isDark(r, c)) ctx.fillRect((c + QUIET) * cell, (r + QUIET) * cell, cell, cell);
  }
}

/** The same code as an SVG path: what a server-drawn page shows (no canvas without scripts). */
export function qrSvgPath(text: string): { d: string; side: number } {
  const matrix = qrMatrix(text);
  return { d: qrPathData(matrix, QUIET), side: matrix.size + QUIET * 2 };
}

export function QrCanvas({ text, fileName, onDownload }: { text: string; fileName: string; onDownload?: () => void }) {
  const { t } = useTranslation("webCards");
  const staticPage = useStaticPage();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) drawQrCode(ref.current, text, 512);
  }, [text]);

  function download() {
    const canvas = ref.current;
    if (!canvas) return;
    const a = document.createElement("a");
    a.href = canvas.toDataURL("image/png");
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    onDownload?.();
  }

  if (staticPage) {
    const { d, side } = qrSvgPath(text);
    return (
      <div className="flex items-center gap-4">
        <svg viewBox={`0 0 ${side} ${side}`} role="img" aria-label={t("share.qrAlt")} data-testid="share-qr-svg" className="size-28 shrink-0 rounded-xl border border-border bg-white p-1" shapeRendering="crispEdges">
          <path d={d} fill="#000" />
        </svg>
        <div className="grid gap-2">
          <p className="text-sm font-bold">{t("share.qr")}</p>
          <p className="text-xs text-muted-foreground">{t("share.qrHint")}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-4">
      <canvas ref={ref} role="img" aria-label={t("share.qrAlt")} data-testid="share-qr-canvas" className="size-28 shrink-0 rounded-xl border border-border bg-white p-1 [image-rendering:pixelated]" />
      <div className="grid gap-2">
        <p className="text-sm font-bold">{t("share.qr")}</p>
        <p className="text-xs text-muted-foreground">{t("share.qrHint")}</p>
        <Button variant="outline" size="sm" onClick={download} data-testid="share-qr" className="w-fit">
          <Download aria-hidden />
          {t("share.qrDownload")}
        </Button>
      </div>
    </div>
  );
}
