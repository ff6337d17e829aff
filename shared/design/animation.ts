// The animation model (issue 35): where each layer is at a time t of the design's timeline.
// A layer's entrance moves it from "not there yet" to its still state; an exit does the reverse;
// an emphasis (glow, pulse) swells and settles back between them. Every state is computed from t
// alone (no state between frames), so the browser preview, a scrubber and the server's video
// frames agree, and at t = the design's length every layer without an exit is exactly its still.
import type { DesignDocument, Layer, LayerMotion } from "./schema.ts";

/** The design's length when a layer animates and the design does not say (seconds). */
export const DEFAULT_ANIMATION_SECONDS = 6;
export const MIN_ANIMATION_SECONDS = 3;
export const MAX_ANIMATION_SECONDS = 15;
/** Frames per second of previews and exported videos. */
export const ANIMATION_FPS = 30;
/** One glow/pulse cycle lasts about this long (whole cycles fit between entrance and exit). */
const EMPHASIS_CYCLE_SECONDS = 2;
/** Glow radius in design px at full swell; a pulse grows the layer by this fraction. */
export const GLOW_BLUR = 28;
const PULSE_GROWTH = 0.05;
const DEFAULT_GLOW = "#ffe9a8";

function animates(layer: Layer): boolean {
  const a = layer.animation;
  return !layer.hidden && !!a && !!(a.enter || a.exit || a.emphasis);
}

/** The design's length in seconds: 0 for a still design (no visible layer animates). */
export function designDuration(doc: Pick<DesignDocument, "layers" | "animation">): number {
  if (!doc.layers.some(animates)) return 0;
  return doc.animation?.duration ?? DEFAULT_ANIMATION_SECONDS;
}

/** Frames of an exported video or preview (at least 1: a still design is one frame). */
export function animationFrameCount(doc: Pick<DesignDocument, "layers" | "animation">, fps = ANIMATION_FPS): number {
  return Math.max(1, Math.ceil(designDuration(doc) * fps));
}

/** What a layer looks like at one time; null = exactly its still state (drawn as without a time). */
export interface LayerFrame {
  /** Multiplies the layer's opacity. */
  alpha: number;
  /** Offset in design px and scale around the layer's centre. */
  dx: number;
  dy: number;
  scale: number;
  /** Draw-on progress 0–1 of a shape (a sweep or, for a line, along its length). */
  draw?: number;
  /** Word-by-word reveal: the opacity of the text's n-th word (reading order), 0–1. */
  wordAlpha?: (index: number, count: number) => number;
  /** Glow colour and strength 0–1. */
  glow?: { color: string; strength: number };
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const easeOut = (p: number) => 1 - (1 - p) ** 3;
/** Overshoots a little before settling (pop). */
const easeOutBack = (p: number) => {
  const c = 1.70158;
  return 1 + (c + 1) * (p - 1) ** 3 + c * (p - 1) ** 2;
};

/** A motion's [start, end] on a timeline of `total` seconds; squeezed (delay and duration alike) when it would not fit. */
export function motionWindow(m: Pick<LayerMotion, "delay" | "duration">, total: number, from: "start" | "end"): [number, number] {
  const k = Math.min(1, total / (m.delay + m.duration));
  const delay = m.delay * k;
  const length = m.duration * k;
  return from === "start" ? [delay, delay + length] : [total - delay - length, total - delay];
}

/** Word n of `count` fades in over two words' time, one after the other in reading order. */
export function revealWordAlpha(progress: number, index: number, count: number): number {
  return clamp01((progress * (count + 1) - index) / 2);
}

/** The state of a layer `p` of the way through its entrance (0 = not there, 1 = still). */
function motionAt(m: LayerMotion, p: number, layer: Layer, canvas: DesignDocument["canvas"]): LayerFrame {
  const e = easeOut(p);
  const still: LayerFrame = { alpha: 1, dx: 0, dy: 0, scale: 1 };
  switch (m.kind) {
    case "rise":
      return { ...still, alpha: p, dy: (1 - e) * canvas.height * 0.06 };
    case "slide": {
      const dir = m.direction ?? "right";
      const far = (1 - e) * (dir === "left" || dir === "right" ? canvas.width : canvas.height) * 0.3;
      return { ...still, alpha: clamp01(p * 3), dx: dir === "left" ? -far : dir === "right" ? far : 0, dy: dir === "up" ? -far : dir === "down" ? far : 0 };
    }
    case "zoom":
      return { ...still, alpha: p, scale: 0.6 + 0.4 * e };
    case "pop":
      return { ...still, alpha: clamp01(p * 4), scale: Math.max(0, easeOutBack(p)) };
    case "draw":
      if (layer.type === "shape") return { ...still, draw: p };
      return { ...still, alpha: p };
    case "words":
      if (layer.type === "text" && !layer.props.curve) return { ...still, wordAlpha: (i, n) => revealWordAlpha(p, i, n) };
      return { ...still, alpha: p };
    case "fade":
      return { ...still, alpha: p };
  }
}

function emphasisStrength(t: number, from: number, to: number): number {
  const span = to - from;
  if (span <= 0 || t <= from || t >= to) return 0;
  const cycles = Math.max(1, Math.round(span / EMPHASIS_CYCLE_SECONDS));
  return Math.sin((Math.PI * cycles * (t - from)) / span) ** 2;
}

/**
 * The layer at time `t` (seconds) of a design `total` seconds long; null when it is in its still state.
 * Before its entrance a layer is invisible (alpha 0); after its exit too.
 */
export function layerFrame(doc: Pick<DesignDocument, "canvas">, layer: Layer, t: number, total: number): LayerFrame | null {
  const a = layer.animation;
  if (!a || total <= 0) return null;
  const time = Math.min(total, Math.max(0, t));
  let frame: LayerFrame | null = null;
  let restFrom = 0;
  let restTo = total;
  if (a.enter) {
    const [start, end] = motionWindow(a.enter, total, "start");
    restFrom = end;
    if (time < end) frame = motionAt(a.enter, end > start ? clamp01((time - start) / (end - start)) : 1, layer, doc.canvas);
  }
  if (a.exit) {
    const [start, end] = motionWindow(a.exit, total, "end");
    restTo = Math.max(restFrom, start);
    if (time > start && !frame) frame = motionAt(a.exit, end > start ? 1 - clamp01((time - start) / (end - start)) : 0, layer, doc.canvas);
  }
  if (frame) return frame;
  if (!a.emphasis) return null;
  const strength = emphasisStrength(time, restFrom, restTo);
  if (strength <= 0) return null;
  if (a.emphasis.kind === "pulse") return { alpha: 1, dx: 0, dy: 0, scale: 1 + PULSE_GROWTH * strength };
  return { alpha: 1, dx: 0, dy: 0, scale: 1, glow: { color: a.emphasis.color ?? DEFAULT_GLOW, strength } };
}
