// The admin dashboard read through the roll-ups (migrations 022–023: the site's days, per template and
// month, per item and month, funnel steps) answers exactly what counting the daily rows themselves
// answers: a seeded random year of counts written through the recorder's own flush
// (writeAnalyticsChunk), compared for long and short ranges and every kind of filter against a count
// made here in plain code. Reruns on PostgreSQL in the server-pg project.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { zeroCounts, type AnalyticsItemKind } from "../../shared/api/analytics.ts";
import { addDays } from "../../shared/api/analytics-range.ts";
import { writeAnalyticsChunk, type AnalyticsRow } from "./write.ts";
import { setCreatedDay } from "./test-rows.ts";
import { createTestCertificate } from "../routes/api/admin/test-helpers.ts";
import { adminAnalytics } from "./query-admin.ts";
import { TOP_ITEMS } from "./query-items.ts";
import type { AnalyticsFilters, DayRange } from "./query.ts";
import { down, up } from "../db/migrations/023_analytics_site_rollups.ts";

let t: TestApp;
const rows: AnalyticsRow[] = [];
const templates: { id: string; kind: AnalyticsItemKind; categoryId: string }[] = [];
const FIRST = "2025-06-01";
const DAYS = 420;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const [kind, category] of [["card", "eid"], ["card", "wedding"], ["certificate", "training"], ["certificate", "appreciation"]] as const) {
    const { id } = await buildTemplate(t.db, { kind, category });
    const { category_id } = await t.db.selectFrom("templates").select("category_id").where("id", "=", id).executeTakeFirstOrThrow();
    templates.push({ id, kind, categoryId: category_id });
  }
  // 240 items, each with a burst of events after its birth and a long tail; some items are viewed
  // mostly on a few days (they win on a range's edge days, not in its whole months).
  const random = mulberry32(2611);
  const keyed = new Map<string, AnalyticsRow>();
  for (let i = 0; i < 240; i++) {
    const template = templates[Math.floor(random() ** 1.5 * templates.length)];
    let id = `item-${i}`;
    const birth = Math.floor(random() * DAYS);
    const weight = random() < 0.1 ? 40 : 1 + random() * 6;
    const events = template.kind === "certificate" ? ["view", "view", "view", "share", "verify", "download", "linkedin", "wallet", "mail_opened"] : ["view", "view", "view", "share", "download"];
    const add = (dayIndex: number, event: string, channel: string, count: number) => {
      if (dayIndex >= DAYS) return;
      const day = addDays(FIRST, dayIndex);
      const key = `${template.kind}|${id}|${day}|${event}|${channel}`;
      const known = keyed.get(key);
      if (known) known.count += count;
      else keyed.set(key, { item_kind: template.kind, item_id: id, day, event, channel, template_id: template.id, count, first_seen: `${day}T09:00:00.000Z`, last_seen: `${day}T18:00:00.000Z` });
    };
    if (template.kind === "certificate") {
      // A real row born that day: the dashboard counts "issued" from the certificates' rows.
      id = await createTestCertificate(t.db, template.id);
      await setCreatedDay(t.db, "certificate", id, addDays(FIRST, birth));
      add(birth, "issued", "", 1);
    }
    for (let n = Math.floor(weight * 8); n > 0; n--) {
      const event = events[Math.floor(random() * events.length)];
      const channel = event === "share" ? ["whatsapp", "x", "copy"][Math.floor(random() * 3)] : event === "verify" ? "page" : "";
      add(birth + Math.floor(random() ** 3 * 200), event, channel, 1 + Math.floor(random() * weight));
    }
  }
  rows.push(...keyed.values());
  for (let i = 0; i < rows.length; i += 100) await writeAnalyticsChunk(t.db, rows.slice(i, i + 100));
});
afterAll(() => t?.close());

/** What the dashboard should answer, counted from the daily rows here. */
function expected(range: DayRange, filters: AnalyticsFilters) {
  const categoryOf = new Map(templates.map((x) => [x.id, x.categoryId]));
  const inRange = rows.filter(
    (r) =>
      r.day >= range.from && r.day <= range.to &&
      (!filters.kind || r.item_kind === filters.kind) &&
      (!filters.templateId || r.template_id === filters.templateId) &&
      (!filters.categoryId || categoryOf.get(r.template_id ?? "") === filters.categoryId),
  );
  const totals = zeroCounts();
  const perTemplate = new Map<string, ReturnType<typeof zeroCounts>>();
  const views = new Map<string, number>();
  for (const r of inRange) {
    const event = r.event as keyof typeof totals;
    totals[event] += r.count;
    const counts = perTemplate.get(r.template_id ?? "") ?? zeroCounts();
    counts[event] += r.count;
    perTemplate.set(r.template_id ?? "", counts);
    if (r.event === "view") views.set(`${r.item_kind}:${r.item_id}`, (views.get(`${r.item_kind}:${r.item_id}`) ?? 0) + r.count);
  }
  const ranked = [...views].sort((a, b) => b[1] - a[1]);
  const funnelRows = filters.kind === "card" ? [] : inRange.filter((r) => r.item_kind === "certificate");
  const issued = new Set(funnelRows.filter((r) => r.event === "issued").map((r) => r.item_id));
  const step = (events: string[]) => new Set(funnelRows.filter((r) => issued.has(r.item_id) && events.includes(r.event)).map((r) => r.item_id)).size;
  const funnel = { issued: issued.size, opened: step(["view"]), shared: step(["share"]), linkedinOrWallet: step(["linkedin", "wallet"]), verified: step(["verify"]) };
  return { totals, perTemplate, ranked, funnel };
}

const ranges: [string, DayRange][] = [
  ["400 days ending mid-month", { from: addDays("2026-07-15", -399), to: "2026-07-15" }],
  ["whole months only", { from: "2025-09-01", to: "2026-02-28" }],
  ["a partial month at each end", { from: "2025-09-20", to: "2026-01-10" }],
  ["30 days", { from: "2026-03-10", to: "2026-04-08" }],
];

describe("the dashboard over the roll-ups equals a count of the daily rows", () => {
  for (const [name, range] of ranges) {
    it(`${name}: unfiltered, by kind, by template and by category`, async () => {
      const filterSets: AnalyticsFilters[] = [{}, { kind: "card" }, { kind: "certificate" }, { templateId: templates[2].id }, { categoryId: templates[0].categoryId }];
      for (const filters of filterSets) {
        const answer = await adminAnalytics(t.db, range, filters, "en");
        const want = expected(range, filters);
        expect(answer.totals, JSON.stringify(filters)).toEqual(want.totals);
        expect(answer.days.reduce((sum, d) => sum + d.view, 0)).toBe(want.totals.view);
        expect(new Map(answer.templates.map((g) => [g.id, g.counts]))).toEqual(want.perTemplate);
        expect(answer.funnel).toEqual(want.funnel);
        // The top items: the same view counts in order, and the same items wherever no tie decides.
        expect(answer.topItems.map((i) => i.counts.view)).toEqual(want.ranked.slice(0, TOP_ITEMS).map(([, v]) => v));
        const last = want.ranked[Math.min(TOP_ITEMS, want.ranked.length) - 1]?.[1] ?? 0;
        const above = want.ranked.filter(([, v]) => v > last).map(([key]) => key);
        expect(answer.topItems.slice(0, above.length).map((i) => `${i.kind}:${i.id}`).sort()).toEqual([...above].sort());
      }
    });
  }

  it("has data where the ranges need it (the comparison is not of empty answers)", () => {
    const want = expected(ranges[0][1], {});
    expect(want.ranked.length).toBeGreaterThan(100);
    expect(want.funnel.issued).toBeGreaterThan(20);
    // Some item of the top ten gets a share of its views on the edge days (the roll-up merge is exercised).
    const edges = rows.filter((r) => r.event === "view" && (r.day < "2025-08-01" || r.day >= "2026-07-01"));
    expect(new Set(edges.map((r) => r.item_id)).size).toBeGreaterThan(10);
  });

  it("migration 023 fills the site's days and the template months as the flushes wrote them", async () => {
    const read = async () => ({
      site: await t.db.selectFrom("analytics_site_days").selectAll().orderBy("day").orderBy("item_kind").orderBy("event").orderBy("channel").execute(),
      months: await t.db.selectFrom("analytics_template_months").selectAll().orderBy("template_id").orderBy("item_kind").orderBy("month").orderBy("event").execute(),
    });
    const normal = (x: Awaited<ReturnType<typeof read>>) => JSON.stringify(x, (_k, v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v));
    const written = await read();
    expect(written.site.length).toBeGreaterThan(DAYS);
    await down(t.db as never);
    await up(t.db as never);
    expect(normal(await read())).toBe(normal(written));
  });
});
