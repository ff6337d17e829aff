// A header button whose panel (a Radix Dialog or Popover and what it shows) is a chunk of its own: the
// button is drawn at once, the panel is mounted on first use and then stays (it animates closed). The
// button cannot be the panel's Radix Trigger, which lives in that chunk, so the panel gets the button
// to anchor to and to hand focus back to (MobileMenu.tsx, Controls.tsx' display settings).
import { useRef, useState, type RefObject } from "react";

export interface LazyPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function useLazyPanel() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    /** Spread on the button. */
    trigger: { ref: triggerRef, "aria-haspopup": "dialog", "aria-expanded": open, "data-state": open ? "open" : "closed" } as const,
    /** Mount the panel only once this is true. */
    wanted,
    panel: { open, onOpenChange: setOpen, triggerRef } satisfies LazyPanelProps,
    /** Opens the panel (or toggles it), loading it on first use. */
    show(toggle = false) {
      setWanted(true);
      setOpen((o) => (toggle ? !o : true));
    },
  };
}

/** The panel's onCloseAutoFocus: focus goes back to the button by hand (Radix only knows its own Trigger). */
export function focusTriggerOnClose(triggerRef: LazyPanelProps["triggerRef"]) {
  return (e: Event) => {
    e.preventDefault();
    triggerRef.current?.focus();
  };
}
