// How much room a text layer's text takes, for the editor's auto-height text boxes: the same layout as
// the renderer (text.ts → text-layout.ts), so a box grown to this height shows every line the PNG
// will show. Pure: the caller passes the measuring function (a canvas in the browser, a fake in tests).
import type { DesignDocument, DesignValues, TextLayer } from "./schema.ts";
import { planText } from "./text.ts";
import { curvedInkBox } from "./text-curve.ts";
import type { MeasureFn } from "./text-layout.ts";

export interface TextBlock {
  /** Font size the text is drawn at (smaller than the layer's when auto-shrink kicked in). */
  fontSize: number;
  lineHeightPx: number;
  lines: number;
  /** Height of all the lines together. */
  contentHeight: number;
  /** Where the first line starts below the box's top edge (vertical alignment). */
  top: number;
}

export function textBlock(layer: TextLayer, doc: Pick<DesignDocument, "digits">, values: DesignValues, measure: MeasureFn): TextBlock {
  const { layout } = planText(layer, doc, values, measure);
  const lines = Math.max(1, layout.lines.length);
  const contentHeight = lines * layout.lineHeightPx;
  const align = layer.props.verticalAlign;
  const top = align === "middle" ? (layer.height - contentHeight) / 2 : align === "bottom" ? layer.height - contentHeight : 0;
  return { fontSize: layout.fontSize, lineHeightPx: layout.lineHeightPx, lines, contentHeight, top };
}

/**
 * The height a text box needs so none of its lines spill out, or null when it needs no more than it
 * has. Auto-shrink boxes never grow: their text gets smaller instead.
 */
export function neededTextHeight(layer: TextLayer, doc: Pick<DesignDocument, "digits">, values: DesignValues, measure: MeasureFn): number | null {
  if (layer.props.autoShrink || layer.props.curve) return null;
  const need = Math.ceil(textBlock(layer, doc, values, measure).contentHeight - 0.01);
  return need > layer.height ? need : null;
}

/**
 * The box with a new height, grown from the edge the text is aligned to (down from the top, or up
 * from the bottom), that edge staying where it is on the canvas even when the layer is rotated
 * (the box rotates about its centre, so the centre moves along the rotated vertical).
 */
export function growBox<B extends { x: number; y: number; width: number; height: number; rotation: number }>(box: B, height: number, anchor: "top" | "bottom"): B {
  const dh = height - box.height;
  const r = (box.rotation * Math.PI) / 180;
  const shift = (anchor === "top" ? dh : -dh) / 2;
  const cx = box.x + box.width / 2 - shift * Math.sin(r);
  const cy = box.y + box.height / 2 + shift * Math.cos(r);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { ...box, x: round(cx - box.width / 2), y: round(cy - height / 2), height };
}

/**
 * Curved text: the size its box needs so the arc's ink (text-curve.ts, as drawn) lies inside it, or
 * null when it fits. The arc is drawn centred in the box, so the box grows about its centre, to twice
 * the ink's farthest reach from it on each axis.
 */
export function neededCurvedBox(layer: TextLayer, doc: Pick<DesignDocument, "digits">, values: DesignValues, measure: MeasureFn): { width: number; height: number } | null {
  if (!layer.props.curve) return null;
  const ink = curvedInkBox(layer, planText(layer, doc, values, measure), measure);
  if (!ink) return null;
  const [cx, cy] = [layer.width / 2, layer.height / 2];
  const width = Math.max(layer.width, Math.ceil(2 * Math.max(cx - ink.left, ink.right - cx) - 0.01));
  const height = Math.max(layer.height, Math.ceil(2 * Math.max(cy - ink.top, ink.bottom - cy) - 0.01));
  return width > layer.width || height > layer.height ? { width, height } : null;
}

/** The box grown to a new size about its centre (which stays where it is, whatever the rotation). */
export function growAboutCentre<B extends { x: number; y: number; width: number; height: number }>(box: B, size: { width: number; height: number }): B {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { ...box, x: round(box.x - (size.width - box.width) / 2), y: round(box.y - (size.height - box.height) / 2), width: size.width, height: size.height };
}
