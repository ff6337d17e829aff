// Brand fonts in a real browser (issue 24 §1). Arabic admin at 1440×900: upload Lalezar (WOFF2) on
// /admin/fonts, see its family and Arabic coverage with a sample, use it on a text layer of a
// template, save; the editor canvas and the API PNG agree (pixelmatch), the PDF embeds it; deleting
// it is refused with the template listed. English phone at 390×844: upload Pacifico (TTF), a visitor
// picks it in the phone editor's font menu, saves a card; its PNG differs from the fallback's and
// its PDF embeds Pacifico. Every page: no console error, no CSP violation.
import { createRequire } from "node:module";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";
import { fetchBytes, signInAs } from "./helpers.ts";
import { waitForSteadyEditor } from "./editor-watch.ts";
import { createOwnTemplate, seedTemplate, useApiSignedInAs } from "./own-template.ts";
import { drawnFamily } from "../shared/design/fonts.ts";

const require = createRequire(import.meta.url);
const LALEZAR = require.resolve("@fontsource/lalezar/files/lalezar-arabic-400-normal.woff2");
const PACIFICO = require.resolve("@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf");
const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
const adminApi = useApiSignedInAs(baseUrl, admin);

/** Page errors, console errors and CSP violations; failed requests are listed with their URL (the
 * console only says "Failed to load resource"), except the refusals the journey asks for on purpose. */
function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const errors = watchProblems(page, { counts: (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") });
  page.on("response", (r) => {
    const line = `${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`;
    if (r.status() >= 400 && !expected.some((e) => e.test(line))) errors.push(line);
  });
  return errors;
}

async function waitForCanvas(page: Page) {
  await page.getByTestId("editor-canvas").waitFor();
  await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 60_000 }).toBeGreaterThan(0);
}

/** The uploaded family's face is loaded, under the name it is drawn with (never its own: issue 32). */
const faceLoaded = (page: Page, family: string) =>
  page.evaluate((f) => [...document.fonts].some((face) => face.family.replace(/"/g, "") === f && face.status === "loaded"), drawnFamily(family));

async function uploadFont(page: Page, file: string, family: string) {
  await page.goto("/admin/fonts");
  await page.getByTestId("font-upload-input").setInputFiles(file);
  await page.getByTestId(`font-face-${family}`).waitFor({ timeout: 30_000 });
  await expect.poll(() => faceLoaded(page, family), { timeout: 15_000 }).toBe(true);
}

const pdfEmbeds = (pdf: Buffer, family: string) => new RegExp(`/BaseFont /[A-Z]{6}\\+${family}`).test(pdf.toString("latin1"));

describe("brand fonts", () => {
  it("ar, desktop: upload a WOFF2, see its Arabic coverage, use it on a text layer, save; PNG and PDF use it; delete refused", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    // The editor asks for an autosaved draft first (404: none); the delete is refused on purpose.
    const errors = watchConsole(page, [/^GET \/api\/admin\/templates\/\S+\/draft 404$/, /^DELETE \/api\/admin\/fonts\/\S+ 409$/]);
    await signInAs(page, admin);
    await uploadFont(page, LALEZAR, "Lalezar");
    const card = page.getByTestId("font-face-Lalezar");
    expect(await card.locator("[data-script]").evaluateAll((els) => els.map((e) => e.getAttribute("data-script")))).toContain("arabic");
    expect(await card.getByTestId("font-sample-arabic").evaluate((el) => getComputedStyle(el).fontFamily)).toContain(drawnFamily("Lalezar"));
    await screenshot(page, "fonts-admin-ar-desktop");

    // A published card template of this journey's own (the seed's design), so a card can be made from it
    // and the Lalezar layer it gets is not left in "the first published card" other files on the server use.
    const own = await createOwnTemplate(adminApi(), baseUrl, seedTemplate("card"), { title: "خطوط العلامة", published: true });
    onTestFinished(() => own.remove());
    const templateId = own.id;
    const before = await (await page.request.get(`/api/admin/templates/${templateId}`)).json();
    await page.goto(`/admin/template-editor/${templateId}`);
    await waitForCanvas(page).catch(async (err: unknown) => {
      await screenshot(page, "fonts-editor-not-drawn");
      throw new Error(`editor canvas not drawn; failures: ${errors.join("; ")}`, { cause: err });
    });
    await page.getByTestId("add-text").click();
    await page.keyboard.press("Enter");
    const textarea = page.getByTestId("text-editor");
    await textarea.fill("عيد سعيد مبارك");
    await textarea.press("Escape");
    await page.getByTestId("prop-font").selectOption("Lalezar");
    await page.getByTestId("prop-font-size").fill("120");
    await page.getByTestId("prop-font-size").press("Enter");
    await expect.poll(() => faceLoaded(page, "Lalezar"), { timeout: 15_000 }).toBe(true);
    await screenshot(page, "fonts-editor-ar-desktop");
    await page.keyboard.press("Control+s");
    await expect.poll(async () => (await (await page.request.get(`/api/admin/templates/${templateId}`)).json()).revisionId, { timeout: 20_000 }).not.toBe(before.revisionId);
    const after = await (await page.request.get(`/api/admin/templates/${templateId}`)).json();
    expect(after.design.layers.some((l: { props: { fontFamily?: string } }) => l.props.fontFamily === "Lalezar")).toBe(true);

    // The editor canvas at 100 % and the API's PNG agree (< 1 % of pixels differ).
    await page.getByTestId("preview-mode").selectOption("sample");
    await page.getByTestId("preview-mode").evaluate((el) => (el as HTMLElement).blur());
    await page.keyboard.press("Control+1");
    await expect.poll(() => page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).width)).toBe(after.design.canvas.width);
    await waitForSteadyEditor(page);
    const shown = PNG.sync.read(Buffer.from((await page.getByTestId("editor-canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png"))).split(",")[1], "base64"));
    const api = await fetchBytes(page, `/api/admin/templates/${templateId}/thumbnail.png?width=${shown.width}`);
    const apiImg = PNG.sync.read(api.body);
    const h = Math.min(apiImg.height, shown.height);
    const ratio = pixelmatch(apiImg.data.subarray(0, shown.width * h * 4), shown.data.subarray(0, shown.width * h * 4), undefined, shown.width, h, { threshold: 0.1 }) / (shown.width * h);
    console.log(`brand font: editor canvas vs API PNG ${(ratio * 100).toFixed(3)} % of pixels differ`);
    expect(ratio).toBeLessThan(0.01);

    // A card made from the saved revision: its PDF embeds the uploaded face.
    const made = await page.request.post("/api/cards", { data: { templateId, values: { name: "سارة" } } });
    expect(made.status()).toBe(201);
    const pdf = await fetchBytes(page, (await made.json()).pdfUrl);
    expect(pdfEmbeds(pdf.body, "Lalezar")).toBe(true);

    // Deleting the family that the template uses is refused, the template listed.
    await page.goto("/admin/fonts");
    await page.getByTestId("font-delete-Lalezar").click();
    await page.getByTestId("font-delete-confirm").click();
    await page.getByTestId("font-in-use").waitFor();
    expect(await page.getByTestId("font-in-use").innerText()).toContain(after.title.ar);
    await screenshot(page, "fonts-in-use-ar-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("en, phone: upload a TTF, a visitor picks it in the phone editor and saves a card; PNG and PDF use it", async () => {
    const phone = async () => {
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      await context.addCookies([{ name: "locale", value: "en", url: baseUrl }]);
      await context.addInitScript(() => localStorage.setItem("locale", "en"));
      return context;
    };
    const adminContext = await phone();
    const adminPage = await adminContext.newPage();
    const adminErrors = watchConsole(adminPage);
    await signInAs(adminPage, admin);
    await uploadFont(adminPage, PACIFICO, "Pacifico");
    expect(await adminPage.getByTestId("font-face-Pacifico").locator("[data-script]").evaluateAll((els) => els.map((e) => e.getAttribute("data-script")))).toEqual(["latin"]);
    const del = (await adminPage.getByTestId("font-delete-Pacifico").boundingBox())!;
    expect(Math.min(del.width, del.height)).toBeGreaterThanOrEqual(44);
    await screenshot(adminPage, "fonts-admin-en-phone");
    expect(adminErrors).toEqual([]);
    // The visitor's own published card template (the seed's design), not whatever other files left first.
    const own = await createOwnTemplate(adminApi(), baseUrl, seedTemplate("card"), { title: "خط على الهاتف", published: true });
    onTestFinished(() => own.remove());
    await adminContext.close();

    // A visitor (not signed in) remixes a card with the brand font.
    const context = await phone();
    const page = await context.newPage();
    const errors = watchConsole(page);
    const tpl = await (await page.request.get(`/api/templates/${own.id}`)).json();
    await page.goto(`/template-editor-with-layers/${tpl.id}`);
    await waitForCanvas(page);
    await page.getByTestId("add-text").tap();
    await page.getByTestId("sheet-props").tap();
    const font = page.locator('[data-testid="prop-font"]:visible');
    await font.selectOption("Pacifico");
    await expect.poll(() => faceLoaded(page, "Pacifico"), { timeout: 15_000 }).toBe(true);
    await screenshot(page, "fonts-editor-en-phone");
    await page.getByTestId("sheet-props").tap();
    // The card's first field (a required name), in the details sheet once the selection is done.
    await page.getByTestId("ctx-done").tap();
    await page.getByTestId("sheet-fields").tap();
    await page.getByTestId("bottom-sheet").locator("input").first().fill("Layla");
    await page.getByTestId("sheet-fields").tap();
    await page.getByTestId("save").tap();
    await page.waitForURL(/\/preview\/[^/]+\/[^/]+\/[^/]+$/, { timeout: 20_000 }).catch(async (err: unknown) => {
      await screenshot(page, "fonts-save-failed-en-phone");
      throw new Error(`save did not open the preview; failures: ${errors.join("; ")}`, { cause: err });
    });
    const card = await (await page.request.get(`/api/cards/${page.url().split("/").pop()}`)).json();
    const layer = card.design.layers.find((l: { props: { fontFamily?: string } }) => l.props.fontFamily === "Pacifico");
    expect(layer).toBeTruthy();
    // The same design with the fallback family draws other pixels: the PNG uses the uploaded face.
    const fallbackDesign = { ...card.design, layers: card.design.layers.map((l: { id: string; props: object }) => (l.id === layer.id ? { ...l, props: { ...l.props, fontFamily: "Noto Sans Arabic" } } : l)) };
    const other = await (await page.request.post("/api/cards", { data: { templateId: tpl.id, values: card.values ?? {}, design: fallbackDesign } })).json();
    const [a, b] = [await fetchBytes(page, card.imageUrl), await fetchBytes(page, other.imageUrl)];
    expect(a.status).toBe(200);
    expect(a.body.equals(b.body)).toBe(false);
    expect(pdfEmbeds((await fetchBytes(page, card.pdfUrl)).body, "Pacifico")).toBe(true);
    await screenshot(page, "fonts-card-en-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
