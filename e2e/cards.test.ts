// Issue 5 journey in a real browser: gallery → form with live preview → create → preview → download
// PNG and PDF (real files of the right size) → /view as a stranger (og tags in the raw HTML, text
// escaped) → my cards: edit and delete. Once in Arabic and once in English.
import { describe, expect, inject, it } from "vitest";
import { VIEWPORTS, useBrowser, newContext, screenshot } from "./browser.ts";
import { fetchBytes, pdfPageSize, pngSize, registerUser } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

for (const locale of ["ar", "en"] as const) {
  describe(`card journey (${locale})`, () => {
    it("creates, previews, downloads, shares, views as a stranger, edits and deletes a card", async () => {
      const context = await newContext(browser(), baseUrl, { locale, viewport: locale === "ar" ? "desktop" : "mobile" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await registerUser(page, `cards${locale}`);

      // Gallery of the eid category with real thumbnails.
      await page.goto("/?category=eid");
      const first = page.locator('[data-testid^="template-"]').first();
      await first.waitFor();
      const img = first.locator("img").first();
      // Generous: thumbnails are drawn on first request, on two shared cores.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      await screenshot(page, `cards-gallery-${locale}`);
      await first.click();
      await page.waitForURL(/\/cards\/eid\/[^/]+$/);

      // Empty required name → translated message, nothing created.
      const nameInput = page.locator('form [name="name"]');
      await nameInput.fill("");
      await page.getByTestId("card-submit").click();
      await expect.poll(() => page.locator("form").innerText()).toContain(locale === "ar" ? "هذا الحقل مطلوب" : "This field is required");
      expect(page.url()).toMatch(/\/cards\/eid\//);

      // Markup in a name is just text.
      const name = locale === "ar" ? "سارة <b>&</b> \"أحمد\"" : "Sarah <script>&\"</script>";
      await nameInput.fill(name);
      await page.getByTestId("live-preview").waitFor();
      await screenshot(page, `cards-form-${locale}`);
      await page.getByTestId("card-submit").click();
      await page.waitForURL(/\/preview\/eid\/[^/]+\/[^/]+$/);
      const cardId = page.url().split("/").pop()!;
      await screenshot(page, `cards-preview-${locale}`);

      // Downloads are real files: PNG at the canvas size, PDF with a page.
      const png = await fetchBytes(page, String(await page.getByTestId("download-png").getAttribute("href")));
      expect(png.status).toBe(200);
      const card = await (await page.request.get(`/api/cards/${cardId}`)).json();
      expect(pngSize(png.body)).toEqual({ width: card.width, height: card.height });
      const pdf = await fetchBytes(page, String(await page.getByTestId("download-pdf").getAttribute("href")));
      expect(pdf.status).toBe(200);
      const [, , w, h] = pdfPageSize(pdf.body);
      expect(w / h).toBeCloseTo(card.width / card.height, 2);

      // Copy link counts a share.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByTestId("share-copy").first().click();
      await expect.poll(async () => (await (await page.request.get(`/api/cards/${cardId}`)).json()).counts?.shares).toBe(1);

      // A stranger opens /view: the raw HTML carries escaped og tags, the page shows the card.
      const stranger = await newContext(browser(), baseUrl, { locale });
      const other = await stranger.newPage();
      const raw = await (await other.request.get(`/view/${cardId}`)).text();
      expect(raw).toContain(`<meta property="og:image" content="${baseUrl}/api/cards/${cardId}/image.png?width=1200">`);
      expect(raw).toContain('<meta property="og:type" content="product">');
      expect(raw).not.toContain("<script>&");
      expect(raw).not.toContain("<b>&</b>");
      // Issue 13: the head preloads the card's WebP (LCP image); the page's <img> uses that very response
      // (one request for it) and reserves its box with width/height before it loads.
      expect(raw).toMatch(new RegExp(`<link rel="preload" as="image" type="image/webp" imagesrcset="/api/cards/${cardId}/image\\.webp\\?v=`));
      const webpRequests: string[] = [];
      other.on("request", (r) => {
        if (r.url().includes(`/api/cards/${cardId}/image.`)) webpRequests.push(r.url());
      });
      await other.goto(`/view/${cardId}`);
      await other.locator("img").first().waitFor();
      const viewImg = other.getByTestId("card-image");
      expect([await viewImg.getAttribute("width"), await viewImg.getAttribute("height")]).toEqual([String(card.width), String(card.height)]);
      await expect.poll(() => viewImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("/image.webp?");
      expect(webpRequests.every((u) => u.includes("/image.webp?"))).toBe(true);
      expect(new Set(webpRequests).size).toBe(1);
      // Issue 23: the page itself is drawn by the server (no app bundle): the card is in the HTML, and
      // with JavaScript off it is on the very spot it has with JavaScript on.
      expect(raw).toContain('data-testid="card-image"');
      expect(raw).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
      const pageBox = await viewImg.boundingBox();
      const noScript = await browser().newContext({ baseURL: baseUrl, viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
      await noScript.addCookies([{ name: "locale", value: locale, url: baseUrl }]);
      const still = await noScript.newPage();
      await still.goto(`/view/${cardId}`);
      const stillImg = still.getByTestId("card-image");
      await expect.poll(() => stillImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await stillImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(await viewImg.evaluate((img: HTMLImageElement) => img.currentSrc));
      const stillBox = await stillImg.boundingBox();
      for (const k of ["x", "y", "width", "height"] as const) expect(Math.abs(stillBox![k] - pageBox![k]), k).toBeLessThanOrEqual(1);
      await screenshot(still, `cards-view-first-paint-${locale}`);
      await noScript.close();
      await screenshot(other, `cards-view-${locale}`);
      expect((await other.request.put(`/api/cards/${cardId}`, { data: { values: { name: "x" } }, headers: { origin: baseUrl } })).status()).toBe(401);
      await stranger.close();

      // My cards: edit the name, then delete with confirmation.
      await page.goto("/user/cards");
      await page.getByTestId("edit-card").first().click();
      await page.waitForURL(/\/cards\/eid\/[^/]+\?card=/);
      await nameInput.fill(locale === "ar" ? "ليلى" : "Layla");
      await page.getByTestId("card-submit").click();
      await page.waitForURL(new RegExp(`/preview/eid/[^/]+/${cardId}$`));
      expect((await (await page.request.get(`/api/cards/${cardId}`)).json()).values.name).toBe(locale === "ar" ? "ليلى" : "Layla");
      await page.goto("/user/cards");
      await screenshot(page, `cards-mine-${locale}`);
      await page.getByTestId("delete-card").first().click();
      await page.getByTestId("confirm-delete").click();
      await expect.poll(async () => (await page.request.get(`/api/cards/${cardId}`)).status()).toBe(404);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
