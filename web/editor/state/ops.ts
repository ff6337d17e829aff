// Pure operations on a design document. Each returns a new document and replaces only the layer
// records it changes, so history diffs (history.ts) stay one record per changed layer.
import { keyBetween } from "../../../shared/design/fractional-index.ts";
import { orderedLayers, type DesignDocument, type Layer } from "../../../shared/design/schema.ts";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function newId(prefix = "l"): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function layerById(doc: DesignDocument, id: string): Layer | undefined {
  return doc.layers.find((l) => l.id === id);
}

/** Replaces the layers whose id is in `ids` by `fn(layer)`; untouched records keep their identity. */
export function mapLayers(doc: DesignDocument, ids: readonly string[], fn: (l: Layer) => Layer): DesignDocument {
  const set = new Set(ids);
  let changed = false;
  const layers = doc.layers.map((l) => {
    if (!set.has(l.id)) return l;
    const next = fn(l);
    if (next !== l) changed = true;
    return next;
  });
  return changed ? { ...doc, layers } : doc;
}

export function updateLayer<L extends Layer>(doc: DesignDocument, id: string, patch: Partial<Omit<L, "props" | "type" | "id">> & { props?: Partial<L["props"]> }): DesignDocument {
  return mapLayers(doc, [id], (l) => ({ ...l, ...patch, props: { ...l.props, ...(patch.props ?? {}) } }) as Layer);
}

/** A key above every layer (new layers go on top). */
export function topIndex(doc: DesignDocument): string {
  const ordered = orderedLayers(doc);
  return keyBetween(ordered.length ? ordered[ordered.length - 1].index : null, null);
}

export function addLayer(doc: DesignDocument, layer: Omit<Layer, "index"> & { index?: string }): DesignDocument {
  return { ...doc, layers: [...doc.layers, { ...layer, index: layer.index ?? topIndex(doc) } as Layer] };
}

export function removeLayers(doc: DesignDocument, ids: readonly string[]): DesignDocument {
  const set = new Set(ids);
  return { ...doc, layers: doc.layers.filter((l) => !set.has(l.id)) };
}

/** Moves layers by (dx, dy) design pixels; locked layers stay. */
export function moveLayers(doc: DesignDocument, ids: readonly string[], dx: number, dy: number): DesignDocument {
  if (!dx && !dy) return doc;
  return mapLayers(doc, ids, (l) => (l.locked ? l : { ...l, x: round(l.x + dx), y: round(l.y + dy) }));
}

/** Sets a layer's box; with keepRatio the height follows the width at the layer's current ratio. */
export function resizeLayer(doc: DesignDocument, id: string, box: Box, keepRatio = false): DesignDocument {
  return mapLayers(doc, [id], (l) => {
    if (l.locked) return l;
    const width = Math.max(1, box.width);
    const height = keepRatio && l.width > 0 ? (width * l.height) / l.width : Math.max(1, box.height);
    return { ...l, x: round(box.x), y: round(box.y), width: round(width), height: round(height) };
  });
}

/** Rotation in degrees, normalised to (-180, 180]; `snap` rounds to multiples of it (15 with shift). */
export function rotateLayer(doc: DesignDocument, id: string, degrees: number, snap = 0): DesignDocument {
  let r = snap > 0 ? Math.round(degrees / snap) * snap : degrees;
  r = ((((r + 180) % 360) + 360) % 360) - 180;
  if (r === -180) r = 180;
  return mapLayers(doc, [id], (l) => (l.locked ? l : { ...l, rotation: round(r) }));
}

/** Moves one layer between two others in the drawing order: only its own `index` changes. */
export function reorderLayer(doc: DesignDocument, id: string, below: string | null, above: string | null): DesignDocument {
  const lower = below ? layerById(doc, below)?.index ?? null : null;
  const upper = above ? layerById(doc, above)?.index ?? null : null;
  return mapLayers(doc, [id], (l) => ({ ...l, index: keyBetween(lower, upper) }));
}

/** One step up (+1) or down (-1) in the drawing order. */
export function stepLayer(doc: DesignDocument, id: string, step: 1 | -1): DesignDocument {
  const ordered = orderedLayers(doc);
  const i = ordered.findIndex((l) => l.id === id);
  if (i < 0) return doc;
  const j = i + step;
  if (j < 0 || j >= ordered.length) return doc;
  if (step === 1) return reorderLayer(doc, id, ordered[j].id, ordered[j + 1]?.id ?? null);
  return reorderLayer(doc, id, ordered[j - 1]?.id ?? null, ordered[j].id);
}

/** Copies of the layers, offset and on top, in their relative order; groups get new group ids. */
export function duplicateLayers(doc: DesignDocument, ids: readonly string[], offset = 20): { doc: DesignDocument; ids: string[] } {
  const set = new Set(ids);
  const source = orderedLayers(doc).filter((l) => set.has(l.id));
  const groups = new Map<string, string>();
  let next = doc;
  const created: string[] = [];
  for (const l of source) {
    const id = newId();
    const groupId = l.groupId ? (groups.get(l.groupId) ?? groups.set(l.groupId, newId("g")).get(l.groupId)) : undefined;
    next = addLayer(next, { ...l, id, x: l.x + offset, y: l.y + offset, locked: false, index: undefined, ...(groupId ? { groupId } : {}) });
    created.push(id);
  }
  return { doc: next, ids: created };
}

/** The group members of every selected layer (selecting one member selects its group). */
export function expandGroups(doc: DesignDocument, ids: readonly string[]): string[] {
  const groups = new Set(ids.map((id) => layerById(doc, id)?.groupId).filter((g): g is string => !!g));
  const out = new Set(ids);
  for (const l of doc.layers) if (l.groupId && groups.has(l.groupId)) out.add(l.id);
  return doc.layers.filter((l) => out.has(l.id)).map((l) => l.id);
}

export function groupLayers(doc: DesignDocument, ids: readonly string[]): DesignDocument {
  if (ids.length < 2) return doc;
  const groupId = newId("g");
  return mapLayers(doc, ids, (l) => ({ ...l, groupId }));
}

export function ungroupLayers(doc: DesignDocument, ids: readonly string[]): DesignDocument {
  return mapLayers(doc, ids, (l) => {
    if (!l.groupId) return l;
    const { groupId: _drop, ...rest } = l;
    return rest as Layer;
  });
}

/** Axis-aligned bounds of the unrotated boxes. */
export function boundsOf(layers: readonly Box[]): Box {
  const x = Math.min(...layers.map((l) => l.x));
  const y = Math.min(...layers.map((l) => l.y));
  const right = Math.max(...layers.map((l) => l.x + l.width));
  const bottom = Math.max(...layers.map((l) => l.y + l.height));
  return { x, y, width: right - x, height: bottom - y };
}

export type Alignment = "left" | "hcenter" | "right" | "top" | "vcenter" | "bottom";

/** Aligns layers to their common bounds (one layer: to the canvas). Edges are physical (left/right). */
export function alignLayers(doc: DesignDocument, ids: readonly string[], how: Alignment): DesignDocument {
  const layers = doc.layers.filter((l) => ids.includes(l.id));
  if (!layers.length) return doc;
  const b = layers.length === 1 ? { x: 0, y: 0, width: doc.canvas.width, height: doc.canvas.height } : boundsOf(layers);
  return mapLayers(doc, ids, (l) => {
    if (l.locked) return l;
    switch (how) {
      case "left": return { ...l, x: b.x };
      case "right": return { ...l, x: round(b.x + b.width - l.width) };
      case "hcenter": return { ...l, x: round(b.x + (b.width - l.width) / 2) };
      case "top": return { ...l, y: b.y };
      case "bottom": return { ...l, y: round(b.y + b.height - l.height) };
      case "vcenter": return { ...l, y: round(b.y + (b.height - l.height) / 2) };
    }
  });
}

/** Equal gaps between three or more layers along one axis; the outermost two stay put. */
export function distributeLayers(doc: DesignDocument, ids: readonly string[], axis: "horizontal" | "vertical"): DesignDocument {
  const layers = doc.layers.filter((l) => ids.includes(l.id));
  if (layers.length < 3) return doc;
  const pos = axis === "horizontal" ? "x" : "y";
  const size = axis === "horizontal" ? "width" : "height";
  const sorted = [...layers].sort((a, b) => a[pos] - b[pos]);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const total = sorted.reduce((s, l) => s + l[size], 0);
  const gap = (last[pos] + last[size] - first[pos] - total) / (sorted.length - 1);
  const target = new Map<string, number>();
  let cursor = first[pos];
  for (const l of sorted) {
    target.set(l.id, round(cursor));
    cursor += l[size] + gap;
  }
  return mapLayers(doc, ids, (l) => (l.locked ? l : { ...l, [pos]: target.get(l.id) ?? l[pos] }));
}

/** Lines the snapping library aligns a moving layer to: canvas edges and centre, then the other layers' edges and centres. */
export function snapGuidelines(doc: DesignDocument, moving: readonly string[]): { vertical: number[]; horizontal: number[] } {
  const { width, height } = doc.canvas;
  const vertical = new Set([0, width / 2, width]);
  const horizontal = new Set([0, height / 2, height]);
  for (const l of doc.layers) {
    if (moving.includes(l.id) || l.hidden || l.rotation % 90 !== 0) continue;
    [l.x, l.x + l.width / 2, l.x + l.width].forEach((v) => vertical.add(round(v)));
    [l.y, l.y + l.height / 2, l.y + l.height].forEach((v) => horizontal.add(round(v)));
  }
  const sort = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { vertical: sort(vertical), horizontal: sort(horizontal) };
}

/** Design pixels are kept to 2 decimals: stable JSON, no float dust in diffs. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
