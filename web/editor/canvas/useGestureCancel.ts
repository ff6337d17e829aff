// Gestures of the overlay (drag, resize, rotate) and Escape: Escape during one puts the layers back
// where the gesture found them and leaves no undo entry (store.cancel()). Listened for on window in
// the capture phase, so the editor's own Escape (clear the selection) does not also run.
// The store's gesture opens on the first frame that changes something, not on the press: a tap
// (no movement) must not open one, or its end would close a text-editing gesture the tap started.
import { useEffect, useRef } from "react";
import type { EditorStore } from "../state/store.ts";

interface Cancellable {
  stopDrag(): void;
  updateRect(): void;
}

export function useGestureCancel(store: EditorStore, moveable: React.RefObject<Cancellable | null>) {
  /** Between a gesture's start and end events: only those gestures are Escape's to cancel (typing and colour pickers have their own). */
  const state = useRef({ active: false, begun: false });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      if (e.key !== "Escape" || !s.active) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const begun = s.begun;
      state.current = { active: false, begun: false };
      moveable.current?.stopDrag();
      if (begun) store.cancel();
      // The boxes are back at their records on the next render; the handles follow them then.
      requestAnimationFrame(() => moveable.current?.updateRect());
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [store, moveable]);
  return {
    start: () => {
      state.current = { active: true, begun: false };
    },
    /** Call before a frame changes the document; false: the gesture was cancelled, drop the frame. */
    frame: (): boolean => {
      const s = state.current;
      if (!s.active) return false;
      if (!s.begun) {
        store.begin();
        s.begun = true;
      }
      return true;
    },
    end: () => {
      const s = state.current;
      state.current = { active: false, begun: false };
      // A cancelled gesture may still report its end: the store has nothing left to squash then.
      if (s.active && s.begun) store.end();
    },
  };
}
