// Issue 3 journeys in a real browser: register → logout → login with redirect → preferences →
// language cycle (dir flips) → theme switch → 404; a non-admin on /admin/users lands on /.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, newContext, screenshot } from "./browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();


async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`form input[name="${name}"]`).fill(value);
}

async function htmlAttrs(page: Page) {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang, dark: document.documentElement.classList.contains("dark") }));
}

describe("account journey", () => {
  it("registers, logs out, logs in with redirect, sets preferences, cycles language and theme", async () => {
    const context = await newContext(browser(), baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // Arabic, right-to-left by default, server-rendered too.
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(await htmlAttrs(page)).toMatchObject({ dir: "rtl", lang: "ar" });

    const user = { name: "سارة أحمد", username: `sara_${Date.now() % 1e6}`, email: `sara${Date.now() % 1e6}@example.test`, password: "correct-horse-1" };
    await page.goto("/auth?tab=register");
    // Invalid input shows the translated SPEC §5 messages and creates nothing.
    await fill(page, { name: user.name, username: user.username, email: "not-an-email", password: "short", confirmPassword: "other" });
    await page.locator("form button[type=submit]").click();
    await expect.poll(() => page.locator("form").innerText()).toContain("البريد الإلكتروني غير صالح");
    await fill(page, { email: user.email, password: user.password, confirmPassword: user.password });
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId("account-menu").count()).toBe(1);

    // Logout goes to /login.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL(/\/login$/);

    // Gated page sends a visitor to /auth with a redirect back.
    await page.goto("/user/preferences");
    await page.waitForURL(/\/auth\?redirect=/);
    await fill(page, { username: user.username, password: user.password });
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(/\/user\/preferences$/);

    // Dark theme through preferences applies at once and persists after reload.
    await page.getByTestId("theme-dark").click();
    await expect.poll(async () => (await htmlAttrs(page)).dark).toBe(true);
    await page.reload();
    await expect.poll(async () => (await htmlAttrs(page)).dark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Header theme switch flips back to light.
    await page.getByTestId("theme-toggle").click();
    await expect.poll(async () => (await htmlAttrs(page)).dark).toBe(false);

    // Language button cycles ar → en → fr → ar, and the direction follows.
    await page.getByTestId("lang-toggle").click();
    await expect.poll(() => htmlAttrs(page)).toMatchObject({ dir: "ltr", lang: "en" });
    await page.getByTestId("lang-toggle").click();
    await expect.poll(() => htmlAttrs(page)).toMatchObject({ dir: "ltr", lang: "fr" });
    await page.getByTestId("lang-toggle").click();
    await expect.poll(() => htmlAttrs(page)).toMatchObject({ dir: "rtl", lang: "ar" });
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("ar");

    // Unknown path → the 404 page.
    await page.goto("/no/such/page");
    await expect.poll(() => page.locator("h1").innerText()).toContain("404");

    // A signed-in non-admin sent to an admin page lands on /.
    await page.goto("/admin/users");
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const locale of ["ar", "en"] as const) {
    for (const viewport of ["mobile", "desktop"] as const) {
      it(`renders the home, sign-in and 404 pages (${locale}, ${viewport})`, async () => {
        const context = await newContext(browser(), baseUrl, { locale, viewport });
        const page = await context.newPage();
        await page.goto("/");
        await expect.poll(() => htmlAttrs(page)).toMatchObject({ dir: locale === "ar" ? "rtl" : "ltr", lang: locale });
        await screenshot(page, `home-${locale}-${viewport}`);
        if (viewport === "mobile") {
          await page.getByTestId("mobile-menu").click();
          await page.waitForTimeout(300);
          await screenshot(page, `menu-${locale}-${viewport}`);
          await page.keyboard.press("Escape");
        }
        await page.goto("/auth?tab=register");
        await page.locator("form input[name=confirmPassword]").waitFor();
        await screenshot(page, `register-${locale}-${viewport}`);
        await page.goto("/missing-page");
        await screenshot(page, `404-${locale}-${viewport}`);
        await context.close();
      });
    }
  }
});
