// GET /api/certificates/{id}/analytics: the owner's (or an admin's) view of one certificate's events;
// others are refused as PUT …/expiry-reminders refuses them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { createTestCertificate } from "../admin/test-helpers.ts";
import { insertAnalyticsRows } from "../../../analytics/test-rows.ts";
import { addDays, utcDay } from "../../../../shared/api/analytics-range.ts";

let t: TestApp;
let owner: string;
let cert: string;
const today = utcDay();
const get = (url: string, headers: Record<string, string> = { cookie: owner }) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const me = await signedInUser(t.db);
  owner = me.cookie;
  const templateId = (await buildTemplate(t.db, { kind: "certificate" })).id;
  cert = await createTestCertificate(t.db, templateId);
  await t.db.updateTable("certificates").set({ owner_id: me.user.id }).where("id", "=", cert).execute();
  await insertAnalyticsRows(t.db, [
    { kind: "certificate", id: cert, templateId, day: addDays(today, -2), event: "issued", count: 1 },
    { kind: "certificate", id: cert, templateId, day: addDays(today, -2), event: "verify", channel: "page", count: 2 },
    { kind: "certificate", id: cert, templateId, day: today, event: "linkedin", count: 1 },
    // the same id as a card: another item
    { kind: "card", id: cert, templateId, day: today, event: "view", count: 70 },
  ]);
});
afterAll(() => t?.close());

describe("GET /api/certificates/{id}/analytics", () => {
  it("answers the owner the certificate's events, never cached", async () => {
    const res = await get(`/api/certificates/${cert}/analytics?from=${addDays(today, -6)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.totals).toMatchObject({ issued: 1, verify: 2, linkedin: 1, view: 0 });
    expect(body.firstSeen).toBe(`${addDays(today, -2)}T08:00:00.000Z`);
    expect(body.lastSeen).toBe(`${today}T20:00:00.000Z`);
  });

  it("answers an admin", async () => {
    const res = await get(`/api/certificates/${cert}/analytics`, { cookie: await adminCookie(t.db) });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.verify).toBe(2);
  });

  it("refuses a bad range with the translated message at the field", async () => {
    const res = await get(`/api/certificates/${cert}/analytics?from=2026-05-02&to=2026-05-01`, { cookie: owner, "accept-language": "fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ from: "La date de début ne peut pas être après la date de fin" });
    expect((await get(`/api/certificates/${cert}/analytics?to=2026-13-01`)).json().fields).toHaveProperty("to");
  });

  it("answers 401 to visitors, 403 to another user, 404 for an unknown certificate", async () => {
    expect((await get(`/api/certificates/${cert}/analytics`, {})).statusCode).toBe(401);
    const other = await signedInUser(t.db);
    const refused = await get(`/api/certificates/${cert}/analytics`, { cookie: other.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("totals");
    expect((await get(`/api/certificates/${"y".repeat(22)}/analytics`)).statusCode).toBe(404);
  });
});
