// Choosing animations in the editor (issue 35): which choices a selection offers, what a choice
// writes into the document (one change = one undo step), and which stretch of the timeline to play
// when a choice is tapped (its live preview).
import { designDuration, DEFAULT_ANIMATION_SECONDS, motionWindow } from "../../../shared/design/animation.ts";
import type { AnimationKind, DesignDocument, Layer, LayerAnimation, LayerMotion } from "../../../shared/design/schema.ts";
import { mapLayers } from "./ops.ts";

export type EnterChoice = AnimationKind | "none";
export type EmphasisChoice = "glow" | "pulse" | "none";

/** The entrances a selection can take: "draw" only for shapes and ornaments, "words" only for texts. */
export function enterChoices(layers: readonly Layer[]): EnterChoice[] {
  const all = (type: Layer["type"]) => layers.length > 0 && layers.every((l) => l.type === type);
  return ["none", "fade", "rise", "slide", "zoom", "pop", ...(all("shape") ? (["draw"] as const) : []), ...(all("text") ? (["words"] as const) : [])];
}

/** What the selection shows as chosen: the common choice, or null when the layers differ. */
export function commonChoice<T extends string>(layers: readonly Layer[], of: (a: LayerAnimation | undefined) => T): T | null {
  const kinds = new Set(layers.map((l) => of(l.animation)));
  return kinds.size === 1 ? [...kinds][0] : null;
}

const LENGTH: Record<AnimationKind, number> = { fade: 0.8, rise: 0.8, slide: 0.9, zoom: 0.8, pop: 0.6, draw: 1.4, words: 1 };

function defaultLength(kind: AnimationKind, layer: Layer): number {
  if (kind !== "words" || layer.type !== "text") return LENGTH[kind];
  const words = layer.props.text.split(/\s+/u).filter(Boolean).length;
  return Math.min(2.5, Math.max(0.8, 0.4 * words));
}

function withAnimation(layer: Layer, animation: LayerAnimation): Layer {
  const { animation: _old, ...rest } = layer;
  return (animation.enter || animation.exit || animation.emphasis ? { ...layer, animation } : rest) as Layer;
}

/**
 * Sets the entrance of the layers. A layer that had one keeps its timing; a new one starts when the
 * others' entrances have ended (so choices made one after another play one after another).
 */
export function setEnter(doc: DesignDocument, ids: readonly string[], kind: EnterChoice, rtl: boolean): DesignDocument {
  const total = designDuration(doc) || doc.animation?.duration || DEFAULT_ANIMATION_SECONDS;
  const others = doc.layers.filter((l) => !ids.includes(l.id) && l.animation?.enter);
  const after = Math.max(0, ...others.map((l) => motionWindow(l.animation!.enter!, total, "start")[1]));
  return mapLayers(doc, ids, (l) => {
    const a = l.animation ?? {};
    if (kind === "none") return withAnimation(l, { ...a, enter: undefined });
    const duration = a.enter?.duration ?? defaultLength(kind, l);
    const delay = a.enter?.delay ?? Math.round(Math.max(0, Math.min(after, total - duration - 0.5)) * 10) / 10;
    const enter: LayerMotion = { kind, delay, duration, ...(kind === "slide" ? { direction: rtl ? "right" : "left" } : {}) };
    return withAnimation(l, { ...a, enter });
  });
}

export function setEnterTiming(doc: DesignDocument, ids: readonly string[], timing: Partial<Pick<LayerMotion, "delay" | "duration">>): DesignDocument {
  return mapLayers(doc, ids, (l) => (l.animation?.enter ? withAnimation(l, { ...l.animation, enter: { ...l.animation.enter, ...timing } }) : l));
}

export function setEmphasis(doc: DesignDocument, ids: readonly string[], kind: EmphasisChoice): DesignDocument {
  return mapLayers(doc, ids, (l) => withAnimation(l, { ...(l.animation ?? {}), emphasis: kind === "none" ? undefined : { kind } }));
}

/** The design's length (seconds); only written once something animates, so a still design stays as it was. */
export function setDesignLength(doc: DesignDocument, seconds: number): DesignDocument {
  return doc.animation?.duration === seconds ? doc : { ...doc, animation: { duration: seconds } };
}

/** The stretch of the timeline that shows a layer's entrance (or its emphasis): what a tapped choice plays. */
export function previewWindow(doc: DesignDocument, layer: Layer, what: "enter" | "emphasis"): [number, number] | null {
  const total = designDuration(doc);
  const a = layer.animation;
  if (!total || !a) return null;
  const enterEnd = a.enter ? motionWindow(a.enter, total, "start")[1] : 0;
  if (what === "enter") {
    if (!a.enter) return null;
    const [start, end] = motionWindow(a.enter, total, "start");
    return [Math.max(0, start - 0.2), Math.min(total, end + 0.4)];
  }
  if (!a.emphasis) return null;
  return [enterEnd, Math.min(total, enterEnd + 2.2)];
}
