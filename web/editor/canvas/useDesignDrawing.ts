// Draws the design into the stage's <canvas> with the SAME module as the server (shared/design/render.ts),
// at most once per animation frame. Fonts and images are awaited only the first time they are needed, so a
// drag redraws synchronously from caches.
//
// While layers are being dragged or typed in ("active"), everything below them and everything above them
// is drawn once into two cached bitmaps; a frame then costs two blits plus the active layers, instead of
// the whole 60-layer document (source-over compositing is associative, so the pixels are the same).
import { useEffect, useRef, type RefObject } from "react";
import type { DrawContext, DrawableImage } from "../../../shared/design/context.ts";
import { documentFonts } from "../../../shared/design/font-loading.ts";
import { drawDesign, imageSources } from "../../../shared/design/render.ts";
import { orderedLayers, type DesignDocument, type DesignValues, type Layer } from "../../../shared/design/schema.ts";
import { loadBrowserImage, useFontStylesheet } from "../../components/DesignCanvas.tsx";
import { ensureBrandFaces } from "../../lib/brand-fonts.ts";

const loadedFaces = new Set<string>();
const images = new Map<string, DrawableImage | null>();

async function ensureAssets(doc: DesignDocument, values: DesignValues): Promise<void> {
  await ensureBrandFaces(doc); // uploaded families: FontFaces added before document.fonts.load can find them
  const faces = documentFonts(doc).filter((f) => !loadedFaces.has(`${f.family}:${f.weight}`));
  const srcs = imageSources(doc, values).filter((s) => !images.has(s));
  await Promise.all([
    // A face counts as loaded only when the browser found and loaded it; a failed load is tried again next time.
    ...faces.map((f) =>
      document.fonts
        .load(`${f.weight} 32px "${f.family}"`, "اa")
        .then((found) => found.length > 0 && loadedFaces.add(`${f.family}:${f.weight}`))
        .catch(() => undefined),
    ),
    ...srcs.map((s) => loadBrowserImage(s).then((img) => images.set(s, img))),
  ]);
}

function assetsReady(doc: DesignDocument, values: DesignValues): boolean {
  return documentFonts(doc).every((f) => loadedFaces.has(`${f.family}:${f.weight}`)) && imageSources(doc, values).every((s) => images.has(s));
}

export interface DrawStats {
  lastDrawMs: number;
  /** Every draw's duration (ms), newest last; the browser bench reads it. */
  samples: number[];
}

const TRANSPARENT = { type: "color", color: "rgba(0,0,0,0)" } as const;

interface Split {
  below: Layer[];
  live: Layer[];
  above: Layer[];
}

/** Layers under the lowest active one, between the lowest and highest active (drawn live), and above. */
export function splitLayers(doc: DesignDocument, active: ReadonlySet<string>): Split {
  const ordered = orderedLayers(doc);
  const first = ordered.findIndex((l) => active.has(l.id));
  if (first < 0) return { below: ordered, live: [], above: [] };
  let last = first;
  ordered.forEach((l, i) => active.has(l.id) && (last = i));
  return { below: ordered.slice(0, first), live: ordered.slice(first, last + 1), above: ordered.slice(last + 1) };
}

interface Cache {
  key: unknown[];
  below: HTMLCanvasElement;
  above: HTMLCanvasElement;
}

function sameKey(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function paint(target: HTMLCanvasElement, doc: DesignDocument, values: DesignValues, clear: boolean, time?: number): void {
  const ctx = target.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (clear) ctx.clearRect(0, 0, target.width, target.height);
  drawDesign(ctx as unknown as DrawContext, { doc, values, scale: target.width / doc.canvas.width, time }, images);
}

function layerCanvas(w: number, h: number, reuse?: HTMLCanvasElement): HTMLCanvasElement {
  const c = reuse ?? document.createElement("canvas");
  c.width = w;
  c.height = h;
  return c;
}

/**
 * Keeps `canvasRef` showing `doc` at `zoom` (CSS px per design px), sharp on high-DPI screens.
 * `active`: ids of layers changing frame after frame (a drag, typing), drawn over cached bitmaps.
 * `time`: the animation preview's frame (seconds); every layer may move then, so nothing is cached.
 */
export function useDesignDrawing(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  doc: DesignDocument,
  values: DesignValues,
  zoom: number,
  active: readonly string[],
  stats?: DrawStats,
  time?: number,
): void {
  const frame = useRef(0);
  const cache = useRef<Cache | null>(null);
  // Faces looked up before the @font-face stylesheet is parsed are not found: draw again once it is.
  const sheetReady = useFontStylesheet();
  const activeKey = active.join(",");
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
      const ids = new Set(activeKey ? activeKey.split(",") : []);
      const split = ids.size && time === undefined ? splitLayers(doc, ids) : null;
      if (!split || !split.live.length) {
        cache.current = null;
        paint(canvas, doc, values, true, time);
      } else {
        const key = [w, h, values, doc.background, doc.digits, ...split.below, "|", ...split.above];
        let c = cache.current;
        if (!c || !sameKey(c.key, key)) {
          const below = layerCanvas(w, h, c?.below);
          const above = layerCanvas(w, h, c?.above);
          paint(below, { ...doc, layers: split.below }, values, true);
          paint(above, { ...doc, background: TRANSPARENT, layers: split.above }, values, true);
          c = cache.current = { key, below, above };
        }
        const ctx = canvas.getContext("2d");
        if (!ctx) return;
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, w, h);
        ctx.drawImage(c.below, 0, 0);
        paint(canvas, { ...doc, background: TRANSPARENT, layers: split.live }, values, false);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.drawImage(c.above, 0, 0);
      }
      if (stats) {
        stats.lastDrawMs = performance.now() - t0;
        stats.samples.push(stats.lastDrawMs);
        if (stats.samples.length > 1000) stats.samples.shift();
      }
      canvas.dataset.drawn = String(Number(canvas.dataset.drawn ?? 0) + 1);
    };
    const schedule = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(draw);
    };
    // A playing animation changes `time` on every frame from its own requestAnimationFrame: a draw scheduled
    // for the next frame would be cancelled by the next time before it ran, so a frame is drawn at once.
    if (assetsReady(doc, values) && time !== undefined) draw();
    else if (assetsReady(doc, values)) schedule();
    // Draw once the assets are in (or after their load failed: then with what the browser has).
    else void ensureAssets(doc, values).then(schedule);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame.current);
    };
  }, [canvasRef, doc, values, zoom, activeKey, stats, sheetReady, time]);
}
