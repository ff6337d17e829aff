// The SSR'd HTML of certificate pages: og tags for chat apps (og:type article).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";

let t: TestApp;
let dir: string;
let cert: { id: string; code: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-cmeta-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>`);
  t = await buildTestApp({ webDir: dir });
  const templateId = (await buildCertificateTemplate(t.db)).id;
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
    expect(meta(html, "og:title")).toMatch(/^شهادة موثّقة/);
    expect(meta(html, "og:type")).toBe("article");
    const unknown = await t.app.inject({ url: "/certificates/verify/NOT-A-CODE" });
    expect(unknown.statusCode).toBe(200);
    expect(meta(unknown.body, "og:type")).toBe("article");
    expect(meta(unknown.body, "og:title")).not.toMatch(/موثّقة/);
    expect((await t.app.inject({ url: "/certificate/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
  });
});
