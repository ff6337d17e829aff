// After a pointer click on a plain button (toolbar, panels), give the keyboard back to the canvas:
// arrows, Enter and Delete then act on the selected layers, not on the button that kept the focus.
// Keyboard activation (detail 0) keeps the focus where it is, and menu triggers are left alone.
import type { MouseEvent } from "react";

export function releaseFocusAfterPointerClick(e: MouseEvent): void {
  if (e.detail === 0) return;
  const button = (e.target as Element | null)?.closest?.("button");
  if (button instanceof HTMLElement && !button.hasAttribute("aria-haspopup")) button.blur();
}
