// Issue 33 §4–5 in Chromium: the certificate page's PNG download is a baked badge with the picture's
// pixels; that file, uploaded on the verify-by-upload page with JavaScript OFF (phone by touch taps,
// desktop by clicks; ar RTL and en LTR), verifies; a PNG without the credential gets the clear
// message; the achievement's id opens its page. Console clean, no CSP violation.
import { readFile } from "node:fs/promises";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { reportCspViolations, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { adminApi } from "./issue-certificates.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const certs: Record<"ar" | "en", { id: string; name: string }> = { ar: { id: "", name: "سارة أحمد العتيبي" }, en: { id: "", name: "Layla Khaled" } };
let achievement = { id: "", name: "" };

beforeAll(async () => {
  const api = await adminApi();
  certs.ar.id = await api.issue(certs.ar.name, "إدارة المشاريع الاحترافية");
  certs.en.id = await api.issue(certs.en.name, "Professional project management");
  const credential = (await (await fetch(`${baseUrl}/api/certificates/${certs.ar.id}/credential.json`)).json()) as { credentialSubject: { achievement: { id: string; name: string } } };
  achievement = credential.credentialSubject.achievement;
});

const VIEWS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

async function press(page: Page, selector: string, touch: boolean) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  if (!touch) return target.click();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function opened(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchProblems(page);
  return { page, problems };
}

describe("baked PNG: download, then verify by upload with scripts off", () => {
  for (const view of VIEWS) {
    for (const lang of ["ar", "en"] as const) {
      it(`${view.name} ${lang}: the downloaded PNG verifies on the upload page; its pixels are the picture's`, async () => {
        // 1. The holder downloads the PNG from the certificate page (scripts on, as people browse).
        const withJs = await browser().newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.hasTouch, locale: lang, acceptDownloads: true });
        const holder = await opened(withJs);
        await holder.page.goto(`${baseUrl}/certificate/${certs[lang].id}`);
        const [download] = await Promise.all([holder.page.waitForEvent("download"), press(holder.page, '[data-testid="download-png"]', view.hasTouch)]);
        const bakedPath = await download.path();
        const baked = await readFile(bakedPath);
        const plain = Buffer.from(await (await fetch(`${baseUrl}/api/certificates/${certs[lang].id}/image.png`)).arrayBuffer());
        expect(baked.includes(Buffer.from("openbadgecredential"))).toBe(true);
        expect(Buffer.compare(PNG.sync.read(baked).data, PNG.sync.read(plain).data)).toBe(0); // same pixels
        expect(holder.problems).toEqual([]);
        await withJs.close();

        // 2. A verifier with JavaScript off: verify page → "check a certificate image" → upload → result.
        const noJs = await browser().newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.hasTouch, locale: lang, javaScriptEnabled: false });
        const verifier = await opened(noJs);
        await verifier.page.goto(`${baseUrl}/certificates/verify`);
        await Promise.all([verifier.page.waitForURL(/\/certificates\/check-image$/), press(verifier.page, '[data-testid="check-image-link"]', view.hasTouch)]);
        expect(await verifier.page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
        await screenshot(verifier.page, `baked-check-form-${view.name}-${lang}`);
        await verifier.page.setInputFiles("#baked-file", { name: "certificate.png", mimeType: "image/png", buffer: baked });
        await Promise.all([verifier.page.waitForLoadState("load"), verifier.page.waitForSelector('[data-testid="baked-result"]'), press(verifier.page, 'button[type="submit"]', view.hasTouch)]);
        expect(await verifier.page.getAttribute('[data-testid="baked-result"]', "data-outcome")).toBe("valid");
        expect(await verifier.page.textContent('[data-testid="baked-result"]')).toContain(certs[lang].name);
        await screenshot(verifier.page, `baked-check-valid-${view.name}-${lang}`);

        // 3. The unbaked picture has no credential: a clear message, in the visitor's language.
        await verifier.page.setInputFiles("#baked-file", { name: "picture.png", mimeType: "image/png", buffer: plain });
        await Promise.all([verifier.page.waitForSelector('[data-outcome="refused"]'), press(verifier.page, 'button[type="submit"]', view.hasTouch)]);
        expect(await verifier.page.textContent('[data-testid="baked-result"]')).toContain(lang === "ar" ? "لا تحمل صورة PNG هذه اعتماد شهادة" : "This PNG carries no certificate credential");
        await screenshot(verifier.page, `baked-check-refused-${view.name}-${lang}`);
        expect(verifier.problems).toEqual([]);
        await noJs.close();
      }, 120_000);
    }
  }
});

describe("the achievement's id", () => {
  for (const view of VIEWS) {
    for (const lang of ["ar", "en"] as const) {
      it(`${view.name} ${lang}: opens the achievement's page, console clean`, async () => {
        const context = await browser().newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.hasTouch, locale: lang });
        const { page, problems } = await opened(context);
        await reportCspViolations(page);
        await page.goto(achievement.id.replace(/^https?:\/\/[^/]+/, baseUrl));
        expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
        expect(await page.textContent("h1")).toBe(achievement.name);
        expect(await page.textContent("main")).toContain("إدارة المشاريع"); // the course, in the description
        await screenshot(page, `achievement-${view.name}-${lang}`);
        expect(problems).toEqual([]);
        await context.close();
      }, 60_000);
    }
  }
});
