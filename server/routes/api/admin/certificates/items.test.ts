// Admin cards and certificates: search, view, delete; certificate revocation with a reason.
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

const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });

describe("admin cards", () => {
  it("lists with owner, searches values and deletes", async () => {
    const { id: templateId } = await buildTemplate(t.db);
    const owner = await buildUser(t.db, { username: "owner_one" });
    const mine = await createTestCard(t.db, templateId, { ownerId: owner.id, values: { name: "Fatima Zahra" } });
    await createTestCard(t.db, templateId, { values: { name: "Omar" } });
    const all = (await api("GET", "/api/admin/cards")).json();
    expect(all.total).toBe(2);
    const found = (await api("GET", "/api/admin/cards?q=fatima")).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: mine, templateId, category: "eid", owner: { id: owner.id, username: "owner_one" }, values: { name: "Fatima Zahra" } });
    expect((await api("GET", "/api/admin/cards?q=owner_one")).json().total).toBe(1);
    expect((await api("GET", `/api/admin/cards/${mine}`)).json().id).toBe(mine);
    expect((await api("DELETE", `/api/admin/cards/${mine}`)).statusCode).toBe(204);
    expect((await api("GET", `/api/admin/cards/${mine}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/api/admin/cards/${mine}`)).statusCode).toBe(404);
  });
});

describe("admin certificates", () => {
  it("searches by recipient or code, revokes with a reason once, filters revoked, deletes", async () => {
    const { id: templateId } = await buildTemplate(t.db, { kind: "certificate" });
    const id = await createTestCertificate(t.db, templateId, { recipientName: "Layla Mansour", code: "7KQ2M9XD4HRTA" });
    await createTestCertificate(t.db, templateId, { recipientName: "Karim" });
    expect((await api("GET", "/api/admin/certificates?q=mansour")).json().items[0]).toMatchObject({ id, code: "7KQ2M-9XD4H-RTA" /* 5-5-5 like everywhere else */, type: "training", revokedAt: null });
    expect((await api("GET", "/api/admin/certificates?q=7kq2-m9xd-4hrt-a")).json().total).toBe(1);

    expect((await api("POST", `/api/admin/certificates/${id}/revoke`, {})).statusCode).toBe(400);
    const revoked = await api("POST", `/api/admin/certificates/${id}/revoke`, { reason: "Issued by mistake" });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedReason: "Issued by mistake", revokedAt: expect.any(String) });
    const row = await t.db.selectFrom("certificates").select(["revoked_at", "revoked_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe("Issued by mistake");
    const again = await api("POST", `/api/admin/certificates/${id}/revoke`, { reason: "other" });
    expect(again.statusCode).toBe(409);
    expect((await api("GET", "/api/admin/certificates?revoked=true")).json().total).toBe(1);
    expect((await api("GET", "/api/admin/certificates?revoked=false")).json().total).toBe(1);
    expect((await api("POST", "/api/admin/certificates/unknown/revoke", { reason: "x" })).statusCode).toBe(404);
    expect((await api("DELETE", `/api/admin/certificates/${id}`)).statusCode).toBe(204);
    expect((await api("GET", "/api/admin/certificates")).json().total).toBe(1);
  });
});
