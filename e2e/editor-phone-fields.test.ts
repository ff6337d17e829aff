// Issue 31 items 1 and 4, on a phone (390×844, touch) in Arabic and English: a visitor opens the Eid
// card, taps the name line «إلى {{name}}» twice and types a name. The text editor holds «إلى » and the
// name — never the placeholder — the canvas draws what it holds, the Details form shows the name, no
// dialog asks anything, one undo takes the name away (and redo brings it back), the saved card keeps the
// binding and carries the value. And the samples follow the design's language: this Arabic card shows
// the Arabic sample name in the English UI too.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { useBrowser, screenshot } from "./browser.ts";
import { fetchBytes, canvasChecksum } from "./helpers.ts";
import { watchConsole, waitForCanvas, waitForSteadyEditor } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs, type OwnTemplate } from "./own-template.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface TextLayerRecord { id: string; type: string; props: { text: string; field?: string } }

// The seeded Eid card (its own copy: other files edit the seeded templates on the shared server).
const adminApi = useApiSignedInAs(baseUrl, inject("admin"));
let own: OwnTemplate | undefined;
beforeAll(async () => {
  own = await createOwnTemplate(adminApi(), baseUrl, seedTemplate("card", (t) => t.seedKey === "card-eid-emerald-rosette"), { title: "editor-phone-fields", published: true });
});
afterAll(async () => {
  await own?.remove();
});

/** Everything a person sees or a screen reader says: text, input values, labels, titles, placeholders. */
function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) if (el.type !== "hidden") out.push(el.value);
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const a of ["aria-label", "title", "placeholder", "alt"]) out.push(el.getAttribute(a) ?? "");
    }
    return out.filter((s) => s.includes("{{"));
  });
}

/** The values every Details form input for the name holds (the sheet's and the side panel's, mounted or not). */
const nameInputs = (page: Page) => page.locator('[data-testid="value-name"]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

const ARABIC_MESSAGE = "تقبّل الله منا ومنكم صالح الأعمال، وأعاده عليكم بالخير واليمن والبركات";

const JOURNEYS = [
  { locale: "ar", name: "ليلى حسن" },
  { locale: "en", name: "Layla Hassan" },
] as const;

describe("a visitor types the name on the Eid card, on a phone", () => {
  for (const j of JOURNEYS) {
    it(`edits the value in place, one undo step, saved with its binding, no placeholder anywhere (${j.locale})`, async () => {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem("locale", l), j.locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const tpl = await (await page.request.get(`/api/templates/${own!.id}`)).json();
      const nameLine = (tpl.design.layers as TextLayerRecord[]).find((l) => l.type === "text" && l.props.text.includes("{{name}}"))!;
      expect(nameLine.props.text).toBe("إلى {{name}}");
      await page.goto(`/template-editor-with-layers/${tpl.id}`);
      await waitForCanvas(page);
      await waitForSteadyEditor(page);
      expect(await visibleStrings(page)).toEqual([]);

      // The canvas shows the design's own sample name (Arabic: the design is Arabic), in either UI.
      // The Arabic sample is what the server's thumbnail of this Arabic card draws too.
      const box = (await page.getByTestId(`layer-box-${nameLine.id}`).boundingBox())!;
      const sampleSum = await canvasChecksum(page, box);

      // Tap, tap again: the in-place editor opens on «إلى » with the caret after it.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.locator(`.bq-layer[data-selected="true"]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-layer-id")))).toEqual([nameLine.id]);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const editor = page.getByTestId("text-editor");
      await editor.waitFor();
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await editor.inputValue()).toBe("إلى ");
      // The canvas draws «إلى » itself (the sample name gives way while the name is typed).
      expect(await editor.getAttribute("data-live")).toBe("true");
      expect(await editor.evaluate((el) => [(el as HTMLTextAreaElement).selectionStart, (el as HTMLTextAreaElement).selectionEnd])).toEqual([4, 4]);
      expect(await visibleStrings(page)).toEqual([]);
      await screenshot(page, `editor-fields-${j.locale}-phone-opened`);

      // Typing: the editor holds «إلى <name>», the canvas draws exactly that (live), the form agrees.
      await page.keyboard.type(j.name);
      await expect.poll(() => editor.inputValue()).toBe(`إلى ${j.name}`);
      expect(await editor.getAttribute("data-live")).toBe("true");
      await expect.poll(() => canvasChecksum(page, box)).not.toBe(sampleSum);
      // A Backspace at the start of the name would eat into «إلى »: the static words stay.
      await editor.evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(4, 4));
      await page.keyboard.press("Backspace");
      expect(await editor.inputValue()).toBe(`إلى ${j.name}`);
      expect(await visibleStrings(page)).toEqual([]);
      // Zoomed to the text while typing: its font is at least 22 px on screen (about 14 px at the fitted
      // zoom), and the line is in view in the upper part of the stage, above where the keyboard opens.
      const stageBox = (await page.getByTestId("editor-stage").boundingBox())!;
      expect(await editor.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(22);
      const editing = (await editor.boundingBox())!;
      expect(editing.y).toBeGreaterThanOrEqual(stageBox.y);
      expect(editing.y + editing.height / 2).toBeLessThan(stageBox.y + stageBox.height / 2);
      expect(editing.x + editing.width / 2).toBeGreaterThan(stageBox.x);
      expect(editing.x + editing.width / 2).toBeLessThan(stageBox.x + stageBox.width);
      await screenshot(page, `editor-fields-${j.locale}-phone-editing`);

      // A tap outside the card ends the editing: no question asked. The Details form holds the name.
      const surface = (await page.getByTestId("editor-surface").boundingBox())!;
      const stage = (await page.getByTestId("editor-stage").boundingBox())!;
      await page.touchscreen.tap(surface.x + surface.width / 2, (surface.y + surface.height + stage.y + stage.height) / 2);
      await expect.poll(() => editor.count()).toBe(0);
      expect(dialogs).toEqual([]);
      // The zoom from before the editing is back: the name line is where it was.
      await expect.poll(async () => (await page.getByTestId(`layer-box-${nameLine.id}`).boundingBox())!.width).toBeCloseTo(box.width, 0);
      await waitForSteadyEditor(page);
      const typedSum = await canvasChecksum(page, box);
      expect(typedSum).not.toBe(sampleSum);
      if (await page.getByTestId("context-bar").isVisible()) await page.getByTestId("ctx-done").tap();
      await page.getByTestId("tools-bar").waitFor();
      const details = async (value: string) => {
        await page.getByTestId("sheet-fields").tap();
        await expect.poll(() => nameInputs(page)).toEqual([value]);
        expect(await visibleStrings(page)).toEqual([]);
        await page.getByTestId("sheet-fields").tap();
        await expect.poll(() => nameInputs(page)).toEqual([]);
        await waitForSteadyEditor(page);
      };
      await details(j.name);
      // The message starts as the design's own default: Arabic on this Arabic card, in the English UI too.
      await page.getByTestId("sheet-fields").tap();
      expect(await page.locator('[data-testid="value-message"]').inputValue()).toBe(ARABIC_MESSAGE);
      await page.getByTestId("sheet-fields").tap();
      await waitForSteadyEditor(page);

      // One undo takes the whole name away (nothing left to undo), redo brings it back.
      await page.getByTestId("undo").tap();
      await expect.poll(() => canvasChecksum(page, box)).toBe(sampleSum);
      expect(await page.getByTestId("undo").isDisabled()).toBe(true);
      await details("");
      await page.getByTestId("redo").tap();
      await expect.poll(() => canvasChecksum(page, box)).toBe(typedSum);
      await details(j.name);

      // Saved: the card keeps the binding and carries the value; its PNG is what the canvas showed.
      await page.keyboard.press("Control+1");
      await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width)).toBe(tpl.design.canvas.width);
      await waitForSteadyEditor(page);
      const shown = PNG.sync.read(Buffer.from((await page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"))).split(",")[1], "base64"));
      await page.getByTestId("save").tap();
      await page.waitForURL(/\/preview\/[^/]+\/[^/]+\/[^/]+$/, { timeout: 20_000 });
      const card = await (await page.request.get(`/api/cards/${page.url().split("/").pop()}`)).json();
      expect(card.values.name).toBe(j.name);
      expect(card.design.layers.find((l: TextLayerRecord) => l.id === nameLine.id).props.text).toBe("إلى {{name}}");
      const img = PNG.sync.read((await fetchBytes(page, `${card.imageUrl}${card.imageUrl.includes("?") ? "&" : "?"}width=${shown.width}`)).body);
      const differing = pixelmatch(img.data, shown.data, undefined, img.width, img.height, { threshold: 0.1 }) / (img.width * img.height);
      console.log(`card PNG vs editor canvas (${j.locale}): ${(differing * 100).toFixed(3)} % of pixels differ`);
      expect(differing).toBeLessThan(0.01);
      expect(dialogs).toEqual([]);
      expect(problems()).toEqual([]);
      await context.close();
    });
  }

  it("the template page in the English UI starts the Arabic card with its Arabic message (one language per design)", async () => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(() => localStorage.setItem("locale", "en"));
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await page.goto(`/cards/eid/${own!.id}`);
    await expect.poll(() => page.locator('textarea[name="message"]').inputValue(), { timeout: 20_000 }).toBe(ARABIC_MESSAGE);
    await screenshot(page, "template-page-en-arabic-card");
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("on a desktop, a double-click edits the value in place too (screenshots, ar and en)", async () => {
    for (const j of JOURNEYS) {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem("locale", l), j.locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const tpl = await (await page.request.get(`/api/templates/${own!.id}`)).json();
      const nameLine = (tpl.design.layers as TextLayerRecord[]).find((l) => l.type === "text" && l.props.text.includes("{{name}}"))!;
      await page.goto(`/template-editor-with-layers/${tpl.id}`);
      await waitForCanvas(page);
      await waitForSteadyEditor(page);
      await page.getByTestId(`layer-box-${nameLine.id}`).dblclick();
      const editor = page.getByTestId("text-editor");
      await editor.waitFor();
      await page.keyboard.type(j.name);
      await expect.poll(() => editor.inputValue()).toBe(`إلى ${j.name}`);
      // The Details form beside the canvas follows each keystroke.
      expect(await nameInputs(page)).toEqual([j.name]);
      expect(await visibleStrings(page)).toEqual([]);
      await screenshot(page, `editor-fields-${j.locale}-desktop-editing`);
      expect(problems()).toEqual([]);
      await context.close();
    }
  });
});
