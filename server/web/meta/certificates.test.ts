// The SSR'd HTML of certificate pages: og tags for chat apps (og:type article).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { adminCookie } from "../../test/factories.ts";

let t: TestApp;
let dir: string;
let cert: { id: string; code: string };
let templateId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-cmeta-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>`);
  t = await buildTestApp({ webDir: dir });
  templateId = (await buildCertificateTemplate(t.db)).id;
  cert = (await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values: { recipientName: `<b>نور</b> & "co"`, course: "دورة" }, issuedAt: "2026-03-20" } })).json();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("certificate pages' SSR meta", () => {
  it("/certificate/{id} and /certificates/preview/{id}: escaped title, description with the code, 1200px PNG, article", async () => {
    for (const url of [`/certificate/${cert.id}`, `/certificates/preview/${cert.id}`]) {
      const html = (await t.app.inject({ url, headers: { cookie: "locale=en" } })).body;
      expect(html).not.toContain("<b>نور</b>");
      expect(meta(html, "og:title")).toBe("Sample template — &lt;b&gt;نور&lt;/b&gt; &amp; &quot;co&quot;");
      expect(meta(html, "og:description")).toContain(cert.code);
      expect(meta(html, "og:description")).toContain("March 20, 2026");
      expect(meta(html, "og:type")).toBe("article");
      expect(meta(html, "og:image")).toBe(`http://localhost:3000/api/certificates/${cert.id}/image.png?width=1200`);
      expect(meta(html, "og:image:height")).toBe(String(Math.round((566 * 1200) / 800)));
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/certificate/${cert.id}">`);
    }
  });

  it("/certificates/verify/{code}: the certificate's meta when known, a generic verify page otherwise; unknown ids 404", async () => {
    const html = (await t.app.inject({ url: `/certificates/verify/${cert.code.toLowerCase()}` })).body;
    expect(meta(html, "og:title")).toMatch(/^قالب تجريبي — /);
    expect(meta(html, "og:type")).toBe("article");
    const unknown = await t.app.inject({ url: "/certificates/verify/NOT-A-CODE" });
    expect(unknown.statusCode).toBe(200);
    expect(meta(unknown.body, "og:type")).toBe("article");
    expect(meta(unknown.body, "og:title")).not.toMatch(/موثّقة/);
    expect((await t.app.inject({ url: "/certificate/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
  });

  it("titles follow the status and the issuer's verification: no 'verified' for a visitor's, a revoked or an expired certificate (issue 22.4)", async () => {
    const admin = await adminCookie(t.db);
    const issue = async (body: object) =>
      (await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: admin }, payload: { templateId, values: { recipientName: "سارة", course: "دورة" }, ...body } })).json() as { id: string; code: string };
    const titleOf = async (code: string, locale = "ar") => meta((await t.app.inject({ url: `/certificates/verify/${code}`, headers: { cookie: `locale=${locale}` } })).body, "og:title");
    const descriptionOf = async (code: string) => meta((await t.app.inject({ url: `/certificates/verify/${code}`, headers: { cookie: "locale=en" } })).body, "og:description");

    const valid = await issue({});
    expect(await titleOf(valid.code)).toBe("شهادة موثّقة: قالب تجريبي — سارة");
    expect(await descriptionOf(valid.code)).toMatch(/^Issued by Bitaqa\./);

    expect(await titleOf(cert.code)).not.toMatch(/موثّقة/);
    expect(await descriptionOf(cert.code)).toMatch(/^Made on Bitaqa by a visitor on .*not verified\./);

    const revoked = await issue({});
    await t.app.inject({ method: "POST", url: `/api/admin/certificates/${revoked.id}/revoke`, headers: { cookie: admin }, payload: { reason: "error" } });
    expect(await titleOf(revoked.code)).toBe("شهادة ملغاة: قالب تجريبي — سارة");
    expect(await titleOf(revoked.code, "en")).toBe("Revoked certificate: Sample template — سارة");

    const expired = await issue({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.db.updateTable("certificates").set({ expires_at: "2021-01-01T00:00:00.000Z" }).where("id", "=", expired.id).execute();
    expect(await titleOf(expired.code)).toBe("شهادة منتهية الصلاحية: قالب تجريبي — سارة");
    const page = meta((await t.app.inject({ url: `/certificate/${expired.id}`, headers: { cookie: "locale=fr" } })).body, "og:title");
    expect(page).toMatch(/^Certificat expiré : .* — سارة$/);
  });
});
