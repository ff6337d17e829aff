// Undo/redo as record diffs (tldraw's HistoryManager idea): an entry holds, per changed layer record,
// the record before and after (null = absent), and the document's own settings before/after when they
// changed. Layers are immutable objects, so a diff between two documents compares by identity: cheap
// even for a 60-layer certificate dragged at 60 frames a second. A visitor's field values (what they
// type on the canvas into a field-bound text, or in the form) are part of the same entries, so typing a
// name on the card is undone in one step with whatever else the typing changed (the box's height).
import type { DesignDocument, Layer } from "../../../shared/design/schema.ts";

export type DocSettings = Pick<DesignDocument, "canvas" | "background" | "digits" | "animation">;

export type FieldValues = Readonly<Record<string, string>>;

export interface Diff {
  layers: Record<string, [Layer | null, Layer | null]>;
  settings?: [DocSettings, DocSettings];
  /** Per field: the value before and after (undefined = not set). */
  values?: Record<string, [string | undefined, string | undefined]>;
}

/** The field values that changed from `prev` to `next`; undefined when none did. */
export function diffValues(prev: FieldValues, next: FieldValues): Diff["values"] {
  if (prev === next) return undefined;
  const out: NonNullable<Diff["values"]> = {};
  let changed = false;
  for (const name of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    if (prev[name] !== next[name]) {
      out[name] = [prev[name], next[name]];
      changed = true;
    }
  }
  return changed ? out : undefined;
}

/** Applies one side of a diff's values ("before": undo, "after": redo). */
export function applyValues(values: FieldValues, diff: Diff, side: "before" | "after"): FieldValues {
  if (!diff.values) return values;
  const out: Record<string, string> = { ...values };
  for (const [name, pair] of Object.entries(diff.values)) {
    const v = pair[side === "after" ? 1 : 0];
    if (v === undefined) delete out[name];
    else out[name] = v;
  }
  return out;
}

/** One entry for a document change and a values change made together (null when neither changed). */
export function diffState(prev: DesignDocument, next: DesignDocument, prevValues: FieldValues, nextValues: FieldValues): Diff | null {
  const d = diffDocuments(prev, next);
  const values = diffValues(prevValues, nextValues);
  if (!values) return d;
  return { ...(d ?? { layers: {} }), values };
}

function settingsOf(doc: DesignDocument): DocSettings {
  return { canvas: doc.canvas, background: doc.background, digits: doc.digits, animation: doc.animation };
}

/** What changed from `prev` to `next`; null when nothing did. */
export function diffDocuments(prev: DesignDocument, next: DesignDocument): Diff | null {
  if (prev === next) return null;
  const layers: Diff["layers"] = {};
  const before = new Map(prev.layers.map((l) => [l.id, l]));
  let changed = false;
  for (const l of next.layers) {
    const old = before.get(l.id) ?? null;
    before.delete(l.id);
    if (old !== l) {
      layers[l.id] = [old, l];
      changed = true;
    }
  }
  for (const [id, old] of before) {
    layers[id] = [old, null];
    changed = true;
  }
  const diff: Diff = { layers };
  if (prev.canvas !== next.canvas || prev.background !== next.background || prev.digits !== next.digits || prev.animation !== next.animation) {
    diff.settings = [settingsOf(prev), settingsOf(next)];
    changed = true;
  }
  return changed ? diff : null;
}

/** Applies one side of a diff: "after" replays it (redo), "before" reverts it (undo). */
export function applyDiff(doc: DesignDocument, diff: Diff, side: "before" | "after"): DesignDocument {
  const pick = side === "after" ? 1 : 0;
  const replaced = new Map(Object.entries(diff.layers).map(([id, pair]) => [id, pair[pick]]));
  const layers: Layer[] = [];
  for (const l of doc.layers) {
    if (!replaced.has(l.id)) layers.push(l);
    else {
      const r = replaced.get(l.id);
      if (r) layers.push(r);
      replaced.delete(l.id);
    }
  }
  for (const r of replaced.values()) if (r) layers.push(r);
  const settings = diff.settings ? diff.settings[pick] : undefined;
  return { ...doc, ...(settings ?? {}), layers };
}

/** Two consecutive diffs as one (a gesture's frames squashed into one history entry). */
export function squashDiffs(a: Diff, b: Diff): Diff {
  const layers: Diff["layers"] = { ...a.layers };
  for (const [id, [before, after]] of Object.entries(b.layers)) {
    layers[id] = id in a.layers ? [a.layers[id][0], after] : [before, after];
  }
  const settings = a.settings && b.settings ? ([a.settings[0], b.settings[1]] as [DocSettings, DocSettings]) : (a.settings ?? b.settings);
  const out: Diff = settings ? { layers, settings } : { layers };
  if (a.values || b.values) {
    const values: NonNullable<Diff["values"]> = { ...a.values };
    for (const [name, [before, after]] of Object.entries(b.values ?? {})) values[name] = a.values && name in a.values ? [a.values[name][0], after] : [before, after];
    out.values = values;
  }
  return out;
}

const touchesDoc = (d: Diff) => !!d.settings || Object.keys(d.layers).length > 0;

export const HISTORY_LIMIT = 200;

/** The undo and redo stacks; the store owns one. */
export class History {
  private undos: Diff[] = [];
  private redos: Diff[] = [];

  push(diff: Diff): void {
    this.undos.push(diff);
    if (this.undos.length > HISTORY_LIMIT) this.undos.shift();
    this.redos = [];
  }

  /** The last entry, replaced by `diff` (consecutive keystrokes in one form field make one entry). */
  replaceLast(diff: Diff): void {
    this.undos[this.undos.length - 1] = diff;
    this.redos = [];
  }

  get last(): Diff | undefined {
    return this.undos[this.undos.length - 1];
  }

  undo(doc: DesignDocument, values: FieldValues = {}): { doc: DesignDocument; values: FieldValues } | null {
    const d = this.undos.pop();
    if (!d) return null;
    this.redos.push(d);
    return { doc: touchesDoc(d) ? applyDiff(doc, d, "before") : doc, values: applyValues(values, d, "before") };
  }

  redo(doc: DesignDocument, values: FieldValues = {}): { doc: DesignDocument; values: FieldValues } | null {
    const d = this.redos.pop();
    if (!d) return null;
    this.undos.push(d);
    return { doc: touchesDoc(d) ? applyDiff(doc, d, "after") : doc, values: applyValues(values, d, "after") };
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  get size(): number {
    return this.undos.length;
  }
}
