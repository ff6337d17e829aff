// Issue 16, "Rough edges seen in the browser", items 1–11, each checked in a real browser so it stays
// fixed: scroll on navigation, certificate codes, dashboard activity, the admin template list, HTTP
// status of every SPEC §2 route, template text per language, date picker and drop zone, the home grid,
// the Hijri era on a phone, footer and admin names, no full-screen wait, no 401 in a visitor's
// console, and card dates. Screenshots (ar/en, phone/desktop) land in e2e/screenshots/polish-*.
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { signInAs } from "./helpers.ts";
import { useBrowser, newContext, screenshot } from "./browser.ts";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();
interface Tpl { id: string; kind: string; category: string; title: { ar: string; en: string; fr: string } }
let cards: Tpl[] = [];
let certificates: Tpl[] = [];

beforeAll(async () => {
  cards = await (await fetch(`${baseUrl}/api/templates?kind=card`)).json();
  certificates = await (await fetch(`${baseUrl}/api/templates?kind=certificate`)).json();
});

const post = (page: Page, url: string, data: unknown) => page.request.post(url, { data, headers: { Origin: baseUrl } });

const signInAdmin = (page: Page) => signInAs(page, admin);

describe("issue 16: rough edges", () => {
  it("5 · every SPEC §2 route (and the admin pages) answers 200; an unknown path 404", async () => {
    const card = cards[0];
    const json = { "Content-Type": "application/json", Origin: baseUrl };
    const cardId = (await (await fetch(`${baseUrl}/api/cards`, { method: "POST", headers: json, body: JSON.stringify({ templateId: card.id, values: { name: "Sara" } }) })).json()).id;
    const cert = await (await fetch(`${baseUrl}/api/certificates`, { method: "POST", headers: json, body: JSON.stringify({ templateId: certificates[0].id, values: { recipientName: "Sara", reason: "x" } }) })).json();
    const routes = [
      "/", "/single", "/multi", "/auth", "/login", "/privacy", "/terms", "/contact",
      `/cards/${card.category}/${card.id}`, `/preview/${card.category}/${card.id}/${cardId}`, `/view/${cardId}`,
      "/certificates/verify", "/certificates/verify/7KQ2M-9XD4H-RTP3C", `/certificates/${certificates[0].id}`, `/certificates/preview/${cert.id}`, `/certificate/${cert.id}`,
      "/template-editor/x", "/template-editor-unified", "/template-editor-unified/x", "/template-editor-with-layers", "/template-editor-with-layers/x",
      "/template-editor-with-layers-new", "/template-editor-with-layers-new/x", "/advanced-layer-editor", "/advanced-layer-editor/x", "/social-template-editor/x",
      "/user/dashboard", "/user/cards", "/user/certificates", "/user/profile", "/user/preferences",
      "/admin", "/admin/dashboard", "/admin/categories", "/admin/templates", "/admin/templates/new", "/admin/templates/x", "/admin/templates/x/fields",
      "/admin/template-editor/x", "/admin/users", "/admin/cards", "/admin/certificates", "/admin/certificates/bulk", "/admin/settings",
      "/admin/display-settings", "/admin/settings/auth", "/admin/social-auth-settings", "/admin/seo-settings", "/admin/profile",
      "/admin/api-tokens", "/admin/client-errors",
    ];
    const statuses = await Promise.all(routes.map(async (r) => [r, (await fetch(`${baseUrl}${r}`)).status] as const));
    expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
    expect((await fetch(`${baseUrl}/no/such/page`)).status).toBe(404);
  });

  it("9, 10 · the page renders at once; a visitor is not an error (no 401 in the console)", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "en" });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    const userAnswers: number[] = [];
    page.on("response", (r) => new URL(r.url()).pathname === "/api/user" && userAnswers.push(r.status()));
    await page.goto("/");
    await page.getByTestId("home-multi").waitFor();
    await page.waitForLoadState("networkidle");
    // Issue 23: the home page is drawn by the server, the session read there: the browser asks nothing.
    expect(userAnswers).toEqual([]);
    expect((await page.request.get("/api/user")).status()).toBe(200);
    expect(await (await page.request.get("/api/user")).json()).toBeNull();
    expect(consoleErrors).toEqual([]);

    // The session and the display settings answer late: the 404 page does not wait for them.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/(user|display-settings)$/, async (route) => {
      await held;
      // The page may have moved on by then: a request nobody waits for any more is fine.
      await route.continue().catch(() => undefined);
    });
    await page.goto("/no/such/page", { waitUntil: "commit" });
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId("full-screen-spinner").count()).toBe(0);
    expect(await page.getByTestId("footer").count()).toBe(1);
    release();
    await page.unroute(/\/api\/(user|display-settings)$/);

    // A card's page: header, page and footer in place at once → small layout shift.
    const made = await post(page, "/api/cards", { templateId: cards[0].id, values: { name: "Sara" } });
    expect(made.status()).toBe(201);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (e.hadRecentInput) continue;
          (window as unknown as { __cls: number }).__cls += e.value;
          const sources = (e as unknown as { sources?: { node?: Node }[] }).sources ?? [];
          console.log(`layout-shift ${e.value.toFixed(3)} ${sources.map((x) => (x.node as Element | undefined)?.outerHTML?.slice(0, 120)).join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    page.on("console", (m) => m.text().startsWith("layout-shift") && console.log(m.text()));
    await page.goto(`/view/${(await made.json()).id}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`layout shift on a card's page: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(0.1); // "good" by the Web Vitals threshold (was 0.78 in the issue)
    await context.close();
  });

  it("1 · a new page starts at the top; back returns to where the reader was", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto("/");
    const tile = page.locator(`[data-testid="template-${cards[cards.length - 1].id}"]`);
    await tile.waitFor();
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(400);
    await tile.click();
    await page.waitForURL(/\/cards\//);
    await page.getByTestId("page-title").waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
    await context.close();
  });

  it("8 · the home grid has no holes; social names and the admin's name follow the language", async () => {
    for (const [locale, viewport] of [["ar", "desktop"], ["en", "mobile"]] as const) {
      const context = await newContext(browser(), baseUrl, { locale, viewport });
      const page = await context.newPage();
      await page.goto("/");
      const gallery = page.getByTestId("gallery-card");
      await gallery.waitFor();
      // Tiles have their size before their image arrives (aspect-ratio from the template's size).
      // In each column, every tile starts right under the one above it.
      const gaps = await gallery.evaluate((ul) => {
        const boxes = [...ul.children].map((li) => li.getBoundingClientRect());
        const columns = new Map<number, DOMRect[]>();
        for (const b of boxes) columns.set(Math.round(b.left), [...(columns.get(Math.round(b.left)) ?? []), b]);
        return [...columns.values()].flatMap((col) => col.sort((a, b) => a.top - b.top).slice(1).map((b, i) => b.top - col[i].bottom));
      });
      expect(gaps.length).toBeGreaterThan(0);
      expect(Math.max(...gaps)).toBeLessThan(40);
      const social = await page.getByTestId("footer-social").innerText();
      if (locale === "ar") expect(social).toContain("إنستغرام");
      else expect(social).toContain("Instagram");
      await screenshot(page, `polish-home-${locale}-${viewport}`);
      await context.close();
    }
    const adminName = await (async () => {
      const context = await newContext(browser(), baseUrl, { locale: "ar" });
      const page = await context.newPage();
      await signInAdmin(page);
      const me = await (await page.request.get("/api/user")).json();
      await context.close();
      return me.name;
    })();
    expect(adminName).toBe("مدير الموقع");
  });

  it("8 · the Hijri era stays with its year on a 390 px phone", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto(`/certificates/${certificates[0].id}`);
    const options = page.getByTestId("certificate-options");
    await options.waitFor();
    const lines = await options.evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? "";
        const at = text.indexOf("هـ");
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, Math.max(0, at - 5)); // the year's digits and the era
        range.setEnd(n, at + 2);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return -1;
    });
    expect(lines).toBe(1);
    await screenshot(page, "polish-certificate-form-ar-mobile");
    await context.close();
  });

  it("6, 7, 11 · template text per language, a localized date picker and a drop zone", async () => {
    const wedding = cards.find((c) => c.category === "wedding" && c.title.en === "Blush arch") ?? cards[0];
    for (const [locale, viewport] of [["ar", "mobile"], ["en", "desktop"]] as const) {
      const context = await newContext(browser(), baseUrl, { locale, viewport });
      const page = await context.newPage();
      await page.goto(`/cards/${wedding.category}/${wedding.id}`);
      await page.getByTestId("page-title").waitFor();
      expect(await page.getByTestId("page-title").innerText()).toBe(wedding.title[locale]);
      // The message starts in the design's language, whatever the page's (issue 31 item 4): this card is Arabic.
      const message = await page.locator('form [name="message"]').inputValue();
      expect(/[\u0600-\u06FF]/.test(message)).toBe(true);
      // No native date input; our picker in the page's language, Gregorian and Hijri.
      expect(await page.locator('input[type="date"]').count()).toBe(0);
      await page.getByTestId("date-trigger-date").click();
      const dialog = page.getByTestId("date-dialog-date");
      await dialog.waitFor();
      const gregorianMonth = await dialog.getByTestId("date-month").innerText();
      await dialog.getByTestId("date-calendar-islamic-umalqura").click();
      const hijriMonth = await dialog.getByTestId("date-month").innerText();
      expect(hijriMonth).not.toBe(gregorianMonth);
      if (locale === "ar") {
        expect(hijriMonth).toMatch(/هـ/);
        expect(hijriMonth).not.toMatch(/[٠-٩]/); // the interface's digits, like the rest of the page
      } else {
        expect(hijriMonth).toMatch(/AH/);
      }
      await dialog.getByTestId("date-next").click();
      await screenshot(page, `polish-date-picker-${locale}-${viewport}`);
      await dialog.locator("button[data-day]").nth(9).click();
      const iso = await page.getByTestId("date-value-date").inputValue();
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const shown = await page.getByTestId("date-text-date").innerText();
      expect(shown).not.toContain(iso);
      if (locale === "ar") expect(shown).toMatch(/[\u0600-\u06FF]/);

      // 11 · the card is created with that date and its page draws it (not the ISO digits: see the
      // server test cards/files.test.ts for the drawn text); the value kept is the ISO date.
      await page.locator('form [name="name"]').fill(locale === "ar" ? "سارة" : "Sara");
      await page.getByTestId("card-submit").click();
      await page.waitForURL(/\/preview\//);
      const cardId = page.url().split("/").pop()!;
      expect((await (await page.request.get(`/api/cards/${cardId}`)).json()).values.date).toBe(iso);
      await context.close();
    }

    // 7 · a file drop zone with our own words (the certificate's signature image).
    for (const locale of ["ar", "en"] as const) {
      const context = await newContext(browser(), baseUrl, { locale, viewport: "desktop" });
      const page = await context.newPage();
      await page.goto(`/certificates/${certificates[0].id}`);
      const zone = page.getByTestId("image-signature-zone");
      await zone.waitFor();
      expect(await zone.innerText()).toContain(locale === "ar" ? "اسحب الملف وأفلته هنا" : "Drag and drop the file here");
      expect(await page.locator('input[type="file"]:not(.sr-only)').count()).toBe(0);
      const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGNgYGD4z8DAwMDAAAAOAAEBqW3GNgAAAABJRU5ErkJggg==", "base64");
      const dataTransfer = await page.evaluateHandle((b64) => {
        const dt = new DataTransfer();
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], "signature.png", { type: "image/png" }));
        return dt;
      }, png.toString("base64"));
      await zone.dispatchEvent("drop", { dataTransfer });
      await page.getByTestId("image-preview-signature").waitFor({ timeout: 15_000 });
      expect(await zone.innerText()).toContain("signature.png");
      await screenshot(page, `polish-certificate-form-${locale}-desktop`);
      await context.close();
    }
  });

  it("6 · a template without an English title shows the Arabic one, marked as such", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    await signInAdmin(page);
    const target = cards[cards.length - 1];
    const detail = await (await page.request.get(`/api/admin/templates/${target.id}`)).json();
    const patched = await page.request.patch(`/api/admin/templates/${target.id}`, { data: { title: { ...detail.title, en: "" } }, headers: { Origin: baseUrl } });
    expect(patched.status()).toBe(200);
    const visitor = await (await newContext(browser(), baseUrl, { locale: "en", viewport: "mobile" })).newPage();
    await visitor.goto("/");
    const tile = visitor.getByTestId(`template-${target.id}`);
    await tile.waitFor();
    expect(await tile.getByTestId("translation-fallback").innerText()).toMatch(/in Arabic/i);
    expect(await tile.innerText()).toContain(target.title.ar);
    // Other tiles have their English text and no marker.
    expect(await visitor.getByTestId(`template-${cards[0].id}`).getByTestId("translation-fallback").count()).toBe(0);
    await screenshot(visitor, "polish-fallback-en-mobile");
    await page.request.patch(`/api/admin/templates/${target.id}`, { data: { title: detail.title }, headers: { Origin: baseUrl } });
    await context.close();
    await visitor.context().close();
  });

  it("2, 3, 4 · admin: codes 5-5-5, activity once with names and links, template list in Arabic", async () => {
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    await signInAdmin(page);
    const cert = certificates[0];
    const issued = await post(page, "/api/certificates", { templateId: cert.id, values: { recipientName: "ليلى منصور", reason: "التميز" } });
    expect(issued.status()).toBe(201);
    const code: string = (await issued.json()).code;
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await page.goto("/admin/certificates");
    await page.getByTestId("certificate-list").waitFor();
    expect(await page.getByTestId("certificate-list").innerText()).toContain(code);

    // A card template nobody used yet, so its usage reads "one card" after this.
    const adminCards = (await (await page.request.get("/api/admin/templates?kind=card&pageSize=100")).json()).items as { id: string; title: Tpl["title"]; usage: { cards: number } }[];
    const unused = adminCards.find((c) => c.usage.cards === 0) ?? adminCards[0];
    const made = await post(page, "/api/cards", { templateId: unused.id, values: { name: "سارة" } });
    expect(made.status()).toBe(201);
    const cardId: string = (await made.json()).id;
    await page.goto("/admin/dashboard");
    const activity = page.getByTestId("activity-list");
    await activity.waitFor();
    const text = await activity.innerText();
    expect(text).not.toContain(cardId);
    expect(text).toContain("ليلى منصور");
    expect(await activity.locator(`a[href="/view/${cardId}"]`).count()).toBe(1);
    expect(await activity.locator(`a[href="/view/${cardId}"]`).innerText()).toBe(unused.title.ar);
    await screenshot(page, "polish-admin-dashboard-ar-desktop");

    await page.goto("/admin/templates?kind=card");
    const list = page.getByTestId("template-list");
    await list.waitFor();
    await expect.poll(() => list.getByTestId("template-category").first().innerText()).not.toMatch(/^[a-z]+$/);
    const listText = await list.innerText();
    for (const slug of ["wedding", "eid", "ramadan", "birthday"]) expect(listText).not.toContain(slug);
    expect(listText).toMatch(/زفاف/);
    expect(listText).not.toMatch(/[٠-٩]/); // one digit style for the interface (Latin, see UI_DIGITS)
    expect(listText).not.toMatch(/١ بطاقات/);
    if (unused.usage.cards === 0) expect(await page.locator(`[data-testid="template-${unused.id}"] [data-testid="template-usage"]`).innerText()).toContain("بطاقة واحدة");
    await screenshot(page, "polish-admin-templates-ar-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "polish-admin-templates-ar-mobile");
    await context.close();
  });

  it("7, 11 · an admin chooses a date field's calendar; the picker opens in it and the card prints it", async () => {
    const wedding = cards.find((c) => c.category === "wedding" && c.title.en === "Blush arch") ?? cards[0];
    const context = await newContext(browser(), baseUrl, { locale: "ar" });
    const page = await context.newPage();
    await signInAdmin(page);
    const before = (await (await page.request.get(`/api/admin/templates/${wedding.id}/fields`)).json()).fields as { name: string; type: string }[];
    const index = before.findIndex((f) => f.type === "date");
    expect(index).toBeGreaterThanOrEqual(0);
    await page.goto(`/admin/templates/${wedding.id}/fields`);
    await page.getByTestId(`field-calendar-${index}`).selectOption("islamic-umalqura");
    await page.getByTestId("field-save").click();
    await expect.poll(async () => {
      const fields = (await (await page.request.get(`/api/templates/${wedding.id}`)).json()).fields as { type: string; style: { calendar?: string } }[];
      return fields.find((f) => f.type === "date")?.style.calendar;
    }).toBe("islamic-umalqura");

    const visitor = await (await newContext(browser(), baseUrl, { locale: "en", viewport: "mobile" })).newPage();
    await visitor.goto(`/cards/${wedding.category}/${wedding.id}`);
    await visitor.getByTestId("date-trigger-date").click();
    expect(await visitor.getByTestId("date-calendar-islamic-umalqura").getAttribute("aria-checked")).toBe("true");
    expect(await visitor.getByTestId("date-month").innerText()).toMatch(/AH/);
    await visitor.getByTestId("date-today").click();
    expect(await visitor.getByTestId("date-text-date").innerText()).toMatch(/AH/);
    await visitor.context().close();

    // Back as it was, for the other journeys.
    await page.reload();
    await page.getByTestId(`field-calendar-${index}`).selectOption("gregory");
    await page.getByTestId("field-save").click();
    await expect.poll(async () => {
      const fields = (await (await page.request.get(`/api/templates/${wedding.id}`)).json()).fields as { type: string; style: { calendar?: string } }[];
      return fields.find((f) => f.type === "date")?.style.calendar;
    }).toBe("gregory");
    await context.close();
  });
});
