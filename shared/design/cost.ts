// What drawing a design costs (issue 32, Medium 3): one pure function, run by the server when a design
// or its values are stored and again before a stored one is drawn, and by the editor in the browser.
// Units are estimated milliseconds of CPU to draw the design at the LARGEST output anyone may ask for
// (a 4,000 px wide raster, or the canvas's own width, within the 40 MP output budget; or the PDF page),
// on the reference machine (docs/security.md has the calibration, bench/render-cost.ts re-measures it).
//
// It is an upper bound of what the renderer does, never clipped to the canvas: a layer drawn outside the
// canvas is counted in full, with every pass its effects add. What costs, per layer (shared/design/*):
// - every pixel a pass fills (shape fills and strokes, glyph ink, highlight bands, image draws);
// - a shadow blurs EACH glyph run it is cast by (a line, a word when letter-spaced or justified, a
//   piece of a curved word) over the run's box grown by 3σ and the outline, and every shadowed draw
//   also passes over the whole output canvas once (Skia's shadow layer);
// - an outline strokes every glyph at twice its width; image colour filters and blur pass over the box
//   (a blur grown by 3σ).
// Text is never measured here (the browser and the server would disagree): glyph advances are taken
// as ADVANCE_EM of the font size (wider for the few very wide ligatures), and auto-shrink as the
// largest size whose text could fit the box. Image decoding is bounded apart, by the pixel budgets.
import { DESIGN_LIMITS, LIMITS } from "../limits.ts";
import { ANIMATION_FPS, animationFrameCount, GLOW_BLUR } from "./animation.ts";
import { resolveBindingsAndDigits } from "./values.ts";
import { joiningPieces } from "./text-curve.ts";
import type { DesignDocument, DesignValues, Layer, TextLayer } from "./schema.ts";

/** Milliseconds per output megapixel (or per item), measured with @napi-rs/canvas on the dev VM. */
export const COST_RATES = {
  /** Filling a pixel (shapes, glyph ink, highlight bands, QR modules) with one colour. */
  fillPerMp: 0.8,
  /** The background's gradients, per pixel of the canvas. */
  linearGradientPerMp: 1.5,
  radialGradientPerMp: 4.5,
  /** Stroking: the outline of a glyph or a shape, over its box grown by the stroke. */
  strokePerMp: 1.5,
  /** Drawing an image scaled into its box. */
  imagePerMp: 2,
  /** One colour filter (brightness, sepia…) over an image's box. */
  filterPerMp: 1.5,
  /** Gaussian blur (text shadows, image blur), per megapixel of the blurred area, for σ of 64 output px and more… */
  blurPerMp: 20,
  /** …and for smaller σ (a soft drop shadow costs a quarter as much per pixel). */
  smallBlurPerMp: 5,
  /** Every shadowed draw call passes once over the whole output canvas (Skia's shadow layer). */
  shadowDrawPerCanvasMp: 0.05,
  /** Measuring, breaking and shaping one glyph (auto-shrink lays the text out again: AUTO_SHRINK_LAYOUTS); one draw call; one layer. */
  glyph: 0.004,
  drawCall: 0.02,
  layer: 0.5,
} as const;

/** Average glyph advance as a fraction of the font size (Arabic and Latin faces are 0.4–0.6). */
export const ADVANCE_EM = 0.7;
/** Ligatures a single character draws as a whole phrase (ﷺ ﷻ ﷽…), CJK and emoji. */
const WIDE: [RegExp, number][] = [
  [/[\uFDF0-\uFDFF]/u, 4],
  [/[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\u{1F000}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u, 1.1],
];
/** Glyph ink height (ascenders and descenders) as a multiple of the font size, as text-effects.ts's bands. */
const INK_EM = 1.2;
/** Lines of greedy line breaking against a perfect fill: words never fill a line exactly. */
const LINE_SLACK = 1.5;
/** Auto-shrink's layouts cost this many plain ones (words are measured once for every size, text-layout.ts). */
const AUTO_SHRINK_LAYOUTS = 3;
/** Widest raster anyone may ask for (server/render/image-budget.ts RENDER_WIDTHS, checked by its test). */
export const LARGEST_RENDER_WIDTH = 4000;

export interface LayerCost {
  id: string;
  /** Position in doc.layers (the save error names `design.layers.<index>`). */
  index: number;
  units: number;
}

export interface DesignCost {
  /** Estimated milliseconds of CPU for the whole design at the largest output. */
  units: number;
  /** Visible layers that cost anything, in document order. */
  perLayer: LayerCost[];
  /** Output pixels per design pixel at the largest output (raster or PDF). */
  scale: number;
}

/** Output pixels per design pixel of the largest raster (server/render/image-budget.ts boundedOutputSize) or PDF page. */
export function largestOutputScale(canvas: DesignDocument["canvas"]): number {
  let w = Math.max(LARGEST_RENDER_WIDTH, canvas.width);
  let h = (canvas.height * w) / canvas.width;
  if (w * h > LIMITS.imagePixelsMax || h > LIMITS.imageSideMax) {
    const s = Math.min(Math.sqrt(LIMITS.imagePixelsMax / (w * h)), LIMITS.imageSideMax / h);
    w *= s;
    h *= s;
  }
  const pdf = canvas.page ? Math.min(canvas.page.width / canvas.width, canvas.page.height / canvas.height) : 0.75;
  return Math.max(w / canvas.width, pdf);
}

/** Area of the axis-aligned box around a w × h box turned by `deg` (what the rasteriser covers). */
function turnedArea(w: number, h: number, deg: number): number {
  const a = (deg * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  return (w * c + h * s) * (w * s + h * c);
}

function advanceEm(ch: string): number {
  for (const [re, em] of WIDE) if (re.test(ch)) return em;
  return ADVANCE_EM;
}

interface TextShape {
  glyphs: number;
  /** Sum of the glyph advances in em (spaces included). */
  advanceEm: number;
  words: string[];
  paragraphs: number;
}

function textShape(text: string): TextShape {
  let glyphs = 0;
  let em = 0;
  for (const ch of text) {
    if (ch === "\n") continue;
    em += advanceEm(ch);
    if (!/\s/u.test(ch)) glyphs++;
  }
  return { glyphs, advanceEm: em, words: text.split(/\s+/u).filter(Boolean), paragraphs: text.split("\n").length };
}

/** The largest font size the text may be drawn at: auto-shrink stops at the size whose text can fill the box. */
function drawnFontSize(layer: TextLayer, shape: TextShape): number {
  const p = layer.props;
  if (!p.autoShrink || shape.advanceEm === 0) return p.fontSize;
  const fits = Math.sqrt((layer.width * layer.height) / (shape.advanceEm * p.lineHeight));
  return Math.min(p.fontSize, Math.max(p.minFontSize, fits));
}

/** Blur cost per output megapixel for a Gaussian of `sigma` design px drawn at `scale`. */
function blurRate(sigma: number, scale: number): number {
  return sigma * scale >= 64 ? COST_RATES.blurPerMp : COST_RATES.smallBlurPerMp;
}

function textCost(layer: TextLayer, text: string, mp: (designArea: number) => number, canvasMp: number, scale: number): number {
  const p = layer.props;
  const shape = textShape(text);
  if (shape.glyphs === 0) return 0;
  const f = drawnFontSize(layer, shape);
  const advance = Math.max(0, shape.advanceEm * f + p.letterSpacing * Math.max(0, shape.glyphs - 1));
  const ink = INK_EM * f;
  const lines = Math.min(shape.words.length + shape.paragraphs, shape.paragraphs + Math.ceil((LINE_SLACK * advance) / Math.max(1, layer.width)));
  // Glyph runs, each one draw call per pass: a curved text draws every joining piece alone.
  const runs = p.curve
    ? shape.words.reduce((n, w) => n + joiningPieces(w).length, 0)
    : p.align === "justify" || p.letterSpacing !== 0
      ? shape.words.length
      : lines;
  const runWidth = advance / Math.max(1, runs);
  // A curved run turns along the arc: count its box at the angle where it covers most (45°).
  const runArea = (w: number, h: number) => turnedArea(w, h, p.curve ? 45 : layer.rotation);
  const outline = p.outline && p.outline.width > 0 ? p.outline.width : 0;
  const glyphWidth = f * (shape.advanceEm / Math.max(1, shape.glyphs));
  let passes = 1;
  let units = COST_RATES.fillPerMp * mp(shape.glyphs * runArea(glyphWidth, ink));
  if (outline) {
    passes++;
    units += COST_RATES.strokePerMp * mp(shape.glyphs * runArea(glyphWidth + 2 * outline, ink + 2 * outline));
  }
  if (p.shadow) {
    // The shadow pass draws the outline (if any) and the fill again, each blurred on its own.
    const reach = 3 * (p.shadow.blur / 2);
    for (const grow of outline ? [outline, 0] : [0]) {
      passes++;
      const blurred = runs * runArea(runWidth + 2 * (grow + reach), ink + 2 * (grow + reach));
      units += (p.shadow.blur > 0 ? blurRate(p.shadow.blur / 2, scale) * mp(blurred) : 0) + runs * COST_RATES.shadowDrawPerCanvasMp * canvasMp;
    }
  }
  if (p.highlight && !p.curve) {
    const pad = p.highlight.padding;
    units += COST_RATES.fillPerMp * mp(lines * turnedArea(advance / lines + 2 * pad, ink + 2 * pad, layer.rotation));
  }
  const layouts = p.autoShrink ? AUTO_SHRINK_LAYOUTS : 1;
  return units + shape.glyphs * layouts * COST_RATES.glyph + runs * passes * COST_RATES.drawCall;
}

function layerCost(doc: DesignDocument, layer: Layer, values: DesignValues, mp: (designArea: number) => number, canvasMp: number, scale: number): number {
  const box = turnedArea(layer.width, layer.height, layer.rotation);
  switch (layer.type) {
    case "text":
      return textCost(layer, resolveBindingsAndDigits(layer.props, values, doc.digits), mp, canvasMp, scale);
    case "shape": {
      const p = layer.props;
      if (p.shape === "line") return COST_RATES.strokePerMp * mp(turnedArea(layer.width, p.strokeWidth, layer.rotation));
      // An element's paths each fill and may stroke within its box.
      if (p.shape === "element") return (p.element?.paths.length ?? 0) * (COST_RATES.fillPerMp + COST_RATES.strokePerMp) * mp(box);
      const fill = p.fill ? COST_RATES.fillPerMp * mp(box) : 0;
      const stroke = p.stroke && p.strokeWidth > 0 ? COST_RATES.strokePerMp * mp(turnedArea(layer.width + p.strokeWidth, layer.height + p.strokeWidth, layer.rotation)) : 0;
      return fill + stroke;
    }
    case "qr":
      return COST_RATES.fillPerMp * mp(box) + 1;
    case "image": {
      const f = layer.props.filters ?? {};
      const colour = (["brightness", "contrast", "saturation", "grayscale", "sepia"] as const).filter((k) => f[k] !== undefined).length;
      const blur = f.blur ?? 0;
      return (
        COST_RATES.imagePerMp * mp(box) +
        colour * COST_RATES.filterPerMp * mp(box) +
        (blur > 0 ? blurRate(blur, scale) * mp(turnedArea(layer.width + 6 * blur, layer.height + 6 * blur, layer.rotation)) : 0)
      );
    }
  }
}

/**
 * The estimated cost of drawing `doc` with `values` (absent: the literal texts, `{{field}}` included).
 * `units` ≤ DESIGN_LIMITS.renderCostMax is what the server accepts.
 */
export function designCost(doc: DesignDocument, values: DesignValues = {}): DesignCost {
  const scale = largestOutputScale(doc.canvas);
  const mp = (designArea: number) => (designArea * scale * scale) / 1e6;
  const canvasMp = mp(doc.canvas.width * doc.canvas.height);
  const perLayer: LayerCost[] = [];
  const bg = doc.background.type;
  const bgRate = bg === "image" ? COST_RATES.imagePerMp : bg === "linear" ? COST_RATES.linearGradientPerMp : bg === "radial" ? COST_RATES.radialGradientPerMp : COST_RATES.fillPerMp;
  let units = bgRate * canvasMp;
  doc.layers.forEach((layer, index) => {
    if (layer.hidden || layer.opacity <= 0) return;
    const cost = COST_RATES.layer + layerCost(doc, layer, values, mp, canvasMp, scale);
    perLayer.push({ id: layer.id, index, units: cost });
    units += cost;
  });
  return { units, perLayer, scale };
}

/** A layer's label in messages: its name, else its id (no "|", which separates a message's param). */
export function layerLabel(layer: { name?: unknown; id?: unknown }, i: number): string {
  const name = typeof layer.name === "string" && layer.name.trim() ? layer.name.trim() : typeof layer.id === "string" && layer.id ? layer.id : String(i + 1);
  return name.replace(/\|/g, "/").slice(0, 60);
}

/** True when the design is within the render cost budget. */
export function withinRenderBudget(cost: Pick<DesignCost, "units">): boolean {
  return cost.units <= DESIGN_LIMITS.renderCostMax;
}

/** The layer that costs most (the one a refusal names), or undefined for a design without layers. */
export function costliestLayer(cost: DesignCost): LayerCost | undefined {
  return cost.perLayer.reduce<LayerCost | undefined>((top, l) => (!top || l.units > top.units ? l : top), undefined);
}

export interface AnimationCost {
  /** Frames drawn for the whole animation (1 for a still design). */
  frames: number;
  /** Estimated ms to draw the costliest frame at the largest output (the still, plus glows and word reveals). */
  perFrame: number;
  /** frames × perFrame. */
  units: number;
}

/**
 * What drawing every frame of an animated design costs (a video is N frames of cost). A frame draws
 * what the still draws, plus: a glowing layer blurs its box (like a shadow) and passes over the canvas;
 * a text revealed word by word is drawn once more per word still fading in (at most 2 at a time).
 */
export function animationCost(doc: DesignDocument, values: DesignValues = {}, fps = ANIMATION_FPS): AnimationCost {
  const still = designCost(doc, values);
  const frames = animationFrameCount(doc, fps);
  const scale = still.scale;
  const mp = (designArea: number) => (designArea * scale * scale) / 1e6;
  const canvasMp = mp(doc.canvas.width * doc.canvas.height);
  let extra = 0;
  for (const { id, units } of still.perLayer) {
    const layer = doc.layers.find((l) => l.id === id);
    const a = layer?.animation;
    if (!layer || !a) continue;
    if (a.emphasis?.kind === "glow") {
      const reach = 3 * (GLOW_BLUR / 2);
      extra += blurRate(GLOW_BLUR / 2, scale) * mp(turnedArea(layer.width + 2 * reach, layer.height + 2 * reach, layer.rotation)) + COST_RATES.shadowDrawPerCanvasMp * canvasMp;
    }
    if (a.enter?.kind === "words" || a.exit?.kind === "words") extra += 2 * units;
  }
  const perFrame = still.units + extra;
  return { frames, perFrame, units: frames * perFrame };
}
