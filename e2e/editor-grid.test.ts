// Issue 24 §5: rulers and a toggleable grid with snapping. Desktop in Arabic (rulers on the top and the
// start side, i.e. the right), the grid turned on from the toolbar, a drag snapped to its lines (and,
// grid off, the same drag is not), the setting remembered after a reload, ctrl+' and the "?" sheet;
// a phone in English: no rulers, the grid toggle works and is a 44 px target.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { signInAs } from "./helpers.ts";
import { watchConsole, waitForCanvas } from "./editor-watch.ts";
import { certificate } from "../shared/design/fixtures/index.ts";
import type { DesignInput } from "../shared/design/schema.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** One 200×100 box off every grid line of 50 (x 113, y 217) on a 1000×1000 canvas: its guides are the canvas's 0/500/1000. */
function oneBox(): DesignInput {
  const doc = structuredClone(certificate.doc) as DesignInput;
  return {
    ...doc,
    canvas: { width: 1000, height: 1000 },
    background: { type: "color", color: "#ffffff" },
    layers: [{ id: "box", type: "shape", x: 113, y: 217, width: 200, height: 100, index: "a0", props: { shape: "rect", fill: "#0f3d3e", radius: 0 } }],
  };
}

async function createTemplate(page: Page): Promise<string> {
  const cats = await (await page.request.get("/api/admin/categories?kind=certificate")).json();
  const created = await (await page.request.post("/api/admin/templates", {
    data: { kind: "certificate", categoryId: cats.items[0].id, title: { ar: "شبكة" }, design: oneBox() },
    headers: { origin: baseUrl },
  })).json();
  return created.id as string;
}

/** The box's record position, read back from its overlay box (translate = x·zoom, width = 200·zoom). */
async function boxPosition(page: Page) {
  return page.getByTestId("layer-box-box").evaluate((el) => {
    const s = (el as HTMLElement).style;
    const zoom = parseFloat(s.width) / 200;
    const m = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(s.transform)!;
    return { x: Math.round(parseFloat(m[1]) / zoom), y: Math.round(parseFloat(m[2]) / zoom) };
  });
}

async function dragBox(page: Page, dx: number, dy: number) {
  const b = (await page.getByTestId("layer-box-box").boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

async function phoneContext(): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: "locale", value: "en", url: baseUrl }]);
  await context.addInitScript(() => localStorage.setItem("locale", "en"));
  return context;
}

describe("editor rulers and grid", () => {
  it("Arabic desktop: rulers on the top and the right; grid on, a drag snaps to it; remembered; ctrl+' and the ? sheet", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);
    const id = await createTemplate(page);
    await page.goto(`/admin/template-editor/${id}`);
    await waitForCanvas(page);

    // Rulers: along the top, and on the start side — the right in Arabic.
    const stage = (await page.getByTestId("editor-stage").boundingBox())!;
    const top = (await page.getByTestId("ruler-top").boundingBox())!;
    const side = (await page.getByTestId("ruler-side").boundingBox())!;
    expect(Math.abs(top.y - stage.y)).toBeLessThan(2);
    expect(top.height).toBe(20);
    expect(side.width).toBe(20);
    expect(side.x + side.width).toBeGreaterThan(stage.x + stage.width - 2);

    // Grid off: the drag lands off the grid.
    await expect.poll(() => page.getByTestId("editor-grid").count()).toBe(0);
    await dragBox(page, 47, 33);
    const free = await boxPosition(page);
    expect(free.x % 50 !== 0 || free.y % 50 !== 0).toBe(true);
    await page.keyboard.press("Control+z");
    await expect.poll(() => boxPosition(page)).toEqual({ x: 113, y: 217 });

    // Grid on (toolbar), size 50: the same drag snaps the box's edges to the grid lines.
    await page.getByTestId("grid-toggle").click();
    await expect.poll(() => page.getByTestId("grid-toggle").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("grid-size").selectOption("50");
    await expect.poll(() => page.getByTestId("editor-grid").getAttribute("data-grid-size")).toBe("50");
    await dragBox(page, 47, 33);
    const snapped = await boxPosition(page);
    expect(snapped.x % 50).toBe(0);
    expect(snapped.y % 50).toBe(0);
    expect(snapped).not.toEqual({ x: 113, y: 217 });
    await screenshot(page, "editor-grid-ar-desktop");

    // Remembered after a reload; ctrl+' hides it; the "?" sheet names the shortcut.
    await page.reload();
    await waitForCanvas(page);
    await expect.poll(() => page.getByTestId("editor-grid").getAttribute("data-grid-size")).toBe("50");
    await page.getByTestId("stage-focus").focus();
    await page.keyboard.press("Control+Quote");
    await expect.poll(() => page.getByTestId("editor-grid").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("bitaqa.editor.grid"))).toBe(JSON.stringify({ on: false, size: 50 }));
    await page.keyboard.press("?");
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("إظهار الشبكة أو إخفاؤها");
    await page.keyboard.press("Escape");
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("English phone: no rulers, the grid toggle (view menu) is a 44 px target and shows the grid", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);
    const id = await createTemplate(page);
    await page.goto(`/admin/template-editor/${id}`);
    await waitForCanvas(page);
    expect(await page.getByTestId("ruler-top").count()).toBe(0);
    expect(await page.getByTestId("ruler-side").count()).toBe(0);
    // The one-row phone toolbar has no room for it: the grid is an item of the view (eye) menu.
    await page.getByTestId("preview-mode-menu").tap();
    const toggle = page.getByTestId("grid-toggle");
    const size = (await toggle.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await toggle.tap();
    await expect.poll(() => page.getByTestId("grid-toggle").count()).toBe(0);
    await expect.poll(() => page.getByTestId("editor-grid").count()).toBe(1);
    await screenshot(page, "editor-grid-en-phone");
    expect(problems()).toEqual([]);
    await context.close();
  });
});
