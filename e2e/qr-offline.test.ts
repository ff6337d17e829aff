// Issue 34 §3: the verify page is an installable web app that works with no network. A phone (390×844,
// touch) visits a verify page once; then, offline (context.setOffline), a QR link it never opened is
// answered by the service worker's kept page, which says when the issuer's keys were last kept and
// reads the issuer's DID document from the kept copy. Nothing outside the verify pages is answered
// offline (the worker's scope is /v/). The console stays clean (no error, no CSP violation).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, newContext, reportCspViolations, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC } from "../shared/verify-app.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Waits until the worker controls the page and has kept everything once (its last-sync record). */
async function waitForSync(page: Page): Promise<string> {
  const keptSync = () => page.evaluate(async ([cacheName, key]) => {
    const kept = await (await caches.open(cacheName)).match(key);
    return kept && navigator.serviceWorker.controller ? ((await kept.json()) as { at: string }).at : undefined;
  }, [VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC] as const);
  await expect.poll(keptSync, { timeout: 30_000 }).toBeTruthy();
  return (await keptSync())!;
}

describe("offline verify app", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`${locale}: after one visit, a QR link never opened is answered offline by the kept page`, async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
      const page = await context.newPage();
      await reportCspViolations(page);
      const problems = watchProblems(page, { counts: errorOrCsp });

      await page.goto("/v/");
      const syncedAt = await waitForSync(page);
      const onlineDid = await page.evaluate(async () => (await fetch("/.well-known/did.json")).json());
      // A visit after the sync shows when the keys were kept.
      await page.reload();
      await expect.poll(() => page.getByTestId("verify-app-last-sync").textContent()).toContain(String(new Date(syncedAt).getFullYear()));

      await context.setOffline(true);
      const link = "/v/VC1-NEVEROPENEDBEFORE";
      const response = await page.goto(link);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(link);
      await expect.poll(() => page.getByTestId("verify-app-last-sync").textContent()).toContain(String(new Date(syncedAt).getFullYear()));
      expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
      // The issuer's keys are read from the kept copy, the same document as online.
      expect(await page.evaluate(async () => (await fetch("/.well-known/did.json")).json())).toEqual(onlineDid);
      // The stylesheet came from the kept copy too: the page is styled, not bare HTML.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector("[data-verify-app]")!).borderRadius)).not.toBe("0px");
      await screenshot(page, `qr-offline-shell-${locale}-phone`);

      // Only the verify pages are kept: any other page of the site needs the network.
      await expect(page.goto("/")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
