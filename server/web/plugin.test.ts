// Serving the built web app: assets with immutable cache, SSR'd index.html for pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { BOOT_NAMESPACES } from "../../web/lib/i18n-namespaces.ts";
import { BOOT_CATALOGUES } from "./plugin.ts";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`);
  fs.writeFileSync(path.join(dir, "assets", "app-1.js"), "console.log(1)");
  fs.writeFileSync(path.join(dir, "assets", "cairo-arabic-wght-normal-Ab1_x.woff2"), "");
  fs.writeFileSync(path.join(dir, "assets", "cairo-latin-wght-normal-Cd2-y.woff2"), "");
  fs.writeFileSync(path.join(dir, "assets", "cairo-latin-ext-wght-normal-Ef3.woff2"), "");
  for (const name of ["i18n-ar-web-A1.js", "i18n-ar-polish-B_2.js", "i18n-ar-admin-C3.js", "i18n-en-web-D4.js"]) fs.writeFileSync(path.join(dir, "assets", name), "");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  t = await buildTestApp({ webDir: dir });
  await t.db
    .updateTable("seo_settings")
    .set({ fields: JSON.stringify({ title: `Bitaqa <b>"cards"</b>`, description: "d" }) })
    .where("entity_type", "=", "global")
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("web serving", () => {
  it("serves hashed assets with an immutable cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
    expect(res.headers["cache-control"]).toContain("immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).not.toContain("immutable");
  });

  it("renders index.html for app routes: Arabic RTL by default, escaped SEO", async () => {
    const res = await t.app.inject({ method: "GET", url: "/certificates/verify/ABCD" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("<title>Bitaqa &lt;b&gt;&quot;cards&quot;&lt;/b&gt;</title>");
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:3000/certificates/verify/ABCD">');
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("follows the locale cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "locale=en" } });
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('<meta property="og:type" content="website">');
  });

  it("hands the CSP style nonce to the page and renders dark mode from the theme cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "theme=dark" } });
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers["content-security-policy"])).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce}'`));
    expect(res.body).toMatch(/<html class="dark" lang="ar" dir="rtl">/);
    const light = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "theme=light" } });
    expect(light.body).not.toContain('class="dark"');
  });

  it("preloads the one font face the page's language needs (issue 13)", async () => {
    const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);
    expect(fontPreloads((await t.app.inject({ url: "/" })).body)).toEqual(["/assets/cairo-arabic-wght-normal-Ab1_x.woff2"]);
    expect(fontPreloads((await t.app.inject({ url: "/", headers: { cookie: "locale=en" } })).body)).toEqual(["/assets/cairo-latin-wght-normal-Cd2-y.woff2"]);
    expect(fontPreloads((await t.app.inject({ url: "/", headers: { cookie: "locale=fr" } })).body)).toEqual(["/assets/cairo-latin-wght-normal-Cd2-y.woff2"]);
  });

  it("modulepreloads the request language's boot catalogues, not the others (issue 13)", async () => {
    const modules = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(modules((await t.app.inject({ url: "/" })).body)).toEqual(["/assets/i18n-ar-polish-B_2.js", "/assets/i18n-ar-web-A1.js"]);
    expect(modules((await t.app.inject({ url: "/", headers: { cookie: "locale=en" } })).body)).toEqual(["/assets/i18n-en-web-D4.js"]);
    expect(BOOT_CATALOGUES).toEqual(BOOT_NAMESPACES);
  });

  it("switches zod to jitless before any module runs, with the page's script nonce (no CSP eval report, issue 13)", async () => {
    const res = await t.app.inject({ url: "/" });
    const m = /<script nonce="([^"]+)">globalThis.__zod_globalConfig=\{jitless:true\}<\/script>/.exec(res.body);
    expect(m).not.toBeNull();
    expect(String(res.headers["content-security-policy"])).toMatch(new RegExp(`script-src [^;]*'nonce-${m![1]}'`));
    expect(String(res.headers["content-security-policy"])).not.toContain("unsafe-eval");
    expect(res.body.indexOf("__zod_globalConfig")).toBeLessThan(res.body.indexOf('<script type="module"'));
  });

  it("answers unknown pages with 404 and the app (client-side not-found page)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("never sends index.html raw", async () => {
    const res = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(res.body).not.toContain("<title>x</title>");
  });

  it("keeps /api 404s as JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("notFound");
  });
});
