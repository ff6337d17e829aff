// Live preview of a design document: the SAME drawing module as the server (shared/design/render.ts),
// drawn into a <canvas> once the fonts it uses have loaded from our own /fonts/ (so line breaks and
// auto-shrink match the downloaded PNG/PDF).
import { useEffect, useRef, useState } from "react";
import type { DrawContext, DrawableImage } from "../../shared/design/context.ts";
import { loadDesignFonts } from "../lib/brand-fonts.ts";
import { drawDesign, loadImages } from "../../shared/design/render.ts";
import type { DesignDocument, DesignValues } from "../../shared/design/schema.ts";

export const FONTS_STYLESHEET = "/fonts/fonts.css";

let stylesheetReady: Promise<void> | null = null;

/**
 * Adds the @font-face stylesheet once per document and resolves when it is parsed: document.fonts.load()
 * called before that finds no face and quietly resolves with nothing, and the canvas would keep a
 * fallback font (and other line breaks than the server's PNG).
 */
export function ensureFontStylesheet(doc: Document = document): Promise<void> {
  let link = doc.querySelector<HTMLLinkElement>("link[data-bitaqa-fonts]");
  if (link && link.sheet) return Promise.resolve();
  if (stylesheetReady && link) return stylesheetReady;
  if (!link) {
    link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = FONTS_STYLESHEET;
    link.setAttribute("data-bitaqa-fonts", "");
    doc.head.appendChild(link);
  }
  const el = link;
  stylesheetReady = new Promise<void>((resolve) => {
    el.addEventListener("load", () => resolve(), { once: true });
    el.addEventListener("error", () => resolve(), { once: true });
    setTimeout(resolve, 3000); // never wait forever (a blocked or slow stylesheet): draw with what there is
  });
  return stylesheetReady;
}

/** True once the fonts stylesheet is parsed; adds it on first use. */
export function useFontStylesheet(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureFontStylesheet().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

const imageCache = new Map<string, Promise<DrawableImage | null>>();

/** Browser image loader for the renderer: HTMLImageElement, cached by src. */
export function loadBrowserImage(src: string): Promise<DrawableImage | null> {
  let pending = imageCache.get(src);
  if (!pending) {
    pending = new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => resolve(null);
      img.src = src;
    });
    imageCache.set(src, pending);
  }
  return pending;
}

export interface DesignCanvasProps {
  design: DesignDocument;
  values?: DesignValues;
  /** Displayed width in CSS pixels; the height follows the canvas ratio. Default: the design's width. */
  width?: number;
  /** Accessible name (e.g. the card's title); the canvas is exposed as an image. */
  label: string;
  className?: string;
  /** Called after each completed draw (tests, the editor's selection overlay). */
  onRendered?: (canvas: HTMLCanvasElement) => void;
}

export function DesignCanvas({ design, values, width, label, className, onRendered }: DesignCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const displayWidth = width ?? design.canvas.width;
  const displayHeight = (displayWidth * design.canvas.height) / design.canvas.width;
  const sheetReady = useFontStylesheet();

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let cancelled = false;
    (async () => {
      const vals = values ?? {};
      const fonts = typeof document !== "undefined" ? document.fonts : undefined;
      const [images] = await Promise.all([loadImages(design, vals, loadBrowserImage), fonts ? loadDesignFonts(design, fonts) : undefined]);
      if (cancelled) return;
      const ratio = Math.min(3, typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1);
      canvas.width = Math.round(displayWidth * ratio);
      canvas.height = Math.round(displayHeight * ratio);
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      drawDesign(ctx as unknown as DrawContext, { doc: design, values: vals, scale: canvas.width / design.canvas.width }, images);
      onRendered?.(canvas);
    })().catch((err: unknown) => console.error("design preview failed", err));
    return () => {
      cancelled = true;
    };
    // Drawn again once the @font-face stylesheet is parsed (faces looked up before that are not found).
  }, [design, values, displayWidth, displayHeight, onRendered, sheetReady]);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className={className}
      style={{ width: displayWidth, maxWidth: "100%", height: "auto", aspectRatio: `${design.canvas.width} / ${design.canvas.height}` }}
    />
  );
}
