// Issue 24 §2 in a real browser. Desktop (ar, 1440×900): for every text effect, the editor's canvas at
// 100 % and the API's PNG of the same template differ on < 1 % of pixels (pixelmatch 0.1); an admin
// turns a shadow on in the Effects section, drags its blur slider (the canvas follows while dragging),
// and one undo takes back the whole drag, a second the switch; the saved design keeps the shadow.
// Phone (en, 390×844, touch): the Effects section's controls are ≥ 44 px tall and a tap turns an effect on.
// Every journey ends with a clean console (no error, no CSP violation).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { TEXT_EFFECT_FIXTURES } from "../shared/design/fixtures/text-effects.ts";
import type { DesignInput } from "../shared/design/schema.ts";
import { useBrowser, newContext, screenshot } from "./browser.ts";
import { fetchBytes, signInAs } from "./helpers.ts";
import { watchConsole } from "./editor-watch.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

async function createTemplate(page: Page, title: string, design: DesignInput): Promise<string> {
  const cats = await (await page.request.get("/api/admin/categories?kind=card")).json();
  const res = await page.request.post("/api/admin/templates", { data: { kind: "card", categoryId: cats.items[0].id, title: { ar: title }, design }, headers: { origin: baseUrl } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

const GREETING: DesignInput = {
  version: 2,
  canvas: { width: 1080, height: 1080 },
  background: { type: "color", color: "#fbf7ef" },
  layers: [{ id: "greeting", type: "text", x: 90, y: 420, width: 900, height: 200, index: "a0", props: { text: "كل عام وأنتم بخير", fontFamily: "Cairo", fontWeight: 700, fontSize: 84, color: "#0f3d3e", align: "center" } }],
};

/** Like editor-watch's, with room for a machine shared by many runs. */
async function waitForCanvas(page: Page) {
  await page.getByTestId("editor-canvas").waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 60_000 }).toBeGreaterThan(0);
}

function canvasSum(page: Page): Promise<number> {
  return page.getByTestId("editor-canvas").evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i] + data[i + 1] * 3 + data[i + 2] * 7) % 1_000_000_007;
    return sum;
  });
}

async function editorVsApi(page: Page, templateId: string): Promise<number> {
  await page.goto(`/admin/template-editor/${templateId}`);
  await waitForCanvas(page);
  await page.keyboard.press("Control+1");
  const tpl = await (await page.request.get(`/api/admin/templates/${templateId}`)).json();
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width)).toBe(tpl.design.canvas.width);
  await page.waitForTimeout(400);
  const dataUrl = await page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"));
  const editor = PNG.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
  const api = await fetchBytes(page, `/api/admin/templates/${templateId}/thumbnail.png?width=${editor.width}`);
  expect(api.status).toBe(200);
  const server = PNG.sync.read(api.body);
  const h = Math.min(server.height, editor.height);
  const crop = (img: PNG) => img.data.subarray(0, img.width * h * 4);
  return pixelmatch(crop(server), crop(editor), undefined, editor.width, h, { threshold: 0.1 }) / (editor.width * h);
}

describe("text effects in the editor", () => {
  it("ar desktop: every effect matches the API PNG; shadow on, blur dragged live, one undo per gesture, saved", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);

    const results: string[] = [];
    for (const f of TEXT_EFFECT_FIXTURES) {
      // A page per template: each editor starts as a person opening it would.
      const own = await context.newPage();
      const ownProblems = await watchConsole(own);
      const ratio = await editorVsApi(own, await createTemplate(page, f.name, f.doc as DesignInput)).catch((e: Error) => {
        throw new Error(`${f.name}: ${e.message}; console: ${ownProblems().join(" | ")}`);
      });
      expect(ownProblems()).toEqual([]);
      if (f.name === "effect-combined") await screenshot(own, "text-effects-card-ar-desktop");
      await own.close();
      results.push(`${f.name} ${(ratio * 100).toFixed(3)} %`);
      expect(ratio, f.name).toBeLessThan(0.01);
    }
    console.log(`editor canvas vs API PNG at 100 %: ${results.join(", ")}`);

    const id = await createTemplate(page, "تأثيرات", GREETING);
    await page.goto(`/admin/template-editor/${id}`);
    await waitForCanvas(page);
    await page.getByTestId("layer-row-greeting").click();
    const effects = page.getByTestId("text-effects");
    await effects.scrollIntoViewIfNeeded();
    const plain = await canvasSum(page);
    await page.getByTestId("effect-shadow").click();
    await expect.poll(() => page.getByTestId("effect-shadow").getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => canvasSum(page)).not.toBe(plain);
    const withShadow = await canvasSum(page);

    // Drag the blur slider: the canvas changes before the pointer is released (live preview).
    const blur = effects.locator('input[type="range"]').first();
    await blur.scrollIntoViewIfNeeded();
    const before = await blur.inputValue();
    const box = (await blur.boundingBox())!;
    const y = box.y + box.height / 2;
    // The thumb's place: a range input runs right to left in an RTL page.
    const sign = (await isRtl(page)) ? -1 : 1;
    const fraction = Number(before) / 60;
    const startX = box.x + box.width * (sign > 0 ? fraction : 1 - fraction);
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (let i = 1; i <= 4; i++) await page.mouse.move(startX + (sign * i * box.width) / 12, y);
    await expect.poll(() => canvasSum(page)).not.toBe(withShadow);
    await page.mouse.up();
    const dragged = await blur.inputValue();
    expect(Number(dragged)).not.toBe(Number(before));
    await screenshot(page, "text-effects-panel-ar-desktop");

    // One undo takes back the whole drag; the next, the switch (the toolbar's button: the slider has the focus).
    await page.getByTestId("undo").click();
    await expect.poll(() => blur.inputValue()).toBe(before);
    await page.getByTestId("undo").click();
    await expect.poll(() => page.getByTestId("effect-shadow").getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => canvasSum(page)).not.toBe(withShadow);
    await page.getByTestId("redo").click();
    await page.getByTestId("redo").click();
    await expect.poll(() => blur.inputValue()).toBe(dragged);

    const revision = (await (await page.request.get(`/api/admin/templates/${id}`)).json()).revisionId;
    await page.keyboard.press("Control+s");
    await expect.poll(async () => (await (await page.request.get(`/api/admin/templates/${id}`)).json()).revisionId, { timeout: 15_000 }).not.toBe(revision);
    const saved = (await (await page.request.get(`/api/admin/templates/${id}`)).json()).design.layers[0].props;
    expect(saved.shadow).toMatchObject({ blur: Number(dragged) });
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("en phone: the Effects section has 44 px targets and a tap switches an effect", async () => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await context.addInitScript(() => localStorage.setItem("locale", "en"));
    await context.addCookies([{ name: "locale", value: "en", url: baseUrl }]);
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await signInAs(page, admin);
    const combined = TEXT_EFFECT_FIXTURES.find((f) => f.name === "effect-combined")!;
    const id = await createTemplate(page, "phone effects", combined.doc as DesignInput);
    await page.goto(`/admin/template-editor/${id}`);
    await waitForCanvas(page);
    await screenshot(page, "text-effects-card-en-phone");
    const layerBox = (await page.getByTestId("layer-box-text2").boundingBox())!;
    // Tap to select (again if a busy machine let the first tap land before the editor listened).
    await expect
      .poll(async () => {
        if (await page.getByTestId("context-bar").count()) return 1;
        await page.touchscreen.tap(layerBox.x + layerBox.width / 2, layerBox.y + layerBox.height / 2);
        await page.waitForTimeout(1500);
        return page.getByTestId("context-bar").count();
      }, { timeout: 45_000, interval: 500 })
      .toBe(1);
    await expect
      .poll(async () => {
        if (!(await page.getByTestId("bottom-sheet").count())) await page.getByTestId("sheet-props").tap();
        await page.waitForTimeout(1000);
        return page.getByTestId("bottom-sheet").count();
      }, { timeout: 30_000, interval: 500 })
      .toBe(1);
    await page.getByTestId("bottom-sheet").waitFor().catch(async (e: Error) => {
      await screenshot(page, "text-effects-phone-failed");
      throw e;
    });
    const effects = page.getByTestId("bottom-sheet").getByTestId("text-effects");
    await effects.scrollIntoViewIfNeeded();
    await page.getByTestId("effect-outline").waitFor();
    const small = await effects.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, input[type="range"], input[type="color"]')]
        .map((el) => ({ what: el.getAttribute("data-testid") ?? el.getAttribute("type") ?? el.tagName, h: el.getBoundingClientRect().height }))
        .filter((e) => e.h < 44),
    );
    expect(small).toEqual([]);
    const was = await page.getByTestId("effect-curve").getAttribute("aria-checked");
    await page.getByTestId("effect-curve").tap();
    await expect.poll(() => page.getByTestId("effect-curve").getAttribute("aria-checked")).not.toBe(was);
    await page.getByTestId("effect-curve").scrollIntoViewIfNeeded();
    await screenshot(page, "text-effects-panel-en-phone");
    expect(problems()).toEqual([]);
    await context.close();
  });
});

function isRtl(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dir === "rtl");
}
