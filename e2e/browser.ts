// playwright-core driving Debian's Chromium (npx playwright install does not work here).
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

export const CHROME_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROME_ARGS });
}

/**
 * One Chromium for a test file: launched before its first test, closed after its last (also when a
 * hook fails). Call it at the file's top level; the answer gives the browser inside tests and hooks.
 * Benches run under tsx, not vitest: they call launchBrowser() themselves.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("useBrowser(): the browser is launched in beforeAll; ask for it inside a test or a later hook");
    return browser;
  };
}

/**
 * Where an element is once it stopped moving (a sheet sliding in, a handle placed again after a
 * gesture): the same box over three frames. Instead of a fixed wait before measuring or tapping it.
 */
export async function stillBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = { x: 0, y: 0, width: 0, height: 0 };
  await expect.poll(async () => {
    const [before, after] = await locator.evaluate(async (el) => {
      const look = () => {
        const r = el.getBoundingClientRect();
        return JSON.stringify({ x: r.x, y: r.y, width: r.width, height: r.height });
      };
      const first = look();
      for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
      return [first, look()];
    });
    last = JSON.parse(after) as typeof last;
    return before === after;
  }).toBe(true);
  return last;
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
export function personUserAgent(browser: Browser, phone = false): string {
  const platform = phone ? "Linux; Android 14; Pixel 8" : "X11; Linux x86_64";
  return `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} ${phone ? "Mobile " : ""}Safari/537.36`;
}

export interface ContextOptions {
  locale?: "ar" | "en" | "fr";
  /** A named size, or another (a phone held sideways); desktop by default. */
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  /** A phone, not only its size: touch events and the mobile viewport meta (isMobile + hasTouch). */
  touch?: boolean;
}

/** A fresh context (own cookies and storage) with the locale preset in localStorage. */
export async function newContext(browser: Browser, baseUrl: string, opts: ContextOptions = {}): Promise<BrowserContext> {
  const viewport = typeof opts.viewport === "object" ? opts.viewport : VIEWPORTS[opts.viewport ?? "desktop"];
  const context = await browser.newContext({ baseURL: baseUrl, viewport, userAgent: personUserAgent(browser, opts.touch), ...(opts.touch ? { isMobile: true, hasTouch: true } : {}) });
  if (opts.locale) {
    // The server-drawn public pages take the language from the cookie (issue 23), the app from either.
    await context.addCookies([{ name: "locale", value: opts.locale, url: baseUrl }]);
    await context.addInitScript((locale) => {
      if (!localStorage.getItem("locale")) localStorage.setItem("locale", locale);
    }, opts.locale);
  }
  return context;
}

export interface WatchOptions {
  /** Which console messages are problems; by default the errors (Chromium logs CSP violations as errors). */
  counts?: (m: ConsoleMessage) => boolean;
  /** Written before each problem: which page or look it came from. */
  label?: () => string;
  /** The list to add to (one list for several pages); a new one by default. */
  into?: string[];
}

/** A console message that is an error or speaks of the CSP (some violations are logged as warnings). */
export const errorOrCsp = (m: ConsoleMessage) => m.type() === "error" || /Content Security Policy/i.test(m.text());

/** Collects the page's uncaught errors and the console messages that count; answers the (live) list. */
export function watchProblems(page: Page, opts: WatchOptions = {}): string[] {
  const problems = opts.into ?? [];
  const counts = opts.counts ?? ((m: ConsoleMessage) => m.type() === "error");
  const label = opts.label ?? (() => "");
  page.on("pageerror", (e) => problems.push(`${label()}${e.message}`));
  page.on("console", (m) => {
    if (counts(m)) problems.push(`${label()}${m.text()}`);
  });
  return problems;
}

/** The page reports each CSP violation itself, as a console error (directive, blocked URI, sample): more than Chromium's own line says. */
export async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
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
