// Issue 32 (Medium 3) in Chromium: a visitor's card whose text makes the design too costly to draw is
// refused in the editor before anything is sent — the message in their language names the layer, the
// work stays — on a phone (390×844, touch: a real tap on Save) and on a desktop (1440×900).
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { newContext, useBrowser, screenshot } from "./browser.ts";
import { watchConsole, waitForCanvas } from "./editor-watch.ts";
import { useApiSignedInAs } from "./own-template.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const adminApi = useApiSignedInAs(baseUrl, inject("admin"));
const LONG = "كل عام وأنتم بخير ".repeat(12).slice(0, 200);

/** A published card template within the budget as written, whose message field's default text makes it too costly. */
async function glowingTemplate(): Promise<string> {
  const api = adminApi();
  const headers = { origin: baseUrl };
  const categories: { items: { id: string; slug: string }[] } = await (await api.get("/api/admin/categories?kind=card")).json();
  const design = {
    version: 2,
    canvas: { width: 1080, height: 1080 },
    layers: [{ id: "glow", type: "text", name: "Glowing message", x: 40, y: 40, width: 1000, height: 1000, index: "a0", props: { text: "{{message}}", fontSize: 40, letterSpacing: 2, color: "#7a4b00", shadow: { color: "#000000", blur: 60, offsetX: 0, offsetY: 0 }, outline: { color: "#ffffff", width: 20 } } }],
  };
  const fields = [{ name: "message", label: { ar: "الرسالة", en: "Message", fr: "Message" }, type: "textarea", position: 0, defaultValue: LONG }];
  const created = await api.post("/api/admin/templates", { data: { kind: "card", categoryId: categories.items[0].id, title: { ar: "توهج", en: "Glow", fr: "Lueur" }, design, fields }, headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.patch(`/api/admin/templates/${id}`, { data: { published: true, sortOrder: 100_000 }, headers })).ok()).toBe(true);
  onTestFinished(async () => void (await api.delete(`/api/admin/templates/${id}`, { headers })));
  return id;
}

const LOOKS = [
  { locale: "ar", viewport: "mobile", touch: true, text: "رسم هذا التصميم سيستغرق وقتًا أطول من اللازم", layer: "«Glowing message»" },
  { locale: "en", viewport: "mobile", touch: true, text: "This design would take too long to draw", layer: "“Glowing message”" },
  { locale: "ar", viewport: "desktop", touch: false, text: "رسم هذا التصميم سيستغرق وقتًا أطول من اللازم", layer: "«Glowing message»" },
  { locale: "en", viewport: "desktop", touch: false, text: "This design would take too long to draw", layer: "“Glowing message”" },
] as const;

describe("render cost in the editor", () => {
  for (const look of LOOKS) {
    it(`${look.locale} ${look.viewport}: Save is refused before sending, naming the layer`, async () => {
      const id = await glowingTemplate();
      const context = await newContext(browser(), baseUrl, { locale: look.locale, viewport: look.viewport, touch: look.touch });
      onTestFinished(() => context.close());
      const page = await context.newPage();
      const problems = await watchConsole(page);
      const writes: string[] = [];
      page.on("request", (r) => {
        if (r.method() !== "GET" && /\/api\/cards/.test(r.url())) writes.push(`${r.method()} ${r.url()}`);
      });
      await page.goto(`/template-editor/${id}`);
      await waitForCanvas(page);
      const save = page.getByTestId("save");
      if (look.touch) await save.tap();
      else await save.click();
      const toast = page.getByText(look.text).first();
      await toast.waitFor({ timeout: 10_000 });
      expect(await toast.textContent()).toContain(look.layer);
      expect(writes).toEqual([]);
      // The work stays: the canvas and its layer are still there.
      await expect.poll(() => page.getByTestId("layer-box-glow").count()).toBe(1);
      await screenshot(page, `render-cost-${look.locale}-${look.viewport}`);
      expect(problems()).toEqual([]);
    }, 60_000);
  }
});
