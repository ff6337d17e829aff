// What the editor journeys listen to: CSP violations (reported from the page itself) and console errors.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { reportCspViolations, watchProblems } from "./browser.ts";

/**
 * Starts collecting CSP violations, page errors and console errors; answers the list so far.
 * Nothing is left out: a template without a draft answers 200 { hasDraft: false } (it was a 404 that
 * Chromium logged as a failed load on every editor opening).
 */
export async function watchConsole(page: Page): Promise<() => string[]> {
  await reportCspViolations(page);
  const problems = watchProblems(page);
  return () => [...problems];
}

export async function waitForCanvas(page: Page) {
  await page.getByTestId("editor-canvas").waitFor();
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 20_000 }).toBeGreaterThan(0);
}
