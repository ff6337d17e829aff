// Issue 31, "a card in five taps": the visitor's journey on a phone, from the home page to the system
// share sheet, by touch taps only. Shared by the e2e (e2e/phone-journey.test.ts, which asserts on what
// it answers) and the bench (bench/phone-journey.ts, which times it under mobile throttling), so both
// walk the same steps. No vitest here: the bench runs under tsx.
//
// Steps (each a `touchscreen.tap` on the centre of the control, as a finger would):
//   1. "Eid" among the occasions on the home page's first screen → its templates come into view
//   2. the template's tile → the card form
//   3. the name field → typed
//   4. "Create" → the card's preview page
//   5. "Share" → navigator.share({ files: [the card's JPEG], … })
// A control that is not fully on the screen when its step comes is scrolled to first, and that
// scroll is counted (the goal is none).
import type { BrowserContext, CDPSession, Locator, Page } from "playwright-core";

/** What the stubbed navigator.share saw (the page records it: headless Chromium has no share sheet). */
export interface ShareCall {
  title?: string;
  text?: string;
  url?: string;
  files: { name: string; type: string; size: number }[];
  /** performance.now() of the page when share() was called. */
  at: number;
}

export interface JourneyResult {
  taps: number;
  scrolls: number;
  /** From the start of the home page's navigation to the share() call, in seconds. */
  seconds: number;
  share: ShareCall;
  /** Each moment a toast's box overlapped the header's (`label: toast text`). */
  toastsOverTopBar: string[];
  /** The computed font size of the text the person typed into, while typing (CSS px). */
  editingFontPx: number;
  /** The pixel height of that text's box on the screen (CSS px). */
  editingBoxPx: number;
  cardId: string;
  /** When each step's screen was ready, in seconds from the home page's navigation (wall clock). */
  steps: { step: string; seconds: number }[];
}

export interface JourneyOptions {
  /** The category tile to tap on the home page. */
  category: string;
  /** The template to tap in that category's gallery (a tile `template-<id>`). */
  templateId: string;
  /** The field the name goes into, and the name. */
  field: string;
  name: string;
  /** Called after each step with its name (screenshots). */
  afterStep?: (step: string) => Promise<void>;
}

/**
 * Stubs navigator.share / canShare so the journey can see what would reach the share sheet, and
 * watches every toast against the header for as long as the page lives. Call before the first page.
 */
export async function instrumentContext(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx (the bench) wraps named functions in a `__name` helper the page lacks.
  await context.addInitScript({ content: PAGE_INSTRUMENTS });
}

const PAGE_INSTRUMENTS = `(() => {
  window.__shares = [];
  window.__sharedFiles = [];
  window.__toastsOverTopBar = [];
  Object.defineProperty(navigator, "canShare", { configurable: true, value: (data) => !!data && (!data.files || data.files.every((f) => f instanceof File)) });
  Object.defineProperty(navigator, "share", {
    configurable: true,
    value: async (data) => {
      window.__shares.push({ title: data.title, text: data.text, url: data.url, files: (data.files || []).map((f) => ({ name: f.name, type: f.type, size: f.size })), at: performance.now() });
      window.__sharedFiles.push(...(data.files || []));
    },
  });
  // Every frame: does an open toast's box meet the header's?
  const check = () => {
    const bar = document.querySelector("header")?.getBoundingClientRect();
    for (const toast of document.querySelectorAll("[data-toast]")) {
      const r = toast.getBoundingClientRect();
      if (bar && r.height > 0 && r.top < bar.bottom && r.bottom > bar.top && r.left < bar.right && r.right > bar.left) {
        const line = location.pathname + ": " + (toast.textContent || "").trim();
        if (!window.__toastsOverTopBar.includes(line)) window.__toastsOverTopBar.push(line);
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Lighthouse's mobile emulation: CPU ×4 slower, "slow 4G" (150 ms, 1.6 Mbps down, 750 Kbps up). */
export async function throttleLikeLighthouse(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/** The bytes of the files the share sheet got, in order (base64 through the page, then decoded). */
export async function sharedFileBytes(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(async () => {
    const files = (window as unknown as { __sharedFiles: File[] }).__sharedFiles;
    return Promise.all(
      files.map(async (f) => {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let s = "";
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      }),
    );
  });
  return encoded.map((b64) => Buffer.from(b64, "base64"));
}

async function shareCalls(page: Page): Promise<ShareCall[]> {
  return page.evaluate(() => (window as unknown as { __shares: ShareCall[] }).__shares);
}

export async function walkJourney(page: Page, opts: JourneyOptions): Promise<JourneyResult> {
  let taps = 0;
  let scrolls = 0;
  const toastsOverTopBar: string[] = [];
  const collectToasts = async () => {
    const seen = await page.evaluate(() => (window as unknown as { __toastsOverTopBar?: string[] }).__toastsOverTopBar ?? []).catch(() => []);
    for (const line of seen) if (!toastsOverTopBar.includes(line)) toastsOverTopBar.push(line);
  };
  /** A finger on the control: scrolled to first (and counted) only when it is not on the screen. */
  const tap = async (target: Locator) => {
    await target.waitFor({ state: "visible" });
    const onScreen = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    });
    if (!onScreen) {
      scrolls++;
      await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    }
    const box = await target.boundingBox();
    if (!box) throw new Error("a control without a box");
    await collectToasts();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    taps++;
  };
  const steps: JourneyResult["steps"] = [];
  let began = Date.now();
  const step = async (name: string) => {
    steps.push({ step: name, seconds: (Date.now() - began) / 1000 });
    await collectToasts();
    await opts.afterStep?.(name);
  };

  began = Date.now();
  await page.goto("/");
  await page.getByTestId(`hero-occasion-${opts.category}`).waitFor({ state: "visible" });
  const start = await page.evaluate(() => performance.timeOrigin);
  await step("1-home");

  await tap(page.getByTestId(`hero-occasion-${opts.category}`));
  const tile = page.getByTestId(`template-${opts.templateId}`);
  await tile.waitFor({ state: "visible" });
  await step("2-category");

  await tap(tile);
  const input = page.locator(`#field-${opts.field}`);
  await input.waitFor({ state: "visible" });
  await page.getByTestId("card-form").waitFor();
  await step("3-form");

  await tap(input);
  await input.fill("");
  await page.keyboard.type(opts.name);
  const editing = await input.evaluate((el) => ({ font: parseFloat(getComputedStyle(el).fontSize), focused: document.activeElement === el }));
  if (!editing.focused) throw new Error("the tapped field did not take the focus");
  const textBox = await input.evaluate((el) => {
    // The typed text's own line box: a range over the input is empty, so measure a span of the same font.
    const probe = document.createElement("span");
    probe.textContent = (el as HTMLInputElement).value;
    probe.style.font = getComputedStyle(el).font;
    probe.style.position = "absolute";
    probe.style.visibility = "hidden";
    document.body.append(probe);
    const h = probe.getBoundingClientRect().height;
    probe.remove();
    return h;
  });
  await step("4-typed");

  await tap(page.getByTestId("card-submit"));
  await page.waitForURL(/\/preview\//);
  const share = page.getByTestId("share-card");
  await share.waitFor({ state: "visible" });
  await step("5-preview");

  await tap(share);
  let calls: ShareCall[] = [];
  const deadline = Date.now() + 30_000;
  while ((calls = await shareCalls(page)).length === 0) {
    if (Date.now() > deadline) throw new Error("the share sheet was never invoked");
    await new Promise((r) => setTimeout(r, 20));
  }
  const call = calls[0];
  // The call's time is on the page that made it (the SPA, loaded from the template tap): both clocks to epoch ms.
  const seconds = (call.at + (await page.evaluate(() => performance.timeOrigin)) - start) / 1000;
  await step("6-shared");
  const cardId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1) ?? "");
  return { taps, scrolls, seconds, share: call, toastsOverTopBar, editingFontPx: editing.font, editingBoxPx: textBox, cardId, steps };
}
