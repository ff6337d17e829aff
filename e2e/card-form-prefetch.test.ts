// Issue 31, the card form on slow 4G: the server-drawn home page showing a category's templates lists
// the app's and the card form's scripts (server/web/route-modules.ts) and web/enhance prefetches them
// once the page has loaded. A person on a phone (390×844, touch) who taps "Eid" on the home page, looks
// at its templates, then taps one, gets the form's scripts from the browser's cache: no script of the entry or of the form's chunks goes to the
// network when the form opens. The page's console stays clean (no CSP report for the prefetches).
import { describe, expect, inject, it, onTestFinished } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, newContext, reportCspViolations, useBrowser, watchProblems } from "./browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function tapCentre(page: Page, testIdOrSelector: string) {
  const target = testIdOrSelector.startsWith("[") ? page.locator(testIdOrSelector).first() : page.getByTestId(testIdOrSelector);
  await target.waitFor({ state: "visible" });
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

describe("the home page prefetches the card form's scripts (issue 31)", () => {
  it("ar, phone: home (no prefetch) → Eid (prefetch) → template: the form's scripts all come from the cache", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar", viewport: "mobile", touch: true });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await reportCspViolations(page);
    const problems = watchProblems(page, { counts: errorOrCsp, label: () => `${new URL(page.url()).pathname}: ` });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // Every script response after the template tap, with where it came from.
    const scripts: { url: string; cached: boolean }[] = [];
    let watching = false;
    cdp.on("Network.responseReceived", (e) => {
      if (!watching || e.type !== "Script") return;
      scripts.push({ url: new URL(e.response.url).pathname, cached: !!(e.response.fromDiskCache || e.response.fromPrefetchCache) });
    });
    const prefetched = new Set<string>();
    const pending = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if ((e.type === "Prefetch" || e.type === "Other") && /\/assets\/.*\.js$/.test(e.request.url)) pending.set(e.requestId, new URL(e.request.url).pathname);
    });
    cdp.on("Network.loadingFinished", (e) => {
      const url = pending.get(e.requestId);
      if (url) prefetched.add(url);
    });

    const listedScripts = () => page.evaluate(() => JSON.parse(document.getElementById("app-prefetch")?.textContent ?? "[]") as string[]);
    await page.goto("/");
    await page.waitForLoadState("load");
    // The plain home page prefetches nothing: its next tap is a category, a new page.
    expect(await listedScripts()).toEqual([]);

    await tapCentre(page, "hero-occasion-eid");
    await page.waitForURL(/category=eid/);
    await page.waitForLoadState("load");
    // The category's page: the list the server gave, and the prefetches the page made of it.
    const listed = await listedScripts();
    expect(listed.some((f) => /\/assets\/CardFormPage-[\w-]+\.js$/.test(f))).toBe(true);
    await expect.poll(() => listed.every((f) => prefetched.has(f)), { timeout: 20_000 }).toBe(true);
    watching = true;
    await tapCentre(page, '[data-testid^="template-"]');
    await page.getByTestId("card-form").waitFor();
    await page.waitForLoadState("networkidle");

    expect(scripts.some((s) => /\/assets\/CardFormPage-/.test(s.url))).toBe(true);
    expect(scripts.filter((s) => !s.cached && listed.includes(s.url))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
