// The admin template editor's bar on a phone (390×844 and 360×740, touch; ar, en, and fr for the longest
// labels). Before: ten items in one row that scrolled sideways, and in Arabic "Text" started off-screen.
// Measured, not only looked at: the bar does not scroll, every item lies inside the window, is ≥ 44 px,
// its label is not clipped, and a tap at its centre lands on it (no scrolling into view first, which would
// hide the defect); the rest is under "More" (a sheet), whose items work; nothing is lost (bar ∪ More is
// the whole tool set); the selection's bar follows the same rule; the console stays clean.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { newContext, screenshot, stillBox, useBrowser } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { waitForCanvas, watchConsole } from "./editor-watch.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** Every tool the admin's bar offered before, by test id: each must stay reachable, on the bar or under More. */
const TEMPLATE_TOOLS = ["add-text", "add-field-layer", "add-image", "add-shape", "add-qr", "sheet-fields", "sheet-layers", "sheet-props", "sheet-images", "sheet-history"];
const REMIX_TOOLS = ["sheet-fields", "add-text", "add-field-layer", "add-image", "add-shape", "add-qr", "sheet-layers", "sheet-props", "sheet-images"];

interface ItemBox { id: string; x: number; y: number; right: number; bottom: number; width: number; height: number; hit: boolean; clipped: boolean }

/** The bar's own scrolling and each of its buttons: where it is, whether a tap at its centre reaches it, whether its label is cut. */
function measureBar(page: Page, barId: string) {
  return page.evaluate((id) => {
    const bar = document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
    const items: ItemBox[] = [...bar.querySelectorAll("button")].map((b) => {
      const r = b.getBoundingClientRect();
      const cx = r.x + r.width / 2;
      const cy = r.y + r.height / 2;
      const top = document.elementFromPoint(cx, cy);
      const label = b.querySelector("span");
      // The label is one line (truncate): cut means wider than its box, the "…" a person would see.
      const clipped = !!label && label.scrollWidth > label.clientWidth;
      return { id: b.dataset.testid ?? b.getAttribute("aria-label") ?? "?", x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height, hit: !!top && b.contains(top), clipped };
    });
    return { scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth, innerWidth, innerHeight, pageWidth: document.documentElement.scrollWidth, items };
  }, barId);
}

type BarMeasure = Awaited<ReturnType<typeof measureBar>>;
function expectReachable(m: BarMeasure, what: string) {
  expect(m.scrollWidth, `${what}: no sideways scrolling in the bar`).toBeLessThanOrEqual(m.clientWidth);
  expect(m.pageWidth, `${what}: no sideways scrolling of the page`).toBeLessThanOrEqual(m.innerWidth);
  const outside = m.items.filter((b) => b.x < -0.5 || b.right > m.innerWidth + 0.5 || b.y < -0.5 || b.bottom > m.innerHeight + 0.5).map((b) => `${b.id} ${Math.round(b.x)}..${Math.round(b.right)}`);
  expect(outside, `${what}: items outside the ${m.innerWidth} px window`).toEqual([]);
  expect(m.items.filter((b) => b.width < 44 || b.height < 44).map((b) => `${b.id} ${Math.round(b.width)}×${Math.round(b.height)}`), `${what}: targets under 44 px`).toEqual([]);
  expect(m.items.filter((b) => !b.hit).map((b) => b.id), `${what}: a tap at the centre does not reach`).toEqual([]);
  expect(m.items.filter((b) => b.clipped).map((b) => b.id), `${what}: labels cut`).toEqual([]);
}

/** A tap where the item is now, without Playwright's scrolling into view. */
async function tapInPlace(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/**
 * A seeded card template with several layers (the stack order step needs a layer to move under).
 * Not "the newest template": other journeys on the shared server add and save templates of their own.
 */
async function seededCardTemplate(page: Page): Promise<string> {
  const published: { id: string }[] = await (await page.request.get("/api/templates?kind=card")).json();
  for (const { id } of published) {
    const detail: { design: { layers: unknown[] } } = await (await page.request.get(`/api/admin/templates/${id}`)).json();
    if (detail.design.layers.length >= 3) return id;
  }
  throw new Error("no published card template with 3 layers or more");
}

const ids = (m: BarMeasure) => m.items.map((b) => b.id);
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
const JOURNEYS = [
  ...SIZES.flatMap((viewport) => (["ar", "en"] as const).map((locale) => ({ locale, viewport }))),
  { locale: "fr", viewport: SIZES[1] },
] as const;

describe("the admin editor's bar on a phone", () => {
  let templateId = "";

  for (const { locale, viewport } of JOURNEYS) {
    it(`${locale} ${viewport.width}×${viewport.height}: every item in reach without sideways scrolling; More holds the rest and its items work`, async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport, touch: true });
      const page = await context.newPage();
      const problems = await watchConsole(page);
      await signInAs(page, admin);
      templateId ||= await seededCardTemplate(page);
      await page.goto(`/admin/template-editor/${templateId}`);
      await waitForCanvas(page);
      const name = `editor-phone-bar-${locale}-${viewport.width}`;
      await screenshot(page, name);

      const bar = await measureBar(page, "tools-bar");
      console.log(`${name}: bar ${bar.clientWidth} px, content ${bar.scrollWidth} px; ${bar.items.map((b) => `${b.id} ${Math.round(b.width)}`).join(", ")}`);
      expectReachable(bar, `${name} tools`);
      // The most used tool first, at the thumb's start side (the right in Arabic).
      const first = bar.items[0];
      expect(first.id).toBe("add-text");
      if (locale === "ar") expect(first.right).toBeGreaterThan(bar.innerWidth - 60);
      else expect(first.x).toBeLessThan(60);
      expect(ids(bar)).toContain("sheet-layers");
      // The row of tools on top too: French "Enregistrer" pushed Save past the window's edge at 360 px.
      const top = await page.getByTestId("editor-toolbar").evaluate((el) =>
        [...el.querySelectorAll("button, a, [role=status]")].map((b) => {
          const r = b.getBoundingClientRect();
          return { id: b.getAttribute("data-testid") ?? "?", x: r.x, right: r.right };
        }),
      );
      expect(top.filter((b) => b.x < -0.5 || b.right > viewport.width + 0.5).map((b) => b.id), `${name}: top row outside the window`).toEqual([]);
      const overlapping = top.filter((b, i) => i > 0 && (locale === "ar" ? b.right > top[i - 1].x + 0.5 : b.x < top[i - 1].right - 0.5)).map((b) => b.id);
      expect(overlapping, `${name}: top row items over each other`).toEqual([]);

      // More: a sheet holding the rest, each item reachable and ≥ 44 px; bar ∪ More = every tool, once.
      await tapInPlace(page, "phone-more");
      const sheet = page.getByTestId("phone-more-sheet");
      await sheet.waitFor();
      await stillBox(sheet); // the sheet's slide-in
      const more = await measureBar(page, "phone-more-sheet");
      expectReachable(more, `${name} More`);
      const moreTools = ids(more).filter((id) => id !== "phone-more-close");
      expect([...ids(bar).filter((id) => id !== "phone-more"), ...moreTools].sort()).toEqual([...TEMPLATE_TOOLS].sort());
      await screenshot(page, `${name}-more`);

      // One of them opens its panel: History, as its own sheet under the canvas; More closes.
      await tapInPlace(page, "sheet-history");
      await page.locator('[data-testid="bottom-sheet"][data-sheet="history"]').waitFor();
      expect(await sheet.count()).toBe(0);
      expect(await page.getByTestId("phone-more").getAttribute("data-active"), "More shows that its panel is open").toBe("true");
      await tapInPlace(page, "sheet-close");

      // An add tool under More adds its layer: a QR code, selected; the bar becomes the selection's.
      const qrBefore = await page.locator('.bq-layer').count();
      await tapInPlace(page, "phone-more");
      await sheet.waitFor();
      await stillBox(sheet);
      await tapInPlace(page, "add-qr");
      await page.getByTestId("context-bar").waitFor();
      expect(await page.locator('.bq-layer').count()).toBe(qrBefore + 1);

      // The selection's bar: same rules; its own More holds the ordering tools.
      const ctx = await measureBar(page, "context-bar");
      expectReachable(ctx, `${name} selection`);
      expect(ids(ctx)).toContain("ctx-done");
      expect(ids(ctx)).toContain("ctx-delete");
      await screenshot(page, `${name}-selection`);
      // Its More works too: "Backward" moves the new QR code one step down the stack (boxes are in drawing order).
      const stackPlace = () => page.locator(".bq-layer").evaluateAll((els) => els.findIndex((e) => e.getAttribute("data-selected") === "true"));
      const placeBefore = await stackPlace();
      await tapInPlace(page, "phone-more");
      await sheet.waitFor();
      await stillBox(sheet);
      expectReachable(await measureBar(page, "phone-more-sheet"), `${name} selection More`);
      await tapInPlace(page, "ctx-backward");
      await expect.poll(stackPlace).toBe(placeBefore - 1);
      expect(await sheet.count()).toBe(0);
      await tapInPlace(page, "ctx-done");
      await page.getByTestId("tools-bar").waitFor();

      expect(problems()).toEqual([]);
      // Leave the shared template as it was for the other journeys: the layers added here were only
      // autosaved as this admin's draft (never saved), so dropping the draft undoes them.
      const draftUrl = `/api/admin/templates/${templateId}/draft`;
      await expect.poll(async () => (await (await page.request.get(draftUrl)).json()).hasDraft, { timeout: 15_000 }).toBe(true);
      await page.close();
      expect((await context.request.delete(draftUrl, { headers: { origin: baseUrl } })).status()).toBe(204);
      await context.close();
    });
  }

  it("a visitor's card editor at 360×740 (en): the same rule, the details first", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "en", viewport: SIZES[1], touch: true });
    const page = await context.newPage();
    const problems = await watchConsole(page);
    const cards: { id: string }[] = await (await page.request.get("/api/templates?kind=card")).json();
    await page.goto(`/template-editor-with-layers/${cards[0].id}`);
    await waitForCanvas(page);
    const bar = await measureBar(page, "tools-bar");
    expectReachable(bar, "remix tools");
    expect(bar.items[0].id).toBe("sheet-fields");
    await tapInPlace(page, "phone-more");
    await page.getByTestId("phone-more-sheet").waitFor();
    await stillBox(page.getByTestId("phone-more-sheet"));
    const more = await measureBar(page, "phone-more-sheet");
    expectReachable(more, "remix More");
    expect([...ids(bar).filter((id) => id !== "phone-more"), ...ids(more).filter((id) => id !== "phone-more-close")].sort()).toEqual([...REMIX_TOOLS].sort());
    // A tap on the dimmed canvas above the sheet closes it, changing nothing.
    await page.touchscreen.tap(SIZES[1].width / 2, 120);
    await expect.poll(() => page.getByTestId("phone-more-sheet").count()).toBe(0);
    expect(await page.getByTestId("bottom-sheet").count()).toBe(0);
    await tapInPlace(page, "phone-more");
    await page.getByTestId("phone-more-sheet").waitFor();
    await stillBox(page.getByTestId("phone-more-sheet"));
    await tapInPlace(page, "sheet-images");
    await page.locator('[data-testid="bottom-sheet"][data-sheet="images"]').waitFor();
    await tapInPlace(page, "sheet-close");
    // A menu under More (a field-bound text): its menu opens over the sheet, a choice adds the layer and closes both.
    const layersBefore = await page.locator(".bq-layer").count();
    await tapInPlace(page, "phone-more");
    await page.getByTestId("phone-more-sheet").waitFor();
    await stillBox(page.getByTestId("phone-more-sheet"));
    await tapInPlace(page, "add-field-layer");
    const choice = page.getByRole("menuitem").first();
    await choice.waitFor();
    const box = (await choice.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId("context-bar").waitFor();
    expect(await page.locator(".bq-layer").count()).toBe(layersBefore + 1);
    expect(await page.getByTestId("phone-more-sheet").count()).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
