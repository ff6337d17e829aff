// Issue 31 item 6, desktop rough edges (1440×900, mouse; the revision view on a phone held sideways too):
// - a marquee selects what lies inside it, not the page-wide frames and backgrounds it crosses or lies
//   within (it caught every one of them: any overlap counted);
// - curved text stays in its box: switching the curve on grows the box to the arc, so every pixel the
//   curve changes on the canvas lies inside the layer's box (the arc spilled over it before);
// - an opened revision fits its stage (it had the editor's zoom, fitted to a taller area, and was cut
//   off at the bottom).
import { describe, expect, inject, it, onTestFinished } from "vitest";
import type { Page } from "playwright-core";
import { newContext, screenshot, stillBox, useBrowser } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { waitForCanvas, waitForSteadyEditor, watchConsole } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs } from "./own-template.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
const adminApi = useApiSignedInAs(baseUrl, admin);

const selectedIds = (page: Page) => page.locator('.bq-layer[data-selected="true"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-layer-id")!).sort());

describe("desktop rough edges of the editor", () => {
  it("a marquee selects the layers inside it, not the page-wide frames it crosses", async () => {
    // A certificate: its frames and background span the whole page (no groups, which a selection widens to).
    const seed = seedTemplate("certificate", (t) => t.design.canvas.width > t.design.canvas.height);
    const own = await createOwnTemplate(adminApi(), baseUrl, seed, { title: "editor-marquee" });
    onTestFinished(() => own.remove());
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);
    await page.goto(`/admin/template-editor/${own.id}`);
    await waitForCanvas(page);
    await waitForSteadyEditor(page);

    // From the empty stage above and before the card to the middle of the card.
    const card = (await page.getByTestId("editor-surface").boundingBox())!;
    const from = { x: card.x - 16, y: card.y - 16 };
    const to = { x: card.x + card.width * 0.5, y: card.y + card.height * 0.5 };
    const boxes = await page.locator(".bq-layer").evaluateAll((els) => els.map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.getAttribute("data-layer-id")!, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }));
    // A rotated box lies inside an upright rectangle exactly when its bounding box does.
    const inside = boxes.filter((b) => b.left >= from.x - 0.5 && b.top >= from.y - 0.5 && b.right <= to.x + 0.5 && b.bottom <= to.y + 0.5).map((b) => b.id).sort();
    const crossed = boxes.filter((b) => b.left < to.x && b.right > from.x && b.top < to.y && b.bottom > from.y && !inside.includes(b.id)).map((b) => b.id);
    const pageWide = boxes.filter((b) => b.right - b.left >= card.width * 0.6 || b.bottom - b.top >= card.height * 0.6).map((b) => b.id);
    expect(inside.length, "layers wholly inside the marquee").toBeGreaterThan(0);
    expect(pageWide.filter((id) => crossed.includes(id)).length, "page-wide layers the marquee crosses").toBeGreaterThan(0);

    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
    await screenshot(page, "editor-marquee-en-desktop");
    await page.mouse.up();
    await expect.poll(() => selectedIds(page)).toEqual(inside);
    console.log(`marquee: ${inside.length} layers inside selected; ${crossed.length} crossed (${pageWide.filter((id) => crossed.includes(id)).length} page-wide) left alone`);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("curved text: the box grows to the arc, every pixel the curve changes lies inside it", async () => {
    const seed = seedTemplate("certificate", (t) => t.design.canvas.width > t.design.canvas.height);
    const own = await createOwnTemplate(adminApi(), baseUrl, seed, { title: "editor-curve" });
    onTestFinished(() => own.remove());
    // The biggest text: the certificate's title.
    const title = (seed.design.layers as { id: string; type: string; rotation?: number; props: { fontSize?: number } }[])
      .filter((l) => l.type === "text" && !l.rotation)
      .sort((a, b) => (b.props.fontSize ?? 0) - (a.props.fontSize ?? 0))[0];
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);
    await page.goto(`/admin/template-editor/${own.id}`);
    await waitForCanvas(page);
    await page.locator(`[data-testid="layer-row-${title.id}"] button[dir="auto"]`).click();
    await expect.poll(() => selectedIds(page)).toEqual([title.id]);
    await waitForSteadyEditor(page);
    const box = page.getByTestId(`layer-box-${title.id}`);
    const before = (await box.boundingBox())!;
    // The canvas as it is, kept in the page to compare with afterwards.
    await page.getByTestId("editor-canvas").evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      (window as unknown as { before: Uint8ClampedArray }).before = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    });
    await page.getByTestId("effect-curve").click();
    await expect.poll(async () => (await box.boundingBox())!.height).toBeGreaterThan(before.height);
    await waitForSteadyEditor(page);
    const after = await stillBox(box);
    // Where the canvas changed, in screen pixels.
    const changed = await page.getByTestId("editor-canvas").evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const now = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      const was = (window as unknown as { before: Uint8ClampedArray }).before;
      const r = canvas.getBoundingClientRect();
      const k = r.width / canvas.width;
      const out = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, count: 0 };
      for (let y = 0; y < canvas.height; y++) {
        for (let x = 0; x < canvas.width; x++) {
          const i = (y * canvas.width + x) * 4;
          if (Math.abs(now[i] - was[i]) + Math.abs(now[i + 1] - was[i + 1]) + Math.abs(now[i + 2] - was[i + 2]) < 48) continue;
          out.count++;
          out.left = Math.min(out.left, r.left + x * k);
          out.right = Math.max(out.right, r.left + (x + 1) * k);
          out.top = Math.min(out.top, r.top + y * k);
          out.bottom = Math.max(out.bottom, r.top + (y + 1) * k);
        }
      }
      return out;
    });
    await screenshot(page, "editor-curve-en-desktop");
    console.log(`curve: box ${Math.round(before.width)}×${Math.round(before.height)} → ${Math.round(after.width)}×${Math.round(after.height)}; changed pixels ${changed.count} in x ${Math.round(changed.left)}..${Math.round(changed.right)}, y ${Math.round(changed.top)}..${Math.round(changed.bottom)}`);
    expect(changed.count).toBeGreaterThan(0);
    const slack = 2;
    expect(changed.left, "changed pixels left of the box").toBeGreaterThanOrEqual(after.x - slack);
    expect(changed.right, "changed pixels right of the box").toBeLessThanOrEqual(after.x + after.width + slack);
    expect(changed.top, "changed pixels above the box").toBeGreaterThanOrEqual(after.y - slack);
    expect(changed.bottom, "changed pixels below the box").toBeLessThanOrEqual(after.y + after.height + slack);
    // One undo takes back the curve and the growth together.
    await page.getByTestId("undo").click();
    await expect.poll(async () => (await box.boundingBox())!.height).toBeCloseTo(before.height, 0);
    expect(problems()).toEqual([]);
    await context.close();
  });

  for (const look of [
    { name: "desktop", viewport: "desktop", touch: false },
    // A phone held sideways: there the height limits the zoom too (upright, the width does).
    { name: "phone-landscape", viewport: { width: 844, height: 390 }, touch: true },
  ] as const) {
    it(`${look.name}: an opened revision fits its stage, none of it cut off`, async () => {
      // Portrait: the height is what the zoom has to fit.
      const seed = seedTemplate("certificate", (t) => t.design.canvas.height > t.design.canvas.width);
      const own = await createOwnTemplate(adminApi(), baseUrl, seed, { title: "editor-revision-fit" });
      onTestFinished(() => own.remove());
      const detail = await (await adminApi().get(`/api/admin/templates/${own.id}`)).json();
      const second = await adminApi().put(`/api/admin/templates/${own.id}/design`, { data: { design: detail.design, baseRevisionId: detail.revisionId }, headers: { origin: baseUrl } });
      expect(second.status()).toBe(200);

      const context = await newContext(browser(), baseUrl, { locale: "en", viewport: look.viewport, touch: look.touch });
      const page = await context.newPage();
      const problems = await watchConsole(page);
      await signInAs(page, admin);
      await page.goto(`/admin/template-editor/${own.id}`);
      await waitForCanvas(page);
      if (look.touch) {
        // History is on the bar when it fits, else under More.
        await page.getByTestId("tools-bar").waitFor();
        if (!(await page.locator('[data-testid="sheet-history"]:visible').count())) await page.getByTestId("phone-more").tap();
        await page.locator('[data-testid="sheet-history"]:visible').tap();
      } else await page.getByTestId("tab-history").click();
      await expect.poll(() => page.getByTestId("history-item").count(), { timeout: 20_000 }).toBe(2);
      const item = page.locator('[data-testid="history-item"][data-number="1"]');
      if (look.touch) await item.tap();
      else await item.click();
      const view = page.getByTestId("revision-view");
      await view.waitFor();
      if (look.touch && (await page.getByTestId("bottom-sheet").count())) await page.getByTestId("sheet-close").tap();
      // The revision's own canvas (the editor's stays in the page, hidden), drawn and no longer moving.
      const canvas = view.getByTestId("editor-canvas");
      await expect.poll(() => canvas.evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 20_000 }).toBeGreaterThan(0);
      await stillBox(canvas);
      const fit = await view.evaluate((el) => {
        const stage = el.querySelector('[data-testid="editor-stage"]')!.getBoundingClientRect();
        const canvas = el.querySelector('[data-testid="editor-canvas"]')!.getBoundingClientRect();
        return { stage: { top: stage.top, bottom: stage.bottom, left: stage.left, right: stage.right }, canvas: { top: canvas.top, bottom: canvas.bottom, left: canvas.left, right: canvas.right, height: canvas.height } };
      });
      await screenshot(page, `editor-revision-fit-en-${look.name}`);
      expect(fit.canvas.top, "canvas top inside the stage").toBeGreaterThanOrEqual(fit.stage.top);
      expect(fit.canvas.bottom, "canvas bottom inside the stage").toBeLessThanOrEqual(fit.stage.bottom);
      expect(fit.canvas.left).toBeGreaterThanOrEqual(fit.stage.left);
      expect(fit.canvas.right).toBeLessThanOrEqual(fit.stage.right);
      // Fitted, not merely small: the canvas takes most of the stage's height or width.
      const room = Math.min(fit.stage.bottom - fit.stage.top, ((fit.stage.right - fit.stage.left) * seed.design.canvas.height) / seed.design.canvas.width);
      expect(fit.canvas.height).toBeGreaterThan(room * 0.7);
      expect(problems()).toEqual([]);
      await context.close();
    });
  }
});
