// What each layer IS when a design changes format (resize.ts): a backdrop (covers most of the canvas:
// it stretches with it), text (its lines, as the renderer lays them out, are what must stay readable)
// or a decoration, moved as a unit with the layers that belong to it. Pure: the caller passes the
// measuring function (a canvas in the browser, @napi-rs/canvas on the server).
import type { DesignDocument, DesignValues, Layer, TextLayer } from "./schema.ts";
import { blockTop, lineStartX, planText } from "./text.ts";
import type { MeasureFn } from "./text-layout.ts";

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The axis-aligned box around `box` turned by `rotation` degrees about (cx, cy). */
function turned(box: Box, rotation: number, cx: number, cy: number): Box {
  if (!rotation) return box;
  const r = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const corners = [[box.x0, box.y0], [box.x1, box.y0], [box.x0, box.y1], [box.x1, box.y1]].map(([x, y]) => [
    cx + (x - cx) * cos - (y - cy) * sin,
    cy + (x - cx) * sin + (y - cy) * cos,
  ]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The box a layer covers on the canvas, rotation included. */
export function coveredBox(l: Layer): Box {
  return turned({ x0: l.x, y0: l.y, x1: l.x + l.width, y1: l.y + l.height }, l.rotation ?? 0, l.x + l.width / 2, l.y + l.height / 2);
}

/** The bounds of several layers' covered boxes. */
export function boundsOfBoxes(boxes: Box[]): Box {
  return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
}

const coversMost = (b: Box, width: number, height: number) =>
  Math.min(b.x1, width) - Math.max(b.x0, 0) >= 0.7 * width && Math.min(b.y1, height) - Math.max(b.y0, 0) >= 0.7 * height;

/**
 * A layer that covers most of the canvas (≥ 70 % of its width and of its height, counting only the
 * part on the canvas): a background panel, an arch, a frame. It stretches with the canvas; everything
 * overlaps it, so it is neither an ornament to keep clear of text nor a reason to tie layers together.
 */
export function isBackdrop(l: Layer, width: number, height: number): boolean {
  return l.type !== "text" && coversMost(coveredBox(l), width, height);
}

export interface ResizeUnit {
  /** Indexes into doc.layers. */
  members: number[];
  /**
   * backdrop: one layer covering most of the canvas, or a group of pieces that does (a lattice of
   * stars, a frame drawn from corners) — it stretches with the canvas.
   * panel: one layer a text sits in (a card, a name tag) — it is wrapped around its texts' new places.
   * text: text layers, and the groups they belong to.
   * decoration: everything else — one layer, a group, or ornaments overlapping each other.
   */
  role: "backdrop" | "panel" | "text" | "decoration";
  /** For a panel: the texts (indexes) it holds. */
  holds?: number[];
}

/** Whether at least 90 % of box `inner`'s area lies inside `outer`. */
function mostlyInside(inner: Box, outer: Box): boolean {
  const area = (inner.x1 - inner.x0) * (inner.y1 - inner.y0);
  const w = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const h = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return w > 0 && h > 0 && w * h >= 0.9 * area;
}

/**
 * How the layers move when the canvas changes size. Groups (same groupId) stay together, except that
 * a group spread over half the canvas or more (a starfield, confetti) is a scatter of independent
 * pieces. Groups and layers covering most of the canvas are backdrops; a non-text layer holding a
 * text is its panel. Then ornaments (non-text, not backdrops, not panels) that overlap are tied
 * together, transitively — never through a backdrop or a panel, or the whole design would be one box.
 */
export function resizeRoles(doc: Pick<DesignDocument, "canvas" | "layers">): ResizeUnit[] {
  const { layers } = doc;
  const { width, height } = doc.canvas;
  const boxes = layers.map(coveredBox);
  const parent = layers.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const join = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  const byGroup = new Map<string, number[]>();
  layers.forEach((l, i) => {
    if (l.groupId && !isBackdrop(l, width, height)) byGroup.set(l.groupId, [...(byGroup.get(l.groupId) ?? []), i]);
  });
  const backdrop = new Set<number>(layers.flatMap((l, i) => (isBackdrop(l, width, height) ? [i] : [])));
  for (const members of byGroup.values()) {
    const b = boundsOfBoxes(members.map((i) => boxes[i]));
    const text = members.some((i) => layers[i].type === "text");
    if (!text && coversMost(b, width, height)) {
      members.forEach((i) => join(i, members[0]));
      backdrop.add(find(members[0]));
    } else if (text || (b.x1 - b.x0 < 0.5 * width && b.y1 - b.y0 < 0.5 * height)) members.forEach((i) => join(i, members[0]));
  }
  const texts = layers.flatMap((l, i) => (l.type === "text" ? [i] : []));
  const size = new Map<number, number>();
  layers.forEach((_, i) => size.set(find(i), (size.get(find(i)) ?? 0) + 1));
  const holds = new Map<number, number[]>();
  layers.forEach((l, i) => {
    if (l.type === "text" || backdrop.has(find(i)) || size.get(find(i))! > 1) return; // a panel is one layer, in no group
    const inside = texts.filter((t) => mostlyInside(boxes[t], boxes[i]));
    if (inside.length > 0) holds.set(i, inside);
  });
  const ornaments = layers.flatMap((l, i) => (l.type !== "text" && !backdrop.has(find(i)) && !holds.has(i) ? [i] : []));
  for (let a = 0; a < ornaments.length; a++) {
    for (let b = a + 1; b < ornaments.length; b++) if (overlap(boxes[ornaments[a]], boxes[ornaments[b]])) join(ornaments[a], ornaments[b]);
  }
  const units = new Map<number, number[]>();
  layers.forEach((_, i) => units.set(find(i), [...(units.get(find(i)) ?? []), i]));
  return [...units.entries()].map(([root, members]): ResizeUnit => {
    if (backdrop.has(root)) return { members, role: "backdrop" };
    if (members.some((i) => layers[i].type === "text")) return { members, role: "text" };
    const held = members.length === 1 ? holds.get(members[0]) : undefined;
    return held ? { members, role: "panel", holds: held } : { members, role: "decoration" };
  });
}

/** The units' layer indexes (see resizeRoles). */
export function resizeUnits(doc: Pick<DesignDocument, "canvas" | "layers">): number[][] {
  return resizeRoles(doc).map((u) => u.members);
}

/** How a text layer's ink is found: the renderer's layout (with these values), or none = its whole box. */
export interface TextMeasure {
  measure: MeasureFn;
  values: DesignValues;
}

/**
 * Where a text layer's text is on the canvas: one box per drawn line, from the same layout the
 * renderer draws (planText: line breaks, auto-shrink, alignment), turned with the layer. The layer's
 * whole box when there is no measuring function, for curved text, or when the text is empty.
 */
export function textBoxes(layer: TextLayer, doc: Pick<DesignDocument, "digits">, how?: TextMeasure): Box[] {
  if (!how || layer.props.curve) return [coveredBox(layer)];
  const { layout, direction } = planText(layer, doc, how.values, how.measure);
  const { lines, lineHeightPx } = layout;
  const top = blockTop(layer, lines.length * lineHeightPx);
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const boxes = lines.flatMap((line, i): Box[] => {
    if (!line.text.trim()) return [];
    const justify = layer.props.align === "justify" && !line.paragraphEnd && line.text.trim().includes(" ");
    const x0 = layer.x + lineStartX(layer, line.width, direction, justify);
    const y0 = layer.y + top + i * lineHeightPx;
    const box = { x0, y0, x1: x0 + (justify ? layer.width : line.width), y1: y0 + lineHeightPx };
    return [turned(box, layer.rotation ?? 0, cx, cy)];
  });
  return boxes.length > 0 ? boxes : [coveredBox(layer)];
}
