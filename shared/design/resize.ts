// Re-placing a design onto another canvas size (the social editor's "resize to Instagram story" etc.).
// Pure: no DOM, no canvas. Every layer keeps its centre's RELATIVE place (cx/W, cy/H); sizes, font
// sizes and stroke widths scale by the smaller of the two ratios, so nothing is stretched and a layer
// that fitted the old canvas fits the new one. Text boxes are kept inside the canvas and get autoShrink
// on, since a wrapped line can still need more room at another aspect ratio.
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
      return { ...layer, props: { ...layer.props, radius: clamp(layer.props.radius * s, 0, 10_000) } };
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
  const layers = doc.layers.map((layer): Layer => {
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
  });
  return designDocument.parse({ ...doc, canvas, layers });
}

/** resizeDesign onto a preset by id (social or print). */
export function resizeDesignToPreset(doc: DesignDocument, presetId: string): DesignDocument {
  const preset = CANVAS_PRESETS.find((p) => p.id === presetId);
  if (!preset) throw new Error(`unknown canvas preset: ${presetId}`);
  return resizeDesign(doc, { width: preset.width, height: preset.height, preset: preset.id });
}
