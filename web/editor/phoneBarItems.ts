// What the phone bar shows and what goes under "More". The bar is one row that must never scroll
// sideways: an item scrolled out of view is one a thumb cannot find (in Arabic the bar's start, "Text",
// was the part that went off-screen). So the bar holds as many items as fit at a width where every label
// stays readable, in order of use (the start side is where the thumb rests), and the rest is one tap
// away in the More sheet. Pure functions, so the split is tested without a browser.

export type ToolsItem = "text" | "field" | "image" | "shape" | "qr" | "fields" | "layers" | "props" | "images" | "history";
export type SelectionItem = "editText" | "props" | "animate" | "duplicate" | "delete" | "layers" | "forward" | "backward" | "done";

/** Narrowest item whose label (11 px, the longest French ones: "Calques", "Éléments", "Infos") fits on one line. */
export const MIN_BAR_ITEM_PX = 60;
/** A bar item's height plus the gap between rows, for the landscape bar's two columns. */
export const BAR_ROW_PX = 58;

/**
 * The tools with nothing selected, most used first. An admin designs a template: text, shapes and the
 * elements library, photos, the template's fields, layers. A visitor remixing a card first fills in
 * their details. The rest (a field-bound text, QR, the page's design, the image library, history)
 * is used less often on a phone.
 */
export function toolsItems(mode: "template" | "remix", history: boolean): ToolsItem[] {
  if (mode === "remix") return ["fields", "text", "image", "shape", "layers", "field", "qr", "props", "images"];
  return ["text", "shape", "image", "fields", "layers", "field", "qr", "props", "images", ...(history ? (["history"] as const) : [])];
}

/** The selection's tools, most used first; "Done" (leave the selection) always stays on the bar, at the end. Animate (issue 35) opens the animation choices. */
export function selectionItems(editableText: boolean): SelectionItem[] {
  return [...(editableText ? (["editText"] as const) : []), "props", "animate", "duplicate", "delete", "layers", "forward", "backward", "done"];
}

/** Items that stay on the bar whatever the width, after the More button. */
const PINNED_END: ReadonlySet<string> = new Set<SelectionItem>(["done"]);

export interface BarSplit<T extends string> {
  /** In display order; "more" marks where the More button goes. */
  bar: Array<T | "more">;
  /** Under More, in the same order of use. */
  more: T[];
}

/**
 * `slots`: how many items fit. Everything fits → no More. Otherwise the bar keeps the first items that
 * leave room for More and the pinned ones, and More takes the rest, so nothing is ever dropped.
 */
export function splitBar<T extends string>(items: readonly T[], slots: number): BarSplit<T> {
  if (items.length <= slots) return { bar: [...items], more: [] };
  const pinned = items.filter((i) => PINNED_END.has(i));
  const free = items.filter((i) => !PINNED_END.has(i));
  const room = Math.max(1, slots - 1 - pinned.length);
  return { bar: [...free.slice(0, room), "more", ...pinned], more: free.slice(room) };
}

/** How many items fit in a bar of this size: one row across a phone held upright, two columns down its side when sideways. */
export function barSlots(size: { width: number; height: number }, vertical: boolean): number {
  if (vertical) return 2 * Math.max(1, Math.floor(size.height / BAR_ROW_PX));
  return Math.max(3, Math.floor(size.width / MIN_BAR_ITEM_PX));
}
