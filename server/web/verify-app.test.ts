// The offline verify app (issue 34 §3), server side: the manifest (Arabic name, scope and start on the
// verify pages, the brand icons as PNG), the list of what the service worker keeps (the issuer's DID
// document and every status list a credential can name), and the page script with the manifest link on
// the verify pages only — never on the other public pages, which keep their 15 KB budget.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildTemplate } from "../test/content-factories.ts";
import type { VerifyAppSync } from "../../shared/verify-app.ts";

let t: TestApp;
let dir: string;
const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;
const SCRIPT = "/assets/verify-app-Zz9.js";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-verify-app-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "index-1.css", "enhance-Ab1.js", "verify-app-Zz9.js", "cairo-arabic-wght-normal-Q1.woff2"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx") });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("offline verify app", () => {
  it("the manifest names the app in Arabic by default, in the visitor's language otherwise, and is scoped to the QR links", async () => {
    const ar = await get("/verify-app.webmanifest");
    expect(ar.statusCode).toBe(200);
    expect(ar.headers["content-type"]).toContain("application/manifest+json");
    const manifest = ar.json();
    expect(manifest).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/V/", scope: "/V/", display: "standalone" });
    expect(manifest.short_name).toBe("تحقّق");
    expect((await get("/verify-app.webmanifest", "locale=fr")).json()).toMatchObject({ lang: "fr", dir: "ltr", short_name: "Vérifier" });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await get(icon.src);
      expect(png.headers["content-type"]).toBe("image/png");
      // The PNG's own width (IHDR) is the size the manifest promises.
      expect(`${png.rawPayload.readUInt32BE(16)}x${png.rawPayload.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it("the worker's list holds the shell, its script, stylesheet and font, the DID document and every status list", async () => {
    const { id: templateId } = await buildTemplate(t.db, { kind: "certificate", published: true });
    const issued = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { origin: t.config.publicUrl }, payload: { templateId, recipientName: "سارة أحمد", values: { name: "سارة" } } });
    expect(issued.statusCode, issued.body).toBe(201);
    // The certificate's credential names its status list (claimed when first served).
    const credential = (await get(`/api/certificates/${issued.json().id}/credential.json`)).json();
    const listUrl = new URL(credential.credentialStatus.statusListCredential as string).pathname;

    const res = await get("/verify-app/sync.json");
    expect(res.headers["cache-control"]).toBe("no-store");
    const sync = res.json() as VerifyAppSync;
    expect(sync.files).toEqual(expect.arrayContaining(["/V/", "/verify-app.webmanifest", SCRIPT, "/assets/index-1.css", "/assets/cairo-arabic-wght-normal-Q1.woff2"]));
    expect(sync.documents).toEqual(expect.arrayContaining(["/verify-app/issuer-dids.json", "/.well-known/did.json", listUrl]));
    // Every listed document is served to anyone (no session: a verifier's phone, any visitor).
    for (const url of [...sync.documents, ...sync.files.filter((f) => !f.startsWith("/assets/"))]) expect((await get(url)).statusCode, url).toBe(200);
  });

  it("the verify pages carry the manifest and the page script with their words; the other public pages do not", async () => {
    for (const url of ["/V/", "/V/VC1-ABC", "/v/VC1-ABC"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).toContain('<link rel="manifest" href="/verify-app.webmanifest">');
      expect(res.body).toContain(`<script type="module" src="${SCRIPT}"></script>`);
    }
    // The app's own page (the shell kept for offline) carries the script's words; a QR link's page is
    // the server's verify page (branch qr-credential), on which the script only registers the worker.
    const shell = (await get("/V/")).body;
    expect(shell).toContain("data-verify-app");
    expect(shell).toContain("آخر مرة اتصل فيها هذا الهاتف");
    for (const url of ["/", "/certificates/verify", "/privacy"]) {
      const res = await get(url);
      expect(res.body, url).not.toContain("verify-app");
      expect(res.body, url).not.toContain('rel="manifest"');
    }
  });
});
