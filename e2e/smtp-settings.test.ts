// Settings → E-mail in Chromium (issue 22, finding 11): an admin stores an SMTP password, then changes
// only the port; the password is dropped and the page says why, in Arabic (RTL) and English, on a
// phone (390×844, touch) and a desktop (1440×900), with a clean console (no error, no CSP violation).
// Screenshots: e2e/screenshots/smtp-password-cleared-{ar,en}-{phone,desktop}.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { startServer, type RunningServer } from "./server.ts";

const browser = useBrowser();
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function context(locale: "ar" | "en", device: "phone" | "desktop"): Promise<BrowserContext> {
  return newContext(browser(), server.url, { locale, viewport: device === "phone" ? "mobile" : "desktop", touch: device === "phone" });
}

const NOTICE = { ar: "حُذفت كلمة المرور المحفوظة", en: "The stored password was removed" };

describe("SMTP settings", () => {
  for (const locale of ["ar", "en"] as const) {
    for (const device of ["phone", "desktop"] as const) {
      it(`says why the stored password is gone after the port changed (${locale}, ${device})`, async () => {
        const ctx = await context(locale, device);
        const page = await ctx.newPage();
        const problems = watchProblems(page);
        await signInAs(page, server.admin);
        await page.goto("/admin/settings?tab=mail");
        const form = page.getByTestId("mail-settings-form");
        await form.waitFor({ timeout: 30_000 });
        await page.locator("#mail-host").fill("127.0.0.1");
        await page.locator("#mail-port").fill("2525");
        await page.locator("#mail-user").fill("mailer");
        await page.locator("#mail-password").fill("s3cret-pass");
        const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/mail/settings") && r.request().method() === "PUT");
        await page.getByTestId("mail-settings-save").click();
        expect((await (await saved).json()).hasPassword).toBe(true);
        await expect.poll(() => page.locator("#mail-password").inputValue()).toBe("********");
        expect(await page.getByTestId("mail-password-cleared").count()).toBe(0);

        // Only the port changes; the form sends the masked password back.
        await page.locator("#mail-port").fill("2526");
        const moved = page.waitForResponse((r) => r.url().endsWith("/api/admin/mail/settings") && r.request().method() === "PUT");
        await page.getByTestId("mail-settings-save").click();
        expect((await (await moved).json()).hasPassword).toBe(false);
        const notice = page.getByTestId("mail-password-cleared");
        await notice.waitFor();
        expect(await notice.textContent()).toContain(NOTICE[locale]);
        await expect.poll(() => page.locator("#mail-password").inputValue()).toBe("");
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === "ar" ? "rtl" : "ltr");
        // Touch targets of the form: ≥ 44 px high.
        for (const id of ["mail-settings-save", "mail-test-send"]) expect((await page.getByTestId(id).boundingBox())!.height, id).toBeGreaterThanOrEqual(44);
        await notice.scrollIntoViewIfNeeded();
        await screenshot(page, `smtp-password-cleared-${locale}-${device}`);
        expect(problems).toEqual([]);
        await ctx.close();
      }, 120_000);
    }
  }
});
