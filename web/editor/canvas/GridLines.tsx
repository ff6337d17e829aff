// The grid drawn over the canvas while it is on: a CSS background on an element above the canvas and
// under the handles, so it is never in the design's pixels (PNG, PDF). Far out, every k-th line.
import { drawnGridStep } from "./grid.ts";
import "./grid.css";

export function GridLines({ size, zoom }: { size: number; zoom: number }) {
  const step = drawnGridStep(size, zoom);
  return <div aria-hidden data-testid="editor-grid" data-grid-size={size} className="bq-grid pointer-events-none absolute inset-0" style={{ backgroundSize: `${step}px ${step}px` }} />;
}
