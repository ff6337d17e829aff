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

/**
 * Waits until the editor is at rest: the fonts are in, and over three frames the canvas drew nothing
 * new and the design surface did not move (zoom to fit, a sheet sliding in). Instead of a fixed wait
 * before reading pixels or layer boxes: under load the last draw can come later than any guess.
 */
export async function waitForSteadyEditor(page: Page) {
  const steady = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]');
      const surface = document.querySelector('[data-testid="editor-surface"]') ?? canvas;
      const look = () => `${canvas?.dataset.drawn} ${canvas?.width}×${canvas?.height} ${JSON.stringify(surface?.getBoundingClientRect())}`;
      const before = look();
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      return document.fonts.status === "loaded" && look() === before;
    });
  await expect.poll(steady, { timeout: 20_000 }).toBe(true);
}
