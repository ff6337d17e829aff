// Issue 31 item 5 in a real browser: on a phone (a tap) and a desktop, a visitor opens the wedding rings card in the social
// editor, taps "story" and saves. The story the browser made (shared/design/resize.ts with the
// browser's text measure) is what the card keeps; measured with the server's fonts and layout, no
// decoration covers text it did not cover in the square original, and the content spans the height.
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser, watchProblems } from "./browser.ts";
import { registerUser } from "./helpers.ts";
import { waitForCanvas, waitForSteadyEditor } from "./editor-watch.ts";
import { designDocument, type DesignValues } from "../shared/design/schema.ts";
import { coveredBox } from "../shared/design/resize-roles.ts";
import { backdropIds, coveredText } from "../server/test/text-overlaps.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const DEVICES = [
  { locale: "ar", phone: true }, { locale: "en", phone: true },
  { locale: "ar", phone: false }, { locale: "en", phone: false },
] as const;

for (const { locale, phone } of DEVICES) {
  const device = phone ? "phone" : "desktop";
  describe(`social formats (${locale}, ${device})`, () => {
    it("a story of the wedding rings card keeps its text clear and uses the height", async () => {
      const context = await newContext(browser(), baseUrl, phone ? { viewport: "mobile", touch: true, locale } : { viewport: "desktop", locale });
      const page = await context.newPage();
      const errors = watchProblems(page);
      await registerUser(page, `formats${locale}`);
      const list: { id: string }[] = await (await page.request.get("/api/templates?kind=card")).json();
      const templates = await Promise.all(list.map(async (t) => (await page.request.get(`/api/templates/${t.id}`)).json()));
      const rings = templates.find((t) => t.design.layers.some((l: { props?: { text?: string } }) => l.props?.text === "ألف مبروك"));
      expect(rings, "the seeded wedding rings card").toBeTruthy();
      const square = designDocument.parse(rings.design);

      await page.goto(`/social-template-editor/${rings.id}`);
      await waitForCanvas(page);
      // The couple's names first (required to save): the story is laid out with the values shown.
      const name = locale === "ar" ? "ليلى وأحمد" : "Layla & Ahmed";
      if (phone) {
        await page.getByTestId("sheet-fields").tap();
        await page.getByTestId("value-name").fill(name);
        await page.getByTestId("sheet-fields").tap();
        await page.getByTestId("format-story").tap();
      } else {
        await page.getByTestId("value-name").fill(name);
        await page.getByTestId("format-story").click();
      }
      await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width / (c as HTMLCanvasElement).height)).toBeCloseTo(1080 / 1920, 2);
      await waitForSteadyEditor(page);
      await screenshot(page, `social-formats-story-${device}-${locale}`);
      await (phone ? page.getByTestId("save").tap() : page.getByTestId("save").click());
      await page.waitForURL(/\/preview\//, { timeout: 20_000 });
      const cardId = page.url().split("/").pop()!;
      const card = await (await page.request.get(`/api/cards/${cardId}`)).json();
      const story = designDocument.parse(card.design);
      expect([story.canvas.width, story.canvas.height]).toEqual([1080, 1920]);

      const values = card.values as DesignValues;
      const backdrops = backdropIds(square);
      const before = coveredText(square, backdrops, values);
      expect([...coveredText(story, backdrops, values)].filter((p) => !before.has(p))).toEqual([]);
      // The ornaments reach the top and the bottom of the story (not a band in its middle).
      const content = story.layers.filter((l) => !backdrops.has(l.id)).map(coveredBox);
      expect(Math.max(0, Math.min(...content.map((b) => b.y0)))).toBeLessThan(0.05 * 1920);
      expect(Math.min(1920, Math.max(...content.map((b) => b.y1)))).toBeGreaterThan(0.95 * 1920);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
