// The public pages' enhancement script: copy, system share, menus closing on outside click / Escape,
// the share counters (never a view: the server counted it when it served the page). It starts when imported, so the page is set up first.
import { beforeAll, describe, expect, it, vi } from "vitest";

const writeText = vi.fn(async () => undefined);
const share = vi.fn(async () => undefined);
const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeAll(async () => {
  document.body.innerHTML = `
    <details data-menu id="menu"><summary>menu</summary><a href="#">x</a></details>
    <button id="copy" data-copy="ABCD-1234" data-copied="Copied">copy</button>
    <ul><li id="native" data-native-share data-share-url="https://x.example/v/1" data-share-text="Hi" hidden><button id="share">share</button></li></ul>
    <section data-record-view="/api/cards/c1/view"></section>
    <a id="linkedin" href="#" data-record="/api/certificates/c1/share" data-channel="linkedin">add</a>
    <p id="outside">outside</p>`;
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  vi.stubGlobal("fetch", fetchMock);
  await import("./enhance.ts");
});

describe("enhance.ts", () => {
  it("posts no view (not even for an older page's data-record-view) and shows the share button only where there is a share sheet", () => {
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById("native")!.hidden).toBe(false);
  });

  it("reports a recorded link's click with its channel (LinkedIn's Add to profile)", () => {
    document.getElementById("linkedin")!.click();
    expect(fetchMock).toHaveBeenCalledWith("/api/certificates/c1/share", expect.objectContaining({ method: "POST", body: JSON.stringify({ channel: "linkedin" }) }));
  });

  it("copies and shares", async () => {
    document.getElementById("copy")!.click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith("ABCD-1234"));
    await vi.waitFor(() => expect(document.getElementById("enhance-status")?.textContent).toBe("Copied"));
    document.getElementById("share")!.click();
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Hi", text: "Hi", url: "https://x.example/v/1" }));
  });

  it("closes an open menu on an outside click and on Escape", () => {
    const menu = document.getElementById("menu") as HTMLDetailsElement;
    menu.open = true;
    menu.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(menu.open).toBe(true);
    document.getElementById("outside")!.click();
    expect(menu.open).toBe(false);
    menu.open = true;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu.open).toBe(false);
  });

  it("prefetches the listed app scripts (same-site /assets/*.js only, in CORS mode), and nothing on Save-Data", async () => {
    const { prefetchAppScripts } = await import("./enhance.ts");
    const doc = document.implementation.createHTMLDocument("home");
    const list = ["/assets/index-AbC.js", "/assets/CardFormPage-x_1.js", "https://evil.example/assets/x.js", "/api/logout", "/assets/../x.js", 7];
    doc.body.innerHTML = `<script type="application/json" id="app-prefetch">${JSON.stringify(list)}</script>`;
    expect(prefetchAppScripts(doc)).toBe(2);
    const links = [...doc.head.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("href"), l.crossOrigin]);
    expect(links).toEqual([
      ["prefetch", "/assets/index-AbC.js", "anonymous"],
      ["prefetch", "/assets/CardFormPage-x_1.js", "anonymous"],
    ]);
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      expect(prefetchAppScripts(doc)).toBe(0);
    } finally {
      Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
    }
    expect(prefetchAppScripts(document)).toBe(0);
  });
});
