// Every admin route, as visitor (401), signed-in user (403) and admin (2xx). The list of routes is
// read from Fastify itself, so a new admin route without a row here fails the "all covered" check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, buildUser, signedInUser } from "../../../test/factories.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { PNG_1PX, multipartBody } from "./test-helpers.ts";
import { routeTable } from "../../../test/route-table.ts";

let t: TestApp;
let adminC: string;
let userC: string;
const ids: Record<string, string> = {};
const seen = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp();
  adminC = await adminCookie(t.db);
  userC = (await signedInUser(t.db)).cookie;
  const template = await buildTemplate(t.db);
  ids.template = template.id;
  ids.templateRevision = template.revisionId;
  ids.template2 = (await buildTemplate(t.db)).id;
  ids.user = (await buildUser(t.db)).id;
  const category = await t.db.selectFrom("categories").select("id").where("slug", "=", "wedding").executeTakeFirstOrThrow();
  ids.category = category.id;
});
afterAll(() => t.close());

// fonts: admin/fonts/fonts.test.ts checks 401/403 with real font files (a PNG body would answer 415);
// webhooks (admin/webhooks/webhooks.test.ts) and revisions (admin/templates/revisions.test.ts) check
// 401/403 on every one of their calls with the rows they need; security/access-rules.ts covers all three.
const OTHER_SUITES = ["/api/admin/jobs", "/api/admin/certificates/bulk", "/api/admin/fonts", "/api/admin/webhooks", "/api/admin/templates/:id/revisions"];

type Row = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: () => string; route: string; body?: () => unknown; multipart?: boolean; ok: number };

const ROUTES: Row[] = [
  { method: "GET", route: "/api/admin/stats", url: () => "/api/admin/stats", ok: 200 },
  { method: "GET", route: "/api/admin/analytics", url: () => "/api/admin/analytics", ok: 200 },
  { method: "GET", route: "/api/admin/client-errors", url: () => "/api/admin/client-errors", ok: 200 },
  { method: "GET", route: "/api/admin/categories", url: () => "/api/admin/categories", ok: 200 },
  { method: "POST", route: "/api/admin/categories", url: () => "/api/admin/categories", body: () => ({ kind: "card", slug: `c-${Date.now()}`, name: { ar: "تصنيف" } }), ok: 201 },
  { method: "PUT", route: "/api/admin/categories/order", url: () => "/api/admin/categories/order", body: () => ({ kind: "card", ids: [ids.category] }), ok: 204 },
  { method: "GET", route: "/api/admin/categories/:id", url: () => `/api/admin/categories/${ids.category}`, ok: 200 },
  { method: "PATCH", route: "/api/admin/categories/:id", url: () => `/api/admin/categories/${ids.category}`, body: () => ({ hidden: false }), ok: 200 },
  { method: "DELETE", route: "/api/admin/categories/:id", url: () => `/api/admin/categories/${ids.category}`, ok: 204 },
  { method: "GET", route: "/api/admin/templates", url: () => "/api/admin/templates", ok: 200 },
  { method: "POST", route: "/api/admin/templates", url: () => "/api/admin/templates", body: () => ({ kind: "card", categoryId: ids.eid, title: { ar: "جديد" } }), ok: 201 },
  { method: "GET", route: "/api/admin/templates/:id", url: () => `/api/admin/templates/${ids.template}`, ok: 200 },
  { method: "PATCH", route: "/api/admin/templates/:id", url: () => `/api/admin/templates/${ids.template}`, body: () => ({ published: false }), ok: 200 },
  { method: "PUT", route: "/api/admin/templates/:id/design", url: () => `/api/admin/templates/${ids.template}/design`, body: () => ({ design: { version: 2, canvas: { width: 100, height: 100 }, layers: [] }, baseRevisionId: ids.templateRevision }), ok: 200 },
  { method: "GET", route: "/api/admin/templates/:id/fields", url: () => `/api/admin/templates/${ids.template}/fields`, ok: 200 },
  { method: "PUT", route: "/api/admin/templates/:id/fields", url: () => `/api/admin/templates/${ids.template}/fields`, body: () => ({ fields: [] }), ok: 200 },
  { method: "POST", route: "/api/admin/templates/:id/duplicate", url: () => `/api/admin/templates/${ids.template}/duplicate`, ok: 201 },
  { method: "DELETE", route: "/api/admin/templates/:id", url: () => `/api/admin/templates/${ids.template2}`, ok: 204 },
  { method: "POST", route: "/api/admin/templates/:id/restore", url: () => `/api/admin/templates/${ids.template2}/restore`, ok: 200 },
  { method: "GET", route: "/api/admin/templates/:id/thumbnail.png", url: () => `/api/admin/templates/${ids.template}/thumbnail.png`, ok: 200 },
  { method: "PUT", route: "/api/admin/templates/:id/draft", url: () => `/api/admin/templates/${ids.template}/draft`, body: () => ({ design: { version: 2, canvas: { width: 100, height: 100 }, layers: [] } }), ok: 200 },
  { method: "GET", route: "/api/admin/templates/:id/draft", url: () => `/api/admin/templates/${ids.template}/draft`, ok: 200 },
  { method: "DELETE", route: "/api/admin/templates/:id/draft", url: () => `/api/admin/templates/${ids.template}/draft`, ok: 204 },
  { method: "GET", route: "/api/admin/users", url: () => "/api/admin/users", ok: 200 },
  { method: "GET", route: "/api/admin/users/:id", url: () => `/api/admin/users/${ids.user}`, ok: 200 },
  { method: "PATCH", route: "/api/admin/users/:id", url: () => `/api/admin/users/${ids.user}`, body: () => ({ active: true }), ok: 200 },
  { method: "GET", route: "/api/admin/cards", url: () => "/api/admin/cards", ok: 200 },
  { method: "GET", route: "/api/admin/cards/:id", url: () => `/api/admin/cards/${ids.card}`, ok: 200 },
  { method: "DELETE", route: "/api/admin/cards/:id", url: () => `/api/admin/cards/${ids.card}`, ok: 204 },
  { method: "GET", route: "/api/admin/certificates", url: () => "/api/admin/certificates", ok: 200 },
  { method: "GET", route: "/api/admin/certificates/:id", url: () => `/api/admin/certificates/${ids.certificate}`, ok: 200 },
  { method: "POST", route: "/api/admin/certificates/:id/revoke", url: () => `/api/admin/certificates/${ids.certificate}/revoke`, body: () => ({ reason: "issued in error" }), ok: 200 },
  { method: "GET", route: "/api/admin/mail/settings", url: () => "/api/admin/mail/settings", ok: 200 },
  { method: "PUT", route: "/api/admin/mail/settings", url: () => "/api/admin/mail/settings", body: () => ({ host: "" }), ok: 200 },
  { method: "POST", route: "/api/admin/mail/test", url: () => "/api/admin/mail/test", body: () => ({ to: "test@example.test" }), ok: 202 },
  { method: "GET", route: "/api/admin/mail/outbox", url: () => "/api/admin/mail/outbox", ok: 200 },
  { method: "GET", route: "/api/admin/mail/outbox/:id", url: () => `/api/admin/mail/outbox/${ids.mail}`, ok: 200 },
  { method: "GET", route: "/api/admin/mail/outbox/:id/html", url: () => `/api/admin/mail/outbox/${ids.mail}/html`, ok: 200 },
  { method: "POST", route: "/api/admin/mail/outbox/:id/resend", url: () => `/api/admin/mail/outbox/${ids.mail}/resend`, ok: 202 },
  { method: "GET", route: "/api/admin/mail/certificate-settings", url: () => "/api/admin/mail/certificate-settings", ok: 200 },
  { method: "PUT", route: "/api/admin/mail/certificate-settings", url: () => "/api/admin/mail/certificate-settings", body: () => ({ enabled: false, pdf: "link" }), ok: 200 },
  { method: "POST", route: "/api/admin/mail/certificates/:id/send", url: () => `/api/admin/mail/certificates/${ids.certificate}/send`, body: () => ({ pdf: "link" }), ok: 202 },
  { method: "GET", route: "/api/admin/mail/jobs/:id/deliveries", url: () => `/api/admin/mail/jobs/${ids.mailJob}/deliveries`, ok: 200 },
  { method: "POST", route: "/api/admin/mail/jobs/:id/deliveries/resend-failed", url: () => `/api/admin/mail/jobs/${ids.mailJob}/deliveries/resend-failed`, ok: 202 },
  { method: "GET", route: "/api/admin/pages", url: () => "/api/admin/pages", ok: 200 },
  { method: "PUT", route: "/api/admin/pages", url: () => "/api/admin/pages", body: () => ({ privacy: { en: "# Privacy" } }), ok: 200 },
  { method: "GET", route: "/api/admin/pages/contact-messages", url: () => "/api/admin/pages/contact-messages", ok: 200 },
  { method: "DELETE", route: "/api/admin/certificates/:id", url: () => `/api/admin/certificates/${ids.certificate}`, ok: 204 },
  { method: "GET", route: "/api/admin/settings", url: () => "/api/admin/settings", ok: 200 },
  { method: "GET", route: "/api/admin/settings/:group", url: () => "/api/admin/settings/appearance", ok: 200 },
  { method: "PUT", route: "/api/admin/settings/:group", url: () => "/api/admin/settings/appearance", body: () => ({ defaultTheme: "dark", primaryColor: "#112233" }), ok: 200 },
  { method: "GET", route: "/api/admin/display-settings", url: () => "/api/admin/display-settings", ok: 200 },
  { method: "PUT", route: "/api/admin/display-settings", url: () => "/api/admin/display-settings", body: () => ({ displayMode: "single", templateViewMode: "multi" }), ok: 200 },
  { method: "GET", route: "/api/admin/brand-palettes", url: () => "/api/admin/brand-palettes", ok: 200 },
  { method: "PUT", route: "/api/admin/brand-palettes", url: () => "/api/admin/brand-palettes", body: () => ({ palettes: [] }), ok: 200 },
  { method: "GET", route: "/api/admin/seo/global", url: () => "/api/admin/seo/global", ok: 200 },
  { method: "PUT", route: "/api/admin/seo/global", url: () => "/api/admin/seo/global", body: () => ({ title: "Bitaqa" }), ok: 200 },
  { method: "GET", route: "/api/admin/seo/:type/:id", url: () => `/api/admin/seo/category/${ids.eid}`, ok: 200 },
  { method: "PUT", route: "/api/admin/seo/:type/:id", url: () => `/api/admin/seo/category/${ids.eid}`, body: () => ({ noIndex: true }), ok: 200 },
  { method: "GET", route: "/api/admin/auth-providers", url: () => "/api/admin/auth-providers", ok: 200 },
  { method: "GET", route: "/api/admin/auth-providers/:provider", url: () => "/api/admin/auth-providers/google", ok: 200 },
  { method: "PUT", route: "/api/admin/auth-providers/:provider", url: () => "/api/admin/auth-providers/google", body: () => ({ clientId: "abc", enabled: false }), ok: 200 },
  { method: "DELETE", route: "/api/admin/auth-providers/:provider", url: () => "/api/admin/auth-providers/google", ok: 204 },
  { method: "POST", route: "/api/admin/uploads", url: () => "/api/admin/uploads", multipart: true, ok: 201 },
  { method: "GET", route: "/api/admin/api-tokens", url: () => "/api/admin/api-tokens", ok: 200 },
  { method: "POST", route: "/api/admin/api-tokens", url: () => "/api/admin/api-tokens", body: () => ({ name: "LMS", scopes: ["certificates:issue"] }), ok: 201 },
  { method: "DELETE", route: "/api/admin/api-tokens/:id", url: () => `/api/admin/api-tokens/${ids.apiToken}`, ok: 204 },
  { method: "GET", route: "/api/admin/issuer", url: () => "/api/admin/issuer", ok: 200 },
  { method: "PUT", route: "/api/admin/issuer", url: () => "/api/admin/issuer", body: () => ({ didMethod: "key", cryptosuite: "eddsa-jcs-2022" }), ok: 200 },
];

async function call(row: Row, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (row.multipart) {
    const { body, contentType } = multipartBody("file", "a.png", PNG_1PX);
    return t.app.inject({ method: row.method, url: row.url(), headers: { ...headers, "content-type": contentType }, payload: body });
  }
  return t.app.inject({ method: row.method, url: row.url(), headers, ...(row.body ? { payload: row.body() as object } : {}) });
}

describe("admin routes: visitor 401, user 403, admin 2xx", () => {
  beforeAll(async () => {
    ids.eid = (await t.db.selectFrom("categories").select("id").where("slug", "=", "eid").executeTakeFirstOrThrow()).id;
    const { createTestCard, createTestCertificate } = await import("./test-helpers.ts");
    ids.card = await createTestCard(t.db, ids.template);
    const certTemplate = await buildTemplate(t.db, { kind: "certificate" });
    ids.certificate = await createTestCertificate(t.db, certTemplate.id);
    const { createApiToken } = await import("../../../services/api-tokens/tokens.ts");
    const admin = await t.db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
    ids.apiToken = (await createApiToken(t.db, { name: "to revoke", scopes: ["credentials:issue"], createdBy: admin.id })).apiToken.id;
    // E-mail (issue 15): a certificate with a recipient address, one outbox message and its job.
    await t.db.updateTable("certificates").set({ recipient_email: "recipient@example.test" }).where("id", "=", ids.certificate).execute();
    const { queueMail } = await import("../../../mail/queue-mail.ts");
    ids.mail = await queueMail(t.app, { kind: "test", to: "someone@example.test", locale: "en", content: { subject: "s", heading: "h", paragraphs: [] } });
    ids.mailJob = (await t.db.selectFrom("jobs").select("id").where("type", "=", "mail.send").executeTakeFirstOrThrow()).id;
  });

  for (const row of ROUTES) {
    it(`${row.method} ${row.route}`, async () => {
      seen.add(`${row.method} ${row.route}`);
      expect((await call(row)).statusCode).toBe(401);
      expect((await call(row, userC)).statusCode).toBe(403);
      const res = await call(row, adminC);
      expect(res.statusCode, res.body).toBe(row.ok);
    });
  }

  it("covers every registered /api/admin route", () => {
    const registered = new Set(routeTable(t.app).filter((r) => r.url.startsWith("/api/admin")).map((r) => `${r.method} ${r.url}`));
    const missing = [...registered].filter((r) => !ROUTES.some((row) => `${row.method} ${row.route}` === r) && !OTHER_SUITES.some((o) => r.includes(o)));
    expect(registered.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  // Bulk issuance and jobs have their own suites (admin answers need their fixtures); here only the refusals.
  for (const url of ["/api/admin/jobs/some-id", "/api/admin/jobs/some-id/result.zip"]) {
    it(`GET ${url} refuses visitors and users`, async () => {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: userC } })).statusCode).toBe(403);
    });
  }
  for (const url of ["/api/admin/certificates/bulk", "/api/admin/certificates/bulk/preview"]) {
    it(`POST ${url} refuses visitors and users`, async () => {
      expect((await t.app.inject({ method: "POST", url, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "POST", url, payload: {}, headers: { cookie: userC } })).statusCode).toBe(403);
    });
  }
});
