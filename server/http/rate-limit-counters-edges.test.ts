// The in-memory rate-limit counters at their edges (issue 37, mutation testing): a failed flush
// loses no hit and retries by itself, nothing is written after close, a window that ended here is
// read again from the shared table, a key read as absent is trusted for a while (no read per
// request) but a running window only until it ends, and ended windows are forgotten.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { RateLimitCounters } from "./rate-limit-counters.ts";

const reads = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock("../rate-limits/hit.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../rate-limits/hit.ts")>();
  return {
    ...original,
    readRateLimits: (db: Parameters<typeof original.readRateLimits>[0], keys: string[], now?: number) => {
      reads.keys.push(...keys);
      return original.readRateLimits(db, keys, now);
    },
  };
});

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
  reads.keys = [];
});
afterEach(() => handle.destroy());

const stored = async (key: string) => (await handle.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst())?.count;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Takes the table away (every statement on it fails) and back. */
const tableAway = () => sql`alter table rate_limits rename to rate_limits_away`.execute(handle.db);
const tableBack = () => sql`alter table rate_limits_away rename to rate_limits`.execute(handle.db);

describe("when the database fails", () => {
  it("a failed flush reports the error, keeps every hit, and writes them once the database is back", async () => {
    const errors: unknown[] = [];
    const c = new RateLimitCounters(handle.db, 60_000, (err) => errors.push(err));
    for (let i = 0; i < 3; i++) c.hit("ip", 60_000);
    await tableAway();
    await expect(c.flush()).rejects.toThrow();
    expect(errors).toHaveLength(1);
    expect(c.read("ip")).toMatchObject({ count: 3 }); // still counted here
    await tableBack();
    c.hit("ip", 60_000);
    await c.flush();
    expect(await stored("ip")).toBe(4); // not lost, not written twice
    await c.close();
  });

  it("retries by itself after a failure, within flushMs", async () => {
    const c = new RateLimitCounters(handle.db, 30, () => {});
    c.hit("ip", 60_000);
    c.hit("ip", 60_000);
    await tableAway();
    await expect(c.flush()).rejects.toThrow();
    await tableBack();
    await sleep(150);
    expect(await stored("ip")).toBe(2);
    await c.close();
  });

  it("while the database stays down it retries once per interval, not in a loop (no burnt CPU, no flood of errors)", async () => {
    const errors: unknown[] = [];
    const c = new RateLimitCounters(handle.db, 100, (err) => errors.push(err));
    c.hit("ip", 60_000);
    await tableAway();
    await expect(c.flush()).rejects.toThrow();
    await sleep(350); // three intervals
    expect(errors.length).toBeGreaterThanOrEqual(2); // it did retry by itself
    expect(errors.length).toBeLessThanOrEqual(5);
    await tableBack();
    await c.close();
    expect(await stored("ip")).toBe(1);
  });

  it("close does not throw when its last flush fails (the error is reported once)", async () => {
    const errors: unknown[] = [];
    const c = new RateLimitCounters(handle.db, 60_000, (err) => errors.push(err));
    c.hit("ip", 60_000);
    await tableAway();
    await c.close();
    await tableBack();
    expect(errors).toHaveLength(1);
  });
});

describe("after close", () => {
  it("writes nothing more: later hits stay local and a flush settles without the database", async () => {
    const c = new RateLimitCounters(handle.db, 20);
    c.hit("before", 60_000);
    await c.close();
    expect(await stored("before")).toBe(1);
    expect(c.hit("after", 60_000)).toMatchObject({ count: 1 });
    await c.flush();
    await sleep(80);
    expect(await stored("after")).toBeUndefined();
  });
});

describe("windows and reads", () => {
  it("a window that ended here is read again from the table, where another instance may have begun one", async () => {
    const a = new RateLimitCounters(handle.db, 60_000);
    const b = new RateLimitCounters(handle.db, 60_000);
    a.hit("ip", 40);
    await a.flush();
    await sleep(80);
    b.hit("ip", 60_000); // the stored window has ended: b starts a new one
    await b.flush();
    expect(a.read("ip")).toEqual({ count: 0, ttlMs: 0 }); // ended here, not known yet
    await a.flush();
    expect(a.read("ip")).toMatchObject({ count: 1 });
    expect(a.hit("ip", 60_000)).toMatchObject({ count: 2 });
  });

  it("a key read as absent is trusted as 0 for a while: reading it on every request costs one query, not one each", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    expect(c.read("quiet")).toEqual({ count: 0, ttlMs: 0 });
    await c.flush();
    for (let i = 0; i < 5; i++) expect(c.read("quiet")).toEqual({ count: 0, ttlMs: 0 });
    await c.flush();
    expect(reads.keys).toEqual(["quiet"]);
    // a hit still counts from there
    expect(c.hit("quiet", 60_000)).toMatchObject({ count: 1 });
  });

  it("a window read from the table is trusted only until it ends", async () => {
    const a = new RateLimitCounters(handle.db, 60_000);
    const b = new RateLimitCounters(handle.db, 60_000);
    b.hit("ip", 100);
    await b.flush();
    a.read("ip");
    await a.flush();
    expect(a.read("ip").count).toBe(1);
    expect(a.read("ip").ttlMs).toBeLessThanOrEqual(100);
    await sleep(150);
    expect(a.read("ip")).toEqual({ count: 0, ttlMs: 0 });
  });

  it("a hit and a read of the same key before one flush: the hit is kept", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    expect(c.read("k")).toEqual({ count: 0, ttlMs: 0 });
    c.hit("k", 60_000);
    c.hit("k", 60_000);
    await c.flush();
    expect(c.read("k")).toMatchObject({ count: 2 });
    expect(await stored("k")).toBe(2);
  });
});

describe("hits during a flush", () => {
  it("a key hit while the flush reads it keeps those hits (the read does not overwrite them)", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    for (let i = 0; i < 150; i++) c.read(`r-${i}`);
    c.read("k");
    let hits = 0;
    let done = false;
    const hitEachTurn = () => {
      if (done) return;
      c.hit("k", 60_000);
      hits++;
      setImmediate(hitEachTurn);
    };
    const flushed = c.flush();
    setImmediate(hitEachTurn);
    await flushed;
    done = true;
    expect(hits).toBeGreaterThan(0);
    expect(c.read("k").count).toBe(hits);
    await c.flush();
    expect(await stored("k")).toBe(hits);
  });
});

describe("memory and the clock", () => {
  afterEach(() => vi.useRealTimers());

  it("forgets ended windows now and then, so the map holds only the clients still active", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-28T12:00:00.000Z"));
    const c = new RateLimitCounters(handle.db, 60_000);
    const entries = Reflect.get(c, "entries") as Map<string, unknown>;
    for (let i = 0; i < 20; i++) c.hit(`gone-${i}`, 1000);
    c.hit("active", 60_000);
    await c.flush();
    expect(entries.size).toBe(21);
    vi.setSystemTime(Date.now() + 5000); // ended, but the last sweep was 5 s ago
    c.hit("active", 60_000);
    await c.flush();
    expect(entries.size).toBe(21);
    vi.setSystemTime(Date.now() + 6000); // 11 s since the last sweep
    c.hit("active", 60_000);
    await c.flush();
    expect([...entries.keys()]).toEqual(["active"]);
    expect(c.read("active")).toMatchObject({ count: 3 });
    // nor does the list of keys to write keep the ones written
    expect((Reflect.get(c, "dirty") as Map<string, unknown>).size).toBe(0);
  });

  it("a window ends at its instant here as in the table (a hit then starts a new one)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.parse("2026-11-28T12:00:00.000Z");
    vi.setSystemTime(t0);
    const c = new RateLimitCounters(handle.db, 60_000);
    for (const key of ["read", "hit"]) {
      c.hit(key, 1000);
      c.hit(key, 1000);
    }
    await c.flush();
    vi.setSystemTime(t0 + 999);
    expect(c.read("read")).toEqual({ count: 2, ttlMs: 1 });
    vi.setSystemTime(t0 + 1000);
    expect(c.read("read")).toEqual({ count: 0, ttlMs: 0 });
    expect(c.hit("hit", 1000)).toEqual({ count: 1, ttlMs: 1000 });
    await c.flush();
    expect(await stored("hit")).toBe(1);
  });
});
