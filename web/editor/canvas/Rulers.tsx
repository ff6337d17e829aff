// Rulers along the top and the start side of the stage, in design pixels: they follow the zoom and the
// stage's scrolling (redrawn on scroll, zoom, resize). Drawn on two small canvases, not as hundreds of
// tick elements. Editor-only: nothing here is part of the design. The vertical ruler sits on the start
// side (the right in Arabic); the horizontal one reads left to right, as the design's coordinates do.
import { useEffect, useRef } from "react";
import { rulerTicks } from "./grid.ts";

export const RULER_PX = 20;

interface RulersProps {
  /** the scrolling stage and the canvas's box inside it (design zero = its top-left corner) */
  stage: HTMLElement | null;
  surface: HTMLElement | null;
  zoom: number;
  /** changes when the design's size does (the surface moves) */
  layoutKey: string;
}

function drawRuler(canvas: HTMLCanvasElement, origin: number, zoom: number, vertical: boolean) {
  const rect = canvas.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  const length = vertical ? rect.height : rect.width;
  canvas.width = Math.max(1, Math.round(rect.width * dpr));
  canvas.height = Math.max(1, Math.round(rect.height * dpr));
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const style = getComputedStyle(canvas);
  ctx.scale(dpr, dpr);
  ctx.clearRect(0, 0, rect.width, rect.height);
  ctx.strokeStyle = style.color;
  ctx.fillStyle = style.color;
  ctx.lineWidth = 1;
  ctx.font = `10px ${style.fontFamily}`;
  ctx.textBaseline = "top";
  ctx.beginPath();
  for (const tick of rulerTicks(origin, 0, length, zoom)) {
    const at = Math.round(tick.at) + 0.5;
    const size = tick.major ? RULER_PX : RULER_PX / 3;
    if (vertical) {
      const x0 = rect.width - size;
      ctx.moveTo(x0, at);
      ctx.lineTo(rect.width, at);
    } else {
      ctx.moveTo(at, RULER_PX - size);
      ctx.lineTo(at, RULER_PX);
    }
    if (tick.label === undefined) continue;
    if (vertical) {
      ctx.save();
      ctx.translate(2, at + 2);
      ctx.rotate(Math.PI / 2);
      ctx.fillText(String(tick.label), 0, -8);
      ctx.restore();
    } else {
      ctx.fillText(String(tick.label), at + 3, 2);
    }
  }
  ctx.stroke();
}

export function Rulers({ stage, surface, zoom, layoutKey }: RulersProps) {
  const top = useRef<HTMLCanvasElement>(null);
  const side = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!stage || !surface) return;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const s = surface.getBoundingClientRect();
      if (top.current) drawRuler(top.current, s.left - top.current.getBoundingClientRect().left, zoom, false);
      if (side.current) drawRuler(side.current, s.top - side.current.getBoundingClientRect().top, zoom, true);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    draw();
    stage.addEventListener("scroll", schedule, { passive: true });
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    observer?.observe(stage);
    return () => {
      stage.removeEventListener("scroll", schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [stage, surface, zoom, layoutKey]);
  return (
    <>
      <canvas ref={top} aria-hidden data-testid="ruler-top" className="pointer-events-none absolute start-0 end-0 top-0 z-20 h-5 w-full border-b border-border bg-card/95 text-muted-foreground" />
      <canvas ref={side} aria-hidden data-testid="ruler-side" className="pointer-events-none absolute bottom-0 start-0 top-0 z-20 h-full w-5 border-e border-border bg-card/95 text-muted-foreground" />
      <div aria-hidden className="pointer-events-none absolute start-0 top-0 z-30 size-5 border-b border-e border-border bg-card" />
    </>
  );
}
