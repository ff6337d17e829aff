// How the in-memory rate-limit counters write (issue 37, mutation testing): hits and reads wait for
// the interval (one statement per interval, not one per request), a flush answers only once every
// hit before it is written (even with another flush still running), and a big flush runs in
// statements of at most 100 keys with a turn of the event loop between every two of them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import { RateLimitCounters } from "./rate-limit-counters.ts";

/** Every statement the counters send, with its number of keys, and the event loop's turns between them. */
const log = vi.hoisted(() => ({ events: [] as string[], gate: undefined as Promise<void> | undefined }));
vi.mock("../rate-limits/hit.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../rate-limits/hit.ts")>();
  return {
    ...original,
    addRateLimitHits: async (...args: Parameters<typeof original.addRateLimitHits>) => {
      if (args[1].length > 0) log.events.push(`write ${args[1].length}`);
      if (log.gate) await log.gate; // a slow database, held until the test opens it
      return original.addRateLimitHits(...args);
    },
    readRateLimits: (...args: Parameters<typeof original.readRateLimits>) => {
      if (args[1].length > 0) log.events.push(`read ${args[1].length}`);
      return original.readRateLimits(...args);
    },
  };
});

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
  log.events = [];
  log.gate = undefined;
});
afterEach(() => handle.destroy());

const stored = async (key: string) => (await handle.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst())?.count;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("batching", () => {
  it("hits and reads of unknown keys wait for the interval: nothing is sent before it", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    for (let i = 0; i < 10; i++) c.hit("ip", 60_000);
    c.read("unknown");
    await sleep(50);
    expect(log.events).toEqual([]);
    expect(await stored("ip")).toBeUndefined();
    await c.flush();
    expect(log.events).toEqual(["write 1", "read 1"]);
    expect(await stored("ip")).toBe(10);
  });
});

describe("a flush while another runs", () => {
  it("answers only once the running one has written too", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    for (let i = 0; i < 250; i++) c.hit(`ip-${i}`, 60_000);
    const first = c.flush();
    await new Promise((r) => setImmediate(r)); // the first flush is between its statements
    expect(log.events).toEqual(["write 100"]);
    c.hit("late", 60_000);
    await c.flush();
    expect(await stored("ip-249")).toBe(1);
    expect(await stored("late")).toBe(1);
    await first;
    expect(log.events).toEqual(["write 100", "write 100", "write 50", "write 1"]);
  });

  it("a timed flush and an asked one both waiting for a running flush: one writes, the other finds nothing left", async () => {
    const errors: unknown[] = [];
    const c = new RateLimitCounters(handle.db, 1, (err) => errors.push(err));
    let open!: () => void;
    log.gate = new Promise<void>((resolve) => (open = resolve));
    c.hit("first", 60_000);
    const first = c.flush(); // held in its statement
    await new Promise((r) => setImmediate(r));
    c.hit("late", 60_000); // arms the 1 ms timer: its run waits for the first flush
    await sleep(20);
    const second = c.flush(); // asks again: a second run waits too
    open();
    await Promise.all([first, second]);
    await sleep(20);
    expect(await stored("late")).toBe(1);
    expect(log.events).toEqual(["write 1", "write 1"]);
    expect(errors).toEqual([]);
    await c.close();
  });
});

/** Flushes while a chain of setImmediate callbacks logs each turn of the event loop. */
async function flushCountingTurns(c: RateLimitCounters) {
  let done = false;
  const tick = () => {
    if (done) return;
    log.events.push("turn");
    setImmediate(tick);
  };
  const flushed = c.flush();
  setImmediate(tick);
  await flushed;
  done = true;
  return {
    statements: log.events.filter((e) => e !== "turn"),
    /** two statements with no turn between them */
    backToBack: log.events.filter((e, i) => i > 0 && e !== "turn" && log.events[i - 1] !== "turn"),
  };
}

describe("a big flush", () => {
  it("sends statements of at most 100 keys, each key once, and lets the event loop turn between every two", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    for (let i = 0; i < 250; i++) c.hit(`ip-${i}`, 60_000);
    for (let i = 0; i < 250; i++) c.read(`other-${i}`);
    const { statements, backToBack } = await flushCountingTurns(c);
    expect(statements).toEqual(["write 100", "write 100", "write 50", "read 100", "read 100", "read 50"]);
    expect(backToBack).toEqual([]);
    expect(await stored("ip-249")).toBe(1);
  });

  it("only reads: the same pacing", async () => {
    const c = new RateLimitCounters(handle.db, 60_000);
    for (let i = 0; i < 250; i++) c.read(`r-${i}`);
    const { statements, backToBack } = await flushCountingTurns(c);
    expect(statements).toEqual(["read 100", "read 100", "read 50"]);
    expect(backToBack).toEqual([]);
  });
});
