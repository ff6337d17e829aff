// Editor state: the design document + selection + history. Components read it through
// useSyncExternalStore; every change goes through `change()` so undo/redo sees one entry per action.
// A gesture (drag, resize, rotate, typing in a text layer) is opened with begin(): its frames change the
// document without history, end() squashes them into ONE entry, cancel() restores the start and leaves none.
import { useSyncExternalStore } from "react";
import type { DesignDocument } from "../../../shared/design/schema.ts";
import { diffDocuments, History } from "./history.ts";
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
}

export class EditorStore {
  private snap: EditorSnapshot;
  private listeners = new Set<() => void>();
  private history = new History();
  private gestureStart: DesignDocument | null = null;

  constructor(doc: DesignDocument) {
    this.snap = { doc, selection: [], savedVersion: 0, version: 0, canUndo: false, canRedo: false, editingText: null, savedDoc: doc };
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): EditorSnapshot => this.snap;

  get doc(): DesignDocument {
    return this.snap.doc;
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
      this.history.push(d);
    }
    const alive = new Set(next.layers.map((l) => l.id));
    const selection = this.snap.selection.filter((id) => alive.has(id));
    this.set({ doc: next, version: this.snap.version + 1, selection: selection.length === this.snap.selection.length ? this.snap.selection : selection });
  }

  begin(): void {
    if (!this.gestureStart) this.gestureStart = this.snap.doc;
  }

  end(): void {
    const start = this.gestureStart;
    this.gestureStart = null;
    if (!start) return;
    const d = diffDocuments(start, this.snap.doc);
    if (d) this.history.push(d);
    this.set({});
  }

  cancel(): void {
    const start = this.gestureStart;
    this.gestureStart = null;
    if (start && start !== this.snap.doc) this.set({ doc: start, version: this.snap.version + 1 });
  }

  undo(): void {
    if (this.gestureStart) this.end();
    const doc = this.history.undo(this.snap.doc);
    if (doc) this.set({ doc, version: this.snap.version + 1, editingText: null });
  }

  redo(): void {
    const doc = this.history.redo(this.snap.doc);
    if (doc) this.set({ doc, version: this.snap.version + 1 });
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
  reset(doc: DesignDocument): void {
    this.history = new History();
    this.gestureStart = null;
    this.set({ doc, selection: [], version: this.snap.version + 1, editingText: null });
  }

  /** `doc`: the document that was saved (a save may finish after further edits). */
  markSaved(version = this.snap.version, doc = this.snap.doc): void {
    this.set({ savedVersion: version, savedDoc: doc });
  }

  get dirty(): boolean {
    return isDirty(this.snap);
  }
}

/** Unsaved changes: the document differs from the saved one, record by record (undo back to it is clean). */
export function isDirty(s: EditorSnapshot): boolean {
  return s.version !== s.savedVersion && diffDocuments(s.savedDoc, s.doc) !== null;
}

export function useEditorState<T>(store: EditorStore, select: (s: EditorSnapshot) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}
