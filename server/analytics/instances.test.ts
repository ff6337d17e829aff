// Analytics across instances and restarts: two apps on one database add up; closing an app writes
// what it still held (a restart keeps the counts); retention deletes old days from every table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { createTestDb, testConfig } from "../test/app.ts";
import { seed } from "../seeds/seed.ts";
import type { DbHandle } from "../db/index.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { BROWSER_UA, countsOf } from "../test/analytics-counts.ts";
import { firstKeptDay, pruneAnalytics } from "./retention.ts";
import { writeAnalyticsChunk } from "./write.ts";

let handle: DbHandle;
let cardTemplate: string;
// A long interval: nothing reaches the database unless a test flushes or closes.
const config = testConfig({ analytics: { enabled: true, flushMs: 3_600_000, retentionDays: 400 } });
const apps: FastifyInstance[] = [];

async function instance(): Promise<FastifyInstance> {
  const app = await buildApp({ config, db: handle, logger: false, prepareDb: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, config, { templates: false });
  cardTemplate = (await buildTemplate(handle.db, { kind: "card", published: true })).id;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle?.destroy();
});

const view = (app: FastifyInstance, id: string) =>
  app.inject({ method: "POST", url: `/api/cards/${id}/view`, payload: {}, headers: { origin: config.publicUrl, "user-agent": BROWSER_UA } });
const share = (app: FastifyInstance, id: string, channel: string) =>
  app.inject({ method: "POST", url: `/api/cards/${id}/share`, payload: { channel }, headers: { origin: config.publicUrl, "user-agent": BROWSER_UA } });

describe("several instances, restarts and retention", () => {
  it("two instances on one database add up", async () => {
    const [a, b] = [await instance(), await instance()];
    const card = (await a.inject({ method: "POST", url: "/api/cards", payload: { templateId: cardTemplate, values: { name: "سارة" } }, headers: { origin: config.publicUrl } })).json();
    for (let i = 0; i < 3; i++) expect((await share(a, card.id, "whatsapp")).statusCode).toBe(204);
    for (let i = 0; i < 4; i++) expect((await share(b, card.id, "whatsapp")).statusCode).toBe(204);
    await Promise.all([a.analytics.flush(), b.analytics.flush()]);
    expect(await countsOf(b, card.id)).toEqual({ issued: 1, "share:whatsapp": 7 });
  });

  it("a graceful close writes what the instance still held: a restart keeps the counts", async () => {
    const a = await instance();
    const card = (await a.inject({ method: "POST", url: "/api/cards", payload: { templateId: cardTemplate, values: { name: "سارة" } }, headers: { origin: config.publicUrl } })).json();
    expect((await view(a, card.id)).statusCode).toBe(204);
    expect(a.analytics.pending).toBe(2);
    expect(await handle.db.selectFrom("analytics_item_days").select("count").where("item_id", "=", card.id).execute()).toEqual([]);
    apps.splice(apps.indexOf(a), 1);
    await a.close();
    const restarted = await instance();
    expect(await countsOf(restarted, card.id)).toEqual({ issued: 1, view: 1 });
  });

  it("retention deletes the days before the window from every table, and again is a no-op", async () => {
    const now = Date.parse("2026-06-30T12:00:00Z");
    expect(firstKeptDay(400, now)).toBe("2025-05-27");
    const row = (day: string) => ({ item_kind: "card" as const, item_id: "old-card", day, event: "view", channel: "", template_id: "tpl-old", count: 1, first_seen: `${day}T10:00:00.000Z`, last_seen: `${day}T10:00:00.000Z` });
    await writeAnalyticsChunk(handle.db, [row("2025-05-26"), row("2025-05-27"), row("2026-06-30")]);
    // One item row, one template row, one of the site's days; May 2025 still holds a kept day, so its months stay.
    expect(await pruneAnalytics(handle.db, 400, now)).toBe(3);
    const days = async (table: "analytics_item_days" | "analytics_template_days") =>
      (await handle.db.selectFrom(table).select("day").where("template_id", "=", "tpl-old").orderBy("day").execute()).map((r) => r.day);
    expect(await days("analytics_item_days")).toEqual(["2025-05-27", "2026-06-30"]);
    expect(await days("analytics_template_days")).toEqual(["2025-05-27", "2026-06-30"]);
    const siteDays = await handle.db.selectFrom("analytics_site_days").select("day").where("day", "<", "2025-06-01").execute();
    expect(siteDays.map((r) => r.day)).toEqual(["2025-05-27"]);
    expect(await pruneAnalytics(handle.db, 400, now)).toBe(0);
  });
});
