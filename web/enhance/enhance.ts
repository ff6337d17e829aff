// The only script of the server-drawn public pages (issue 23; ≤ 15 KB brotli, checked by
// scripts/public-page-weight.test.ts). Everything on those pages works without it; it adds what only a
// script can do: copy to the clipboard, the system share sheet, closing an open menu (<details>) on an
// outside click or Escape, the share counters, and fetching the card form's scripts ahead of the tap. No framework, no imports. Views are not posted from
// here: the server counts a page's view when it serves the HTML (server/analytics/page-events.ts).

/** POST fire-and-forget with a JSON body (same origin, so the CSRF check sees our Origin). */
function post(path: string, body: unknown): void {
  void fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => undefined);
}

/** A short message read by screen readers and shown at the foot of the screen. */
function announce(text: string): void {
  let box = document.getElementById("enhance-status");
  if (!box) {
    box = document.createElement("div");
    box.id = "enhance-status";
    box.setAttribute("role", "status");
    box.className = "fixed bottom-4 start-1/2 z-50 -translate-x-1/2 rounded-xl bg-foreground px-4 py-2 text-sm font-semibold text-background shadow-lg rtl:translate-x-1/2";
    document.body.append(box);
  }
  box.textContent = text;
  box.hidden = false;
  window.setTimeout(() => {
    if (box) box.hidden = true;
  }, 2500);
}

async function copy(button: HTMLElement): Promise<void> {
  const text = button.dataset.copy ?? "";
  try {
    await navigator.clipboard.writeText(text);
    announce(button.dataset.copied ?? "");
    if (button.dataset.record) post(button.dataset.record, { channel: button.dataset.channel });
  } catch {
    announce(button.dataset.copyFailed ?? "");
  }
}

async function share(button: HTMLElement): Promise<void> {
  try {
    await navigator.share({ title: button.dataset.shareText, text: button.dataset.shareText, url: button.dataset.shareUrl });
    if (button.dataset.record) post(button.dataset.record, { channel: button.dataset.channel });
  } catch {
    /* dismissed: nothing to report */
  }
}

function closeMenus(except?: Element | null): void {
  for (const open of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
    if (open !== except && !open.contains(except ?? null)) open.open = false;
  }
}

/**
 * The home page lists the app's and the card form's scripts (server/web/route-modules.ts): fetched
 * into the HTTP cache once this page has loaded (so they never compete with its own pictures), the
 * template tap opens the form without waiting for them on a slow phone (issue 31). Not on Save-Data.
 */
export function prefetchAppScripts(doc: Document = document): number {
  const block = doc.getElementById("app-prefetch");
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!block || saveData) return 0;
  let files: unknown;
  try {
    files = JSON.parse(block.textContent ?? "");
  } catch {
    return 0;
  }
  if (!Array.isArray(files)) return 0;
  let added = 0;
  for (const href of files) {
    if (typeof href !== "string" || !/^\/assets\/[\w.-]+\.js$/.test(href)) continue;
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    // Modules are fetched in CORS mode (crossorigin on the app's <script>): the same mode here.
    link.crossOrigin = "anonymous";
    link.href = href;
    doc.head.append(link);
    added++;
  }
  return added;
}

function start(): void {
  if (document.readyState === "complete") prefetchAppScripts();
  else window.addEventListener("load", () => prefetchAppScripts(), { once: true });

  if (typeof navigator.share === "function") {
    for (const el of document.querySelectorAll<HTMLElement>("[data-native-share]")) el.hidden = false;
  }

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Without scripts these are links back to the page (a reload closes the menu); here the menu just closes.
    const closer = target?.closest<HTMLElement>("[data-menu-close]");
    if (closer) {
      event.preventDefault();
      closeMenus();
      return;
    }
    if (target?.closest("[data-logout]")) {
      void fetch("/api/logout", { method: "POST", credentials: "include" }).then(() => window.location.reload());
      return;
    }
    const copyButton = target?.closest<HTMLElement>("[data-copy]");
    if (copyButton) void copy(copyButton);
    const shareButton = target?.closest<HTMLElement>("[data-native-share]");
    if (shareButton) void share(shareButton);
    const recorded = target?.closest<HTMLElement>("a[data-record]");
    if (recorded?.dataset.record) post(recorded.dataset.record, { channel: recorded.dataset.channel });
    closeMenus(target?.closest("details[data-menu]"));
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector<HTMLDetailsElement>("details[data-menu][open]");
    if (!open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  });
}

start();

// A module (loaded with type="module"); prefetchAppScripts is exported for its test.
export {};
