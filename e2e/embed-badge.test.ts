// Issue 25 §4: the certificate badge framed by a page of another origin (127.0.0.1 vs localhost),
// Arabic (rtl) and English (ltr), phone and desktop: it shows, says its live status, and the console
// stays clean (no error, no CSP violation). The owner's certificate page shows the snippet to copy.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, screenshot, watchProblems } from "./browser.ts";
import { EMBED_BADGE_SIZE } from "../shared/certificates/embed-snippet.ts";
import { adminApi } from "./issue-certificates.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
let other: http.Server;
let otherUrl: string;
const certs: Record<"ar" | "en" | "revoked" | "long", string> = { ar: "", en: "", revoked: "", long: "" };

beforeAll(async () => {
  const api = await adminApi();
  certs.ar = await api.issue("سارة أحمد العتيبي", "إدارة المشاريع الاحترافية");
  certs.en = await api.issue("Layla Khaled", "Professional project management");
  certs.revoked = await api.issue("عمر فاروق", "السلامة المهنية");
  // The longest a name may well be: it must not push the verify link out of the frame.
  certs.long = await api.issue("عبد الرحمن بن محمد بن عبد العزيز بن عبد الله آل عبد اللطيف القحطاني", "برنامج القيادة التنفيذية المتقدمة في إدارة المشاريع والتحول الرقمي للمؤسسات");
  await api.post(`/api/admin/certificates/${certs.revoked}/revoke`, { reason: "issued in error" });

  // "Another site": a page on 127.0.0.1 (a different origin from the app on localhost) framing the badges.
  other = http.createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://x").searchParams;
    const ids = query.get("ids")?.split(",") ?? [];
    // The documented height; the width the LMS gives it (the snippet's, or narrower on phones).
    const width = Number(query.get("width") ?? EMBED_BADGE_SIZE.width);
    const frames = ids.map((id) => `<iframe src="${baseUrl}/embed/certificates/${id}" title="badge" width="${width}" height="${EMBED_BADGE_SIZE.height}" style="border:0;max-width:100%"></iframe>`).join("");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>LMS</title></head><body style="font-family:sans-serif;background:#f3f4f6;margin:16px"><h1 style="font-size:18px">My course page</h1>${frames}</body></html>`);
  });
  await new Promise<void>((resolve) => other.listen(0, resolve));
  // Another host name too (localhost vs 127.0.0.1): another site, not only another origin.
  const host = new URL(baseUrl).hostname === "localhost" ? "127.0.0.1" : "localhost";
  otherUrl = `http://${host}:${(other.address() as AddressInfo).port}`;
  expect(new URL(otherUrl).origin).not.toBe(new URL(baseUrl).origin);
});
afterAll(async () => {
  other?.close();
});

/** Warnings count too: a badge on someone else's page must not leave anything in their console. */
function watch(page: Page): string[] {
  return watchProblems(page, { counts: (m) => m.type() === "error" || m.type() === "warning" });
}

const VIEWS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

describe("the embeddable badge on another site", () => {
  for (const view of VIEWS) {
    it(`${view.name}: Arabic, English and revoked badges show inside a foreign page, console clean`, async () => {
      const context = await browser().newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.hasTouch });
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(`${otherUrl}/?ids=${certs.ar},${certs.en},${certs.revoked}`);
      await expect.poll(() => page.frames().filter((f) => f.url().includes("/embed/certificates/")).length).toBe(3);
      for (const frame of page.frames().filter((f) => f.url().includes("/embed/certificates/"))) await frame.waitForSelector(".badge");
      await screenshot(page, `embed-badge-${view.name}`);
      const [ar, en, revoked] = [certs.ar, certs.en, certs.revoked].map((id) => page.frames().find((f) => f.url().endsWith(`/embed/certificates/${id}`))!);
      expect(await ar.getAttribute("html", "dir")).toBe("rtl");
      expect(await ar.textContent(".name")).toBe("سارة أحمد العتيبي");
      expect(await ar.textContent(".status")).toBe("شهادة صالحة");
      expect(await en.getAttribute("html", "dir")).toBe("ltr");
      expect(await en.textContent(".status")).toBe("Valid certificate");
      expect(await revoked.textContent(".status")).toBe("شهادة ملغاة");
      const link = await ar.$(".link");
      const box = await link!.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("the badge fits the documented frame", () => {
  it("Arabic, English and a very long name at 320, 380 and 440 px wide: nothing scrolls or is cut", async () => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page);
    const sizes: string[] = [];
    for (const width of [320, 380, 440]) {
      await page.goto(`${otherUrl}/?ids=${certs.ar},${certs.en},${certs.long}&width=${width}`);
      await expect.poll(() => page.frames().filter((f) => f.url().includes("/embed/certificates/")).length).toBe(3);
      for (const [locale, id] of [["ar", certs.ar], ["en", certs.en], ["ar-long", certs.long]] as const) {
        const frame = page.frames().find((f) => f.url().endsWith(`/embed/certificates/${id}`))!;
        await frame.waitForSelector(".badge");
        await frame.evaluate(() => document.fonts.ready.then(() => undefined));
        // scrollHeight is at least the frame's height; the badge's and the link's bottoms say what the content takes.
        const size = await frame.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          badge: Math.ceil(document.querySelector(".badge")!.getBoundingClientRect().bottom),
          link: Math.ceil(document.querySelector(".link")!.getBoundingClientRect().bottom),
        }));
        sizes.push(`${locale}@${width}: scroll ${size.width}×${size.height}, badge ${size.badge}`);
        expect(size.inner).toBe(width);
        expect(size.height, `${locale} at ${width}px`).toBeLessThanOrEqual(EMBED_BADGE_SIZE.height);
        expect(size.badge, `${locale} at ${width}px`).toBeLessThanOrEqual(EMBED_BADGE_SIZE.height);
        expect(size.link, `${locale} at ${width}px`).toBeLessThanOrEqual(size.badge);
        expect(size.width, `${locale} at ${width}px`).toBeLessThanOrEqual(width);
      }
      await screenshot(page, `embed-badge-fit-${width}`);
    }
    console.log(sizes.join("; "));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the snippet to copy", () => {
  it("Settings → Certificates shows it to the admin (ar and en)", async () => {
    for (const locale of ["ar", "en"] as const) {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: "locale", value: locale, url: baseUrl }]);
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto("/login");
      await page.locator('form input[name="username"]').waitFor({ timeout: 60_000 });
      await page.locator('form input[name="username"]').fill(admin.username);
      await page.locator('form input[name="password"]').fill(admin.password);
      await page.locator("form button[type=submit]").click();
      await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
      await page.goto("/admin/settings?tab=certificates");
      const snippet = page.getByTestId("settings-embed-snippet");
      await snippet.waitFor({ timeout: 30_000 });
      expect(await snippet.inputValue()).toMatch(/^<iframe src="http:\/\/[^"/]+\/embed\/certificates\/CERTIFICATE_ID"/);
      await page.getByTestId("settings-embed-badge").scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL(`./screenshots/embed-settings-${locale}.png`, import.meta.url).pathname });
      // The owner (the admin issued it) finds a ready snippet, with a preview, on the certificate page.
      await page.goto(`/certificate/${certs.ar}`);
      const own = page.getByTestId("embed-snippet");
      await own.waitFor({ timeout: 30_000 });
      expect(await own.inputValue()).toContain(`/embed/certificates/${certs.ar}"`);
      await page.getByTestId("embed-badge").scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL(`./screenshots/embed-owner-${locale}.png`, import.meta.url).pathname });
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
