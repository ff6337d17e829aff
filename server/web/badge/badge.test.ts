// Issue 25 §4: the embeddable badge — live status in the certificate's language and direction,
// nothing beyond the verify page, and the only route other sites may frame.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie } from "../../test/factories.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { issueOn, revoke } from "../../routes/api/credentials/test-helpers.ts";

let t: TestApp;
let admin: string;
let templateId: string;

/** Every GET path, read from fastify's route tree ("├── /api/user (GET)", children indented by 4). */
function getRoutes(): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of t.app.printRoutes({ method: "GET", commonPrefix: false }).split("\n")) {
    const m = /^([│ ]*)[├└]── (.*?) \(/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    out.push(stack.join(""));
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());

const badge = (id: string) => t.app.inject({ url: `/embed/certificates/${id}` });

describe("GET /embed/certificates/{id}", () => {
  it("shows name, title, issuer and live status in Arabic (rtl), and turns to revoked at once", async () => {
    const cert = await issueOn(t.app, templateId, { recipientName: "ليلى خالد", course: "إدارة المشاريع" });
    const res = await badge(cert.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.body).toContain("ليلى خالد");
    expect(res.body).toContain("سجل أصلي، الجهة المانحة غير موثّقة"); // made by a visitor: not a verified issuer
    expect(res.body).toContain(`href="http://localhost:3000/certificates/verify/${cert.code}"`);
    expect(Number(/max-age=(\d+)/.exec(String(res.headers["cache-control"]))?.[1])).toBeLessThanOrEqual(300);
    expect((await revoke(t.app, admin, cert.id)).statusCode).toBe(200);
    expect((await badge(cert.id)).body).toContain("شهادة ملغاة");
  });

  it("speaks the certificate's language (English, ltr) whatever the visitor's, and says valid for a verified issuer", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: admin }, payload: { templateId, values: { recipientName: "Layla Khaled", course: "Project management" } } });
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject({ url: `/embed/certificates/${res.json().id}`, headers: { "accept-language": "ar" } });
    expect(page.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(page.body).toContain("Layla Khaled");
    expect(page.body).toContain("Valid certificate"); // issued by an admin: the platform vouches
  });

  it("reveals nothing the verify page does not: no e-mail, no values beyond the title, no owner", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: admin }, payload: { templateId, recipientEmail: "huda@example.org", values: { recipientName: "هدى", course: "سرّي: الدرجة 97" } } });
    expect(res.statusCode, res.body).toBe(201);
    const body = (await badge(res.json().id)).body;
    expect(body).not.toContain("huda@example.org");
    expect(body).not.toContain("الدرجة 97");
    expect(body).not.toMatch(/<script/i);
  });

  it("answers an unknown or malformed id with 404 (no details)", async () => {
    expect((await badge("AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    expect((await badge("bad id")).statusCode).toBe(404);
  });

  it("may be framed by any site; every other route keeps the site's framing policy", async () => {
    const cert = await issueOn(t.app, templateId, { recipientName: "سارة", course: "القيادة" });
    const res = await badge(cert.id);
    expect(res.headers["x-frame-options"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/frame-ancestors \*/);
    expect(csp).not.toContain("unsafe-inline");
    const nonce = /style-src 'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    expect(res.body).toContain(`<style nonce="${nonce}">`);

    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain("/embed/certificates/:id");
    for (const url of new Set(routes)) {
      if (url.startsWith("/embed/")) continue;
      const path = url.replace(/:[A-Za-z]+/g, "x").replace(/\*$/, "x");
      const other = await t.app.inject({ url: path });
      expect(other.headers["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(String(other.headers["content-security-policy"]), path).toMatch(/frame-ancestors '(self|none)'/);
    }
  }, 60_000);
});
