// Escape during a drag, resize or rotation puts the layers back where the gesture found them and
// leaves no undo entry (store.cancel()). Listened for on window in the capture phase, so the editor's
// own Escape (clear the selection) does not also run while a gesture is being cancelled.
import { useEffect, useRef } from "react";
import type { EditorStore } from "../state/store.ts";

interface Cancellable {
  stopDrag(): void;
  updateRect(): void;
}

export function useGestureCancel(store: EditorStore, moveable: React.RefObject<Cancellable | null>) {
  /** True between a gesture's start and end events: only those gestures are Escape's to cancel (typing and colour pickers have their own). */
  const active = useRef(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !active.current) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      active.current = false;
      moveable.current?.stopDrag();
      store.cancel();
      // The boxes are back at their records on the next render; the handles follow them then.
      requestAnimationFrame(() => moveable.current?.updateRect());
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [store, moveable]);
  return {
    /** Frames that arrive after a cancel must not change the document (they would become undo entries). */
    isActive: () => active.current,
    start: () => {
      active.current = true;
      store.begin();
    },
    end: () => {
      // A cancelled gesture may still report its end: the store has nothing left to squash then.
      if (!active.current) return;
      active.current = false;
      store.end();
    },
  };
}
