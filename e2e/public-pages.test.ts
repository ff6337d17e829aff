// Issue 23: the public pages are drawn by the server and run no app bundle. With JavaScript OFF (ar and
// en, phone 390×844) the home page lists templates with working links, the card view shows the card and
// its downloads, the verify form answers valid / revoked / not found, the certificate page shows its
// details, and the header's menu and language switch work. With JavaScript ON: no console error or CSP
// violation, layout shift ≤ 0.02, and the weight budget — JavaScript ≤ 15 KB (≤ 60 KB on the offline
// verify app's page /V/, issue 34) and HTML + CSS + fonts ≤ 90 KB, brotli as sent — so it cannot
// silently grow back.
import http from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { errorOrCsp, useBrowser, screenshot, watchProblems } from "./browser.ts";
import { checkSymbol } from "../shared/certificates/code.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
let ids: { cardId: string; cert: { id: string; code: string }; revoked: { code: string } };

const JS_BUDGET = 15 * 1024;
// The offline verify app's page (issue 34 §3) alone loads the QR verifier (CBOR-LD decoder, Ed25519).
const VERIFY_APP_JS_BUDGET = 60 * 1024;
const FIRST_PAINT_BUDGET = 90 * 1024;
const LOCALES = ["ar", "en"] as const;

async function api(path: string, body: unknown, cookie = ""): Promise<Record<string, string>> {
  const res = await fetch(baseUrl + path, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl, cookie }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? {} : ((await res.json()) as Record<string, string>);
}

async function sampleValues(templateId: string): Promise<Record<string, string>> {
  const t = (await (await fetch(`${baseUrl}/api/templates/${templateId}`)).json()) as { fields: { name: string; required: boolean; defaultValue?: string; placeholder?: Record<string, string> }[] };
  return Object.fromEntries(t.fields.filter((f) => f.required).map((f) => [f.name, f.defaultValue || f.placeholder?.ar || "نص"]));
}

const firstTemplate = async (kind: string) => ((await (await fetch(`${baseUrl}/api/templates?kind=${kind}`)).json()) as { id: string }[])[0].id;

beforeAll(async () => {
  const cardTemplate = await firstTemplate("card");
  const card = await api("/api/cards", { templateId: cardTemplate, values: await sampleValues(cardTemplate) });
  const certTemplate = await firstTemplate("certificate");
  const values = await sampleValues(certTemplate);
  const issue = () => api("/api/certificates", { templateId: certTemplate, recipientName: "سارة أحمد العتيبي", values });
  const cert = await issue();
  const revoked = await issue();
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(admin) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  await api(`/api/admin/certificates/${revoked.id}/revoke`, { reason: "issued in error" }, cookie);
  ids = { cardId: card.id, cert: { id: cert.id, code: cert.code }, revoked: { code: revoked.code } };
});

async function phone(locale: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled });
  await context.addCookies([{ name: "locale", value: locale, url: baseUrl }]);
  return context;
}

/** A well-formed code (right check symbol) that no certificate has. */
function unknownCode(): string {
  const payload = "7KQ2M9XD4HRTAB";
  return `${payload}${checkSymbol(payload)}`;
}

describe("public pages with JavaScript off (phone)", () => {
  for (const locale of LOCALES) {
    it(`${locale}: home, card view, verify (valid / revoked / not found), certificate page, menu and language`, async () => {
      const context = await phone(locale, false);
      const page = await context.newPage();

      // Home: templates with links that open (the card form is the app, served as before).
      await page.goto("/");
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      const templateLinks = page.locator('a[href^="/cards/"]');
      expect(await templateLinks.count()).toBeGreaterThan(0);
      const href = (await templateLinks.first().getAttribute("href"))!;
      expect((await page.request.get(href)).status()).toBe(200);
      await screenshot(page, `public-home-${locale}-nojs`);
      // A category tile is a link to the same page with ?category=.
      await page.locator('main a[href^="/?category="]').first().click();
      await page.waitForURL(/\?category=/);
      expect(await page.locator('[data-testid="templates-cards"] a[href^="/cards/"]').count()).toBeGreaterThan(0);

      // The header's menu opens without scripts; the language link switches the page's language.
      await page.getByTestId("mobile-menu").click();
      await expect.poll(() => page.getByTestId("mobile-menu-panel").isVisible()).toBe(true);
      await page.screenshot({ path: new URL(`./screenshots/public-menu-${locale}-nojs.png`, import.meta.url).pathname });
      await page.getByTestId("mobile-menu-close").click();
      await page.getByTestId("lang-toggle").click();
      await expect.poll(() => page.getAttribute("html", "lang")).not.toBe(locale);
      await context.addCookies([{ name: "locale", value: locale, url: baseUrl }]);

      // Card view: the image and its downloads.
      await page.goto(`/view/${ids.cardId}`);
      const img = page.getByTestId("card-image");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      for (const [testId, type] of [["download-png", "image/png"], ["download-pdf", "application/pdf"]] as const) {
        const res = await page.request.get((await page.getByTestId(testId).getAttribute("href"))!);
        expect(res.status()).toBe(200);
        expect(res.headers()["content-type"]).toContain(type);
      }
      await screenshot(page, `public-card-${locale}-nojs`);

      // Verify: a GET form answered by the server.
      const verify = async (code: string) => {
        await page.goto("/certificates/verify");
        await page.getByTestId("verify-input").fill(code);
        await page.getByTestId("verify-submit").click();
        await page.waitForURL(/\/certificates\/verify\/[^/?]+$/);
        return page.getByTestId("verify-status").getAttribute("data-status");
      };
      expect(await verify(ids.cert.code)).toBe("valid");
      expect(await page.getByTestId("verify-facts").textContent()).toContain("سارة أحمد العتيبي");
      await screenshot(page, `public-verify-${locale}-nojs`);
      expect(await verify(ids.revoked.code)).toBe("revoked");
      expect(await page.getByTestId("revoked-reason").textContent()).toContain("issued in error");
      expect(await verify(unknownCode())).toBe("not_found");

      // Certificate page: its details.
      const res = await page.goto(`/certificate/${ids.cert.id}`);
      expect(res?.status()).toBe(200);
      expect(await page.getByTestId("certificate-code").textContent()).toBe(ids.cert.code);
      expect(await page.locator("dl").first().textContent()).toContain("سارة أحمد العتيبي");
      await screenshot(page, `public-certificate-${locale}-nojs`);

      // The 404 page.
      expect((await page.goto("/no-such-page"))?.status()).toBe(404);
      await page.getByTestId("not-found").waitFor();
      await context.close();
    });
  }
});

/** Bytes of a response as the server sends it to a browser that accepts brotli. */
function sentBytes(url: string, cookie: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip", cookie } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "") }));
      })
      .on("error", reject);
  });
}

async function layoutShiftWatch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

describe("public pages with JavaScript on", () => {
  for (const locale of LOCALES) {
    it(`${locale}: no console error, layout shift ≤ 0.02, JavaScript ≤ 15 KB and first paint ≤ 90 KB brotli`, async () => {
      const context = await phone(locale, true);
      const page = await context.newPage();
      const problems = watchProblems(page, { counts: errorOrCsp, label: () => `${page.url()}: ` });
      await layoutShiftWatch(page);
      const pages = ["/", `/view/${ids.cardId}`, `/certificates/verify/${ids.cert.code}`, `/certificate/${ids.cert.id}`, "/V/"];
      for (const path of pages) {
        const resources: { url: string; type: string }[] = [];
        const onResponse = (r: import("playwright-core").Response) => resources.push({ url: r.url(), type: r.request().resourceType() });
        page.on("response", onResponse);
        await page.goto(path, { waitUntil: "load" });
        await page.waitForTimeout(1000);
        page.off("response", onResponse);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);

        let js = 0;
        let firstPaint = 0;
        const lines: string[] = [];
        for (const r of resources) {
          if (!["script", "document", "stylesheet", "font"].includes(r.type) || !r.url.startsWith(baseUrl)) continue;
          const sent = await sentBytes(r.url, `locale=${locale}`);
          // woff2 is compressed already; the text files go out as brotli.
          if (sent.bytes > 1024 && r.type !== "font") expect(sent.encoding, r.url).toBe("br");
          if (r.type === "script") js += sent.bytes;
          else firstPaint += sent.bytes;
          lines.push(`${r.type} ${new URL(r.url).pathname} ${sent.bytes}`);
        }
        console.log(`${locale} ${path}: JS ${js} B, HTML+CSS+fonts ${firstPaint} B\n  ${lines.join("\n  ")}`);
        expect(js, `JavaScript on ${path}`).toBeLessThanOrEqual(path === "/V/" ? VERIFY_APP_JS_BUDGET : JS_BUDGET);
        // The verifier is loaded on the verify app's page only.
        if (path !== "/V/") expect(resources.filter((r) => /verify-app-/.test(r.url)), path).toEqual([]);
        expect(firstPaint, `HTML + CSS + fonts on ${path}`).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
        await screenshot(page, `public-${path.split("/")[1] || "home"}-${locale}-js`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
