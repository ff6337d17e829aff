// Issue 31: the editor's small controls on a phone (390×844, touch), measured where a person reaches
// them as a visitor remixing a card: the details sheet's inputs, the layers sheet's rows with their
// eye and lock buttons, and "discard draft" on the banner shown after a reload restored a draft. Each
// has a box of at least 44×44 CSS px (rows and inputs: 44 px tall), the banner's button still discards
// when tapped, toasts (at the bottom of a phone's screen) end above the phone bar, and the console stays clean. Screenshots: editor-targets-<ar|en>-<details|layers|draft>.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { errorOrCsp, newContext, reportCspViolations, stillBox, useBrowser, watchProblems } from "./browser.ts";
import { waitForCanvas } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs } from "./own-template.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const api = useApiSignedInAs(baseUrl, inject("admin"));
const shotsDir = new URL("./screenshots/", import.meta.url).pathname;
const FINGER = 44;

async function tap(page: Page, target: Locator) {
  const box = await stillBox(target);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Every visible element of the list below FINGER px (height, or both ways), as `testid W×H`. */
async function smallOnes(list: Locator, selector: string, bothWays: boolean): Promise<string[]> {
  return list.locator(selector).evaluateAll(
    (els, [both, finger]) =>
      els
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.height < (finger as number) || ((both as boolean) && r.width < (finger as number))))
        .map(({ el, r }) => `${el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? el.tagName} ${Math.round(r.width)}×${Math.round(r.height)}`),
    [bothWays, FINGER],
  );
}

describe("the editor's small controls on a phone (issue 31)", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`${locale}: details inputs, layer rows, eye/lock and discard draft are finger-sized`, async () => {
      const own = await createOwnTemplate(api(), baseUrl, seedTemplate("card", (t) => t.category === "eid"), { title: `Targets ${locale}`, published: true });
      onTestFinished(() => own.remove());
      const context = await newContext(browser(), baseUrl, { locale, viewport: "mobile", touch: true });
      onTestFinished(() => context.close());
      const page = await context.newPage();
      await reportCspViolations(page);
      const problems = watchProblems(page, { counts: errorOrCsp });
      mkdirSync(shotsDir, { recursive: true });
      const shot = (name: string) => page.screenshot({ path: join(shotsDir, `editor-targets-${locale}-${name}.png`) });

      await page.goto(`/template-editor-unified/${own.id}`);
      await waitForCanvas(page);

      // A toast's lowest edge (the bottom of the toast list's content box) is above the phone bar.
      // The toast viewport and the bar are mounted with the app, not always by the canvas's first drawing.
      await page.locator("ol[tabindex]").waitFor({ state: "attached" });
      await page.getByTestId("tools-bar").waitFor();
      const lift = await page.evaluate(() => {
        const list = document.querySelector("ol[tabindex]")!; // Radix's toast viewport, there before any toast
        const r = list.getBoundingClientRect();
        const bar = document.querySelector('[data-testid="tools-bar"]')!.getBoundingClientRect();
        return { toastsEndAt: Math.round(r.bottom - parseFloat(getComputedStyle(list).paddingBottom)), barTop: Math.round(bar.top) };
      });
      expect.soft(lift.toastsEndAt, "toasts above the phone bar").toBeLessThanOrEqual(lift.barTop);

      // The details sheet: the visitor's first stop.
      await tap(page, page.getByTestId("sheet-fields"));
      const form = page.getByTestId("values-form");
      await form.waitFor();
      // Soft: one run lists every control that is too small.
      expect.soft(await smallOnes(form, "input, textarea, select", false)).toEqual([]);
      const name = form.locator("input").first();
      await tap(page, name);
      await page.keyboard.type(" ✓");
      await shot("details");
      // Autosaved as a draft (localStorage), which the reload below restores.
      await expect.poll(() => page.evaluate((id) => localStorage.getItem(`bitaqa.editor.${id}`) !== null, own.id), { timeout: 15_000 }).toBe(true);

      await tap(page, page.getByTestId("sheet-layers"));
      const layers = page.locator('[data-testid^="layer-row-"]');
      await layers.first().waitFor();
      const sheet = page.getByTestId("bottom-sheet");
      expect.soft(await smallOnes(sheet, '[data-testid^="layer-row-"] > button', false)).toEqual([]);
      expect.soft(await smallOnes(sheet, '[data-testid^="layer-hide-"], [data-testid^="layer-lock-"]', true)).toEqual([]);
      await shot("layers");

      await page.reload();
      await waitForCanvas(page);
      const discard = page.getByTestId("discard-draft");
      await discard.waitFor();
      const box = await stillBox(discard);
      expect.soft(`discard-draft ${Math.round(box.width)}×${Math.round(box.height)}`, "discard draft").toSatisfy(() => box.width >= FINGER && box.height >= FINGER);
      await shot("draft");
      await tap(page, discard);
      await page.getByTestId("draft-restored").waitFor({ state: "detached" });
      expect(problems).toEqual([]);
    });
  }
});
