// Draws the design into the stage's <canvas> with the SAME module as the server (shared/design/render.ts),
// at most once per animation frame. Fonts and images are awaited only the first time they are needed, so a
// drag redraws synchronously from caches.
import { useEffect, useRef, type RefObject } from "react";
import type { DrawContext, DrawableImage } from "../../../shared/design/context.ts";
import { documentFonts } from "../../../shared/design/font-loading.ts";
import { drawDesign, imageSources } from "../../../shared/design/render.ts";
import type { DesignDocument, DesignValues } from "../../../shared/design/schema.ts";
import { ensureFontStylesheet, loadBrowserImage } from "../../components/DesignCanvas.tsx";

const loadedFaces = new Set<string>();
const images = new Map<string, DrawableImage | null>();

async function ensureAssets(doc: DesignDocument, values: DesignValues): Promise<void> {
  const faces = documentFonts(doc).filter((f) => !loadedFaces.has(`${f.family}:${f.weight}`));
  const srcs = imageSources(doc, values).filter((s) => !images.has(s));
  await Promise.all([
    ...faces.map((f) =>
      document.fonts
        .load(`${f.weight} 32px "${f.family}"`, "اa")
        .catch(() => undefined)
        .then(() => loadedFaces.add(`${f.family}:${f.weight}`)),
    ),
    ...srcs.map((s) => loadBrowserImage(s).then((img) => images.set(s, img))),
  ]);
}

function assetsReady(doc: DesignDocument, values: DesignValues): boolean {
  return documentFonts(doc).every((f) => loadedFaces.has(`${f.family}:${f.weight}`)) && imageSources(doc, values).every((s) => images.has(s));
}

export interface DrawStats {
  lastDrawMs: number;
}

/** Keeps `canvasRef` showing `doc` at `zoom` (CSS px per design px), sharp on high-DPI screens. */
export function useDesignDrawing(canvasRef: RefObject<HTMLCanvasElement | null>, doc: DesignDocument, values: DesignValues, zoom: number, stats?: DrawStats): void {
  const frame = useRef(0);
  useEffect(() => {
    ensureFontStylesheet();
  }, []);
  useEffect(() => {
    let cancelled = false;
    const draw = () => {
      const canvas = canvasRef.current;
      if (!canvas || cancelled) return;
      const t0 = performance.now();
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      const w = Math.max(1, Math.round(doc.canvas.width * zoom * ratio));
      const h = Math.max(1, Math.round(doc.canvas.height * zoom * ratio));
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, w, h);
      drawDesign(ctx as unknown as DrawContext, { doc, values, scale: w / doc.canvas.width }, images);
      if (stats) stats.lastDrawMs = performance.now() - t0;
      canvas.dataset.drawn = String(Number(canvas.dataset.drawn ?? 0) + 1);
    };
    const schedule = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(draw);
    };
    if (assetsReady(doc, values)) schedule();
    else void ensureAssets(doc, values).then(schedule);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame.current);
    };
  }, [canvasRef, doc, values, zoom, stats]);
}
