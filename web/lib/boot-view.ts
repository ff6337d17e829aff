// The server's first paint of a page (server/web/boot-view.ts): an overlay showing what the page will
// show, and the page's first API answers. The answers go into the query cache before the first render
// (stale, so they are fetched again in the background); the overlay is lifted by the page once its own
// copy is in place, or after a while whatever happens, so it can never hide the app for good.
import type { QueryClient } from "@tanstack/react-query";

const LIFT_ANYWAY_MS = 4000;

export function seedBootData(client: QueryClient): void {
  const el = document.getElementById("boot-data");
  if (!el) return;
  try {
    const answers = JSON.parse(el.textContent ?? "{}") as Record<string, unknown>;
    for (const [path, body] of Object.entries(answers)) client.setQueryData([path], body, { updatedAt: 0 });
  } catch {
    // Unreadable: the page loads its data as usual.
  }
  el.remove();
}

export function liftBootView(): void {
  document.getElementById("boot-view")?.remove();
}

/** After the app's first render: the page lifts the overlay sooner; this is for a page that never does. */
export function liftBootViewLater(): void {
  if (document.getElementById("boot-view")) setTimeout(liftBootView, LIFT_ANYWAY_MS);
}
