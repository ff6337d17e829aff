// playwright-core driving Debian's Chromium (npx playwright install does not work here).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

export const CHROME_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROME_ARGS });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Headless Chromium announces itself as "HeadlessChrome", which engagement analytics takes for a
 * program (server/analytics/person.ts: scrapers and prerenderers use it). Our journeys are people, so
 * they announce the same Chromium's ordinary user agent.
 */
export function personUserAgent(browser: Browser): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
}

/** A fresh context (own cookies and storage) with the locale preset in localStorage. */
export async function newContext(browser: Browser, baseUrl: string, opts: { locale?: "ar" | "en" | "fr"; viewport?: keyof typeof VIEWPORTS } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[opts.viewport ?? "desktop"], userAgent: personUserAgent(browser) });
  if (opts.locale) {
    // The server-drawn public pages take the language from the cookie (issue 23), the app from either.
    await context.addCookies([{ name: "locale", value: opts.locale, url: baseUrl }]);
    await context.addInitScript((locale) => {
      if (!localStorage.getItem("locale")) localStorage.setItem("locale", locale);
    }, opts.locale);
  }
  return context;
}

const shotsDir = new URL("./screenshots/", import.meta.url).pathname;
/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}.png`);
  // Let rendered images (previews are drawn on the server) arrive, so the picture shows what a person sees.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === "lazy"), null, { timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path, fullPage: true });
  return path;
}
