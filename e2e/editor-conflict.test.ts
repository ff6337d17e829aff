// Issue 21 in a real browser: two tabs of one admin open the same template; A adds a rectangle and
// saves; B (still on the old revision) adds text and saves: B gets the conflict dialog (in its
// language) and nothing is written; "Save mine on top of it" then makes B's work the newest revision
// (explicitly; A's revision stays in the history). Also the layers list
// and the dialog on a phone. Console must stay clean (no error, no CSP violation).
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { errorOrCsp, useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";
import { signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/**
 * Errors and CSP violations. Chromium also logs every 4xx answer as a console error; the one this
 * journey expects (409: the stale save itself) is an answer, not a fault ("no draft yet" is a 200 now).
 */
function watchConsole(page: Page, problems: string[]) {
  return watchProblems(page, { into: problems, counts: (m) => !/Failed to load resource: the server responded with a status of 409\b/.test(m.text()) && errorOrCsp(m) });
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/template-editor/${id}`);
  await page.getByTestId("editor-canvas").waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 30_000 }).toBeGreaterThan(0);
}

async function cardTemplate(page: Page) {
  const list = await (await page.request.get("/api/admin/templates?kind=card&category=eid&pageSize=1")).json();
  return list.items[0].id as string;
}

describe("editor save conflicts", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`two tabs (${locale}, desktop): the stale save gets the dialog, nothing is written until "save mine on top"`, async () => {
      const context = await newContext(browser(), baseUrl, { locale });
      const problems: string[] = [];
      const a = await context.newPage();
      watchConsole(a, problems);
      await signInAs(a, admin);
      const id = await cardTemplate(a);
      const before = await (await a.request.get(`/api/admin/templates/${id}`)).json();
      const b = await context.newPage();
      watchConsole(b, problems);
      await openEditor(a, id);
      await openEditor(b, id);
      await screenshot(b, `editor-layers-${locale}-desktop`);

      await a.bringToFront();
      await a.getByTestId("add-shape").click();
      await a.getByTestId("add-rect").click();
      await a.getByTestId("save").click();
      await expect.poll(async () => (await (await a.request.get(`/api/admin/templates/${id}`)).json()).revisionId, { timeout: 20_000 }).not.toBe(before.revisionId);
      const afterA = await (await a.request.get(`/api/admin/templates/${id}`)).json();
      expect(afterA.design.layers.length).toBe(before.design.layers.length + 1);

      await b.bringToFront();
      await b.getByTestId("add-text").click();
      await b.getByTestId("save").click();
      const dialog = b.getByTestId("save-conflict");
      await dialog.waitFor({ timeout: 20_000 });
      expect(await dialog.innerText()).toContain(locale === "ar" ? "حُفظت نسخة أحدث" : "A newer version was saved");
      await b.getByTestId("conflict-see-newer").click();
      await expect.poll(() => b.getByTestId("conflict-newer-image").evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
      await screenshot(b, `editor-conflict-${locale}-desktop`);
      // Nothing was written by the stale save.
      expect((await (await b.request.get(`/api/admin/templates/${id}`)).json()).revisionId).toBe(afterA.revisionId);

      await b.getByTestId("conflict-keep-mine").click();
      await expect.poll(async () => (await (await b.request.get(`/api/admin/templates/${id}`)).json()).revisionId, { timeout: 20_000 }).not.toBe(afterA.revisionId);
      const final = await (await b.request.get(`/api/admin/templates/${id}`)).json();
      // B's document: the layers it opened with plus its text (A's rectangle is in A's revision).
      expect(final.design.layers.length).toBe(before.design.layers.length + 1);
      const added = final.design.layers.find((l: { id: string }) => !before.design.layers.some((o: { id: string }) => o.id === l.id));
      expect(added.type).toBe("text");
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const locale of ["ar", "en"] as const) {
    it(`phone (${locale}): the layers sheet reads as words and the conflict dialog fits`, async () => {
      const context: BrowserContext = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
      const page = await context.newPage();
      const problems: string[] = [];
      watchConsole(page, problems);
      await signInAs(page, admin);
      const id = await cardTemplate(page);
      await openEditor(page, id);
      await page.getByTestId("sheet-layers").click();
      await page.getByTestId("bottom-sheet").waitFor();
      const text = await page.getByTestId("bottom-sheet").innerText();
      expect(text).not.toMatch(/\{\{|\bsender\b|\bshape \d+/);
      await screenshot(page, `editor-layers-${locale}-phone`);
      await page.getByTestId("sheet-layers").click();
      // Someone else saves meanwhile.
      const now = await (await page.request.get(`/api/admin/templates/${id}`)).json();
      const other = await page.request.put(`/api/admin/templates/${id}/design`, { data: { design: now.design, fields: now.fields, baseRevisionId: now.revisionId }, headers: { origin: baseUrl } });
      expect(other.status()).toBe(200);
      await page.getByTestId("save").click();
      await page.getByTestId("save-conflict").waitFor({ timeout: 20_000 });
      const box = await page.getByTestId("conflict-keep-mine").boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, `editor-conflict-${locale}-phone`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
