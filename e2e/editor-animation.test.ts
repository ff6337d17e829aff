// Issue 35 on a phone (390×844, touch taps only) in Arabic and English: a visitor taps the Eid card's
// name on the canvas, opens Animate, picks "word by word" (which plays at once on the name), plays the
// design, pauses, scrubs to 0 %, 50 % and 100 % (screenshots), and saves: the saved card's document
// carries the animation. At 0 % the name is not drawn, at 100 % the canvas is the still design.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, screenshot } from "./browser.ts";
import { watchConsole, waitForCanvas, waitForSteadyEditor } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs, type OwnTemplate } from "./own-template.ts";
import { canvasChecksum } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface LayerRecord { id: string; type: string; name: string; props: { text?: string }; animation?: { enter?: { kind: string } } }

// The seeded Eid card, its own copy, with the name line still (the seed animates it): the journey gives it its animation.
const adminApi = useApiSignedInAs(baseUrl, inject("admin"));
let own: OwnTemplate | undefined;
beforeAll(async () => {
  const seed = seedTemplate("card", (t) => t.seedKey === "card-eid-emerald-rosette");
  const design = { ...seed.design, layers: seed.design.layers.map((l) => (l.name === "name" ? { ...l, animation: undefined } : l)) };
  own = await createOwnTemplate(adminApi(), baseUrl, { ...seed, design }, { title: "editor-animation", published: true });
});
afterAll(async () => {
  await own?.remove();
});

/**
 * Starts recording, once per animation frame, the pixels of a layer's box (found again on every frame: the
 * stage re-fits when a sheet grows). The answer stops it and says how many different looks the box had
 * while it stood still: a layer that animates has many, a still one one.
 */
async function recordLooks(page: Page, layerId: string): Promise<() => Promise<number>> {
  await page.evaluate((id) => {
    const w = window as unknown as { __looks: { stop: boolean; seen: Map<string, Set<number>> } };
    const rec = (w.__looks = { stop: false, seen: new Map() });
    const look = () => {
      if (rec.stop) return;
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]')!;
      const b = document.querySelector(`[data-testid="layer-box-${id}"]`)!.getBoundingClientRect();
      const r = canvas.getBoundingClientRect();
      const k = canvas.width / r.width;
      const data = canvas.getContext("2d")!.getImageData(Math.round((b.x - r.left) * k), Math.round((b.y - r.top) * k), Math.max(1, Math.round(b.width * k)), Math.max(1, Math.round(b.height * k))).data;
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) % 1_000_000_007;
      const key = `${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)},${canvas.width}`;
      if (!rec.seen.has(key)) rec.seen.set(key, new Set());
      rec.seen.get(key)!.add(sum);
      requestAnimationFrame(look);
    };
    look();
  }, layerId);
  return () => page.evaluate(() => {
    const rec = (window as unknown as { __looks: { stop: boolean; seen: Map<string, Set<number>> } }).__looks;
    rec.stop = true;
    return Math.max(...[...rec.seen.values()].map((s) => s.size));
  });
}

/** Taps the scrubber where `fraction` of the timeline lies (its start is at the right in Arabic). */
async function tapScrubber(page: Page, fraction: number, rtl: boolean) {
  const box = (await page.getByTestId("anim-scrubber").boundingBox())!;
  const inset = 6;
  const along = inset + fraction * (box.width - 2 * inset);
  await page.touchscreen.tap(rtl ? box.x + box.width - along : box.x + along, box.y + box.height / 2);
}

const scrubbed = (page: Page) => page.getByTestId("anim-scrubber").evaluate((el) => Number((el as HTMLInputElement).value));

describe("a visitor animates the Eid card's name on a phone", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`word by word: picked with a tap, previewed, played, scrubbed and saved (${locale})`, async () => {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const tpl = await (await page.request.get(`/api/templates/${own!.id}`)).json();
      const nameLine = (tpl.design.layers as LayerRecord[]).find((l) => l.type === "text" && l.props.text === "إلى {{name}}")!;
      expect(nameLine.animation).toBeUndefined();
      await page.goto(`/template-editor-with-layers/${tpl.id}`);
      await waitForCanvas(page);
      await waitForSteadyEditor(page);
      const rtl = locale === "ar";
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? "rtl" : "ltr");
      // The seeded card animates already: its timeline is under the canvas, the canvas shows the still.
      await page.getByTestId("timeline").waitFor();
      const box = (await page.getByTestId(`layer-box-${nameLine.id}`).boundingBox())!;
      const still = await canvasChecksum(page, box);

      // A tap on the name selects it; Animate (a text's is under the selection bar's More) opens the choices as a sheet.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.locator(`.bq-layer[data-selected="true"]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-layer-id")))).toEqual([nameLine.id]);
      await page.getByTestId("phone-more").tap();
      const animate = page.getByTestId("sheet-animation");
      await animate.waitFor();
      const target = (await animate.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      await animate.tap();
      await expect.poll(() => page.getByTestId("bottom-sheet").getAttribute("data-sheet")).toBe("animation");
      const words = page.getByTestId("anim-enter-words");
      const choice = (await words.boundingBox())!;
      expect(Math.min(choice.width, choice.height)).toBeGreaterThanOrEqual(44);
      await screenshot(page, `editor-animation-${locale}-phone-choices`);

      // Picking "word by word" plays it at once on the name (the canvas there changes frame after frame),
      // then the still design is back. The sheet grows (timing fields), so the name is looked for again.
      const looks = await recordLooks(page, nameLine.id);
      await words.tap();
      expect(await words.getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => page.getByTestId("anim-still").isDisabled(), { timeout: 10_000 }).toBe(true);
      expect(await looks()).toBeGreaterThan(2);
      await page.getByTestId("sheet-close").tap();
      await page.getByTestId("ctx-done").tap();
      await page.getByTestId("tools-bar").waitFor();
      await waitForSteadyEditor(page);
      expect(await canvasChecksum(page, box)).toBe(still);

      // Play: the time runs; Pause holds it.
      const play = page.getByTestId("anim-play");
      const playBox = (await play.boundingBox())!;
      expect(Math.min(playBox.width, playBox.height)).toBeGreaterThanOrEqual(44);
      const pauseLabel = await play.getAttribute("aria-label");
      await play.tap();
      await expect.poll(() => play.getAttribute("aria-label")).not.toBe(pauseLabel);
      await expect.poll(() => scrubbed(page)).toBeGreaterThan(0.3);
      await play.tap();
      await expect.poll(() => play.getAttribute("aria-label")).toBe(pauseLabel);
      const paused = await scrubbed(page);
      expect(paused).toBeLessThan(6);
      await page.waitForTimeout(400);
      expect(await scrubbed(page)).toBe(paused);

      // Scrub to 0 %, 50 %, 100 %: nothing of the name at 0 %, the still design at 100 %.
      const shots: Record<number, number> = {};
      for (const fraction of [0, 0.5, 1]) {
        await tapScrubber(page, fraction, rtl);
        await expect.poll(async () => (await scrubbed(page)) / 6).toBeCloseTo(fraction, 1);
        await waitForSteadyEditor(page);
        shots[fraction] = await canvasChecksum(page, box);
        await screenshot(page, `editor-animation-${locale}-phone-${fraction * 100}`);
      }
      expect(shots[0]).not.toBe(still);
      expect(shots[1]).toBe(still);

      // The name is required: typed into the Details form. Saved: the card's document carries the name's animation.
      await page.getByTestId("sheet-fields").tap();
      await page.getByTestId("value-name").tap();
      await page.keyboard.type(locale === "ar" ? "ليلى حسن" : "Layla Hassan");
      await page.getByTestId("sheet-close").tap();
      await page.getByTestId("save").tap();
      await page.waitForURL(/\/preview\/[^/]+\/[^/]+\/[^/]+$/, { timeout: 20_000 });
      const card = await (await page.request.get(`/api/cards/${page.url().split("/").pop()}`)).json();
      const saved = (card.design.layers as LayerRecord[]).find((l) => l.id === nameLine.id)!;
      expect(saved.animation?.enter?.kind).toBe("words");
      expect(problems()).toEqual([]);
      await context.close();
    });
  }

  it("on a desktop the choices end the properties panel (screenshots, ar and en)", async () => {
    for (const locale of ["ar", "en"] as const) {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const tpl = await (await page.request.get(`/api/templates/${own!.id}`)).json();
      const nameLine = (tpl.design.layers as LayerRecord[]).find((l) => l.type === "text" && l.props.text === "إلى {{name}}")!;
      await page.goto(`/template-editor-with-layers/${tpl.id}`);
      await waitForCanvas(page);
      await waitForSteadyEditor(page);
      await page.getByTestId(`layer-box-${nameLine.id}`).click();
      await page.getByTestId("anim-enter-words").scrollIntoViewIfNeeded();
      await page.getByTestId("anim-enter-words").click();
      expect(await page.getByTestId("anim-enter-words").getAttribute("aria-checked")).toBe("true");
      await page.getByTestId("anim-scrubber").fill("5.2");
      await waitForSteadyEditor(page);
      await screenshot(page, `editor-animation-${locale}-desktop`);
      expect(problems()).toEqual([]);
      await context.close();
    }
  });
});
