// GET /api/admin/analytics: the dashboard's answer through HTTP — default range, filters, translated
// range errors at the field, admins only, never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildTemplate } from "../../../../test/content-factories.ts";
import { createTestCertificate } from "../test-helpers.ts";
import { insertAnalyticsRows } from "../../../../analytics/test-rows.ts";
import { addDays, utcDay } from "../../../../../shared/api/analytics-range.ts";

let t: TestApp;
let cookie: string;
let templateId: string;
let otherTemplateId: string;
const today = utcDay();
const get = (query: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: "GET", url: `/api/admin/analytics${query}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  templateId = (await buildTemplate(t.db, { kind: "certificate" })).id;
  otherTemplateId = (await buildTemplate(t.db)).id;
  const cert = await createTestCertificate(t.db, templateId, { recipientName: "Huda" });
  await insertAnalyticsRows(t.db, [
    { kind: "certificate", id: cert, templateId, day: today, event: "issued", count: 1 },
    { kind: "certificate", id: cert, templateId, day: today, event: "view", count: 3 },
    { kind: "certificate", id: cert, templateId, day: addDays(today, -29), event: "verify", channel: "api", count: 2 },
    { kind: "certificate", id: cert, templateId, day: addDays(today, -30), event: "view", count: 50 },
    { kind: "card", id: "some-card", templateId: otherTemplateId, day: today, event: "view", count: 4 },
  ]);
});
afterAll(() => t?.close());

describe("GET /api/admin/analytics", () => {
  it("answers the last 30 days ending today by default, privately and never cached", async () => {
    const res = await get("");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(body.from).toBe(addDays(today, -29));
    expect(body.to).toBe(today);
    expect(body.days).toHaveLength(30);
    expect(body.totals).toMatchObject({ issued: 1, view: 7, verify: 2 });
    expect(body.funnel).toEqual({ issued: 1, opened: 1, shared: 0, linkedinOrWallet: 0, verified: 1 });
    expect(body.topItems[0]).toMatchObject({ kind: "card", id: "some-card", counts: { view: 4 } });
    expect(body.topItems[1]).toMatchObject({ kind: "certificate", title: "Huda" });
  });

  it("takes a range and the filters", async () => {
    const from = addDays(today, -30);
    const all = (await get(`?from=${from}&to=${today}`)).json();
    expect(all.days).toHaveLength(31);
    expect(all.totals.view).toBe(57);
    const one = (await get(`?from=${from}&to=${today}&templateId=${templateId}`)).json();
    expect(one.totals.view).toBe(53);
    expect(one.templates.map((r: { id: string }) => r.id)).toEqual([templateId]);
    const cards = (await get(`?kind=card`)).json();
    expect(cards.totals).toMatchObject({ view: 4, issued: 0 });
    const single = (await get(`?from=${today}&to=${today}`)).json();
    expect(single.days).toEqual([expect.objectContaining({ date: today, view: 7, issued: 1 })]);
  });

  it("refuses a start after the end, in the request's language, at the field", async () => {
    const res = await get("?from=2026-03-10&to=2026-03-09", { cookie, "accept-language": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Invalid input", code: "invalidInput", fields: { from: "The start date must not be after the end date" } });
    const ar = await get("?from=2026-03-10&to=2026-03-09", { cookie, "accept-language": "ar" });
    expect(ar.json().fields.from).toBe("يجب ألا يكون تاريخ البداية بعد تاريخ النهاية");
    // Only a start, after today: the end defaults to today, so it is refused the same way.
    expect((await get(`?from=${addDays(today, 1)}`)).statusCode).toBe(400);
  });

  it("refuses more than 400 days, and accepts exactly 400", async () => {
    const res = await get("?from=2025-01-01&to=2026-02-05", { cookie, "accept-language": "fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ from: "Une période compte au plus 400 jours" });
    const ok = await get("?from=2025-01-02&to=2026-02-05");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().days).toHaveLength(400);
  });

  it("refuses malformed dates and an unknown kind with the field named", async () => {
    const res = await get("?from=2026-02-30&kind=poster", { cookie, "accept-language": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ from: "Invalid value", kind: "Invalid value" });
    expect((await get("?to=26-1-1")).json().fields).toHaveProperty("to");
  });

  it("answers 401 to visitors and 403 to users who are not admins", async () => {
    expect((await get("", {})).statusCode).toBe(401);
    const { cookie: userCookie } = await signedInUser(t.db);
    const res = await get("", { cookie: userCookie });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("totals");
  });
});
