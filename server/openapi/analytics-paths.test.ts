// The analytics calls in the OpenAPI document: described with their query parameters, and the
// described answer shapes are what the routes really answer (strict: no undocumented field).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie } from "../test/factories.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../routes/api/admin/test-helpers.ts";
import { insertAnalyticsRows } from "../analytics/test-rows.ts";
import { utcDay } from "../../shared/api/analytics-range.ts";
import { adminAnalyticsSchema, itemAnalyticsSchema } from "./analytics-paths.ts";

type Operation = { security?: unknown[]; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
let t: TestApp;
let cookie: string;
let paths: Record<string, Record<string, Operation>>;
const ids = { card: "", cert: "" };

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  paths = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
  const cardTemplate = (await buildTemplate(t.db)).id;
  const certTemplate = (await buildTemplate(t.db, { kind: "certificate" })).id;
  ids.card = await createTestCard(t.db, cardTemplate);
  ids.cert = await createTestCertificate(t.db, certTemplate);
  const day = utcDay();
  await insertAnalyticsRows(t.db, [
    { kind: "card", id: ids.card, templateId: cardTemplate, day, event: "view", count: 2 },
    { kind: "card", id: ids.card, templateId: cardTemplate, day, event: "share", channel: "whatsapp", count: 1 },
    { kind: "certificate", id: ids.cert, templateId: certTemplate, day, event: "issued", count: 1 },
    { kind: "certificate", id: ids.cert, templateId: certTemplate, day, event: "verify", channel: "api", count: 1 },
  ]);
});
afterAll(() => t?.close());

describe("analytics in the OpenAPI document", () => {
  it("describes the three calls with their parameters and refusals", () => {
    const admin = paths["/api/admin/analytics"]?.get;
    expect(admin.security).toEqual([{ session: [] }]);
    expect(admin.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["query:categoryId", "query:from", "query:kind", "query:templateId", "query:to"]);
    expect(Object.keys(admin.responses).sort()).toEqual(["200", "400", "401", "403"]);
    for (const path of ["/api/cards/{id}/analytics", "/api/certificates/{id}/analytics"]) {
      const op = paths[path]?.get;
      expect(op.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["path:id", "query:from", "query:to"]);
      expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "401", "403", "404"]);
    }
  });

  it("describes exactly what the routes answer", async () => {
    const get = async (url: string) => (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
    const admin = await get("/api/admin/analytics");
    const card = await get(`/api/cards/${ids.card}/analytics`);
    const cert = await get(`/api/certificates/${ids.cert}/analytics`);
    expect(admin.topItems.length).toBe(1);
    expect(cert.totals.verify).toBe(1);
    expect(adminAnalyticsSchema.safeParse(admin).error).toBeUndefined();
    expect(itemAnalyticsSchema.safeParse(card).error).toBeUndefined();
    expect(itemAnalyticsSchema.safeParse(cert).error).toBeUndefined();
    // and the schema is not a pass-through: an extra field is refused
    expect(itemAnalyticsSchema.safeParse({ ...card, ip: "1.2.3.4" }).success).toBe(false);
  });
});
