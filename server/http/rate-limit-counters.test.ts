// In-memory rate-limit counters flushed in batches: exact on one instance, within the stated
// tolerance (one flush interval's requests) across instances sharing the database and restarts.
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
/** No timer flush during the test: flushes happen when asked. */
const counters = () => new RateLimitCounters(handle.db, 60_000);

describe("RateLimitCounters", () => {
  it("counts every hit on one instance in memory, writing them on flush", async () => {
    const c = counters();
    for (let i = 1; i <= 10; i++) expect(c.hit("k", 60_000)).toMatchObject({ count: i });
    expect(await stored("k")).toBeUndefined(); // hits wait in memory…
    await c.flush();
    expect(await stored("k")).toBe(10); // …and arrive in one write
    const hit = await c.hit("k", 60_000);
    expect(hit.ttlMs).toBeGreaterThan(59_000);
    expect(hit.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("a restarted instance learns the shared count at its first flush (the stated tolerance before it)", async () => {
    const a = counters();
    for (let i = 0; i < 7; i++) a.hit("ip", 60_000);
    await a.close();
    expect(await stored("ip")).toBe(7);
    const b = counters();
    expect(b.hit("ip", 60_000)).toMatchObject({ count: 1 }); // not known here yet
    await b.flush();
    expect(b.read("ip")).toMatchObject({ count: 8 });
    expect(b.hit("ip", 60_000)).toMatchObject({ count: 9 });
  });

  it("two instances: each flush brings back the other's hits (overshoot ≤ one flush interval's hits)", async () => {
    const a = counters();
    const b = counters();
    a.hit("ip", 60_000);
    await a.flush();
    b.hit("ip", 60_000);
    await b.flush(); // b's first flush brings a's hit
    expect(b.read("ip")).toMatchObject({ count: 2 });
    for (let i = 0; i < 5; i++) a.hit("ip", 60_000);
    // Until a flushes, b does not know a's 5 hits: this is the stated tolerance.
    expect(b.hit("ip", 60_000).count).toBe(3);
    await a.flush();
    await b.flush(); // b's flush answers the shared count
    expect(await b.read("ip")).toMatchObject({ count: 8 });
    expect(await stored("ip")).toBe(8);
  });

  it("writes many clients in one flush", async () => {
    const c = counters();
    for (let i = 0; i < 300; i++) c.hit(`ip-${i}`, 60_000);
    await c.flush();
    for (let i = 0; i < 300; i++) c.hit(`ip-${i}`, 60_000);
    await c.flush();
    const rows = await handle.db.selectFrom("rate_limits").select(["key", "count"]).execute();
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => Number(r.count) === 2)).toBe(true);
  });

  it("reads an unknown key as 0 and a key hit elsewhere as its stored count", async () => {
    const a = counters();
    const b = counters();
    expect(a.read("miss")).toEqual({ count: 0, ttlMs: 0 });
    b.hit("miss-2", 60_000);
    b.hit("miss-2", 60_000);
    await b.flush();
    expect(a.read("miss-2")).toEqual({ count: 0, ttlMs: 0 }); // not known here yet: read at the next flush
    await a.flush();
    expect(a.read("miss-2")).toMatchObject({ count: 2 });
  });

  it("starts a new window when the stored one has ended", async () => {
    const c = counters();
    c.hit("w", 30);
    c.hit("w", 30);
    await c.flush();
    await new Promise((r) => setTimeout(r, 60));
    expect(c.hit("w", 30)).toMatchObject({ count: 1 });
    await c.flush();
    expect(await stored("w")).toBe(1);
  });

  it("flushes by itself within flushMs", async () => {
    const c = new RateLimitCounters(handle.db, 20);
    c.hit("t", 60_000);
    c.hit("t", 60_000);
    await new Promise((r) => setTimeout(r, 80));
    expect(await stored("t")).toBe(2);
    await c.close();
  });
});
