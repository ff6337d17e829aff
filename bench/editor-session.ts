// What the editor benches (bench/editor.ts, bench/text-effects.ts) start from: a built server, Chromium
// at 1440×900 with the seeded admin signed in through the login form, certificate templates made through
// the API, and a frame recorder. Benches run under tsx, not vitest: no `expect` here (e2e/helpers.ts
// has one), the waits are playwright's own.
import type { Page } from "playwright-core";
import { launchBrowser, VIEWPORTS } from "../e2e/browser.ts";
import { startServer } from "../e2e/server.ts";
import type { DesignInput } from "../shared/design/schema.ts";

/** The p-th percentile, nearest rank (NaN for no samples). */
export function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

export interface AdminEditor {
  page: Page;
  /** A new certificate template (first certificate category) with this design; answers its id. */
  createCertificateTemplate(title: string, design: DesignInput): Promise<string>;
}

/** Runs `use` with the admin signed in on a fresh built server; the browser and the server stop afterwards, whatever happens. */
export async function withAdminEditor(use: (editor: AdminEditor) => Promise<void>): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto("/login");
    await page.locator('form input[name="username"]').fill(server.admin.username);
    await page.locator('form input[name="password"]').fill(server.admin.password);
    await page.locator("form button[type=submit]").click();
    await page.getByTestId("account-menu").waitFor();
    const cats = await (await page.request.get("/api/admin/categories?kind=certificate")).json();
    const createCertificateTemplate = async (title: string, design: DesignInput) =>
      (await (await page.request.post("/api/admin/templates", {
        data: { kind: "certificate", categoryId: cats.items[0].id, title: { ar: title }, design },
        headers: { origin: server.url },
      })).json()).id as string;
    await use({ page, createCertificateTemplate });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Opens a template in the admin editor and waits for the canvas's first drawing. */
export async function openInEditor(page: Page, templateId: string): Promise<void> {
  await page.goto(`/admin/template-editor/${templateId}`);
  await page.waitForFunction(() => Number(document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]')?.dataset.drawn ?? 0) > 0, null, { timeout: 30_000 });
}

// Page scripts are strings: tsx would wrap named functions in a helper the page does not have.
/** Starts recording every animation frame's interval; `clearDraws` also empties the renderer's draw-time samples. */
export async function startFrameRecorder(page: Page, opts: { clearDraws?: boolean } = {}): Promise<void> {
  await page.evaluate(`(() => {
    window.__frames = []; window.__stop = false;
    let last = performance.now();
    function loop(t) { window.__frames.push(t - last); last = t; if (!window.__stop) requestAnimationFrame(loop); }
    requestAnimationFrame(loop);
    ${opts.clearDraws ? "window.__bitaqaEditorStats.samples.length = 0;" : ""}
  })()`);
}

/** Stops the recorder; answers the frame intervals (ms), less the first two (the recorder's own start). */
export function stopFrameRecorder(page: Page): Promise<number[]> {
  return page.evaluate(`(() => { window.__stop = true; return window.__frames.slice(2); })()`);
}

/** The renderer's own draw time per frame (ms), the last `last` samples or all of them. */
export function drawSamples(page: Page, last?: number): Promise<number[]> {
  return page.evaluate(last ? `window.__bitaqaEditorStats.samples.slice(-${last})` : `window.__bitaqaEditorStats.samples.slice()`);
}
