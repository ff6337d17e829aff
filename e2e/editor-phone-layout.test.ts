// Issue 21 in a real browser: the editor's layout on a phone (390×844 touch, portrait and 844×390
// landscape) and on a desktop (1440×900, then narrower windows). Measured, not only looked at: one row
// of tools, the canvas fully visible and as wide as the screen allows (also above an open sheet), the
// page exactly the window's height (no footer), no sideways scrolling, touch targets ≥ 44 px, the ZIP
// button in reach; keyboard: layer list arrows, canvas focus + nudge, "?" sheet. Clean console.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useBrowser, newContext, screenshot, VIEWPORTS, watchProblems, type ContextOptions } from "./browser.ts";
import { signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const PHONE: ContextOptions = { viewport: "mobile", touch: true };
const LANDSCAPE: ContextOptions = { viewport: { width: 844, height: 390 }, touch: true };
const DESKTOP: ContextOptions = { viewport: "desktop" };

/** A context with the locale preset, and a page whose console errors (CSP violations among them) are kept. */
async function open(locale: "ar" | "en", device: ContextOptions): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser(), baseUrl, { ...device, locale });
  const page = await context.newPage();
  return { context, page, errors: watchProblems(page) };
}

async function waitForCanvas(page: Page) {
  await page.getByTestId("editor-canvas").waitFor();
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Where things are, in CSS px. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (id: string) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, bottom: r.bottom, right: r.right };
    };
    return {
      innerWidth, innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      toolbar: box("editor-toolbar")!,
      stage: box("editor-stage")!,
      canvas: box("editor-surface")!,
      sheet: box("bottom-sheet"),
      bar: box("tools-bar") ?? box("context-bar"),
      footer: !!document.querySelector("footer"),
      /** Buttons in the editor's bars smaller than a finger (44 px) in either direction. */
      small: [...document.querySelectorAll('[data-testid="editor-toolbar"] button, [data-testid="editor-toolbar"] a, [data-testid="tools-bar"] button, [data-testid="context-bar"] button, [data-testid="social-bar"] button')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
        .map(({ el, r }) => `${el.getAttribute("data-testid") ?? el.getAttribute("aria-label")} ${Math.round(r.width)}×${Math.round(r.height)}`),
    };
  });
}

type Layout = Awaited<ReturnType<typeof layout>>;
const inside = (inner: { x: number; y: number; right: number; bottom: number }, outer: { x: number; y: number; right: number; bottom: number }) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;

function expectFullScreen(l: Layout) {
  expect(l.scrollHeight, "page height = window height").toBe(l.innerHeight);
  expect(l.scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(l.innerWidth);
  expect(l.footer, "no site footer under the editor").toBe(false);
  expect(inside(l.canvas, l.stage), "canvas fully visible in the stage").toBe(true);
}

async function cardTemplateId(page: Page): Promise<string> {
  const cards = await (await page.request.get("/api/templates?kind=card")).json();
  return cards[0].id;
}

describe("the editor on a phone", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`phone portrait (${locale}): one row of tools, big canvas, half-height sheet below it, contextual bar`, async () => {
      const { context, page, errors } = await open(locale, PHONE);
      await page.goto(`/template-editor-with-layers/${await cardTemplateId(page)}`);
      await waitForCanvas(page);
      const l = await layout(page);
      await screenshot(page, `editor-phone-${locale}-portrait`);
      expectFullScreen(l);
      expect(l.toolbar.height, "one row of tools").toBeLessThanOrEqual(49);
      expect(l.toolbar.y, "no site header above the editor on a phone").toBe(0);
      expect(l.canvas.width / l.innerWidth, "canvas as wide as the screen allows").toBeGreaterThan(0.8);
      expect(l.bar!.bottom).toBeCloseTo(l.innerHeight, 0);
      expect(l.small).toEqual([]);

      // The values form opens as a sheet of at most half the height; the canvas re-fits above it.
      await page.getByTestId("sheet-fields").tap();
      await page.getByTestId("bottom-sheet").waitFor();
      await expect.poll(async () => {
        const s = await layout(page);
        return s.canvas.bottom <= s.sheet!.y + 1 && inside(s.canvas, s.stage);
      }).toBe(true);
      const withSheet = await layout(page);
      const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;
      console.log(`phone ${locale}: toolbar ${l.toolbar.height} px, bar ${l.bar!.height} px, canvas ${Math.round(l.canvas.width)}×${Math.round(l.canvas.height)} (${pct(l.canvas.width, l.innerWidth)} of the width); with the sheet (${Math.round(withSheet.sheet!.height)} px) ${Math.round(withSheet.canvas.width)}×${Math.round(withSheet.canvas.height)}; page ${l.scrollWidth}×${l.scrollHeight}`);
      expect(withSheet.sheet!.height).toBeLessThanOrEqual(withSheet.innerHeight / 2 + 1);
      expect(withSheet.canvas.height).toBeGreaterThan(150);
      expect(await page.locator('[data-testid="values-form"]').count(), "one values form").toBe(1);
      const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
      expect(ids.length).toBe(new Set(ids).size);
      await page.getByTestId("bottom-sheet").locator("input").first().fill(locale === "ar" ? "ليلى" : "Layla");
      await screenshot(page, `editor-phone-${locale}-sheet`);
      await page.getByTestId("sheet-close").tap();

      // A new text layer is selected: the bar becomes the selection's toolbar; Done brings the tools back.
      await page.getByTestId("add-text").tap();
      await page.getByTestId("context-bar").waitFor();
      expect((await layout(page)).small).toEqual([]);
      await screenshot(page, `editor-phone-${locale}-selection`);
      await page.getByTestId("ctx-done").tap();
      await page.getByTestId("tools-bar").waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const locale of ["ar", "en"] as const) {
  it(`phone landscape (844×390, ${locale}) and the social editor on a phone: ZIP in reach, formats keep the page still`, async () => {
    const { context, page, errors } = await open(locale, LANDSCAPE);
    const id = await cardTemplateId(page);
    await page.goto(`/template-editor-with-layers/${id}`);
    await waitForCanvas(page);
    const l = await layout(page);
    await screenshot(page, `editor-phone-${locale}-landscape`);
    expectFullScreen(l);
    expect(l.toolbar.height).toBeLessThanOrEqual(49);
    expect(l.canvas.height / l.stage.height).toBeGreaterThan(0.7);
    expect(l.small).toEqual([]);
    // Sideways, the sheet opens beside the canvas (never over it) and the bar stands at the side.
    await page.getByTestId("sheet-fields").tap();
    await page.getByTestId("bottom-sheet").waitFor();
    await expect.poll(async () => {
      const s = await layout(page);
      const apart = s.canvas.right <= s.sheet!.x + 1 || s.sheet!.right <= s.canvas.x + 1;
      return apart && inside(s.canvas, s.stage) && s.canvas.height > 150;
    }).toBe(true);
    expectFullScreen(await layout(page));
    await screenshot(page, `editor-phone-${locale}-landscape-sheet`);

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/social-template-editor/${id}`);
    await waitForCanvas(page);
    const zip = (await page.getByTestId("all-formats").boundingBox())!;
    expect(zip.x).toBeGreaterThanOrEqual(0);
    expect(zip.x + zip.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.getByTestId("format-story").tap();
    await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width / (c as HTMLCanvasElement).height)).toBeCloseTo(1080 / 1920, 2);
    const s = await layout(page);
    expectFullScreen(s);
    expect(s.small).toEqual([]);
    await screenshot(page, `editor-phone-${locale}-social-story`);
    expect(errors).toEqual([]);
    await context.close();
  });
  }
});

describe("the editor on a desktop", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`full screen (${locale}), re-fits when the window changes, keyboard: list arrows, canvas nudge, "?" sheet`, async () => {
      const { context, page, errors } = await open(locale, DESKTOP);
      await signInAs(page, admin);
      // Not the template e2e/editor.test.ts edits (this test leaves a draft until its end).
      const list = await (await page.request.get("/api/admin/templates?kind=certificate&pageSize=50")).json();
      const templateId: string = list.items[list.items.length - 1].id;
      await page.goto(`/admin/template-editor/${templateId}`);
      await waitForCanvas(page);
      const l = await layout(page);
      await screenshot(page, `editor-desktop-${locale}`);
      expectFullScreen(l);
      expect(l.toolbar.height).toBeLessThanOrEqual(49);

      // Narrower windows: the canvas is re-fitted, never cut off (1024: side panels; 700: phone layout).
      for (const [width, height] of [[1024, 768], [700, 900], [1440, 900]]) {
        await page.setViewportSize({ width, height });
        await expect.poll(async () => inside((await layout(page)).canvas, (await layout(page)).stage), { timeout: 5000 }).toBe(true);
        expectFullScreen(await layout(page));
        expect((await layout(page)).toolbar.height, `one row of tools at ${width} px`).toBeLessThanOrEqual(49);
        if (width === 1024) await screenshot(page, `editor-desktop-${locale}-1024`);
      }

      // ↓ on a layer row selects the next row and takes the focus there.
      const rows = page.locator('[data-testid^="layer-row-"]');
      const first = (await rows.nth(0).getAttribute("data-testid"))!.slice("layer-row-".length);
      const second = (await rows.nth(1).getAttribute("data-testid"))!.slice("layer-row-".length);
      await rows.nth(0).locator("button").first().focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("ArrowDown");
      const selected = async (id: string) => (await page.getByTestId(`layer-row-${id}`).locator("button").first().getAttribute("aria-pressed")) === "true";
      await expect.poll(async () => [await selected(first), await selected(second)]).toEqual([false, true]);
      expect(await page.evaluate(() => document.activeElement?.closest("[data-testid^=layer-row-]")?.getAttribute("data-testid"))).toBe(`layer-row-${second}`);

      // Focus the canvas: → moves the selected layer by 1 px (screen px × zoom).
      const boxOf = () => page.getByTestId(`layer-box-${second}`).evaluate((n) => (n as HTMLElement).style.transform);
      const before = await boxOf();
      await page.getByTestId("stage-focus").focus();
      await page.keyboard.press("Shift+ArrowRight");
      await expect.poll(boxOf).not.toBe(before);

      // "?" lists every shortcut, in the interface's language.
      await page.keyboard.press("?");
      const dialog = page.getByTestId("shortcuts-dialog");
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(locale === "ar" ? "اختصارات لوحة المفاتيح" : "Keyboard shortcuts");
      await screenshot(page, `editor-desktop-${locale}-shortcuts`);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
      // The nudge was autosaved as a draft: leave the template as it was for the other journeys.
      await page.waitForTimeout(1500);
      await page.request.delete(`/api/admin/templates/${templateId}/draft`);
      await context.close();
    });
  }
});
