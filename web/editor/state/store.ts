// Editor state: the design document + selection + history. Components read it through
// useSyncExternalStore; every change goes through `change()` so undo/redo sees one entry per action.
// A gesture (drag, resize, rotate, typing in a text layer) is opened with begin(): its frames change the
// document without history, end() squashes them into ONE entry, cancel() restores the start and leaves none.
// The store also holds the field values a visitor fills in (remixing a card): typing a name into the
// card's name line changes a value, not the document, and is one undo step all the same.
import { useSyncExternalStore } from "react";
import type { DesignDocument } from "../../../shared/design/schema.ts";
import { diffDocuments, diffState, diffValues, History, type FieldValues } from "./history.ts";
import { expandGroups } from "./ops.ts";

export interface EditorSnapshot {
  doc: DesignDocument;
  selection: readonly string[];
  /** Bumped on every save of the document; compared with `version` to know if there are unsaved changes. */
  savedVersion: number;
  version: number;
  canUndo: boolean;
  canRedo: boolean;
  /** A text layer being typed in (DOM textarea over the canvas). */
  editingText: string | null;
  /** The document as last saved (or loaded): undoing back to it means nothing is unsaved. */
  savedDoc: DesignDocument;
  /** The record's field values (a visitor's card), and as last saved. */
  values: FieldValues;
  savedValues: FieldValues;
}

export class EditorStore {
  private snap: EditorSnapshot;
  private listeners = new Set<() => void>();
  private history = new History();
  private gestureStart: DesignDocument | null = null;
  private gestureValues: FieldValues | null = null;
  /** The form field whose typing the last history entry holds (its next keystroke joins that entry). */
  private typingField: string | null = null;

  constructor(doc: DesignDocument, values: FieldValues = {}) {
    this.snap = { doc, selection: [], savedVersion: 0, version: 0, canUndo: false, canRedo: false, editingText: null, savedDoc: doc, values, savedValues: values };
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): EditorSnapshot => this.snap;

  get doc(): DesignDocument {
    return this.snap.doc;
  }

  get values(): FieldValues {
    return this.snap.values;
  }

  get selection(): readonly string[] {
    return this.snap.selection;
  }

  get inGesture(): boolean {
    return this.gestureStart !== null;
  }

  /** The document as the open gesture found it (null outside one): what a cancel goes back to. */
  get gestureStartDoc(): DesignDocument | null {
    return this.gestureStart;
  }

  private set(patch: Partial<EditorSnapshot>): void {
    this.snap = { ...this.snap, ...patch, canUndo: this.history.canUndo, canRedo: this.history.canRedo };
    for (const fn of this.listeners) fn();
  }

  /** Applies one change. Outside a gesture it becomes one history entry; inside, it waits for end(). */
  change(fn: (doc: DesignDocument) => DesignDocument): void {
    const prev = this.snap.doc;
    const next = fn(prev);
    if (next === prev) return;
    if (!this.gestureStart) {
      const d = diffDocuments(prev, next);
      if (!d) return;
      this.push(d);
    }
    const alive = new Set(next.layers.map((l) => l.id));
    const selection = this.snap.selection.filter((id) => alive.has(id));
    this.set({ doc: next, version: this.snap.version + 1, selection: selection.length === this.snap.selection.length ? this.snap.selection : selection });
  }

  private push(d: NonNullable<ReturnType<typeof diffState>>): void {
    this.history.push(d);
    this.typingField = null;
  }

  /**
   * Sets one field's value. Inside a gesture (typing on the canvas) it joins the gesture's entry;
   * outside (the form) consecutive changes of the same field make one entry.
   */
  changeValue(name: string, value: string): void {
    const prev = this.snap.values;
    if (prev[name] === value) return;
    const next = { ...prev, [name]: value };
    if (!this.gestureStart) {
      const last = this.history.last;
      const joins = this.typingField === name && !!last?.values && Object.keys(last.values).length === 1 && Object.keys(last.layers).length === 0 && !last.settings;
      if (joins) this.history.replaceLast({ layers: {}, values: { [name]: [last.values![name][0], value] } });
      else this.push({ layers: {}, values: diffValues(prev, next) });
      this.typingField = name;
    }
    this.set({ values: next, version: this.snap.version + 1 });
  }

  begin(): void {
    if (this.gestureStart) return;
    this.gestureStart = this.snap.doc;
    this.gestureValues = this.snap.values;
  }

  end(): void {
    const start = this.gestureStart;
    const startValues = this.gestureValues ?? this.snap.values;
    this.gestureStart = null;
    this.gestureValues = null;
    if (!start) return;
    const d = diffState(start, this.snap.doc, startValues, this.snap.values);
    if (d) this.push(d);
    this.set({});
  }

  cancel(): void {
    const start = this.gestureStart;
    const startValues = this.gestureValues;
    this.gestureStart = null;
    this.gestureValues = null;
    if (!start) return;
    if (start !== this.snap.doc || (startValues && startValues !== this.snap.values)) {
      this.set({ doc: start, values: startValues ?? this.snap.values, version: this.snap.version + 1 });
    }
  }

  undo(): void {
    if (this.gestureStart) this.end();
    this.typingField = null;
    const back = this.history.undo(this.snap.doc, this.snap.values);
    if (back) this.set({ ...back, version: this.snap.version + 1, editingText: null });
  }

  redo(): void {
    this.typingField = null;
    const again = this.history.redo(this.snap.doc, this.snap.values);
    if (again) this.set({ ...again, version: this.snap.version + 1 });
  }

  /** Selects layers (and the rest of their groups). */
  select(ids: readonly string[], additive = false): void {
    const base = additive ? [...this.snap.selection] : [];
    for (const id of ids) {
      const i = base.indexOf(id);
      if (additive && i >= 0) base.splice(i, 1);
      else base.push(id);
    }
    const expanded = expandGroups(this.snap.doc, base);
    const same = expanded.length === this.snap.selection.length && expanded.every((id, i) => id === this.snap.selection[i]);
    if (!same) this.set({ selection: expanded });
  }

  setEditingText(id: string | null): void {
    if (this.snap.editingText !== id) this.set({ editingText: id });
  }

  /** Replaces the whole document without history (loading a draft, switching formats starts fresh). */
  reset(doc: DesignDocument, values: FieldValues = this.snap.values): void {
    this.history = new History();
    this.gestureStart = null;
    this.gestureValues = null;
    this.typingField = null;
    this.set({ doc, values, selection: [], version: this.snap.version + 1, editingText: null });
  }

  /** `doc`, `values`: what was saved (a save may finish after further edits). */
  markSaved(version = this.snap.version, doc = this.snap.doc, values = this.snap.values): void {
    this.set({ savedVersion: version, savedDoc: doc, savedValues: values });
  }

  get dirty(): boolean {
    return isDirty(this.snap);
  }
}

/** Unsaved changes: the document differs from the saved one, record by record (undo back to it is clean). */
export function isDirty(s: EditorSnapshot): boolean {
  return s.version !== s.savedVersion && (diffDocuments(s.savedDoc, s.doc) !== null || diffValues(s.savedValues, s.values) !== undefined);
}

export function useEditorState<T>(store: EditorStore, select: (s: EditorSnapshot) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}
