// On a touch screen there is no double-click: the library under the handles cancels the browser's
// compatibility mouse events, so only pointer events arrive. A tap selects a layer; a second tap on
// the text layer that is already selected (alone) opens the in-place text editor. The editor opens
// inside the pointerup handler itself, so focusing the textarea still counts as the user's gesture
// and the phone shows its keyboard.
import { useRef } from "react";
import type { Layer } from "../../../shared/design/schema.ts";

/** Farther than this (CSS px) or longer than this (ms) is a drag or a long press, not a tap. */
const TAP_SLOP = 10;
const TAP_MS = 600;

export function useTapToEdit(selection: readonly string[], onEditText: (id: string) => void) {
  const press = useRef<{ id: string; pointerId: number; x: number; y: number; at: number; wasSelected: boolean } | null>(null);
  return {
    onPointerDown(e: React.PointerEvent, layer: Layer) {
      if (e.pointerType === "mouse") return; // a mouse double-clicks
      press.current = {
        id: layer.id,
        pointerId: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        at: e.timeStamp,
        wasSelected: selection.length === 1 && selection[0] === layer.id,
      };
    },
    onPointerUp(e: React.PointerEvent, layer: Layer) {
      const p = press.current;
      press.current = null;
      if (!p || p.pointerId !== e.pointerId || p.id !== layer.id || !p.wasSelected) return;
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) > TAP_SLOP || e.timeStamp - p.at > TAP_MS) return;
      if (layer.type === "text" && !layer.locked) onEditText(layer.id);
    },
  };
}
