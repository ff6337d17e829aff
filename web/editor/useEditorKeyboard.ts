// Keyboard shortcuts. Typing in an input, a select or the text editor is never hijacked (only ctrl+s
// saves from anywhere). Holding an arrow key is one gesture: one history entry until the key is released.
// On a row of the layers list, ↑/↓ move the selection along the list (and the focus with it); on the
// canvas (the focusable stage) or with nothing focused, arrows nudge the selected layers. "?" opens the
// list of shortcuts (ShortcutsDialog.tsx, which names every one of them).
import { useEffect, useRef } from "react";
import type { EditorStore } from "./state/store.ts";
import type { EditorActions } from "./useEditorActions.ts";

interface KeyboardDeps {
  store: EditorStore;
  actions: EditorActions;
  onSave: () => void;
  onEditText: (id: string) => void;
  onZoom: (how: "in" | "out" | "fit" | "actual") => void;
  onShortcuts: () => void;
  /** ctrl/⌘ + ' shows or hides the grid (by the key's place, so it works on an Arabic keyboard too) */
  onGrid?: () => void;
  enabled: boolean;
}

/** Buttons, links, tabs and open menus handle Enter, Escape, Delete and arrows themselves. */
function ownsKeys(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  return !!el.closest('button, a[href], [role="menu"], [role="menuitem"], [role="listbox"], [role="option"], [role="tab"], [role="radio"], [role="dialog"] [role="button"]');
}

/** ↑/↓ on a layer row: select the row above/below (shift adds it) and move the focus to it. */
function moveInLayerList(e: KeyboardEvent, store: EditorStore): boolean {
  if ((e.key !== "ArrowUp" && e.key !== "ArrowDown") || e.altKey || e.ctrlKey || e.metaKey) return false;
  const row = (e.target as HTMLElement | null)?.closest?.('[data-testid^="layer-row-"]');
  const list = row?.parentElement;
  if (!row || !list) return false;
  e.preventDefault();
  const rows = [...list.children].filter((el) => el.getAttribute("data-testid")?.startsWith("layer-row-"));
  const next = rows[rows.indexOf(row) + (e.key === "ArrowDown" ? 1 : -1)];
  if (!next) return true;
  store.select([next.getAttribute("data-testid")!.slice("layer-row-".length)], e.shiftKey);
  next.querySelector<HTMLElement>("button")?.focus();
  return true;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

export function useEditorKeyboard(deps: KeyboardDeps): void {
  const ref = useRef(deps);
  ref.current = deps;
  useEffect(() => {
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    let nudging = false;
    const down = (e: KeyboardEvent) => {
      const { store, actions, onSave, onEditText, onZoom, onShortcuts, enabled } = ref.current;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === "s") {
        e.preventDefault();
        onSave();
        return;
      }
      if (typing(e.target)) return;
      // Zoom works in the previews too; everything else edits, so only in edit mode.
      if (mod && (e.key === "=" || e.key === "+" || e.key === "-" || e.key === "0" || e.key === "1")) {
        e.preventDefault();
        onZoom(e.key === "0" ? "fit" : e.key === "1" ? "actual" : e.key === "-" ? "out" : "in");
        return;
      }
      if (mod && e.code === "Quote" && ref.current.onGrid) {
        e.preventDefault();
        ref.current.onGrid();
        return;
      }
      if (e.key === "?" && !mod) {
        e.preventDefault();
        onShortcuts();
        return;
      }
      if (!enabled || e.defaultPrevented) return;
      if (moveInLayerList(e, store)) return;
      const plain = !mod && (e.key === "Enter" || e.key === "Escape" || e.key === "Delete" || e.key === "Backspace" || e.key in arrows);
      if (plain && ownsKeys(e.target)) return;
      if (mod && key === "z") {
        e.preventDefault();
        if (e.shiftKey) actions.redo();
        else actions.undo();
      } else if (mod && key === "y") {
        e.preventDefault();
        actions.redo();
      } else if (mod && key === "d") {
        e.preventDefault();
        actions.duplicate();
      } else if (mod && key === "a") {
        e.preventDefault();
        actions.selectAll();
      } else if (mod && key === "g") {
        e.preventDefault();
        if (e.shiftKey) actions.ungroup();
        else actions.group();
      } else if (mod && (e.key === "]" || e.key === "[")) {
        e.preventDefault();
        actions.step(e.key === "]" ? 1 : -1);
      } else if (e.key === "Delete" || e.key === "Backspace") {
        if (store.selection.length) {
          e.preventDefault();
          actions.remove();
        }
      } else if (e.key === "Escape") {
        store.select([]);
      } else if (e.key === "Enter") {
        const [id] = store.selection;
        const layer = store.doc.layers.find((l) => l.id === id);
        if (store.selection.length === 1 && layer?.type === "text" && !layer.locked) {
          e.preventDefault();
          onEditText(layer.id);
        }
      } else if (arrows[e.key] && store.selection.length && !mod) {
        e.preventDefault();
        if (!nudging) {
          store.begin();
          nudging = true;
        }
        const step = e.shiftKey ? 10 : 1;
        actions.nudge(arrows[e.key][0] * step, arrows[e.key][1] * step);
      }
    };
    const up = (e: KeyboardEvent) => {
      if (nudging && arrows[e.key]) {
        nudging = false;
        ref.current.store.end();
      }
    };
    const clip = (kind: "copy" | "cut" | "paste") => (e: ClipboardEvent) => {
      // (previews and typing leave the clipboard alone)
      if (!ref.current.enabled || typing(e.target)) return;
      ref.current.actions[kind](e);
    };
    const copy = clip("copy");
    const cut = clip("cut");
    const paste = clip("paste");
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    document.addEventListener("copy", copy);
    document.addEventListener("cut", cut);
    document.addEventListener("paste", paste);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      document.removeEventListener("copy", copy);
      document.removeEventListener("cut", cut);
      document.removeEventListener("paste", paste);
    };
  }, []);
}
