// Issue 24 §3 in a real browser: an admin uploads a photo into a template, crops it square, puts it in a
// circle, saves, and the API's PNG shows the circle crop: Arabic at 1440×900 (mouse) and English on a
// phone at 390×844 (touch). Also: the crop is one undo step, and the console stays clean.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CDPSession, Page } from "playwright-core";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, inject, it } from "vitest";
import { useBrowser, screenshot } from "./browser.ts";
import { waitForCanvas, watchConsole } from "./editor-watch.ts";
import { fetchBytes, signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** A 600×400 photo with four coloured quadrants (no white anywhere), written to a temporary file. */
function photoFile(): string {
  const png = new PNG({ width: 600, height: 400 });
  for (let y = 0; y < 400; y++)
    for (let x = 0; x < 600; x++) {
      const i = (y * 600 + x) * 4;
      const [r, g, b] = x < 300 ? (y < 200 ? [200, 40, 40] : [40, 160, 60]) : y < 200 ? [40, 70, 200] : [220, 160, 20];
      png.data.set([r, g, b, 255], i);
    }
  const file = join(mkdtempSync(join(tmpdir(), "bitaqa-photo-")), "photo.png");
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

/** A fresh template (a copy of a seeded one) with a plain white 800×600 design. */
async function blankTemplate(page: Page): Promise<string> {
  const headers = { Origin: baseUrl };
  const list = await (await page.request.get("/api/admin/templates?kind=card&pageSize=1")).json();
  const copy = await (await page.request.post(`/api/admin/templates/${list.items[0].id}/duplicate`, { headers })).json();
  const design = { version: 2, canvas: { width: 800, height: 600 }, background: { type: "color", color: "#ffffff" }, layers: [] };
  const { revisionId } = await (await page.request.get(`/api/admin/templates/${copy.id}`)).json();
  const res = await page.request.put(`/api/admin/templates/${copy.id}/design`, { headers, data: { design, baseRevisionId: revisionId } });
  expect(res.status()).toBe(200);
  return copy.id;
}

async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  for (let i = 1; i <= 8; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point({ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const centre = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
type Crop = { x: number; y: number; width: number; height: number };
type ImageRecord = { id: string; type: string; x: number; y: number; width: number; height: number; props: { crop?: Crop; mask?: string; src: string } };

const JOURNEYS = [
  { locale: "ar", phone: false, viewport: { width: 1440, height: 900 } },
  { locale: "en", phone: true, viewport: { width: 390, height: 844 } },
] as const;

describe("image crop, mask and filters in the editor", () => {
  for (const j of JOURNEYS) {
    it(`upload a photo, crop it into a circle, save: the PNG shows the circle (${j.locale}, ${j.viewport.width}×${j.viewport.height})`, async () => {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: j.viewport, hasTouch: j.phone, isMobile: j.phone, deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem("locale", l), j.locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const tap = async (testId: string) => (j.phone ? page.getByTestId(testId).tap() : page.getByTestId(testId).click());
      await signInAs(page, admin);
      const templateId = await blankTemplate(page);
      await page.goto(`/admin/template-editor/${templateId}`);
      await waitForCanvas(page);

      // Upload a photo: a new image layer, selected.
      const chooser = page.waitForEvent("filechooser");
      await tap("add-image");
      await (await chooser).setFiles(photoFile());
      const box = page.locator('.bq-layer[data-selected="true"]');
      await expect.poll(() => box.count(), { timeout: 20_000 }).toBe(1);
      if (j.phone) await tap("sheet-props");
      await page.getByTestId("image-crop").scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByTestId("image-crop").isEnabled(), { timeout: 20_000 }).toBe(true);

      // Crop mode (a double-click on the image, or the Crop button): square ratio, then shrink it from a
      // corner (mouse or finger) keeping the square.
      if (j.phone) {
        const targets = await page.getByTestId("image-effects").locator("button, input").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        expect(targets.length).toBeGreaterThan(8);
        for (const h of targets) expect(h).toBeGreaterThanOrEqual(44);
        await tap("image-crop");
      } else await box.dblclick();
      const dialog = page.getByTestId("crop-dialog");
      await dialog.waitFor();
      await page.getByTestId("crop-frame").waitFor();
      await tap("crop-aspect-square");
      for (const h of ["nw", "ne", "sw", "se"]) {
        const b = (await page.getByTestId(`crop-${h}`).boundingBox())!;
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
      }
      const se = centre((await page.getByTestId("crop-se").boundingBox())!);
      const frameBefore = (await page.getByTestId("crop-frame").boundingBox())!;
      if (j.phone) await touchDrag(await context.newCDPSession(page), se, { x: se.x - 30, y: se.y - 30 });
      else {
        await page.mouse.move(se.x, se.y);
        await page.mouse.down();
        for (let i = 1; i <= 6; i++) await page.mouse.move(se.x - 5 * i, se.y - 5 * i);
        await page.mouse.up();
      }
      const frameAfter = (await page.getByTestId("crop-frame").boundingBox())!;
      expect(frameAfter.width).toBeLessThan(frameBefore.width - 10);
      expect(Math.abs(frameAfter.width - frameAfter.height)).toBeLessThanOrEqual(2);
      await screenshot(page, `image-effects-crop-${j.locale}-${j.phone ? "phone" : "desktop"}`);
      await tap("crop-done");
      await expect.poll(() => dialog.count()).toBe(0);

      // Circle mask (the box becomes square), then save.
      await tap("image-mask-circle");
      if (!j.phone) {
        // The crop was one undo step: undo takes the circle away, the second undo the crop; redo both.
        const doc = () => page.evaluate(() => document.querySelector('.bq-layer[data-selected="true"]')?.getBoundingClientRect().width ?? 0);
        const circleWidth = await doc();
        await page.keyboard.press("Control+z");
        await page.keyboard.press("Control+z");
        await expect.poll(doc).not.toBe(circleWidth);
        await page.keyboard.press("Control+Shift+z");
        await page.keyboard.press("Control+Shift+z");
        await expect.poll(doc).toBe(circleWidth);
        // A filter: the slider previews live and its whole gesture (here: the End key) is one undo step.
        const gray = page.getByTestId("image-filter-grayscale");
        await gray.focus();
        await page.keyboard.press("End");
        await expect.poll(() => gray.inputValue()).toBe("100");
        // The editor's shortcuts leave a focused input alone.
        await gray.evaluate((el) => (el as HTMLElement).blur());
        await page.keyboard.press("Control+z");
        await expect.poll(() => gray.inputValue()).toBe("0");
        await page.keyboard.press("Control+Shift+z");
        await expect.poll(() => gray.inputValue()).toBe("100");
      }
      await screenshot(page, `image-effects-circle-${j.locale}-${j.phone ? "phone" : "desktop"}`);
      await page.getByTestId("image-filter-blur").scrollIntoViewIfNeeded();
      await screenshot(page, `image-effects-filters-${j.locale}-${j.phone ? "phone" : "desktop"}`);
      if (j.phone) await tap("sheet-close");
      await tap("save");
      let layer: ImageRecord | undefined;
      await expect
        .poll(async () => {
          const tpl = await (await page.request.get(`/api/admin/templates/${templateId}`)).json();
          layer = (tpl.design.layers as ImageRecord[]).find((l) => l.type === "image");
          return layer?.props.mask;
        }, { timeout: 20_000 })
        .toBe("circle");
      const saved = layer!;
      expect(saved.width).toBe(saved.height);
      expect(saved.props.crop).toBeDefined();
      const c = saved.props.crop!;
      // Square in source pixels on the 600×400 photo.
      expect(Math.abs(c.width * 600 - c.height * 400)).toBeLessThan(6);
      expect(saved.props.src).toMatch(/^\/api\/uploads\//);

      // The template's PNG: the corners of the layer box show the white page, the middle the photo.
      const png = PNG.sync.read((await fetchBytes(page, `/api/admin/templates/${templateId}/thumbnail.png?width=800`)).body);
      // …and it is what the editor's canvas shows at 100 % (one canvas pixel per design pixel).
      // (Pressed until it holds: the end of the save can re-fit the zoom to the window once.)
      const canvasWidth = () => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width);
      await page.waitForTimeout(500);
      await expect.poll(async () => (await page.keyboard.press("Control+1"), await page.waitForTimeout(300), await canvasWidth())).toBe(800);
      await page.waitForTimeout(500);
      expect(await canvasWidth()).toBe(800);
      const shown = PNG.sync.read(Buffer.from((await page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"))).split(",")[1], "base64"));
      expect([shown.width, shown.height]).toEqual([png.width, png.height]);
      const differing = pixelmatch(png.data, shown.data, undefined, png.width, png.height, { threshold: 0.1 }) / (png.width * png.height);
      console.log(`circle crop: API PNG vs editor canvas (${j.locale}): ${(differing * 100).toFixed(3)} % of pixels differ`);
      expect(differing).toBeLessThan(0.01);
      const px = (x: number, y: number) => [...png.data.subarray((Math.round(y) * png.width + Math.round(x)) * 4, (Math.round(y) * png.width + Math.round(x)) * 4 + 3)];
      const white = (p: number[]) => p.every((v) => v > 245);
      const { x, y, width: s } = saved;
      for (const [cx, cy] of [[x + 4, y + 4], [x + s - 5, y + 4], [x + 4, y + s - 5], [x + s - 5, y + s - 5]]) expect(white(px(cx, cy))).toBe(true);
      for (const [cx, cy] of [[x + s / 4, y + s / 2 - 10], [x + 8, y + s / 2 + 10], [x + s / 2 + 10, y + 8], [x + s - 9, y + s / 2 + 10]]) {
        const p = px(cx, cy);
        expect(white(p)).toBe(false);
        // The desktop journey turned the photo grey; the phone one kept its colours.
        expect(Math.max(...p) - Math.min(...p) <= 3).toBe(!j.phone);
      }
      expect(problems()).toEqual([]);
      await context.close();
    });
  }
});
