// A new shape layer made from a library element: its drawing copied into the layer (the design never
// changes when the library does), centred, on top, sized to the element's proportions.
import { layerDrawing, type LibraryElement } from "../../shared/design/elements/catalogue.ts";
import type { DesignDocument, Layer } from "../../shared/design/schema.ts";
import { newId, topIndex } from "./state/ops.ts";

/** Share of the canvas' shorter side the element's longer side takes; wide pieces (dividers, ribbons) and frames get more. */
const SIZE: Partial<Record<LibraryElement["category"], number>> = { dividers: 0.6, ribbons: 0.6, frames: 0.8 };

export function newElementLayer(doc: DesignDocument, element: LibraryElement, name: string): Layer {
  const { width: W, height: H } = doc.canvas;
  const { width: vw, height: vh } = element.drawing.viewBox;
  const longest = Math.min(W, H) * (SIZE[element.category] ?? 0.3);
  const s = Math.min(longest / Math.max(vw, vh), (W * 0.9) / vw, (H * 0.9) / vh);
  const width = Math.max(1, Math.round(vw * s));
  const height = Math.max(1, Math.round(vh * s));
  return {
    id: newId(), name, rotation: 0, opacity: 1, locked: false, hidden: false, index: topIndex(doc),
    x: Math.round((W - width) / 2), y: Math.round((H - height) / 2), width, height,
    type: "shape",
    props: { shape: "element", fill: null, stroke: null, strokeWidth: 0, radius: 0, element: layerDrawing(element) },
  };
}
