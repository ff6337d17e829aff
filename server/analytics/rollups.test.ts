// The roll-ups of migration 022 (write.ts): the first day of each funnel step per certificate, kept
// right whatever order flushes arrive in (another instance may flush a view before the issue), and
// views per item and month; both filled by the migration from counts recorded before it and pruned
// with the retention; the most viewed items over long ranges read whole months from the roll-up.
// Reruns on PostgreSQL in the server-pg project.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { writeCertificateSteps, writeItemMonths } from "./write-rollups.ts";
import { insertAnalyticsRows } from "./test-rows.ts";
import { funnelOf, topItemsOf } from "./query-items.ts";
import { wholeMonthsOf } from "./query.ts";
import { pruneAnalytics } from "./retention.ts";
import { down, up } from "../db/migrations/022_analytics_rollups.ts";

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.destroy());

const row = (id: string, day: string, event: string, template_id: string | null = "tpl") => ({ item_kind: "certificate" as const, item_id: id, day, event, template_id });
const months = () => handle.db.selectFrom("analytics_item_months").selectAll().orderBy("item_kind").orderBy("item_id").orderBy("month").execute();
const steps = () => handle.db.selectFrom("analytics_certificate_steps").selectAll().orderBy("certificate_id").execute();

describe("certificate funnel steps", () => {
  it("keeps the first day of each step, in whatever order the flushes come, and ignores cards and other events", async () => {
    const db = handle.db;
    await writeCertificateSteps(db, [row("c1", "2026-01-05", "view", null), row("c1", "2026-01-06", "verify", null)]);
    await writeCertificateSteps(db, [row("c1", "2026-01-02", "issued"), row("c1", "2026-01-03", "view"), row("c1", "2026-01-04", "wallet")]);
    await writeCertificateSteps(db, [row("c1", "2026-01-09", "view"), row("c1", "2026-01-08", "linkedin"), row("c1", "2026-01-01", "download")]);
    await writeCertificateSteps(db, [{ ...row("k1", "2026-01-02", "view"), item_kind: "card" }]);
    expect(await steps()).toEqual([
      { certificate_id: "c1", template_id: "tpl", issued_day: "2026-01-02", opened_day: "2026-01-03", shared_day: null, linkedin_or_wallet_day: "2026-01-04", verified_day: "2026-01-06" },
    ]);
  });

  it("counts a step of a certificate issued in the range when its first such step is on or before the range's end", async () => {
    const db = handle.db;
    await insertAnalyticsRows(db, [
      { kind: "certificate", id: "a", templateId: "t1", day: "2026-02-01", event: "issued", count: 1 },
      { kind: "certificate", id: "a", templateId: "t1", day: "2026-02-03", event: "view", count: 2 },
      { kind: "certificate", id: "a", templateId: "t1", day: "2026-02-20", event: "verify", count: 1, channel: "page" },
      { kind: "certificate", id: "b", templateId: "t2", day: "2026-02-05", event: "issued", count: 1 },
      { kind: "certificate", id: "b", templateId: "t2", day: "2026-02-06", event: "share", count: 1, channel: "x" },
      { kind: "certificate", id: "old", templateId: "t1", day: "2026-01-10", event: "issued", count: 1 },
      { kind: "certificate", id: "old", templateId: "t1", day: "2026-02-02", event: "view", count: 1 },
    ]);
    const feb1to10 = { from: "2026-02-01", to: "2026-02-10" };
    expect(await funnelOf(db, feb1to10, {})).toEqual({ issued: 2, opened: 1, shared: 1, linkedinOrWallet: 0, verified: 0 });
    expect(await funnelOf(db, { from: "2026-02-01", to: "2026-02-28" }, {})).toEqual({ issued: 2, opened: 1, shared: 1, linkedinOrWallet: 0, verified: 1 });
    expect(await funnelOf(db, feb1to10, { templateId: "t2" })).toEqual({ issued: 1, opened: 0, shared: 1, linkedinOrWallet: 0, verified: 0 });
    expect(await funnelOf(db, feb1to10, { kind: "card" })).toEqual({ issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 });
  });

  it("is filled by the migration from the daily counts recorded before it", async () => {
    const db = handle.db;
    await insertAnalyticsRows(db, [
      { kind: "certificate", id: "c9", templateId: "t9", day: "2026-03-02", event: "view", count: 1 },
      { kind: "certificate", id: "c9", templateId: "t9", day: "2026-03-01", event: "issued", count: 1 },
      { kind: "certificate", id: "c9", templateId: "t9", day: "2026-03-04", event: "verify", count: 3, channel: "api" },
      { kind: "certificate", id: "c9", templateId: "t9", day: "2026-03-03", event: "verify", count: 1, channel: "page" },
      { kind: "card", id: "k9", templateId: "t8", day: "2026-03-01", event: "view", count: 1 },
    ]);
    const written = await steps();
    const writtenMonths = await months();
    await down(db as never);
    await up(db as never);
    expect(await steps()).toEqual(written);
    expect(await months()).toEqual(writtenMonths);
    expect(writtenMonths.map((m) => [m.item_kind, m.item_id, m.month, Number(m.views)])).toEqual([["card", "k9", "2026-03", 1], ["certificate", "c9", "2026-03", 1]]);
    expect(written).toEqual([{ certificate_id: "c9", template_id: "t9", issued_day: "2026-03-01", opened_day: "2026-03-02", shared_day: null, linkedin_or_wallet_day: null, verified_day: "2026-03-03" }]);
  });

  it("goes with the retention of its issue; a row without an issue once its steps are old", async () => {
    const db = handle.db;
    await writeCertificateSteps(db, [row("gone", "2025-01-01", "issued"), row("gone", "2026-06-01", "view"), row("kept", "2026-05-01", "issued"), row("pre", "2025-01-02", "view"), row("recent", "2026-06-01", "view")]);
    await writeItemMonths(db, [{ ...row("pre", "2025-04-30", "view"), count: 2 }, { ...row("pre", "2025-05-01", "view"), count: 3 }]);
    await pruneAnalytics(db, 400, Date.parse("2026-06-02T00:00:00Z")); // the first kept day is 2025-04-29
    expect((await steps()).map((s) => s.certificate_id)).toEqual(["kept", "recent"]);
    expect((await months()).map((m) => m.month)).toEqual(["2025-04", "2025-05"]);
    await pruneAnalytics(db, 400, Date.parse("2026-06-03T00:00:00Z")); // 2025-04-30: April still holds a kept day
    expect((await months()).map((m) => m.month)).toEqual(["2025-04", "2025-05"]);
    await pruneAnalytics(db, 400, Date.parse("2026-06-04T00:00:00Z")); // 2025-05-01
    expect((await months()).map((m) => m.month)).toEqual(["2025-05"]);
  });

  it("splits a range into whole months and the days around them", () => {
    expect(wholeMonthsOf({ from: "2025-09-01", to: "2026-01-10" })).toEqual({ first: "2025-09", last: "2025-12", before: null, after: { from: "2026-01-01", to: "2026-01-10" } });
    expect(wholeMonthsOf({ from: "2025-10-22", to: "2026-11-26" })).toEqual({ first: "2025-11", last: "2026-10", before: { from: "2025-10-22", to: "2025-10-31" }, after: { from: "2026-11-01", to: "2026-11-26" } });
    expect(wholeMonthsOf({ from: "2024-02-01", to: "2024-02-29" })).toEqual({ first: "2024-02", last: "2024-02", before: null, after: null });
    expect(wholeMonthsOf({ from: "2025-12-15", to: "2026-01-31" })).toEqual({ first: "2026-01", last: "2026-01", before: { from: "2025-12-15", to: "2025-12-31" }, after: null });
    expect(wholeMonthsOf({ from: "2026-01-02", to: "2026-01-30" })).toBeNull();
    expect(wholeMonthsOf({ from: "2026-01-15", to: "2026-02-20" })).toBeNull();
  });

  it("ranks items over a long range the same from the months and the days around them as from the days alone", async () => {
    const db = handle.db;
    const views = (id: string, day: string, count: number) => ({ kind: "card" as const, id, templateId: "t", day, event: "view", count });
    // Inside whole months "a" leads; the edge days (Sep 20–30, Jan 1–10) make "b" the first; days outside do not count.
    await insertAnalyticsRows(db, [
      views("a", "2025-11-15", 10), views("a", "2025-12-01", 5), views("a", "2025-09-19", 50), views("a", "2026-01-11", 50),
      views("b", "2025-09-20", 8), views("b", "2025-12-31", 2), views("b", "2026-01-10", 6),
      views("c", "2025-09-30", 1),
    ]);
    // The whole months are read from the roll-up only: their daily rows could be gone and the answer is the same.
    await db.deleteFrom("analytics_item_days").where("day", ">=", "2025-10-01").where("day", "<=", "2025-12-31").execute();
    const top = await topItemsOf(db, { from: "2025-09-20", to: "2026-01-10" }, {}, "en");
    expect(top.map((i) => i.id)).toEqual(["b", "a", "c"]);
  });
});
