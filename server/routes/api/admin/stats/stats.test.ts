// GET /api/admin/stats: counts equal the database's, and admin actions show in recent activity.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, buildUser, signedInUser } from "../../../../test/factories.ts";
import { buildTemplate } from "../../../../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../test-helpers.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

describe("GET /api/admin/stats", () => {
  it("counts users, templates (not deleted), categories, certificates and cards", async () => {
    await buildUser(t.db);
    await buildUser(t.db);
    const card = await buildTemplate(t.db);
    const gone = await buildTemplate(t.db);
    const cert = await buildTemplate(t.db, { kind: "certificate" });
    await createTestCard(t.db, card.id);
    await createTestCertificate(t.db, cert.id);
    await createTestCertificate(t.db, cert.id);
    await t.app.inject({ method: "DELETE", url: `/api/admin/templates/${gone.id}`, headers: { cookie } });

    const res = await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ users: 3, templates: 2, categories: 8, certificates: 2, cards: 1 });
    const admin = await t.db.selectFrom("users").select(["id", "name"]).where("role", "=", "admin").executeTakeFirstOrThrow();
    expect(body.recentActivity[0]).toEqual({ actor: { id: admin.id, name: admin.name }, action: "template.delete", subject: gone.id, createdAt: expect.any(String) });
  });
});

describe("recent activity", () => {
  it("records cards and certificates made through the public API, with their maker", async () => {
    const { cookie: userCookie, user } = await signedInUser(t.db);
    const card = await buildTemplate(t.db);
    const cert = await buildTemplate(t.db, { kind: "certificate", fields: [{ name: "recipientName", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text", required: true }] });
    const made = await t.app.inject({ method: "POST", url: "/api/cards", headers: { cookie: userCookie }, payload: { templateId: card.id, values: { name: "سارة" } } });
    expect(made.statusCode).toBe(201);
    const issued = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId: cert.id, values: { recipientName: "أحمد" } } });
    expect(issued.statusCode).toBe(201);
    const body = (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } })).json();
    expect(body.recentActivity.slice(0, 2)).toEqual([
      { actor: null, action: "certificate.issue", subject: issued.json().id, createdAt: expect.any(String) },
      { actor: { id: user.id, name: user.name }, action: "card.create", subject: made.json().id, createdAt: expect.any(String) },
    ]);
  });
});
