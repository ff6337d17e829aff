// The fixed-window counters every limit shares (issue 37, mutation testing), at chosen instants on a
// bare test database: a window counts until the instant it ends, and at that instant every function
// agrees that it has ended (a hit starts a new one, a read answers 0, a prune drops it).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { addRateLimitHits, clearRateLimit, hitRateLimit, pruneRateLimits, readRateLimit, readRateLimits } from "./hit.ts";

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.destroy());

const T0 = Date.parse("2026-11-28T12:00:00.000Z");
const W = 60_000;
const keys = async () => (await handle.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key);

describe("one key at a time", () => {
  it("counts within the window, keeps its end, and starts a new window at the instant it ends", async () => {
    expect(await hitRateLimit(handle.db, "k", W, T0)).toEqual({ count: 1, ttlMs: W });
    expect(await hitRateLimit(handle.db, "k", W, T0 + 100)).toEqual({ count: 2, ttlMs: W - 100 });
    expect(await readRateLimit(handle.db, "k", T0 + W - 1)).toEqual({ count: 2, ttlMs: 1 });
    expect(await readRateLimit(handle.db, "k", T0 + W)).toEqual({ count: 0, ttlMs: 0 });
    expect(await hitRateLimit(handle.db, "k", W, T0 + W)).toEqual({ count: 1, ttlMs: W });
    expect(await readRateLimit(handle.db, "absent", T0)).toEqual({ count: 0, ttlMs: 0 });
  });

  it("clears one key only", async () => {
    await hitRateLimit(handle.db, "a", W, T0);
    await hitRateLimit(handle.db, "b", W, T0);
    await clearRateLimit(handle.db, "a");
    expect(await keys()).toEqual(["b"]);
    expect(await hitRateLimit(handle.db, "a", W, T0 + 10)).toMatchObject({ count: 1 });
  });

  it("prunes the windows that have ended and keeps the running ones", async () => {
    await hitRateLimit(handle.db, "ended", 1000, T0);
    await hitRateLimit(handle.db, "ends-now", 2000, T0);
    await hitRateLimit(handle.db, "running", 2001, T0);
    await pruneRateLimits(handle.db, T0 + 2000);
    expect(await keys()).toEqual(["running"]);
  });
});

describe("several keys in one statement (the in-memory counters' flush)", () => {
  it("adds each key's hits to its running window, starts ended or absent ones anew, and answers the window after the write", async () => {
    expect((await addRateLimitHits(handle.db, [], T0)).size).toBe(0);
    await addRateLimitHits(handle.db, [{ key: "running", add: 3, windowMs: W }, { key: "ending", add: 4, windowMs: 1000 }], T0);
    const after = await addRateLimitHits(
      handle.db,
      [{ key: "running", add: 2, windowMs: W }, { key: "ending", add: 5, windowMs: 1000 }, { key: "new", add: 1, windowMs: 500 }, { key: "read-only", add: 0, windowMs: W }],
      T0 + 1000,
    );
    expect(Object.fromEntries(after)).toEqual({
      running: { count: 5, ttlMs: W - 1000 }, // kept its end
      ending: { count: 5, ttlMs: 1000 }, // ended at this instant: a new window
      new: { count: 1, ttlMs: 500 },
      "read-only": { count: 0, ttlMs: W },
    });
  });

  it("reads several keys without counting: absent or ended ones as 0", async () => {
    expect((await readRateLimits(handle.db, [], T0)).size).toBe(0);
    await addRateLimitHits(handle.db, [{ key: "a", add: 2, windowMs: W }, { key: "b", add: 7, windowMs: 1000 }], T0);
    const read = await readRateLimits(handle.db, ["a", "b", "c"], T0 + 1000);
    expect(Object.fromEntries(read)).toEqual({ a: { count: 2, ttlMs: W - 1000 }, b: { count: 0, ttlMs: 0 }, c: { count: 0, ttlMs: 0 } });
    expect(Object.fromEntries(await readRateLimits(handle.db, ["b"], T0 + 999))).toEqual({ b: { count: 7, ttlMs: 1 } });
    // reading wrote nothing
    expect(await keys()).toEqual(["a", "b"]);
  });
});
