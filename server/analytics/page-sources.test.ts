// Engagement events of pages (issue 26 §1): the server-drawn card/certificate/verify pages count a
// person's view or verification once (bots, prefetches and the owner do not count), the app's POST /view
// after navigating counts, the JSON verify counts as "api" (or "page" for our app), mail links count
// as mail_opened. The renderer is the web source itself, as in server/web/public-pages.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { BROWSER_UA, GOOGLEBOT_UA, countsOf, templateCountsOf } from "../test/analytics-counts.ts";

let t: TestApp;
let dir: string;
let owner: { cookie: string };
let cardTemplate: string;
let certTemplate: string;

const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "POST", url, payload: payload as object, headers: { origin: t.config.publicUrl, "user-agent": BROWSER_UA, ...headers } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : undefined;
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...headers } });
const newCard = async (cookie?: string): Promise<string> => (await post("/api/cards", { templateId: cardTemplate, values: { name: "سارة" } }, cookie ? { cookie } : {})).id;
const newCertificate = async (cookie?: string): Promise<{ id: string; code: string }> =>
  post("/api/certificates", { templateId: certTemplate, recipientName: "سارة أحمد", values: { name: "سارة" } }, cookie ? { cookie } : {});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-analytics-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "index-1.css", "enhance-Ab1.js"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx") });
  cardTemplate = (await buildTemplate(t.db, { kind: "card", published: true })).id;
  certTemplate = (await buildTemplate(t.db, { kind: "certificate", published: true })).id;
  owner = await signedInUser(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("views of the server-drawn pages", () => {
  it("a person's visit to the certificate page counts one view, and the page posts no second one", async () => {
    const cert = await newCertificate();
    const res = await get(`/certificate/${cert.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("data-record-view");
    // Its share links, copy button and LinkedIn's Add to profile report their click (web/enhance/enhance.ts).
    for (const channel of ["whatsapp", "telegram", "x", "facebook", "email", "link", "linkedin"]) {
      expect(res.body).toContain(`data-record="/api/certificates/${cert.id}/share" data-channel="${channel}"`);
    }
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, view: 1 });
    // The old counter and the per-template table keep up.
    const row = await t.db.selectFrom("certificates").select("view_count").where("id", "=", cert.id).executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(1);
    expect(await templateCountsOf(t.app, certTemplate)).toMatchObject({ "certificate view": expect.any(Number) });
  });

  it("a revalidated page (304) is a person seeing it again", async () => {
    const card = await newCard();
    const first = await get(`/view/${card}`);
    const again = await get(`/view/${card}`, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await countsOf(t.app, card)).view).toBe(2);
  });

  it("crawlers, link previews, prefetches and a missing user agent count nothing", async () => {
    const cert = await newCertificate();
    expect((await get(`/certificate/${cert.id}`, { "user-agent": GOOGLEBOT_UA })).statusCode).toBe(200);
    await get(`/certificate/${cert.id}`, { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" });
    await get(`/certificate/${cert.id}`, { "user-agent": "WhatsApp/2.23.20.0 A" });
    await get(`/certificate/${cert.id}`, { "sec-purpose": "prefetch;prerender" });
    await get(`/certificate/${cert.id}`, { "user-agent": "" });
    expect((await t.app.inject({ method: "HEAD", url: `/certificate/${cert.id}`, headers: { "user-agent": BROWSER_UA } })).statusCode).toBe(200);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1 });
    const row = await t.db.selectFrom("certificates").select("view_count").where("id", "=", cert.id).executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(0);
  });

  it("the owner's own visits do not count; a stranger's does", async () => {
    const card = await newCard(owner.cookie);
    expect((await get(`/view/${card}`, { cookie: owner.cookie })).statusCode).toBe(200);
    const stranger = await signedInUser(t.db);
    await get(`/view/${card}`, { cookie: stranger.cookie });
    await expect.poll(() => countsOf(t.app, card)).toEqual({ issued: 1, view: 1 });
    const row = await t.db.selectFrom("cards").select("view_count").where("id", "=", card).executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(1);
  });

  it("the verify page counts a verification on the page, not a second one through its in-process API call", async () => {
    const cert = await newCertificate();
    const res = await get(`/certificates/verify/${cert.code}`);
    expect(res.statusCode).toBe(200);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "verify:page": 1 });
  });

  it("a page opened from our e-mail's link counts as mail_opened too", async () => {
    const cert = await newCertificate();
    await get(`/certificates/verify/${cert.code}?via=email`);
    await get(`/certificate/${cert.id}?key=abc&via=email`);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "verify:page": 1, view: 1, mail_opened: 2 });
  });
});

describe("the app's calls", () => {
  it("an admin's visits count for nothing, on a certificate with no owner (bulk-issued) as on anyone's", async () => {
    const admin = await adminCookie(t.db);
    const cert = await newCertificate(owner.cookie);
    await t.db.updateTable("certificates").set({ owner_id: null }).where("id", "=", cert.id).execute(); // as a bulk job leaves it
    expect((await get(`/certificate/${cert.id}`, { cookie: admin })).statusCode).toBe(200);
    await post(`/api/certificates/${cert.id}/view`, {}, { cookie: admin });
    const card = await newCard(owner.cookie);
    expect((await get(`/view/${card}`, { cookie: admin })).statusCode).toBe(200);
    await post(`/api/cards/${card}/view`, {}, { cookie: admin });
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1 });
    expect(await countsOf(t.app, card)).toEqual({ issued: 1 });
    // A stranger's view still counts.
    expect((await get(`/certificate/${cert.id}`)).statusCode).toBe(200);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, view: 1 });
  });

  it("POST /view after navigating counts a view (not the owner's, not a bot's)", async () => {
    const card = await newCard(owner.cookie);
    await post(`/api/cards/${card}/view`, {});
    await post(`/api/cards/${card}/view`, {}, { cookie: owner.cookie });
    await post(`/api/cards/${card}/view`, {}, { "user-agent": GOOGLEBOT_UA });
    expect(await countsOf(t.app, card)).toEqual({ issued: 1, view: 1 });
    const cert = await newCertificate(owner.cookie);
    await post(`/api/certificates/${cert.id}/view`, {});
    await post(`/api/certificates/${cert.id}/view`, {}, { cookie: owner.cookie });
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, view: 1 });
  });

  it("the JSON verify counts as api, as page when our app asks, and again from its cache", async () => {
    const cert = await newCertificate();
    expect((await get(`/api/certificates/verify/${cert.code}`)).statusCode).toBe(200);
    expect((await get(`/api/certificates/verify/${cert.code}`)).statusCode).toBe(200); // cached answer
    expect((await get(`/api/certificates/verify/${cert.code}?via=page`)).statusCode).toBe(200);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "verify:api": 2, "verify:page": 1 });
  });

  it("a bot's verification counts nothing, on the page as in the API (people only, issue 36 §4)", async () => {
    const cert = await newCertificate();
    for (const ua of [GOOGLEBOT_UA, "curl/8.5.0", "python-requests/2.32.3"]) {
      expect((await get(`/certificates/verify/${cert.code}`, { "user-agent": ua })).statusCode).toBe(200);
      expect((await get(`/api/certificates/verify/${cert.code}`, { "user-agent": ua })).statusCode).toBe(200);
      expect((await get(`/api/certificates/verify/${cert.code}?via=page`, { "user-agent": ua })).statusCode).toBe(200);
    }
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1 });
    expect((await get(`/certificates/verify/${cert.code}`)).statusCode).toBe(200);
    expect((await get(`/api/certificates/verify/${cert.code}`)).statusCode).toBe(200);
    expect(await countsOf(t.app, cert.id)).toEqual({ issued: 1, "verify:page": 1, "verify:api": 1 });
  });

  it("an unknown code counts nothing", async () => {
    const before = await t.db.selectFrom("analytics_item_days").select("item_id").execute();
    await get("/api/certificates/verify/ABCD-EFGH-JKLM");
    await t.app.analytics.flush();
    expect(await t.db.selectFrom("analytics_item_days").select("item_id").execute()).toHaveLength(before.length);
  });
});
