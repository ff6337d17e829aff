// Issue 24 §1/§5 in a real browser. Arabic desktop (1440×900): an admin opens a template's History,
// opens an older version read-only and restores it: the canvas and the saved template show the older
// design as a NEW revision. English phone (390×844, touch): a signed-in person uploads an image to
// their library in one design and reuses it in a second one; the template picker filters as they
// type and says when nothing matches. Console must stay clean (no error, no CSP violation).
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { errorOrCsp, useBrowser, newContext, screenshot, watchProblems } from "./browser.ts";
import { registerUser, signInAs } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

/** A 1×1 opaque orange PNG (a real image every browser decodes). */
const ORANGE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP438EAAAQRAYhxoDirAAAAAElFTkSuQmCC", "base64");

function watchConsole(page: Page, problems: string[]) {
  // 404: no server draft yet (an answer, not a fault)
  return watchProblems(page, { into: problems, counts: (m) => !/Failed to load resource: the server responded with a status of 404\b/.test(m.text()) && errorOrCsp(m) });
}

async function waitForCanvas(page: Page) {
  await page.getByTestId("editor-canvas").first().waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByTestId("editor-canvas").first().evaluate((c) => Number((c as HTMLCanvasElement).dataset.drawn ?? 0)), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** The colour of the visible editor canvas at a point near its top-start corner (the background). */
/** On a phone the Images and History panels are under the bar's "More" sheet (the bar does not scroll). */
async function tapUnderMore(page: Page, testId: string) {
  await page.getByTestId("phone-more").tap();
  await page.getByTestId("phone-more-sheet").waitFor();
  await page.getByTestId(testId).tap();
}

async function backgroundPixel(page: Page): Promise<number[]> {
  return page.locator('[data-testid="editor-canvas"]:visible').evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    return Array.from(canvas.getContext("2d")!.getImageData(4, 4, 1, 1).data.slice(0, 3));
  });
}

const design = (color: string) => ({ version: 2, canvas: { width: 800, height: 600 }, background: { type: "color", color }, layers: [] });

describe("version history (ar, desktop)", () => {
  it("opens an older version read-only and restores it as a new revision", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    const problems: string[] = [];
    watchConsole(page, problems);
    await signInAs(page, admin);
    const categories = await (await page.request.get("/api/categories?kind=card")).json();
    const created = await (await page.request.post("/api/admin/templates", { data: { kind: "card", categoryId: categories[0].id, title: { ar: "سجل النسخ" }, design: design("#0f766e") } })).json();
    const second = await page.request.put(`/api/admin/templates/${created.id}/design`, { data: { design: design("#b91c1c"), baseRevisionId: created.revisionId } });
    expect(second.status()).toBe(200);
    const current = (await second.json()).revisionId as string;

    await page.goto(`/admin/template-editor/${created.id}`);
    await waitForCanvas(page);
    expect(await backgroundPixel(page)).toEqual([0xb9, 0x1c, 0x1c]);
    await page.getByTestId("tab-history").click();
    await expect.poll(() => page.getByTestId("history-item").count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByTestId("history-item").first().getAttribute("data-current")).toBe("true");
    await expect.poll(() => page.locator('[data-testid="history-item"] img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), { timeout: 20_000 }).toBe(true);

    await page.locator('[data-testid="history-item"][data-number="1"]').click();
    await page.getByTestId("revision-view").waitFor();
    expect(await page.getByTestId("revision-view").innerText()).toContain("للقراءة فقط");
    await expect.poll(() => backgroundPixel(page), { timeout: 20_000 }).toEqual([0x0f, 0x76, 0x6e]);
    // read-only: the properties cannot be reached, nothing can be selected on the canvas
    expect(await page.getByTestId("properties-panel").getAttribute("inert")).not.toBeNull();
    await screenshot(page, "history-revision-ar-desktop");

    // "Back to current" leaves the editor's own design as it was
    await page.getByTestId("history-back").click();
    await expect.poll(() => backgroundPixel(page)).toEqual([0xb9, 0x1c, 0x1c]);

    await page.locator('[data-testid="history-item"][data-number="1"]').click();
    await page.getByTestId("history-restore").click();
    await expect.poll(async () => (await (await page.request.get(`/api/admin/templates/${created.id}`)).json()).revisionId, { timeout: 20_000 }).not.toBe(current);
    const saved = await (await page.request.get(`/api/admin/templates/${created.id}`)).json();
    expect(saved.design.background.color).toBe("#0f766e");
    const history = await (await page.request.get(`/api/admin/templates/${created.id}/revisions`)).json();
    expect(history.items.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(history.items[0]).toMatchObject({ id: saved.revisionId, current: true });
    // the editor reopens on the restored revision: the canvas shows the older design, editable again
    await page.getByTestId("revision-view").waitFor({ state: "detached" });
    await expect.poll(() => backgroundPixel(page), { timeout: 20_000 }).toEqual([0x0f, 0x76, 0x6e]);
    await page.getByTestId("tab-history").click();
    await expect.poll(() => page.getByTestId("history-item").count(), { timeout: 20_000 }).toBe(3);
    await screenshot(page, "history-restored-ar-desktop");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("image library and template search (en, phone)", () => {
  it("uploads an image in one design, reuses it in a second; the picker filters as you type", async () => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    await context.addInitScript(() => localStorage.setItem("locale", "en"));
    const page = await context.newPage();
    const problems: string[] = [];
    watchConsole(page, problems);
    await registerUser(page, "lib");

    // the picker: instant search, then an empty state
    await page.goto("/template-editor-unified");
    await expect.poll(() => page.locator('[data-testid="template-picker"] li').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const all = await page.locator('[data-testid="template-picker"] li').count();
    const templates: Array<{ id: string; title: { en: string; ar: string }; category: string }> = await (await page.request.get("/api/templates?kind=card")).json();
    const wanted = templates.find((t) => t.title.en) ?? templates[0];
    const word = (wanted.title.en || wanted.title.ar).split(" ")[0];
    await page.getByTestId("picker-search").fill(word.toUpperCase());
    await expect.poll(() => page.locator('[data-testid="template-picker"] li').count()).toBeLessThan(all + 1);
    const titlesShown = await page.locator('[data-testid="template-picker"] li').allInnerTexts();
    expect(titlesShown.length).toBeGreaterThan(0);
    expect(titlesShown.every((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await screenshot(page, "picker-search-en-phone");
    await page.getByTestId("picker-search").fill("zzzz no such card");
    await page.getByTestId("picker-empty").waitFor();
    expect(await page.getByTestId("picker-empty").innerText()).toContain("No template matches");
    await screenshot(page, "picker-empty-en-phone");
    await page.getByTestId("picker-search").fill("");
    const [first, second] = templates;

    // design 1: upload into "My uploads" from the Images sheet and use it
    await page.goto(`/template-editor-with-layers/${first.id}`);
    await waitForCanvas(page);
    await tapUnderMore(page, "sheet-images");
    await page.getByTestId("library-empty").waitFor();
    await screenshot(page, "library-empty-en-phone");
    await page.getByTestId("library-file").setInputFiles({ name: "Family logo.png", mimeType: "image/png", buffer: ORANGE_PNG });
    await expect.poll(() => page.getByTestId("library-item").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId("library-item").getAttribute("data-name")).toBe("Family logo");
    const box = (await page.getByTestId("library-use").boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect((await page.getByTestId("library-delete").boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // design 2: the same upload is there; a tap puts it in the design
    await page.goto(`/template-editor-with-layers/${second.id}`);
    await waitForCanvas(page);
    await tapUnderMore(page, "sheet-images");
    await page.getByTestId("library-search").fill("fam");
    await expect.poll(() => page.getByTestId("library-item").count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator('[data-testid="library-item"] img').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, "library-en-phone");
    const image = (await (await page.request.get("/api/library/images")).json()).items[0];
    await page.getByTestId("library-use").tap();
    const draftKey = `bitaqa.editor.${second.id}`;
    await expect.poll(() => page.evaluate((k) => {
      const raw = localStorage.getItem(k);
      return raw ? (JSON.parse(raw).design.layers as Array<{ type: string; props: { src?: string } }>).filter((l) => l.type === "image").map((l) => l.props.src) : [];
    }, draftKey), { timeout: 20_000 }).toContain(image.url);
    await page.getByTestId("library-search").fill("nothing like it");
    await page.getByTestId("library-empty").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the panels in the other language and size (screenshots, clean console)", () => {
  it("ar phone: History and Images sheets; en desktop: Images tab and the picker", async () => {
    const problems: string[] = [];
    const phone = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    await phone.addInitScript(() => localStorage.setItem("locale", "ar"));
    const page = await phone.newPage();
    watchConsole(page, problems);
    await signInAs(page, admin);
    const list = await (await page.request.get("/api/admin/templates?kind=card&pageSize=1")).json();
    await page.goto(`/admin/template-editor/${list.items[0].id}`);
    await waitForCanvas(page);
    await tapUnderMore(page, "sheet-history");
    await expect.poll(() => page.getByTestId("history-item").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const item = (await page.getByTestId("history-item").first().boundingBox())!;
    expect(item.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, "history-ar-phone");
    await tapUnderMore(page, "sheet-images");
    await page.getByTestId("image-library").waitFor();
    await screenshot(page, "library-ar-phone");
    await phone.close();

    const desktop = await newContext(browser(), baseUrl, { locale: "en" });
    const d = await desktop.newPage();
    watchConsole(d, problems);
    await signInAs(d, admin);
    await d.goto(`/admin/template-editor/${list.items[0].id}`);
    await waitForCanvas(d);
    await d.getByTestId("tab-images").click();
    await d.getByTestId("library-file").setInputFiles({ name: "Ministry seal.png", mimeType: "image/png", buffer: ORANGE_PNG });
    await expect.poll(() => d.locator('[data-testid="library-item"][data-name="Ministry seal"]').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(d, "library-en-desktop");
    // an image added with the toolbar's "Image" also lands in the admin's own uploads
    await d.getByTestId("image-input").setInputFiles({ name: "Signature.png", mimeType: "image/png", buffer: ORANGE_PNG });
    await d.getByTestId("library-scope-mine").click();
    await expect.poll(() => d.locator('[data-testid="library-item"][data-name="Signature"]').count(), { timeout: 20_000 }).toBe(1);
    await desktop.close();

    const visitor = await newContext(browser(), baseUrl, { locale: "en" });
    const v = await visitor.newPage();
    watchConsole(v, problems);
    await v.goto("/template-editor-unified");
    await expect.poll(() => v.locator('[data-testid="template-picker"] li').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await v.getByTestId("picker-category-wedding").click();
    await screenshot(v, "picker-en-desktop");
    await visitor.close();
    expect(problems).toEqual([]);
  });
});
