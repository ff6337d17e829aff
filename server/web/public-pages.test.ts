// The public pages drawn by the server (issue 23): content, language, theme and session in the HTML,
// no app bundle, a GET verify form, cache headers, and /set-preference. The renderer is the web
// source itself (web/ssr/render-public-page.tsx), as the build ships it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { buildTemplate } from "../test/content-factories.ts";

let t: TestApp;
let dir: string;
let cardId: string;
let cert: { id: string; code: string };
let revoked: { id: string; code: string };

const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

async function post(url: string, payload: unknown, cookie?: string) {
  const res = await t.app.inject({ method: "POST", url, payload: payload as object, headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

async function firstTemplate(kind: "card" | "certificate"): Promise<{ id: string; values: Record<string, string> }> {
  const { id } = await buildTemplate(t.db, { kind, published: true });
  return { id, values: { name: "سارة" } };
}

const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-ssr-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "vendor-1.js", "index-1.css", "enhance-Ab1.js"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx") });
  const card = await firstTemplate("card");
  cardId = (await post("/api/cards", { templateId: card.id, values: card.values })).id;
  const c = await firstTemplate("certificate");
  const issue = () => post("/api/certificates", { templateId: c.id, recipientName: "سارة أحمد", values: c.values });
  cert = await issue();
  revoked = await issue();
  await post(`/api/admin/certificates/${revoked.id}/revoke`, { reason: "issued in error" }, await adminCookie(t.db));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("server-drawn public pages", () => {
  it("the verify page answers in the HTML: valid, with the facts, and no app bundle", async () => {
    const res = await page(`/certificates/verify/${cert.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('data-status="valid"');
    expect(res.body).toContain("سارة أحمد");
    expect(res.body).toMatch(/<form[^>]*action="\/certificates\/verify" method="get"/);
    expect(res.body).toMatch(/<input[^>]*name="code"/);
    // The stylesheet stays; the app's scripts and preloads are gone, the enhancement script is in.
    expect(res.body).toContain('href="/assets/index-1.css"');
    expect(res.body).not.toContain("/assets/index-1.js");
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).toContain('<script type="module" src="/assets/enhance-Ab1.js"></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    expect(String(res.headers.vary)).toContain("Cookie");
  });

  it("revoked, unknown and mistyped codes each get their answer", async () => {
    const gone = await page(`/certificates/verify/${revoked.code}`);
    expect(gone.body).toContain('data-status="revoked"');
    expect(gone.body).toContain("issued in error");
    expect((await page("/certificates/verify/7KQ2M-9XD4H-RTA")).body).toMatch(/data-status="(not_found|mistyped)"/);
    expect((await page("/certificates/verify/hello")).body).toContain('data-status="mistyped"');
  });

  it("the GET form's ?code= goes to the code's own page", async () => {
    const res = await page(`/certificates/verify?code=${encodeURIComponent(` ${cert.code} `)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/certificates/verify/${encodeURIComponent(cert.code)}`);
    expect((await page("/certificates/verify")).body).toContain('data-testid="verify-form"');
  });

  it("the certificate page shows its details in the language of the cookie; an unknown one is a 404 page", async () => {
    const res = await page(`/certificate/${cert.id}`, "locale=en");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('data-testid="certificate-code"');
    expect(res.body).toContain(cert.code);
    expect(res.body).toContain("Download PDF");
    // The view is counted by the server as it serves the page (server/analytics/page-events.ts), not posted again;
    // LinkedIn's Add to profile reaches the server through the enhancement script.
    expect(res.body).not.toContain("data-record-view");
    expect(res.body).toContain(`data-record="/api/certificates/${cert.id}/share" data-channel="linkedin"`);
    const missing = await page("/certificate/nope-nope-nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-testid="not-found"');
  });

  it("the card view has the card image and its download links", async () => {
    const res = await page(`/view/${cardId}`, "locale=fr");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="card-image"');
    expect(res.body).toMatch(new RegExp(`href="/api/cards/${cardId}/image\\.png[^"]*" download=`));
    expect(res.body).toMatch(new RegExp(`href="/api/cards/${cardId}/document\\.pdf[^"]*" download=`));
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    // Revalidation: the same page answers 304 to its ETag.
    const again = await t.app.inject({ method: "GET", url: `/view/${cardId}`, headers: { cookie: "locale=fr", "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("the home page lists templates with links; the theme cookie gives the dark class", async () => {
    const res = await page("/", "theme=dark");
    // Arabic unless the visitor chose (as the app): not the browser's Accept-Language.
    const english = await t.app.inject({ method: "GET", url: "/", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(english.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<html class="dark"');
    expect(res.body).toMatch(/href="\/cards\/[a-z]+\/[\w-]+"/);
    const certificates = await page("/?tab=certificates");
    expect(certificates.body).toMatch(/href="\/certificates\/[\w-]+"/);
    expect(certificates.body).toContain('aria-current="page" data-state="active"');
  });

  it("privacy, terms and any unknown path are drawn too (404 for the unknown one)", async () => {
    expect((await page("/privacy")).body).toContain('data-testid="legal-privacy"');
    expect((await page("/terms")).body).toContain('data-testid="legal-terms"');
    const nf = await page("/no/such/page");
    expect(nf.statusCode).toBe(404);
    expect(nf.body).toContain('data-testid="not-found"');
    expect(nf.body).not.toContain("/assets/index-1.js");
  });

  it("a signed-in person's header comes from the session and is never cached publicly", async () => {
    const { user, cookie } = await signedInUser(t.db, { name: "ليلى" });
    const res = await page("/", cookie);
    expect(res.body).toContain("ليلى");
    expect(res.body).toContain('data-testid="account-menu"');
    expect(res.body).not.toContain('data-testid="menu-admin-dashboard"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(user.role).toBe("user");
    const admin = await page("/", await adminCookie(t.db));
    expect(admin.body).toContain('data-testid="menu-admin-dashboard"');
    expect(admin.body).toContain(TEST_ADMIN.username);
    const visitor = await page("/");
    expect(visitor.body).toContain('data-testid="sign-in-link"');
    expect(visitor.headers["cache-control"]).toBe("public, no-cache");
    expect(visitor.headers.etag).toBeTruthy();
    expect(res.headers.etag).toBeUndefined();
  });

  it("app pages stay the SPA", async () => {
    const res = await page("/auth");
    expect(res.body).toContain("/assets/index-1.js");
    expect(res.body).not.toContain("enhance-Ab1.js");
  });
});

describe("/set-preference", () => {
  it("stores the language and theme in cookies and goes back to the page", async () => {
    const res = await page("/set-preference?locale=en&theme=dark&next=%2Fcertificates%2Fverify");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/certificates/verify");
    const cookies = [res.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/locale=en;/);
    expect(cookies).toMatch(/(^|\n)theme=dark;/);
    expect(cookies).toMatch(/theme-choice=dark;/);
  });

  it("ignores unknown values and never leaves the site", async () => {
    const res = await page("/set-preference?locale=xx&theme=pink&next=https%3A%2F%2Fevil.example%2F");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await page("/set-preference?next=%2F%2Fevil.example")).headers.location).toBe("/");
  });
});
