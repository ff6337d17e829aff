// GET /api/admin/stats: counts equal the database's, and admin actions show in recent activity.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, buildUser } from "../../../../test/factories.ts";
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
