// GET /api/cards/{id}/analytics: the owner's (or an admin's) view of one card's events; others are refused
// as PUT/DELETE refuse them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { createTestCard } from "../admin/test-helpers.ts";
import { insertAnalyticsRows } from "../../../analytics/test-rows.ts";
import { addDays, utcDay } from "../../../../shared/api/analytics-range.ts";

let t: TestApp;
let owner: string;
let card: string;
let otherCard: string;
const today = utcDay();
const get = (url: string, headers: Record<string, string> = { cookie: owner }) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const me = await signedInUser(t.db);
  owner = me.cookie;
  const templateId = (await buildTemplate(t.db)).id;
  card = await createTestCard(t.db, templateId, { ownerId: me.user.id });
  otherCard = await createTestCard(t.db, templateId, { ownerId: me.user.id });
  await insertAnalyticsRows(t.db, [
    { kind: "card", id: card, templateId, day: today, event: "view", count: 5 },
    { kind: "card", id: card, templateId, day: addDays(today, -3), event: "share", channel: "whatsapp", count: 2 },
    { kind: "card", id: card, templateId, day: addDays(today, -40), event: "view", count: 9 },
    { kind: "card", id: otherCard, templateId, day: today, event: "view", count: 100 },
  ]);
});
afterAll(() => t?.close());

describe("GET /api/cards/{id}/analytics", () => {
  it("answers the owner the card's last 30 days, never cached", async () => {
    const res = await get(`/api/cards/${card}/analytics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(body).toMatchObject({ from: addDays(today, -29), to: today, shareChannels: { whatsapp: 2 } });
    expect(body.totals).toMatchObject({ view: 5, share: 2, issued: 0 });
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toMatchObject({ date: today, view: 5 });
  });

  it("takes a range, and answers an admin too", async () => {
    const res = await get(`/api/cards/${card}/analytics?from=${addDays(today, -40)}&to=${today}`, { cookie: await adminCookie(t.db) });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.view).toBe(14);
  });

  it("refuses a bad range with the translated message at the field", async () => {
    const res = await get(`/api/cards/${card}/analytics?from=2026-05-02&to=2026-05-01`, { cookie: owner, "accept-language": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ from: "The start date must not be after the end date" });
    const long = await get(`/api/cards/${card}/analytics?from=2020-01-01&to=2026-01-01`, { cookie: owner, "accept-language": "ar" });
    expect(long.json().fields).toEqual({ from: "لا يمكن أن تزيد الفترة على 400 يوم" });
  });

  it("answers 401 to visitors, 403 to another user, 404 for an unknown card", async () => {
    expect((await get(`/api/cards/${card}/analytics`, {})).statusCode).toBe(401);
    const other = await signedInUser(t.db);
    const refused = await get(`/api/cards/${card}/analytics`, { cookie: other.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("totals");
    expect((await get(`/api/cards/${"x".repeat(22)}/analytics`)).statusCode).toBe(404);
  });
});
