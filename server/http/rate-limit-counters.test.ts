// In-memory rate-limit counters flushed in batches: exact on one instance (also across a restart),
// within the stated tolerance across instances sharing the database.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { RateLimitCounters } from "./rate-limit-counters.ts";

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.destroy());

const stored = async (key: string) => (await handle.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst())?.count;
/** No timer flush during the test: flushes happen when a first hit needs one, or when asked. */
const counters = () => new RateLimitCounters(handle.db, 60_000);

describe("RateLimitCounters", () => {
  it("counts every hit on one instance, writing only on the first hit and on flush", async () => {
    const c = counters();
    expect(await c.hit("k", 60_000)).toMatchObject({ count: 1 });
    expect(await stored("k")).toBe(1);
    for (let i = 2; i <= 10; i++) expect(await c.hit("k", 60_000)).toMatchObject({ count: i });
    expect(await stored("k")).toBe(1); // later hits wait in memory…
    await c.flush();
    expect(await stored("k")).toBe(10); // …and arrive in one write
    const hit = await c.hit("k", 60_000);
    expect(hit.ttlMs).toBeGreaterThan(59_000);
    expect(hit.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("a restarted instance starts from the shared count", async () => {
    const a = counters();
    for (let i = 0; i < 7; i++) await a.hit("ip", 60_000);
    await a.close();
    const b = counters();
    expect(await b.hit("ip", 60_000)).toMatchObject({ count: 8 });
    expect(await b.read("ip")).toMatchObject({ count: 8 });
  });

  it("two instances: each flush brings back the other's hits (overshoot ≤ one flush interval's hits)", async () => {
    const a = counters();
    const b = counters();
    await a.hit("ip", 60_000);
    await b.hit("ip", 60_000); // first hit on b: synced, sees a's
    expect(await b.read("ip")).toMatchObject({ count: 2 });
    for (let i = 0; i < 5; i++) await a.hit("ip", 60_000);
    // Until a flushes, b does not know a's 5 hits: this is the stated tolerance.
    expect((await b.hit("ip", 60_000)).count).toBe(3);
    await a.flush();
    await b.flush(); // b's flush answers the shared count
    expect(await b.read("ip")).toMatchObject({ count: 8 });
    expect(await stored("ip")).toBe(8);
  });

  it("writes many clients in one flush", async () => {
    const c = counters();
    await Promise.all(Array.from({ length: 300 }, (_, i) => c.hit(`ip-${i}`, 60_000)));
    for (let i = 0; i < 300; i++) await c.hit(`ip-${i}`, 60_000);
    await c.flush();
    const rows = await handle.db.selectFrom("rate_limits").select(["key", "count"]).execute();
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => Number(r.count) === 2)).toBe(true);
  });

  it("reads an unknown key as 0 and a key hit elsewhere as its stored count", async () => {
    const a = counters();
    const b = counters();
    expect(await a.read("miss")).toEqual({ count: 0, ttlMs: 0 });
    await b.hit("miss-2", 60_000);
    await b.hit("miss-2", 60_000);
    await b.flush();
    expect(await a.read("miss-2")).toMatchObject({ count: 2 });
  });

  it("starts a new window when the stored one has ended", async () => {
    const c = counters();
    await c.hit("w", 30);
    await c.hit("w", 30);
    await c.flush();
    await new Promise((r) => setTimeout(r, 60));
    expect(await c.hit("w", 30)).toMatchObject({ count: 1 });
    expect(await stored("w")).toBe(1);
  });

  it("flushes by itself within flushMs", async () => {
    const c = new RateLimitCounters(handle.db, 20);
    await c.hit("t", 60_000);
    await c.hit("t", 60_000);
    await new Promise((r) => setTimeout(r, 80));
    expect(await stored("t")).toBe(2);
    await c.close();
  });
});
