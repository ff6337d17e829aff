// Re-placing a design onto another canvas size (the social editor's "resize to Instagram story" etc.).
// Pure: no DOM, no canvas. Every layer keeps its centre's RELATIVE place (cx/W, cy/H); sizes, font
// sizes and stroke widths scale by the smaller of the two ratios, so nothing is stretched and a layer
// that fitted the old canvas fits the new one. Text boxes are kept inside the canvas and get autoShrink
// on, since a wrapped line can still need more room at another aspect ratio.
// Layers that belong together move as ONE unit (issue 21: a story pulled interlocked rings apart and
// the gem off its ring): a group (same groupId), and ornaments — non-text layers — that overlap each
// other, transitively. The unit's centre keeps its relative place; its members keep their offsets from
// it, scaled like their sizes. Layers covering (nearly) the whole canvas are backdrops, not ornaments:
// everything overlaps them, and tying everything to them would make the whole design one box.
import { FILTER_RANGES, type ImageFilters } from "./image-effects-schema.ts";
import { CANVAS_PRESETS } from "./presets.ts";
import { designDocument, type DesignDocument, type Layer } from "./schema.ts";

export interface ResizeTarget {
  width: number;
  height: number;
  /** Preset id recorded on the canvas; a known preset with a PDF page brings its page. */
  preset?: string;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function insideCanvas(layer: Layer, width: number, height: number): boolean {
  return layer.x >= 0 && layer.y >= 0 && layer.x + layer.width <= width && layer.y + layer.height <= height;
}

/** Blur is in design pixels: it scales with the layer, like a radius (absent filters stay absent). */
function scaledBlur(filters: ImageFilters | undefined, s: number): { filters?: ImageFilters } {
  return filters?.blur ? { filters: { ...filters, blur: clamp(filters.blur * s, 0, FILTER_RANGES.blur.max) } } : {};
}

function scaleProps(layer: Layer, s: number): Layer {
  switch (layer.type) {
    case "text": {
      const fontSize = clamp(layer.props.fontSize * s, 0.01, 1000);
      return {
        ...layer,
        props: {
          ...layer.props,
          fontSize,
          minFontSize: clamp(layer.props.minFontSize * s, 0.01, fontSize),
          letterSpacing: clamp(layer.props.letterSpacing * s, -20, 100),
          autoShrink: true,
        },
      };
    }
    case "image":
      return { ...layer, props: { ...layer.props, radius: clamp(layer.props.radius * s, 0, 10_000), ...scaledBlur(layer.props.filters, s) } };
    case "shape":
      return { ...layer, props: { ...layer.props, radius: clamp(layer.props.radius * s, 0, 10_000), strokeWidth: clamp(layer.props.strokeWidth * s, 0, 500) } };
    case "qr":
      return layer; // the quiet zone is counted in modules, which scale with the layer
  }
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box a layer covers on the canvas, rotation included. */
function coveredBox(l: Layer): Box {
  const r = ((l.rotation ?? 0) * Math.PI) / 180;
  const hw = (Math.abs(l.width * Math.cos(r)) + Math.abs(l.height * Math.sin(r))) / 2;
  const hh = (Math.abs(l.width * Math.sin(r)) + Math.abs(l.height * Math.cos(r))) / 2;
  const cx = l.x + l.width / 2;
  const cy = l.y + l.height / 2;
  return { x0: cx - hw, y0: cy - hh, x1: cx + hw, y1: cy + hh };
}

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const isBackdrop = (l: Layer, w: number, h: number) => l.width >= 0.9 * w && l.height >= 0.9 * h;

/**
 * The layers that move as one when the canvas changes size: indexes into doc.layers, one array per
 * unit (most units are one layer). Same groupId, or overlapping ornaments (non-text, not backdrops).
 */
export function resizeUnits(doc: Pick<DesignDocument, "canvas" | "layers">): number[][] {
  const { layers } = doc;
  const parent = layers.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const join = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  const groups = new Map<string, number>();
  layers.forEach((l, i) => {
    if (!l.groupId) return;
    const first = groups.get(l.groupId);
    if (first === undefined) groups.set(l.groupId, i);
    else join(i, first);
  });
  const ornaments = layers.flatMap((l, i) => (l.type !== "text" && !isBackdrop(l, doc.canvas.width, doc.canvas.height) ? [{ i, box: coveredBox(l) }] : []));
  for (let a = 0; a < ornaments.length; a++) {
    for (let b = a + 1; b < ornaments.length; b++) if (overlap(ornaments[a].box, ornaments[b].box)) join(ornaments[a].i, ornaments[b].i);
  }
  const units = new Map<number, number[]>();
  layers.forEach((_, i) => {
    const root = find(i);
    units.set(root, [...(units.get(root) ?? []), i]);
  });
  return [...units.values()];
}

/** Clamps a box into [0, size]: shrinks it to the canvas when larger, then moves it inside. */
function clampBox(pos: number, size: number, canvas: number): { pos: number; size: number } {
  const s = Math.min(size, canvas);
  return { pos: clamp(pos, 0, canvas - s), size: s };
}

/**
 * The design on a `target.width × target.height` canvas. Same size: the document itself (only the
 * preset is updated), so resizing twice to one target changes nothing the second time.
 */
export function resizeDesign(doc: DesignDocument, target: ResizeTarget): DesignDocument {
  const W = Math.round(target.width);
  const H = Math.round(target.height);
  if (!(W >= 16 && W <= 10_000 && H >= 16 && H <= 10_000)) throw new RangeError(`canvas size out of range: ${target.width}×${target.height}`);
  const { width: w, height: h } = doc.canvas;
  const preset = target.preset ?? (W === w && H === h ? doc.canvas.preset : undefined);
  const known = preset ? CANVAS_PRESETS.find((p) => p.id === preset && p.width === W && p.height === H) : undefined;
  // The old PDF page no longer matches the new ratio: a known preset brings its own, else pixels at 96 dpi.
  const page = known?.page ? { ...known.page } : W === w && H === h ? doc.canvas.page : undefined;
  const canvas = { ...(preset ? { preset } : {}), width: W, height: H, ...(page ? { page } : {}) };
  if (W === w && H === h) return { ...doc, canvas };

  const sx = W / w;
  const sy = H / h;
  const s = Math.min(sx, sy);
  const layers = [...doc.layers];
  for (const unit of resizeUnits(doc)) {
    if (unit.length === 1) layers[unit[0]] = resizeAlone(doc.layers[unit[0]]);
    else for (const [i, moved] of resizeTogether(unit.map((i) => doc.layers[i])).entries()) layers[unit[i]] = moved;
  }

  /** One layer on its own: its centre keeps its relative place. */
  function resizeAlone(layer: Layer): Layer {
    const cx = (layer.x + layer.width / 2) * sx;
    const cy = (layer.y + layer.height / 2) * sy;
    const width = layer.width * s;
    const height = layer.height * s;
    let moved: Layer = { ...scaleProps(layer, s), x: cx - width / 2, y: cy - height / 2, width, height };
    // Text must stay readable on the canvas; other layers that fitted keep fitting (up to rounding).
    if (layer.type === "text" || insideCanvas(layer, w, h)) {
      const bx = clampBox(moved.x, moved.width, W);
      const by = clampBox(moved.y, moved.height, H);
      moved = { ...moved, x: bx.pos, width: bx.size, y: by.pos, height: by.size };
    }
    return moved;
  }

  /** A unit: its bounding box's centre keeps its relative place, members keep their scaled offsets. */
  function resizeTogether(members: Layer[]): Layer[] {
    const box = (ls: Layer[]) => ({
      x0: Math.min(...ls.map((l) => l.x)), y0: Math.min(...ls.map((l) => l.y)),
      x1: Math.max(...ls.map((l) => l.x + l.width)), y1: Math.max(...ls.map((l) => l.y + l.height)),
    });
    const before = box(members);
    const ucx = (before.x0 + before.x1) / 2;
    const ucy = (before.y0 + before.y1) / 2;
    let moved = members.map((layer): Layer => {
      const cx = ucx * sx + (layer.x + layer.width / 2 - ucx) * s;
      const cy = ucy * sy + (layer.y + layer.height / 2 - ucy) * s;
      const width = layer.width * s;
      const height = layer.height * s;
      return { ...scaleProps(layer, s), x: cx - width / 2, y: cy - height / 2, width, height };
    });
    // A unit that fitted (or holds text) is kept inside as a whole: one shift for all its members.
    if (members.some((l) => l.type === "text") || members.every((l) => insideCanvas(l, w, h))) {
      const after = box(moved);
      const dx = after.x1 - after.x0 > W ? -after.x0 : clamp(after.x0, 0, W - (after.x1 - after.x0)) - after.x0;
      const dy = after.y1 - after.y0 > H ? -after.y0 : clamp(after.y0, 0, H - (after.y1 - after.y0)) - after.y0;
      moved = moved.map((l) => ({ ...l, x: l.x + dx, y: l.y + dy }));
    }
    return moved;
  }
  return designDocument.parse({ ...doc, canvas, layers });
}

/** resizeDesign onto a preset by id (social or print). */
export function resizeDesignToPreset(doc: DesignDocument, presetId: string): DesignDocument {
  const preset = CANVAS_PRESETS.find((p) => p.id === presetId);
  if (!preset) throw new Error(`unknown canvas preset: ${presetId}`);
  return resizeDesign(doc, { width: preset.width, height: preset.height, preset: preset.id });
}
