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
    expect(body.recentActivity[0]).toEqual({ actor: { id: admin.id, name: admin.name }, action: "template.delete", subject: gone.id, target: { label: expect.objectContaining({ ar: expect.any(String) }), href: null }, createdAt: expect.any(String) });
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
    const cardTitle = (await t.db.selectFrom("templates").select("title").where("id", "=", card.id).executeTakeFirstOrThrow()).title;
    expect(body.recentActivity.slice(0, 2)).toEqual([
      { actor: null, action: "certificate.issue", subject: issued.json().id, target: { label: { ar: "أحمد", en: "أحمد", fr: "أحمد" }, href: `/certificate/${issued.json().id}` }, createdAt: expect.any(String) },
      { actor: { id: user.id, name: user.name }, action: "card.create", subject: made.json().id, target: { label: expect.objectContaining({ ar: JSON.parse(cardTitle).ar }), href: `/view/${made.json().id}` }, createdAt: expect.any(String) },
    ]);
    // Once, not twice (issue 16: the service and the route both logged it).
    const rows = await t.db.selectFrom("activity").select("id").where("subject", "=", made.json().id).execute();
    expect(rows).toHaveLength(1);
  });

  it("shows a doubled row of older databases once, and names users, categories and settings pages", async () => {
    const { user } = await signedInUser(t.db, { name: "Huda" });
    const at = new Date().toISOString();
    const later = new Date(Date.now() + 1000).toISOString();
    await t.db.insertInto("activity").values([
      { id: "dup-1", actor_id: user.id, action: "user.changePassword", subject: user.id, created_at: later },
      { id: "dup-2", actor_id: user.id, action: "user.changePassword", subject: user.id, created_at: later },
      { id: "cat-1", actor_id: null, action: "category.update", subject: "eid", created_at: at },
      { id: "set-1", actor_id: null, action: "settings.update", subject: "display", created_at: at },
    ]).execute();
    const items = (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } })).json().recentActivity;
    expect(items.filter((i: { action: string }) => i.action === "user.changePassword")).toHaveLength(1);
    expect(items[0].target).toEqual({ label: { ar: "Huda", en: "Huda", fr: "Huda" }, href: `/admin/users?q=${encodeURIComponent(user.username)}` });
    const byAction = (a: string) => items.find((i: { action: string }) => i.action === a);
    expect(byAction("category.update").target).toEqual({ label: { ar: "عيد", en: "Eid", fr: "Aïd" }, href: "/admin/categories" });
    expect(byAction("settings.update").target).toEqual({ label: null, href: "/admin/display-settings" });
  });
});
