// The editor's phone layout is chosen in script, not only in CSS, so that each panel exists ONCE in the
// document (a form hidden by CSS next to its copy in a sheet gave duplicate ids and labels pointing at
// hidden inputs). Same conditions as the `compact` Tailwind variant (web/styles.css): narrow, or as
// short as a phone held sideways. (Each condition is asked on its own: some engines do not read a
// comma-separated list.)
import { useSyncExternalStore } from "react";

export const NARROW_QUERY = "(max-width: 767px)";
export const SHORT_QUERY = "(max-height: 500px)";
/** A phone held sideways: the bar goes to the side and the sheet beside the canvas, not under it. */
export const LANDSCAPE_QUERY = "(orientation: landscape)";
export type CompactLayout = false | "portrait" | "landscape";

const matches = (q: string) => window.matchMedia?.(q).matches ?? false;

// The answer is cached and renewed only by the media lists' change events: the editor renders on every
// drag frame and keystroke, and asking matchMedia there each time cost frames (measured with the bench).
let cached: CompactLayout | null = null;

function subscribe(onChange: () => void): () => void {
  const lists = [NARROW_QUERY, SHORT_QUERY, LANDSCAPE_QUERY].flatMap((q) => (window.matchMedia ? [window.matchMedia(q)] : []));
  const update = () => {
    cached = compute();
    onChange();
  };
  cached = compute();
  for (const l of lists) l.addEventListener("change", update);
  // Some engines report an orientation change as a resize before the media lists update.
  window.addEventListener("resize", update);
  return () => {
    cached = null;
    for (const l of lists) l.removeEventListener("change", update);
    window.removeEventListener("resize", update);
  };
}

const compactNow = (): CompactLayout => cached ?? compute();

function compute(): CompactLayout {
  const short = matches(SHORT_QUERY);
  if (!short && !matches(NARROW_QUERY)) return false;
  return short && matches(LANDSCAPE_QUERY) ? "landscape" : "portrait";
}

export function useCompactLayout(): CompactLayout {
  return useSyncExternalStore(subscribe, compactNow, () => false);
}
