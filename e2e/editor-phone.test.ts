// Issue 21, a phone (390×844, touch), in English and Arabic: a visitor opens a card template's editor,
// taps a text layer and taps again to edit it in place (the canvas draws each keystroke), drags another
// layer by touch without catching a handle of the selected one, fills in the name, saves; the card's
// PNG shows the typed name and the edited text: it is the canvas that drew each keystroke, it differs
// from the template where both are drawn, and OCR reads them back where the fonts are Latin.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { useBrowser, screenshot } from "./browser.ts";
import { fetchBytes, canvasChecksum } from "./helpers.ts";
import { watchConsole, waitForCanvas, waitForSteadyEditor } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs, type OwnTemplate } from "./own-template.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Box { x: number; y: number; width: number; height: number }
interface TextLayerRecord { id: string; type: string; x: number; y: number; width: number; height: number; props: { text: string; field?: string } }
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The name line ("{{name}}") and the fixed text right above it (its title), if the layers have both. */
function nameUnderTitle(layers: readonly TextLayerRecord[]) {
  const texts = layers.filter((l) => l.type === "text");
  const name = texts.find((l) => l.props.text.trim() === "{{name}}");
  const title = name && texts.filter((l) => !l.props.field && !l.props.text.includes("{{") && l.y + l.height <= name.y).sort((a, b) => b.y - a.y)[0];
  return name && title ? { name, title } : undefined;
}

// A published card template of this file's own, from the seed's design: the seeded ones are edited by
// other files on the shared server (brand-fonts put a 120 px text layer over the name line).
const adminApi = useApiSignedInAs(baseUrl, inject("admin"));
let own: OwnTemplate | undefined;
beforeAll(async () => {
  const seed = seedTemplate("card", (t) => nameUnderTitle(t.design.layers as unknown as TextLayerRecord[]) !== undefined);
  own = await createOwnTemplate(adminApi(), baseUrl, seed, { title: "editor-phone", published: true });
});
afterAll(async () => {
  await own?.remove();
});

/** This file's card template, with its name line and the title above it. */
async function cardWithNameAndTitle(page: Page) {
  const tpl = await (await page.request.get(`/api/templates/${own!.id}`)).json();
  const found = nameUnderTitle(tpl.design.layers as TextLayerRecord[]);
  if (!found) throw new Error("the card template has no {{name}} line under a title");
  return { tpl, ...found };
}

/** One finger from `from` to `to` in steps (the DevTools protocol's touch events, as a phone sends them). */
async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point({ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 }) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

function hasTesseract(): boolean {
  try {
    execFileSync("tesseract", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    console.warn("tesseract is not installed: the PNG is checked by its pixels only");
    return false;
  }
}

/** Share of the pixels of a layer's region (design coordinates) that differ between two same-size PNGs. */
function regionDiff(a: PNG, b: PNG, scale: number, box: Box): number {
  const x0 = Math.max(0, Math.round(box.x * scale));
  const y0 = Math.max(0, Math.round(box.y * scale));
  const w = Math.min(a.width - x0, Math.round(box.width * scale));
  const h = Math.min(a.height - y0, Math.round(box.height * scale));
  const crop = (img: PNG) => {
    const out = new PNG({ width: w, height: h });
    PNG.bitblt(img, out, x0, y0, w, h, 0, 0);
    return out.data;
  };
  return pixelmatch(crop(a), crop(b), undefined, w, h, { threshold: 0.1 }) / (w * h);
}

/** OCR of a region of a PNG (design coordinates), grown a little and scaled up for tesseract. */
function ocr(png: PNG, scale: number, box: Box, lang: string): string {
  const pad = 20;
  const x0 = Math.max(0, Math.round((box.x - pad) * scale));
  const y0 = Math.max(0, Math.round((box.y - pad) * scale));
  const w = Math.min(png.width - x0, Math.round((box.width + 2 * pad) * scale));
  const h = Math.min(png.height - y0, Math.round((box.height + 2 * pad) * scale));
  const out = new PNG({ width: w, height: h });
  PNG.bitblt(png, out, x0, y0, w, h, 0, 0);
  const file = join(mkdtempSync(join(tmpdir(), "bitaqa-ocr-")), "region.png");
  writeFileSync(file, PNG.sync.write(out));
  return execFileSync("tesseract", [file, "-", "-l", lang, "--psm", "7"], { encoding: "utf8" }).replace(/\s+/g, " ").trim();
}

const JOURNEYS = [
  { locale: "en", title: "Best wishes", name: "Layla Hassan", lang: "eng" },
  { locale: "ar", title: "تهانينا", name: "ليلى", lang: "ara" },
] as const;

describe("editor on a phone", () => {
  for (const j of JOURNEYS) {
    it(`tap, tap again and type on the canvas, drag by touch, fill the name, save: the PNG shows both (${j.locale})`, async () => {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem("locale", l), j.locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const cdp = await context.newCDPSession(page);
      const { tpl, name, title } = await cardWithNameAndTitle(page);
      await page.goto(`/template-editor-with-layers/${tpl.id}`);
      await waitForCanvas(page);
      await waitForSteadyEditor(page);
      const boxOf = async (id: string) => (await page.getByTestId(`layer-box-${id}`).boundingBox())!;
      const transformOf = (id: string) => page.getByTestId(`layer-box-${id}`).evaluate((n) => (n as HTMLElement).style.transform);
      const selected = () => page.locator('.bq-layer[data-selected="true"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-layer-id")));

      // Tap the name line: selected. Its handles' 44 px hit areas stay off the title above it.
      await page.touchscreen.tap(centre(await boxOf(name.id)).x, centre(await boxOf(name.id)).y);
      await expect.poll(selected).toEqual([name.id]);
      const titleBox = await boxOf(title.id);
      const hitAreas = await page.locator(".moveable-control").evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const b = getComputedStyle(el, "::before");
          // The hit area: the knob's padding box grown by the ::before's negative insets.
          const border = (r.width - el.clientWidth) / 2;
          const [top, right, bottom, left] = [b.top, b.right, b.bottom, b.left].map((v) => -parseFloat(v || "0"));
          return { x: r.left + border - left, y: r.top + border - top, width: el.clientWidth + left + right, height: el.clientHeight + top + bottom };
        }),
      );
      expect(hitAreas.length).toBeGreaterThan(0);
      for (const a of hitAreas) {
        expect(Math.min(a.width, a.height)).toBeGreaterThanOrEqual(44);
        expect(overlaps(a, titleBox)).toBe(false);
      }
      await screenshot(page, `editor-phone-${j.locale}-handles`);
      const nameAt = await transformOf(name.id);

      // Tap the title: it is selected (no handle of the name layer caught the tap), the name unchanged.
      await page.touchscreen.tap(centre(titleBox).x, centre(titleBox).y);
      await expect.poll(selected).toEqual([title.id]);
      expect(await transformOf(name.id)).toBe(nameAt);

      // A second tap opens the in-place editor; each keystroke is drawn on the canvas at once.
      await page.touchscreen.tap(centre(titleBox).x, centre(titleBox).y);
      const textarea = page.getByTestId("text-editor");
      await textarea.waitFor();
      expect(await textarea.getAttribute("data-live")).toBe("true");
      // Focus follows the render that mounted it; keystrokes before it would be lost.
      await expect.poll(() => textarea.evaluate((el) => el === document.activeElement)).toBe(true);
      // On a phone the stage zooms to the text being typed (zoomToText.ts): the title is where the editor is now.
      const editorBox = async () => JSON.stringify(await textarea.boundingBox());
      let settled = "";
      await expect.poll(async () => settled === (settled = await editorBox())).toBe(true);
      const typingBox = (await textarea.boundingBox())!;
      let sum = await canvasChecksum(page, typingBox);
      for (const ch of j.title) {
        await page.keyboard.type(ch);
        if (ch === " ") continue;
        await expect.poll(() => canvasChecksum(page, typingBox), { timeout: 3000 }).not.toBe(sum);
        sum = await canvasChecksum(page, typingBox);
      }
      await screenshot(page, `editor-phone-${j.locale}-typing`);
      // A tap outside the card ends the editing.
      const surface = (await page.getByTestId("editor-surface").boundingBox())!;
      await page.touchscreen.tap(surface.x + surface.width / 2, surface.y + surface.height + 12);
      await expect.poll(() => textarea.count()).toBe(0);

      // Select the title again, then drag the name line (right under it) by touch: the name moves, the title does not.
      await page.touchscreen.tap(centre(titleBox).x, centre(titleBox).y);
      await expect.poll(selected).toEqual([title.id]);
      const titleAt = await transformOf(title.id);
      const nameBox = await boxOf(name.id);
      await touchDrag(cdp, centre(nameBox), { x: centre(nameBox).x, y: centre(nameBox).y + 8 });
      await expect.poll(async () => (await boxOf(name.id)).y - nameBox.y).toBeGreaterThan(4);
      expect(await transformOf(title.id)).toBe(titleAt);

      // Fill in the name in the form; keep what the canvas shows; save.
      // "Done" ends the selection; the bar then offers the panels again.
      await page.getByTestId("ctx-done").tap();
      await page.getByTestId("sheet-fields").tap();
      await page.locator('[data-testid="value-name"]:visible').fill(j.name);
      await page.getByTestId("sheet-fields").click();
      // At 100 % (one canvas pixel per design pixel: device scale 1) the canvas is the design's width, a width the API renders.
      await page.keyboard.press("Control+1");
      await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width)).toBe(tpl.design.canvas.width);
      await waitForSteadyEditor(page);
      const shown = PNG.sync.read(Buffer.from((await page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"))).split(",")[1], "base64"));
      await page.getByTestId("save").click();
      await page.waitForURL(/\/preview\/[^/]+\/[^/]+\/[^/]+$/, { timeout: 20_000 });
      const card = await (await page.request.get(`/api/cards/${page.url().split("/").pop()}`)).json();
      const savedTitle = card.design.layers.find((l: TextLayerRecord) => l.id === title.id);
      const savedName = card.design.layers.find((l: TextLayerRecord) => l.id === name.id);
      expect(savedTitle.props.text).toBe(j.title);
      expect(savedName.props.text).toBe("{{name}}");
      expect(savedName.y).toBeGreaterThan(name.y);

      // The card's PNG at the canvas's size is what the canvas showed (same renderer)…
      const at = (url: string) => `${url}${url.includes("?") ? "&" : "?"}width=${shown.width}`;
      const png = await fetchBytes(page, at(card.imageUrl));
      expect(png.status).toBe(200);
      const img = PNG.sync.read(png.body);
      expect(img.height).toBe(shown.height);
      const differing = pixelmatch(img.data, shown.data, undefined, img.width, img.height, { threshold: 0.1 }) / (img.width * img.height);
      console.log(`card PNG vs editor canvas (${img.width}×${img.height}, ${j.locale}): ${(differing * 100).toFixed(3)} % of pixels differ`);
      expect(differing).toBeLessThan(0.01);
      // …and where the title and the name are drawn it differs from the template's own picture.
      const template = PNG.sync.read((await fetchBytes(page, at(`/api/templates/${tpl.id}/thumbnail.png`))).body);
      const scale = img.width / card.design.canvas.width;
      for (const layer of [savedTitle, savedName] as Box[]) {
        expect(regionDiff(img, template, scale, layer)).toBeGreaterThan(0.02);
      }
      // Where the fonts allow it (Latin; tesseract reads no Ruqaa calligraphy), OCR reads both back.
      if (j.lang === "eng" && hasTesseract()) {
        const read = { title: ocr(img, scale, savedTitle, j.lang), name: ocr(img, scale, savedName, j.lang) };
        console.log(`OCR (${j.locale}):`, read);
        expect(read.title).toContain(j.title);
        expect(read.name).toContain(j.name);
      }
      expect(problems()).toEqual([]);
      await context.close();
    });
  }
});
