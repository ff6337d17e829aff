// Issue 14 in the browser: a sign-in link with a TAB-smuggled ?redirect= stays on our site, and an
// image bomb picked in an upload field is refused with the server's clear message (ar and en, phone
// and desktop).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext, screenshot, type VIEWPORTS } from "./browser.ts";
import { pngBomb } from "../server/test/image-bomb.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form input[name="username"]').fill(admin.username);
  await page.locator('form input[name="password"]').fill(admin.password);
  await page.locator("form button[type=submit]").click();
  await expect.poll(() => page.getByTestId("account-menu").count(), { timeout: 15_000 }).toBe(1);
}

describe("security in the browser", () => {
  it("after sign-in, ?redirect=/%09/evil.example lands on our own home page; a real path is followed", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    const page = await context.newPage();
    await signIn(page, `/login?redirect=${encodeURIComponent("/%09/evil.example")}`);
    await page.waitForTimeout(1200); // the app navigates 500 ms after the success toast
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.clearCookies();
    await signIn(page, `/login?redirect=${encodeURIComponent("/user/cards")}`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe("/user/cards");
    await context.close();
  });

  const bomb = pngBomb();
  for (const [locale, viewport, text] of [["ar", "mobile", "40000 × 40000"], ["en", "desktop", "40000 × 40000"]] as const) {
    it(`an image bomb is refused with a clear message (${locale}, ${viewport})`, async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: viewport as keyof typeof VIEWPORTS });
      const page = await context.newPage();
      await signIn(page, "/login");
      await page.goto("/admin/settings");
      await page.getByTestId("settings-logo").setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: bomb });
      const toast = page.getByText(text, { exact: false });
      await toast.first().waitFor({ timeout: 15_000 });
      expect(await toast.first().textContent()).toContain(locale === "en" ? "megapixels" : "ميغابكسل");
      await screenshot(page, `security-image-bomb-${locale}-${viewport}`);
      await context.close();
    });
  }
});
