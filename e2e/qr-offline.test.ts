// Issue 34 §3: the verify page is an installable web app that verifies a certificate's QR link with no
// network. A phone (390×844, touch) opens one certificate's QR link once; then, offline
// (context.setOffline), two OTHER certificates' links — one issued before the visit, one after — are
// answered by the service worker's kept page and verified on the phone, with the recipient's Arabic
// name shown and revocation "as of" the last sync. A link with one character changed, one signed by
// another key and an expired one are refused in words. Outside /V/ nothing is answered offline. The
// console stays clean (no error, no CSP violation). Screenshots: e2e/screenshots/qr-offline-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, newContext, reportCspViolations, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { startQrServer, type QrServer } from "./qr-links.ts";
import { VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC } from "../shared/verify-app.ts";
import ar from "../shared/i18n/ar/webCertificates.json" with { type: "json" };
import en from "../shared/i18n/en/webCertificates.json" with { type: "json" };

const WORDS = { ar: ar.verifyApp, en: en.verifyApp };

const browser = useBrowser();
let qr: QrServer;
const certs = { visited: "", before: "", after: "" };
const NAMES = { visited: "ليلى خالد", before: "عبد الرحمن بن محمد القحطاني", after: "سارة أحمد العتيبي" };

beforeAll(async () => {
  qr = await startQrServer();
  certs.visited = await qr.issue(NAMES.visited, "السلامة المهنية");
  certs.before = await qr.issue(NAMES.before, "إدارة المشاريع الاحترافية");
}, 120_000);
afterAll(async () => {
  await qr?.stop();
});

/** Waits until the worker controls the page and has kept everything once; answers the sync time. */
async function waitForSync(page: Page): Promise<string> {
  const keptSync = () => page.evaluate(async ([cacheName, key]) => {
    const kept = await (await caches.open(cacheName)).match(key);
    return kept && navigator.serviceWorker.controller ? ((await kept.json()) as { at: string }).at : undefined;
  }, [VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC] as const);
  await expect.poll(keptSync, { timeout: 30_000 }).toBeTruthy();
  return (await keptSync())!;
}

async function verdictOf(page: Page, link: string): Promise<{ verdict: string; title: string; recipient: string | null; revocation: string | null; fromWorker: boolean }> {
  const response = await page.goto(link);
  await page.waitForSelector("[data-verify-app][data-verdict]");
  // Read at once: the page's answer as drawn.
  const drawn = await page.evaluate(() => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    return { verdict: document.querySelector<HTMLElement>("[data-verify-app]")!.dataset.verdict!, title: text("verify-app-verdict-title")!, recipient: text("verify-app-recipient"), revocation: text("verify-app-revocation") };
  });
  return { ...drawn, fromWorker: response?.fromServiceWorker() ?? false };
}

/** One character of the payload changed at `fraction` of its length (a letter of its alphabet, so the link still looks right). */
function tamper(link: string, fraction: number): string {
  const start = link.indexOf("VC1-B") + 5;
  const at = start + Math.floor((link.length - start) * fraction);
  return link.slice(0, at) + (link[at] === "A" ? "B" : "A") + link.slice(at + 1);
}

describe("offline verify app", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`${locale}: after one visit, two other certificates' QR links verify offline; tampered, forged and expired ones are refused`, async () => {
      const context = await newContext(browser(), qr.server.url, { locale, viewport: "mobile", touch: true });
      const page = await context.newPage();
      await reportCspViolations(page);
      const problems = watchProblems(page, { counts: errorOrCsp });

      // One visit, online: a certificate's QR link. It verifies, and the worker keeps what it needs.
      // Online, the link's page is the server's verify page (branch qr-credential); its script registers the worker.
      await page.goto(await qr.link(certs.visited));
      await expect.poll(() => page.textContent("main")).toContain(NAMES.visited);
      const syncedAt = await waitForSync(page);
      // Issued after the visit: its status list entry is kept already (the list existed at the sync).
      certs.after ||= await qr.issue(NAMES.after, "القيادة التنفيذية");
      const links = { before: await qr.link(certs.before), after: await qr.link(certs.after) };
      const forged = await qr.link(certs.before, { otherKey: true });
      const expired = await qr.link(certs.before, { change: { expiresAt: new Date(Date.now() - 86_400_000).toISOString().replace(/\.\d+Z$/, "Z") } });

      await context.setOffline(true);
      const year = String(new Date(syncedAt).getFullYear());
      for (const which of ["before", "after"] as const) {
        const result = await verdictOf(page, links[which]);
        expect(result, which).toMatchObject({ verdict: "verified", recipient: NAMES[which], fromWorker: true });
        // What it could not check, said plainly: revocation as of the last sync.
        expect(result.revocation).toContain(year);
        expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
        if (which === "after") await screenshot(page, `qr-offline-verified-${locale}-phone`);
      }
      // One character changed: where it lands decides what breaks (the signature no longer matches,
      // the key it names is not ours, the payload no longer decodes); refused in words every time.
      for (const fraction of [0.3, 0.97]) {
        const result = await verdictOf(page, tamper(links.before, fraction));
        expect(["tampered", "malformed", "unknown-key"], `${fraction}: ${result.verdict}`).toContain(result.verdict);
        expect([WORDS[locale].tampered, WORDS[locale].otherKey]).toContain(result.title);
        expect(result).toMatchObject({ recipient: null, fromWorker: true });
        if (fraction === 0.3) await screenshot(page, `qr-offline-refused-${locale}-phone`);
      }
      expect(await verdictOf(page, forged)).toMatchObject({ verdict: "unknown-key", title: WORDS[locale].otherKey, recipient: null });
      expect(await verdictOf(page, expired)).toMatchObject({ verdict: "expired", title: WORDS[locale].expired, recipient: null });

      // Only the verify pages are kept: any other page of the site needs the network.
      await expect(page.goto("/")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
