// The batched recorder against a real database (SQLite here; PostgreSQL in the server-pg project).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { createTestDb } from "../test/app.ts";
import type { Db, DbHandle } from "../db/index.ts";
import { AnalyticsRecorder, type AnalyticsRecord } from "./recorder.ts";

/** Counts the INSERT statements sent; throws on the next `failNext` of them. */
class StatementSpy implements KyselyPlugin {
  inserts = 0;
  failNext = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === "InsertQueryNode") {
      if (this.failNext > 0) {
        this.failNext--;
        throw new Error("database unavailable");
      }
      this.inserts++;
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const view = (itemId: string, templateId: string | null = "tpl-1"): AnalyticsRecord => ({ kind: "certificate", itemId, templateId, event: "view" });

async function itemRows(db: Db) {
  return db.selectFrom("analytics_item_days").selectAll().orderBy("item_id").orderBy("day").orderBy("event").orderBy("channel").execute();
}
async function templateRows(db: Db) {
  return db.selectFrom("analytics_template_days").selectAll().orderBy("template_id").orderBy("day").orderBy("event").orderBy("channel").execute();
}

describe("AnalyticsRecorder", () => {
  let handle: DbHandle;
  let spy: StatementSpy;
  let db: Db;
  const recorders: AnalyticsRecorder[] = [];
  const make = (opts: Partial<ConstructorParameters<typeof AnalyticsRecorder>[1]> = {}, on: Db = db) => {
    const r = new AnalyticsRecorder(on, { enabled: true, flushMs: 60_000, ...opts });
    recorders.push(r);
    return r;
  };

  beforeEach(async () => {
    handle = await createTestDb();
    spy = new StatementSpy();
    db = handle.db.withPlugin(spy);
  });
  afterEach(async () => {
    for (const r of recorders.splice(0)) await r.close();
    await handle.destroy();
  });

  it("never touches the database while recording, then writes 1,000 records in a handful of statements", async () => {
    const recorder = make();
    for (let i = 0; i < 1000; i++) recorder.record(view(`cert-${i % 250}`, `tpl-${(i % 250) % 3}`));
    expect(spy.inserts).toBe(0);
    expect(recorder.pending).toBe(250);
    await recorder.flush();
    // 250 keys → 3 chunks of ≤ 100, each one insert per table (daily counts, per template, funnel steps,
    // views per month, the site's days, per template and month).
    expect(spy.inserts).toBe(18);
    const items = await itemRows(handle.db);
    expect(items).toHaveLength(250);
    expect(items.every((r) => Number(r.count) === 4)).toBe(true);
    const templates = await templateRows(handle.db);
    expect(templates.map((r) => [r.template_id, Number(r.count)])).toEqual([["tpl-0", 84 * 4], ["tpl-1", 83 * 4], ["tpl-2", 83 * 4]]);
  });

  it("keeps one row per item, UTC day, event and channel, with the first and last time seen", async () => {
    let now = Date.parse("2026-03-01T23:59:58.000Z");
    const recorder = make({ now: () => now });
    recorder.record({ kind: "card", itemId: "card-1", templateId: "tpl-c", event: "share", channel: "whatsapp" });
    now += 1000;
    recorder.record({ kind: "card", itemId: "card-1", templateId: "tpl-c", event: "share", channel: "whatsapp" });
    recorder.record({ kind: "card", itemId: "card-1", templateId: "tpl-c", event: "share", channel: "copy" });
    now += 2000; // the next UTC day
    recorder.record({ kind: "card", itemId: "card-1", templateId: "tpl-c", event: "share", channel: "whatsapp" });
    await recorder.flush();
    const rows = await itemRows(handle.db);
    expect(rows.map((r) => [r.day, r.channel, Number(r.count), r.first_seen, r.last_seen])).toEqual([
      ["2026-03-01", "copy", 1, "2026-03-01T23:59:59.000Z", "2026-03-01T23:59:59.000Z"],
      ["2026-03-01", "whatsapp", 2, "2026-03-01T23:59:58.000Z", "2026-03-01T23:59:59.000Z"],
      ["2026-03-02", "whatsapp", 1, "2026-03-02T00:00:01.000Z", "2026-03-02T00:00:01.000Z"],
    ]);
    // A later flush adds to the same rows and moves last_seen, never first_seen.
    now += 5000;
    recorder.record({ kind: "card", itemId: "card-1", templateId: "tpl-c", event: "share", channel: "whatsapp" });
    await recorder.flush();
    const later = (await itemRows(handle.db)).find((r) => r.day === "2026-03-02")!;
    expect([Number(later.count), later.first_seen, later.last_seen]).toEqual([2, "2026-03-02T00:00:01.000Z", "2026-03-02T00:00:06.000Z"]);
  });

  it("adds up the counts of two instances writing to one database", async () => {
    const a = make({}, handle.db);
    const b = make({}, handle.db);
    for (let i = 0; i < 7; i++) a.record(view("cert-x"));
    for (let i = 0; i < 5; i++) b.record(view("cert-x"));
    await Promise.all([a.flush(), b.flush()]);
    a.record(view("cert-x"));
    await a.flush();
    expect((await itemRows(handle.db)).map((r) => Number(r.count))).toEqual([13]);
    expect((await templateRows(handle.db)).map((r) => Number(r.count))).toEqual([13]);
  });

  it("writes what is pending when closed, and records nothing afterwards", async () => {
    const recorder = make();
    recorder.record(view("cert-1"));
    recorder.record(view("cert-1"));
    await recorder.close();
    recorder.record(view("cert-1"));
    expect(recorder.pending).toBe(0);
    expect((await itemRows(handle.db)).map((r) => Number(r.count))).toEqual([2]);
  });

  it("flushes on its own after flushMs", async () => {
    const recorder = make({ flushMs: 20 });
    recorder.record(view("cert-1"));
    await expect.poll(async () => (await itemRows(handle.db)).length, { timeout: 2000, interval: 10 }).toBe(1);
  });

  it("keeps the counts of a failed flush for the next one", async () => {
    const errors: unknown[] = [];
    const recorder = make({ onError: (err) => errors.push(err) });
    for (let i = 0; i < 150; i++) recorder.record(view(`cert-${i}`));
    // The second chunk fails (its first of six inserts): the first chunk is written, the rest stays in memory.
    spy.failNext = 0;
    const original = spy.transformQuery.bind(spy);
    let seen = 0;
    spy.transformQuery = (args) => {
      if (args.node.kind === "InsertQueryNode" && ++seen === 7) throw new Error("database unavailable");
      return original(args);
    };
    await expect(recorder.flush()).rejects.toThrow("database unavailable");
    expect(errors).toHaveLength(1);
    expect(await itemRows(handle.db)).toHaveLength(100);
    recorder.record(view("cert-149")); // arrived meanwhile: merged with the kept count
    expect(recorder.pending).toBe(50);
    await recorder.flush();
    const rows = await itemRows(handle.db);
    expect(rows).toHaveLength(150);
    expect(rows.reduce((n, r) => n + Number(r.count), 0)).toBe(151);
    // Both tables agree: the failed chunk wrote neither (one transaction per chunk).
    expect((await templateRows(handle.db)).map((r) => Number(r.count))).toEqual([151]);
  });

  it("bounds the buffer while the database does not answer, and says so", async () => {
    const errors: unknown[] = [];
    const recorder = make({ maxKeys: 2, onError: (err) => errors.push(err) });
    recorder.record(view("a"));
    recorder.record(view("b"));
    recorder.record(view("c"));
    recorder.record(view("a"));
    expect(recorder.pending).toBe(2);
    await recorder.flush();
    expect(String(errors[0])).toMatch(/1 events dropped/);
    expect((await itemRows(handle.db)).map((r) => [r.item_id, Number(r.count)])).toEqual([["a", 2], ["b", 1]]);
  });

  it("records nothing when turned off (ANALYTICS_ENABLED=false)", async () => {
    const recorder = make({ enabled: false });
    recorder.record(view("cert-1"));
    await recorder.flush();
    expect(spy.inserts).toBe(0);
    expect(await itemRows(handle.db)).toEqual([]);
  });

  it("stores no address, user agent, cookie or user with a count", async () => {
    const recorder = make();
    recorder.record({ kind: "card", itemId: "card-1", templateId: null, event: "download", channel: "png" });
    await recorder.flush();
    const [item] = await itemRows(handle.db);
    expect(Object.keys(item).sort()).toEqual(["channel", "count", "day", "event", "first_seen", "item_id", "item_kind", "last_seen", "template_id"]);
    const [template] = await templateRows(handle.db);
    expect(Object.keys(template).sort()).toEqual(["channel", "count", "day", "event", "item_kind", "template_id"]);
    // An item without a template is counted under "" in the per-template table.
    expect(template.template_id).toBe("");
  });
});
