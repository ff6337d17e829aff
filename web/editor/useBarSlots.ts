// How many items the phone bar has room for, from its own size (a ResizeObserver: the window, an
// orientation change, the landscape bar's height). The first render guesses from the window so the bar
// does not start with everything in it and then jump.
import { useCallback, useRef, useState } from "react";
import { barSlots } from "./phoneBarItems.ts";

export function useBarSlots(vertical: boolean) {
  const guess = () => barSlots({ width: window.innerWidth, height: window.innerHeight - 48 }, vertical);
  const [slots, setSlots] = useState(guess);
  const observer = useRef<ResizeObserver | null>(null);
  // A ref callback (stable per orientation): observes the bar while it is in the document.
  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el) return;
      const measure = () => {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) setSlots(barSlots({ width: r.width, height: r.height }, vertical));
      };
      measure();
      if (typeof ResizeObserver === "function") {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(el);
      }
    },
    [vertical],
  );
  return { ref, slots };
}
