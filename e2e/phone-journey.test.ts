// Issue 31, "a card in five taps": on a phone (390×844, touch), in ar and en, a visitor goes from the
// home page to the system share sheet with a personalised Eid card by touch taps only (e2e/phone-journey.ts):
// "Eid" on the first screen → the template → the name field (typed) → Create → "Share the card".
// Asserted: at most 5 taps and no scroll needed; the share sheet got the card's JPEG as a File (byte for
// byte the server's image.jpg, a real JPEG of the card's size, lighter than the PNG) with the card's link; the card carries the typed name; the text being typed is
// at least 14 px on the screen; no toast ever overlaps the header (the journey then copies the link,
// which shows one); a clean console. Screenshots of each step as the phone shows them:
// e2e/screenshots/phone-journey-<ar|en>-<step>.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { errorOrCsp, newContext, reportCspViolations, useBrowser, watchProblems } from "./browser.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs } from "./own-template.ts";
import { instrumentContext, sharedFileBytes, walkJourney } from "./phone-journey.ts";
import { jpegSize } from "../server/test/jpeg-size.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const api = useApiSignedInAs(baseUrl, inject("admin"));
const shotsDir = new URL("./screenshots/", import.meta.url).pathname;
const NAMES = { ar: "سارة الحربي", en: "Sarah Jones" } as const;

describe("a card in five taps on a phone (issue 31)", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`${locale}: home → Eid → template → name → create → share, the card's JPEG reaches the share sheet`, async () => {
      const own = await createOwnTemplate(api(), baseUrl, seedTemplate("card", (t) => t.category === "eid"), { title: `Five taps ${locale}`, published: true });
      onTestFinished(() => own.remove());
      const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
      onTestFinished(() => context.close());
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await instrumentContext(context);
      const page = await context.newPage();
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
      await reportCspViolations(page);
      const problems = watchProblems(page, { counts: errorOrCsp, label: () => `${new URL(page.url()).pathname}: ` });
      mkdirSync(shotsDir, { recursive: true });
      const shot = (name: string) => page.screenshot({ path: join(shotsDir, `phone-journey-${locale}-${name}.png`) });

      const r = await walkJourney(page, { category: "eid", templateId: own.id, field: "name", name: NAMES[locale], afterStep: async (step) => void (await shot(step)) });

      expect(r.taps).toBeLessThanOrEqual(5);
      expect(r.scrolls).toBe(0);
      expect(r.editingFontPx).toBeGreaterThanOrEqual(14);
      const card = (await (await page.request.get(`/api/cards/${r.cardId}`)).json()) as { templateId: string; values: Record<string, string>; imageUrl: string; width: number; height: number };
      expect(card.templateId).toBe(own.id);
      expect(card.values.name).toBe(NAMES[locale]);
      // The share sheet got the card's picture as a JPEG file — the very bytes of the server's image.jpg,
      // a JPEG of the card's full size, lighter than the PNG the download gives — and its link.
      const jpg = await (await page.request.get(card.imageUrl.replace(/\.png(?=\?|$)/, ".jpg"))).body();
      const png = await (await page.request.get(card.imageUrl)).body();
      expect(r.share.files).toEqual([{ name: `bitaqa-eid-${r.cardId.slice(0, 8)}.jpg`, type: "image/jpeg", size: jpg.length }]);
      const [shared] = await sharedFileBytes(page);
      expect(shared.equals(jpg)).toBe(true);
      expect(jpegSize(shared)).toEqual({ width: card.width, height: card.height });
      expect(shared.length).toBeLessThan(png.length / 2);
      expect(r.share.url).toBe(`${baseUrl}/view/${r.cardId}`);

      // A toast on this screen (the link copied) shows away from the header.
      await page.getByTestId("share-copy").scrollIntoViewIfNeeded();
      const copy = await page.getByTestId("share-copy").boundingBox();
      await page.touchscreen.tap(copy!.x + copy!.width / 2, copy!.y + copy!.height / 2);
      await page.locator("[data-toast]").first().waitFor({ state: "visible" });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await shot("7-toast");
      const overHeader = await page.evaluate(() => (window as unknown as { __toastsOverTopBar: string[] }).__toastsOverTopBar);
      expect([...r.toastsOverTopBar, ...overHeader]).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
