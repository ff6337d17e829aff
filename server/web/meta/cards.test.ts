// The SSR'd HTML of /view/{id} and /preview/… (no JavaScript): chat apps read these og tags.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildTemplate } from "../../test/content-factories.ts";
import { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS, webpUrl, widthSrcSet, withQueryParam } from "../../../shared/api/preview-images.ts";
import { BOOT_VIEW_CLASS, CARD_VIEW_FALLBACK_WIDTH, CARD_VIEW_IMAGE_CLASS, cardViewImageStyle } from "../../../shared/layout/card-view.ts";
import { escapeHtml } from "../renderIndexHtml.ts";

let t: TestApp;
let dir: string;
let templateId: string;
let card: { id: string };
const NAME = `<script>alert("x")</script> & 'Sam'`;
const MESSAGE = `</svg><b>hi</b> "quoted" & more `.repeat(12);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-meta-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title><meta property="og:title" content="old"></head><body><div id="root"></div></body></html>`);
  t = await buildTestApp({ webDir: dir });
  templateId = (await buildTemplate(t.db, { kind: "card", category: "eid" })).id;
  card = (await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: NAME, message: MESSAGE } } })).json();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("card pages' SSR meta", () => {
  it("/view/{id}: og tags with the card's title, recipient, message and 1200px PNG, all escaped", async () => {
    const res = await t.app.inject({ url: `/view/${card.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("</svg><b>");
    expect(html).not.toContain('content="old"');
    const escapedName = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sam&#39;";
    expect(meta(html, "og:title")).toBe(`قالب تجريبي إلى ${escapedName}`);
    expect(html).toContain(`<title>قالب تجريبي إلى ${escapedName}</title>`);
    const description = meta(html, "og:description")!;
    expect(description.startsWith("&lt;/svg&gt;&lt;b&gt;hi&lt;/b&gt; &quot;quoted&quot; &amp; more")).toBe(true);
    expect(description.endsWith("…")).toBe(true);
    expect(meta(html, "og:image")).toBe(`http://localhost:3000/api/cards/${card.id}/image.png?width=1200`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("1200");
    expect(meta(html, "og:type")).toBe("product");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/view/${card.id}">`);
    expect(meta(html, "robots")).toBe("noindex, nofollow");
  });

  it("/view/{id} preloads the card's WebP srcset the page's <picture> asks for (LCP image, issue 13); /preview/… does not", async () => {
    const res = await t.app.inject({ url: `/view/${card.id}` });
    const preload = /<link rel="preload" as="image" type="image\/webp" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(res.body);
    expect(preload).not.toBeNull();
    // The same URLs the web builds from the API's imageUrl (web/pages/cards/CardViewPage.tsx), so the browser reuses the preload.
    const { imageUrl } = (await t.app.inject({ url: `/api/cards/${card.id}` })).json() as { imageUrl: string };
    const unescape = (s: string) => s.replace(/&amp;/g, "&");
    expect(unescape(preload![1])).toBe(widthSrcSet(webpUrl(imageUrl), CARD_VIEW_WIDTHS));
    expect(unescape(preload![1])).toContain(`/api/cards/${card.id}/image.webp?v=`);
    expect(preload![2]).toBe(CARD_VIEW_SIZES);
    const other = await t.app.inject({ url: `/preview/eid/${templateId}/${card.id}` });
    expect(other.body).not.toContain('rel="preload" as="image"');
  });

  it("/view/{id} draws the card before the scripts run: an overlay with the page's <picture>, and the card's API answer as boot data (issue 13)", async () => {
    const res = await t.app.inject({ url: `/view/${card.id}` });
    const api = (await t.app.inject({ url: `/api/cards/${card.id}` })).json() as { imageUrl: string; width: number; height: number };
    const boot = /<body>\s*<div id="boot-view" class="([^"]+)" aria-hidden="true">([\s\S]*?)<\/div><\/div><script type="application\/json" id="boot-data">([\s\S]*?)<\/script>\s*<div id="root">/.exec(res.body);
    expect(boot, res.body).not.toBeNull();
    expect(boot![1]).toBe(BOOT_VIEW_CLASS);
    // The same answer the app would fetch (anonymous: pages do not read the session), escaped for a <script>:
    // the card's name holds "</script>".
    expect(JSON.parse(boot![3])).toEqual({ [`/api/cards/${card.id}`]: api });
    expect(boot![3]).not.toMatch(/<\/?script/i);
    // The very files and box of the page's <picture> (web/pages/cards/CardViewPage.tsx).
    const overlay = boot![2];
    expect(overlay).toContain(`<source class="hidden" type="image/webp" srcset="${escapeHtml(widthSrcSet(webpUrl(api.imageUrl), CARD_VIEW_WIDTHS))}" sizes="${CARD_VIEW_SIZES}">`);
    expect(overlay).toContain(`src="${escapeHtml(withQueryParam(api.imageUrl, "width", CARD_VIEW_FALLBACK_WIDTH))}"`);
    expect(overlay).toContain(`width="${api.width}" height="${api.height}" alt="" fetchpriority="high" class="${CARD_VIEW_IMAGE_CLASS}"`);
    const style = cardViewImageStyle(api.width, api.height);
    expect(overlay).toContain(`style="aspect-ratio: ${style.aspectRatio}; width: ${style.width}"`);
    expect(overlay).not.toContain(NAME);

    for (const url of [`/preview/eid/${templateId}/${card.id}`, "/", "/view/AAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const other = await t.app.inject({ url });
      expect(other.body, url).not.toContain("boot-view");
      expect(other.body, url).not.toContain("boot-data");
    }
  });

  it("/preview/… has the same meta with the /view canonical URL, in the request language", async () => {
    await t.db.updateTable("templates").set({ title: JSON.stringify({ ar: "قالب", en: "Eid card", fr: "Carte" }) }).where("id", "=", templateId).execute();
    const res = await t.app.inject({ url: `/preview/eid/${templateId}/${card.id}`, headers: { cookie: "locale=en" } });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "og:title")).toMatch(/^Eid card for &lt;script&gt;/);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/view/${card.id}">`);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
  });

  it("per-card SEO settings win over the derived values", async () => {
    await t.db.insertInto("seo_settings").values({
      entity_type: "card", entity_id: card.id, fields: JSON.stringify({ title: "Custom <title>", ogImage: "https://cdn.example.com/x.png", noIndex: false }), updated_at: new Date().toISOString(),
    }).execute();
    const html = (await t.app.inject({ url: `/view/${card.id}` })).body;
    expect(meta(html, "og:title")).toBe("Custom &lt;title&gt;");
    expect(meta(html, "og:image")).toBe("https://cdn.example.com/x.png");
    expect(meta(html, "og:image:width")).toBeUndefined();
    expect(meta(html, "robots")).toBeUndefined();
    expect(meta(html, "og:description")).toMatch(/^&lt;\/svg&gt;/);
  });

  it("an unknown card answers 404 with the app", async () => {
    for (const url of ["/view/AAAAAAAAAAAAAAAAAAAAAA", "/view/short", `/preview/eid/${templateId}/AAAAAAAAAAAAAAAAAAAAAA`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
