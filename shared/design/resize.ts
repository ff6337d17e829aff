// Re-placing a design onto another canvas size: the social formats (story, square, …), the editor's
// canvas size, and later the video formats — one function for browser and server. Contract in
// docs/design.md ("Formats"). Layers are re-flowed by their role (resize-roles.ts):
// - backdrops (cover most of the canvas) stretch with it: each edge keeps its distance to its own side
//   of the canvas, scaled;
// - text keeps its centre's RELATIVE place (cx/W, cy/H), so text blocks keep their order and spread
//   over the new height (or width) with their spacing scaled; a text box is kept inside the canvas;
// - decorations move as units (a group, ornaments that overlap: issue 21, rings kept interlocked) and
//   anchor to their nearest edge or corner, unless that would put them over text they did not cover
//   before — then they keep their relative place, and if even that covers text, they shrink.
// Every size (font sizes, strokes, radii) scales by the smaller of the two ratios s, so nothing is
// distorted. Relative places never create an overlap: two boxes apart along an axis stay apart when
// their centres scale by r ≥ s and their sizes by s. The check uses the text's real lines (the
// renderer's layout) when the caller passes a measuring function, else the text boxes.
import { FILTER_RANGES, type ImageFilters } from "./image-effects-schema.ts";
import { CANVAS_PRESETS } from "./presets.ts";
import { designDocument, type DesignDocument, type DesignValues, type Layer, type TextLayer } from "./schema.ts";
import { coveredBox, overlap, resizeRoles, resizeUnits, textBoxes, type Box, type TextMeasure } from "./resize-roles.ts";
import type { MeasureFn } from "./text-layout.ts";

export { resizeUnits };

export interface ResizeTarget {
  width: number;
  height: number;
  /** Preset id recorded on the canvas; a known preset with a PDF page brings its page. */
  preset?: string;
}

export interface ResizeOptions {
  /** Measures text like the renderer (browserMeasure, the server canvas): overlaps are checked on the
   * real lines. Without it, on the text layers' boxes. */
  measure?: MeasureFn;
  /** The values the text is laid out with (a card's values, a template's samples). */
  values?: DesignValues;
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

/** Clamps a box into [0, size]: shrinks it to the canvas when larger, then moves it inside. */
function clampBox(pos: number, size: number, canvas: number): { pos: number; size: number } {
  const s = Math.min(size, canvas);
  return { pos: clamp(pos, 0, canvas - s), size: s };
}

type Anchor = "start" | "end" | "relative";

/** Shrink factors tried, in order, for a decoration that covers text wherever it goes at full size. */
const SHRINK_STEPS = [1, 0.8, 0.65, 0.5];

/** The anchor a span prefers on its axis: the edge it sits near (outer thirds), else its relative place. */
const nearestEdge = (a0: number, a1: number, length: number): Anchor => ((a0 + a1) / 2 < length / 3 ? "start" : (a0 + a1) / 2 > (2 * length) / 3 ? "end" : "relative");

/**
 * The new centre of a span [a0, a1] of an axis `from` long, on one `to` long, its size scaled by `f`:
 * relative keeps the centre's fraction of the axis; start/end keep the distance to that edge × s.
 */
function spanCentre(a0: number, a1: number, from: number, to: number, s: number, f: number, anchor: Anchor): number {
  const half = ((a1 - a0) / 2) * f;
  if (anchor === "start") return a0 * s + half;
  if (anchor === "end") return to - (from - a1) * s - half;
  return ((a0 + a1) / 2) * (to / from);
}

const boundsOf = (ls: Layer[]): Box => ({
  x0: Math.min(...ls.map((l) => l.x)), y0: Math.min(...ls.map((l) => l.y)),
  x1: Math.max(...ls.map((l) => l.x + l.width)), y1: Math.max(...ls.map((l) => l.y + l.height)),
});

/**
 * The design on a `target.width × target.height` canvas. Same size: the document itself (only the
 * preset is updated), so resizing twice to one target changes nothing the second time.
 */
export function resizeDesign(doc: DesignDocument, target: ResizeTarget, options: ResizeOptions = {}): DesignDocument {
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

  const s = Math.min(W / w, H / h);
  const how: TextMeasure | undefined = options.measure ? { measure: options.measure, values: options.values ?? {} } : undefined;
  const layers = [...doc.layers];
  const decorations: number[][] = [];
  const roles = resizeRoles(doc);
  for (const { members: unit, role } of roles) {
    const members = unit.map((i) => doc.layers[i]);
    if (role === "backdrop") stretch(members).forEach((l, j) => (layers[unit[j]] = l));
    else if (role === "text") move(members, "relative", "relative", 1).forEach((l, j) => (layers[unit[j]] = l));
    else if (role === "decoration") decorations.push(unit);
  }
  // A panel wraps its texts where they went, its margins around them scaled.
  for (const { members: [i], role, holds = [] } of roles) {
    if (role !== "panel") continue;
    const [was, now] = [boundsOf(holds.map((t) => doc.layers[t])), boundsOf(holds.map((t) => layers[t]))];
    const p = doc.layers[i];
    const x = now.x0 - (was.x0 - p.x) * s;
    const y = now.y0 - (was.y0 - p.y) * s;
    const width = now.x1 + (p.x + p.width - was.x1) * s - x;
    const height = now.y1 + (p.y + p.height - was.y1) * s - y;
    layers[i] = { ...scaleProps(p, s), x, y, width, height };
  }

  // Text is placed: each decoration unit takes the first place that covers no text it did not cover.
  const texts = doc.layers.flatMap((l, i) => (l.type === "text" ? [i] : []));
  const inkBefore = texts.map((i) => textBoxes(doc.layers[i] as TextLayer, doc, how));
  const inkAfter = texts.map((i) => textBoxes(layers[i] as TextLayer, doc, how));
  const covers = (ink: Box[][], l: Layer) => ink.flatMap((boxes, t) => (boxes.some((b) => overlap(b, coveredBox(l))) ? [t] : []));
  for (const unit of decorations) {
    const members = unit.map((i) => doc.layers[i]);
    const allowed = members.map((l) => new Set(covers(inkBefore, l)));
    const clear = (moved: Layer[]) => moved.every((l, j) => covers(inkAfter, l).every((t) => allowed[j].has(t)));
    const b = boundsOf(members);
    const ax = nearestEdge(b.x0, b.x1, w);
    const ay = nearestEdge(b.y0, b.y1, h);
    const places: [Anchor, Anchor][] = [[ax, ay], ["relative", ay], [ax, "relative"], ["relative", "relative"]];
    let chosen: Layer[] | undefined;
    search: for (const f of SHRINK_STEPS) {
      for (const [px, py] of places) {
        const moved = move(members, px, py, f);
        if (clear(moved)) {
          chosen = moved;
          break search;
        }
      }
    }
    // Nothing clear (the unit sprawls between texts): each layer alone keeps its relative place.
    (chosen ?? members.map((l) => move([l], "relative", "relative", 1)[0])).forEach((l, j) => (layers[unit[j]] = l));
  }

  /**
   * A backdrop: each edge of its bounds keeps its distance to its own side of the canvas, scaled, so it
   * stretches. One layer takes the stretched box; the pieces of a pattern keep their relative place in
   * it (like text does on the canvas) and their size × s, so the pattern is not distorted.
   */
  function stretch(members: Layer[]): Layer[] {
    const b = boundsOf(members);
    const x0 = b.x0 * s;
    const y0 = b.y0 * s;
    const x1 = W - (w - b.x1) * s;
    const y1 = H - (h - b.y1) * s;
    const mapX = (x: number) => x0 + ((x - b.x0) * (x1 - x0)) / Math.max(1e-9, b.x1 - b.x0);
    const mapY = (y: number) => y0 + ((y - b.y0) * (y1 - y0)) / Math.max(1e-9, b.y1 - b.y0);
    if (members.length === 1) return [{ ...scaleProps(members[0], s), x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) }];
    return members.map((l) => {
      const width = l.width * s;
      const height = l.height * s;
      return { ...scaleProps(l, s), x: mapX(l.x + l.width / 2) - width / 2, y: mapY(l.y + l.height / 2) - height / 2, width, height };
    });
  }

  /**
   * A unit placed by its bounding box (anchored or relative on each axis), its members keeping their
   * offsets from its centre, everything scaled by s × shrink. A unit that fitted, or holds text, stays
   * inside the canvas (a lone layer is clamped, shrunk if larger; a unit is shifted as a whole).
   */
  function move(members: Layer[], ax: Anchor, ay: Anchor, shrink: number): Layer[] {
    const f = s * shrink;
    const b = boundsOf(members);
    const [ucx, ucy] = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
    const cx = spanCentre(b.x0, b.x1, w, W, s, f, ax);
    const cy = spanCentre(b.y0, b.y1, h, H, s, f, ay);
    let moved = members.map((layer): Layer => {
      const width = layer.width * f;
      const height = layer.height * f;
      const mx = cx + (layer.x + layer.width / 2 - ucx) * f;
      const my = cy + (layer.y + layer.height / 2 - ucy) * f;
      return { ...scaleProps(layer, f), x: mx - width / 2, y: my - height / 2, width, height };
    });
    const keepInside = members.some((l) => l.type === "text") || members.every((l) => insideCanvas(l, w, h));
    if (!keepInside) return moved;
    if (moved.length === 1) {
      const [l] = moved;
      const bx = clampBox(l.x, l.width, W);
      const by = clampBox(l.y, l.height, H);
      return [{ ...l, x: bx.pos, width: bx.size, y: by.pos, height: by.size }];
    }
    const after = boundsOf(moved);
    const dx = after.x1 - after.x0 > W ? -after.x0 : clamp(after.x0, 0, W - (after.x1 - after.x0)) - after.x0;
    const dy = after.y1 - after.y0 > H ? -after.y0 : clamp(after.y0, 0, H - (after.y1 - after.y0)) - after.y0;
    moved = moved.map((l) => ({ ...l, x: l.x + dx, y: l.y + dy }));
    return moved;
  }
  return designDocument.parse({ ...doc, canvas, layers });
}

/** resizeDesign onto a preset by id (social or print). */
export function resizeDesignToPreset(doc: DesignDocument, presetId: string, options: ResizeOptions = {}): DesignDocument {
  const preset = CANVAS_PRESETS.find((p) => p.id === presetId);
  if (!preset) throw new Error(`unknown canvas preset: ${presetId}`);
  return resizeDesign(doc, { width: preset.width, height: preset.height, preset: preset.id }, options);
}
