// The editor's phone layout is chosen in script, not only in CSS, so that each panel exists ONCE in the
// document (a form hidden by CSS next to its copy in a sheet gave duplicate ids and labels pointing at
// hidden inputs). Same query as the `compact` Tailwind variant (web/styles.css): narrow, or as short as
// a phone held sideways.
import { useSyncExternalStore } from "react";

export const COMPACT_QUERY = "(max-width: 767px), (max-height: 500px)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(COMPACT_QUERY);
  if (!list) return () => undefined;
  list.addEventListener("change", onChange);
  // Some engines report an orientation change as a resize before the media list updates.
  window.addEventListener("resize", onChange);
  return () => {
    list.removeEventListener("change", onChange);
    window.removeEventListener("resize", onChange);
  };
}

const compactNow = () => window.matchMedia?.(COMPACT_QUERY).matches ?? false;

export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, compactNow, () => false);
}
