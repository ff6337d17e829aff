// The job runner's guarantees, each checked by what happens to the jobs (issue 37, mutation testing on
// the guards): a job is claimed by one instance only, never while another holds its lease, in the
// order it was queued; a lease is renewed while its job runs and an instance that lost it stops; a
// stopped runner claims nothing more and leaves its jobs for the next instance; a handler's result,
// progress and failure are recorded on its own row only. On a bare migrated database (no app): the
// runner needs only `db` and `log`. Every wait is bounded, so a broken runner fails a test quickly.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../test/app.ts";
import type { DbHandle } from "../db/index.ts";
import type { JobsTable } from "../db/schema.ts";
import { JobAbortedError, JobRunner, throwIfAborted, type JobHandler, type RunnerOptions } from "./runner.ts";

let handle: DbHandle;
const logged: string[] = [];
/** What each log line carried (the error, the job), for an operator to act on. */
const details: { err?: Error; jobId?: string }[] = [];
let app: FastifyInstance;
const runners: JobRunner[] = [];
beforeAll(async () => {
  handle = await createTestDb();
  app = { db: handle.db, log: { error: (obj: { err?: Error; jobId?: string }, msg: string) => (details.push(obj), logged.push(msg)) } } as unknown as FastifyInstance;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await handle.db.deleteFrom("jobs").execute();
  logged.length = 0;
  details.length = 0;
});
afterAll(async () => handle?.destroy());

const TYPE = "test.job";
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function insertJob(id: string, extra: Partial<JobsTable> = {}) {
  const now = new Date().toISOString();
  await handle.db.insertInto("jobs").values({ id, type: TYPE, state: "queued", payload: "{}", done: 0, total: 3, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now, ...extra }).execute();
}
const job = (id: string) => handle.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
function runner(handler: JobHandler, options: RunnerOptions = {}, types: string[] = [TYPE]): JobRunner {
  const r = new JobRunner(app, Object.fromEntries(types.map((t) => [t, handler])), { pollMs: 60_000, ...options });
  runners.push(r);
  return r;
}
async function until(check: () => boolean | Promise<boolean>, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(10);
  }
}
const noop: JobHandler = async () => ({});
/** The database with some methods replaced (the rest bound to it: Kysely's private fields). */
function dbWith(overrides: Partial<Record<"selectFrom" | "updateTable", (table: "jobs") => unknown>>): FastifyInstance {
  const db = new Proxy(handle.db, {
    get(target, key) {
      if (key in overrides) return overrides[key as keyof typeof overrides];
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, log: app.log } as unknown as FastifyInstance;
}

describe("claiming", () => {
  it("claims the oldest runnable job of its own types, with a lease of leaseMs, and none held or finished", async () => {
    await insertJob("done", { state: "done", created_at: "2000-01-01T00:00:00.000Z" });
    await insertJob("failed", { state: "failed", created_at: "2000-01-01T00:00:00.000Z" });
    await insertJob("held", { state: "running", locked_by: "other", locked_until: iso(60_000), created_at: "2000-01-01T00:00:00.000Z" });
    await insertJob("other-type", { type: "test.other", created_at: "2000-01-01T00:00:00.000Z" });
    await insertJob("b-new", { created_at: "2020-01-02T00:00:00.000Z" });
    await insertJob("b-old", { created_at: "2020-01-01T00:00:00.000Z" });
    await insertJob("a-old", { created_at: "2020-01-01T00:00:00.000Z" });
    await insertJob("expired", { state: "running", locked_by: "dead", locked_until: iso(-1), created_at: "2020-01-03T00:00:00.000Z" });
    const r = runner(noop, { leaseMs: 7_000 });
    const before = Date.now();
    const first = await r.claim();
    expect(first).toMatchObject({ id: "a-old", state: "running", locked_by: r.instanceId, type: TYPE });
    expect(Date.parse(first!.locked_until!)).toBeGreaterThanOrEqual(before + 7_000);
    expect(Date.parse(first!.locked_until!)).toBeLessThanOrEqual(Date.now() + 7_000);
    expect(Date.parse(first!.updated_at)).toBeGreaterThanOrEqual(before - 1);
    expect((await r.claim())?.id).toBe("b-old");
    expect((await r.claim())?.id).toBe("b-new");
    expect((await r.claim())?.id).toBe("expired");
    expect(await r.claim()).toBeUndefined();
    expect(await job("held")).toMatchObject({ locked_by: "other" });
    expect(await job("other-type")).toMatchObject({ state: "queued", locked_by: null });
    expect(await job("done")).toMatchObject({ state: "done", locked_by: null });
  });

  it("lets one instance only win a job that several instances saw free at once", async () => {
    for (let i = 0; i < 4; i++) await insertJob(`race-${i}`);
    const all = [runner(noop), runner(noop), runner(noop), runner(noop), runner(noop), runner(noop)];
    const won = (await Promise.all(all.map((r) => r.claim()))).filter(Boolean).map((j) => j!.id);
    expect(won.sort()).toEqual(["race-0", "race-1", "race-2", "race-3"]);
    for (let i = 0; i < 4; i++) {
      const row = await job(`race-${i}`);
      expect(won.filter((id) => id === row.id)).toHaveLength(1);
    }
  });
});

describe("running", () => {
  it("records the result on the job, keeps who finished it and holds no lease", async () => {
    await insertJob("r1");
    await insertJob("r2", { created_at: iso(1) });
    const seen: string[] = [];
    const r = runner(async (_app, ctx) => {
      seen.push(ctx.job.id);
      return ctx.job.id === "r1" ? { resultBlobId: "blob-1" } : {};
    }, { leaseMs: 300 }); // renewed every 250 ms while running
    r.start();
    await until(async () => (await job("r2")).state === "done");
    await sleep(400); // a renewal left running would hand a finished job a lease again
    expect(seen).toEqual(["r1", "r2"]);
    expect(await job("r1")).toMatchObject({ state: "done", result_blob_id: "blob-1", locked_until: null, locked_by: r.instanceId });
    expect(await job("r2")).toMatchObject({ state: "done", result_blob_id: null });
    expect(logged).toEqual([]);
  });

  it("stores progress on its own row only: what is given, and a fresh lease", async () => {
    await insertJob("p1", { total: 9, errors: JSON.stringify([{ row: 1 }]) });
    await insertJob("p2", { created_at: iso(60_000) });
    let step!: () => void;
    const stepped = new Promise<void>((r) => (step = r));
    let go!: () => void;
    const proceed = new Promise<void>((r) => (go = r));
    const r = runner(async (_app, ctx) => {
      if (ctx.job.id !== "p1") return {};
      await sleep(20);
      await ctx.progress({ done: 2 });
      stillMine = !ctx.signal.aborted;
      step();
      await proceed;
      await ctx.progress({ total: 5, errors: [{ row: 4 }] });
      return {};
    }, { leaseMs: 60_000, concurrency: 1 });
    let stillMine = false;
    const before = Date.now();
    r.start();
    await until(async () => (await job("p1")).locked_by === r.instanceId);
    const claimed = await job("p1");
    await stepped;
    expect(stillMine).toBe(true); // progress on its own lease does not abort the job
    const mid = await job("p1");
    expect(mid.locked_until! > claimed.locked_until!).toBe(true); // progress renews the lease
    expect(mid.updated_at > claimed.updated_at).toBe(true);
    expect(mid).toMatchObject({ done: 2, total: 9, errors: JSON.stringify([{ row: 1 }]), state: "running" });
    expect(Date.parse(mid.locked_until!)).toBeGreaterThanOrEqual(before + 60_000);
    expect(Date.parse(mid.updated_at)).toBeGreaterThanOrEqual(before);
    expect(await job("p2")).toMatchObject({ state: "queued", done: 0 });
    go();
    await until(async () => (await job("p1")).state === "done");
    expect(await job("p1")).toMatchObject({ done: 2, total: 5, errors: JSON.stringify([{ row: 4 }]) });
  });

  it("a crashed handler fails its job, keeping the errors already stored, and frees the lease", async () => {
    await insertJob("bad", { errors: JSON.stringify([{ row: 3, errors: { x: 1 } }]) });
    await insertJob("bad-json", { errors: "{not json", created_at: iso(1) });
    await insertJob("not-list", { errors: "{}", created_at: iso(2) });
    const r = runner(async () => {
      throw new Error("boom");
    });
    r.start();
    await until(async () => (await job("not-list")).state === "failed");
    const serverError = { row: 0, errors: { file: "server:serverError" } };
    expect(await job("bad")).toMatchObject({ state: "failed", locked_by: null, locked_until: null });
    expect(JSON.parse((await job("bad")).errors)).toEqual([{ row: 3, errors: { x: 1 } }, serverError]);
    expect(JSON.parse((await job("bad-json")).errors)).toEqual([serverError]);
    expect(JSON.parse((await job("not-list")).errors)).toEqual([serverError]);
    expect(logged).toEqual(["job failed", "job failed", "job failed"]);
    expect(details.map((d) => [d.jobId, d.err?.message])).toEqual([["bad", "boom"], ["bad-json", "boom"], ["not-list", "boom"]]);
  });

  it("a handler that asks to be woken later is released until then, and woken early when that is before the next poll", async () => {
    await insertJob("later");
    await insertJob("soon", { created_at: iso(1) });
    const runs: string[] = [];
    const r = runner(async (_app, ctx) => {
      runs.push(ctx.job.id);
      if (ctx.job.id === "later") return { rescheduleMs: 60_000 };
      return runs.filter((id) => id === "soon").length === 1 ? { rescheduleMs: 100 } : {};
    });
    const before = Date.now();
    r.start();
    await until(async () => (await job("soon")).state === "done", 2_000);
    expect(runs).toEqual(["later", "soon", "soon"]);
    const later = await job("later");
    expect(later).toMatchObject({ state: "running", locked_by: null });
    expect(Date.parse(later.locked_until!)).toBeGreaterThanOrEqual(before + 60_000);
    expect(await runner(noop).claim()).toBeUndefined(); // not before its time
  });

  it("runs at most `concurrency` jobs at once (at least one, whole numbers), each finished job taking the next", async () => {
    for (const [concurrency, expected] of [[2.9, 2], [0, 1]] as const) {
      for (let i = 0; i < 5; i++) await insertJob(`c-${concurrency}-${i}`, { created_at: iso(i) });
      let active = 0;
      let peak = 0;
      const r = runner(async () => {
        peak = Math.max(peak, ++active);
        await sleep(40);
        active--;
        return {};
      }, { concurrency });
      r.start();
      await until(async () => (await handle.db.selectFrom("jobs").select("id").where("state", "!=", "done").execute()).length === 0);
      expect(peak).toBe(expected);
      await r.stop();
    }
  });

  it("finds a job queued without a kick at the next poll", async () => {
    const ran: string[] = [];
    runner(async (_app, ctx) => {
      ran.push(ctx.job.id);
      return {};
    }, { pollMs: 50 }).start();
    await sleep(20);
    await insertJob("polled");
    await until(() => ran.length === 1, 1_000);
    expect(await job("polled")).toMatchObject({ state: "done" });
  });

  it("an idle runner asks the database once per poll, not in a loop, even after kicks while busy", async () => {
    let claims = 0;
    const idle = new JobRunner(dbWith({ selectFrom: (table) => (claims++, handle.db.selectFrom(table)) }), { [TYPE]: noop }, { pollMs: 60_000 });
    runners.push(idle);
    idle.start();
    idle.kick();
    idle.kick();
    await sleep(300);
    expect(claims).toBe(2); // the start, and once more for the kicks made while it was busy (a job queued then is not left for the next poll)
  });

  it("logs a claim that failed (the database is gone) instead of crashing the process", async () => {
    const broken = new JobRunner({ db: { selectFrom: () => { throw new Error("database closed"); } }, log: app.log } as unknown as FastifyInstance, { [TYPE]: noop });
    runners.push(broken);
    broken.kick();
    await until(() => logged.length > 0, 1_000);
    expect(logged).toEqual(["job runner failed"]);
    expect(details[0].err?.message).toBe("database closed");
  });

  it("a job whose outcome cannot be written (the database failed) is logged with its id and keeps its lease, for a takeover", async () => {
    await insertJob("unwritable");
    let updates = 0;
    const failing = dbWith({
      updateTable: (table) => {
        if (++updates > 1) throw new Error("disk I/O error"); // the claim succeeds, nothing after
        return handle.db.updateTable(table);
      },
    });
    const r = new JobRunner(failing, { [TYPE]: noop }, { pollMs: 60_000 });
    runners.push(r);
    r.start();
    await until(() => logged.includes("job runner failed"), 1_000);
    expect(details.find((d, i) => logged[i] === "job runner failed")).toMatchObject({ jobId: "unwritable", err: { message: "disk I/O error" } });
    expect(await job("unwritable")).toMatchObject({ state: "running", locked_by: r.instanceId });
  });

  it("a handler whose job row was deleted meanwhile fails quietly", async () => {
    await insertJob("deleted");
    const r = runner(async () => {
      await handle.db.deleteFrom("jobs").where("id", "=", "deleted").execute();
      throw new Error("gone");
    });
    r.start();
    await until(() => logged.length > 0, 1_000);
    await sleep(20);
    expect(logged).toEqual(["job failed"]);
  });

  it("renews a tiny lease at most every 250 ms: a short lease does not hammer the database", async () => {
    await insertJob("tiny");
    let updates = 0;
    const r = new JobRunner(dbWith({ updateTable: (table) => (updates++, handle.db.updateTable(table)) }), { [TYPE]: async () => (await sleep(600), {}) }, { leaseMs: 30, pollMs: 60_000 });
    runners.push(r);
    r.start();
    await until(async () => (await job("tiny")).state === "done", 2_000);
    expect(updates).toBeLessThanOrEqual(5); // the claim, two renewals, the result (10 ms renewals: 60)
  });

  it("a kick looks for work at once, also one made while it is busy claiming", async () => {
    const ran: string[] = [];
    const r = runner(async (_app, ctx) => {
      ran.push(ctx.job.id);
      return {};
    });
    r.start(); // the first claim finds nothing; the next poll is a minute away
    await insertJob("k1");
    r.kick();
    r.kick(); // busy with the first: remembered, and run once the first is over
    await insertJob("k2", { created_at: iso(1) });
    r.kick();
    await until(() => ran.length === 2, 2_000);
    expect(ran).toEqual(["k1", "k2"]);
  });
});

describe("leases", () => {
  it("renews a short lease while a silent job runs, so no other instance can take it", async () => {
    await insertJob("long");
    let finish!: () => void;
    const release = new Promise<void>((r) => (finish = r));
    let holderSignal!: AbortSignal;
    const holder = runner(async (_app, ctx) => {
      holderSignal = ctx.signal;
      await release;
      return {};
    }, { leaseMs: 600 });
    holder.start();
    await until(async () => (await job("long")).locked_by === holder.instanceId);
    const first = (await job("long")).locked_until!;
    const other = runner(noop, { leaseMs: 600 });
    for (let i = 0; i < 12; i++) {
      expect(await other.claim()).toBeUndefined();
      await sleep(100);
    }
    expect((await job("long")).locked_until! > first).toBe(true);
    expect(holderSignal.aborted).toBe(false); // a renewal that succeeded does not stop the job
    finish();
    await until(async () => (await job("long")).state === "done");
  });

  it("an instance that lost its lease is told (its signal aborts) and then leaves the job alone", async () => {
    await insertJob("lost");
    let signal!: AbortSignal;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const r = runner(async (_app, ctx) => {
      signal = ctx.signal;
      started();
      await new Promise<void>((resolve) => ctx.signal.addEventListener("abort", () => resolve()));
      await ctx.progress({ done: 3 });
      return { resultBlobId: "late" };
    }, { leaseMs: 900 });
    r.start();
    await running;
    // Another instance took the job over (its own lease): the renewal, every 300 ms, finds it gone.
    const other = runner(noop);
    expect(other.instanceId).not.toBe(r.instanceId);
    await handle.db.updateTable("jobs").set({ locked_by: other.instanceId, locked_until: iso(60_000) }).where("id", "=", "lost").execute();
    await until(() => signal.aborted, 1_500);
    await sleep(50);
    expect(await job("lost")).toMatchObject({ state: "running", locked_by: other.instanceId, done: 0, result_blob_id: null });
    expect(logged).toEqual([]);
  });

  it("progress on a lost lease aborts the job and records nothing", async () => {
    await insertJob("gone");
    let aborted: boolean | undefined;
    let step!: () => void;
    const stepped = new Promise<void>((r) => (step = r));
    let go!: () => void;
    const proceed = new Promise<void>((r) => (go = r));
    const r = runner(async (_app, ctx) => {
      step();
      await proceed;
      await ctx.progress({ done: 1 });
      aborted = ctx.signal.aborted;
      throwIfAborted(ctx.signal);
      return {};
    }, { leaseMs: 60_000 });
    r.start();
    await stepped;
    await handle.db.updateTable("jobs").set({ locked_by: "new-owner" }).where("id", "=", "gone").execute();
    go();
    await until(() => aborted !== undefined);
    await sleep(50);
    expect(aborted).toBe(true);
    expect(await job("gone")).toMatchObject({ state: "running", locked_by: "new-owner", done: 0 });
    expect(logged).toEqual([]); // a lost lease is not a failure of the job
  });
});

describe("stopping", () => {
  it("aborts the running jobs, waits for them, releases their leases and claims nothing more", async () => {
    await insertJob("s1");
    await insertJob("s2", { created_at: iso(1) });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let settled = false;
    const r = runner(async (_app, ctx) => {
      started();
      try {
        for (;;) {
          throwIfAborted(ctx.signal);
          await sleep(5);
        }
      } finally {
        await sleep(30);
        settled = true;
      }
    }, { pollMs: 20 });
    r.start();
    await running;
    await r.stop();
    expect(settled).toBe(true);
    expect(await job("s1")).toMatchObject({ state: "running", locked_by: null, locked_until: null });
    r.kick();
    await sleep(100); // several poll periods
    expect(await job("s2")).toMatchObject({ state: "queued", locked_by: null });
    expect(await job("s1")).toMatchObject({ state: "running", locked_by: null }); // not claimed again either
    expect(logged).toEqual([]);
  });

  it("throwIfAborted throws JobAbortedError only once aborted", () => {
    const c = new AbortController();
    expect(() => throwIfAborted(c.signal)).not.toThrow();
    c.abort();
    expect(() => throwIfAborted(c.signal)).toThrow(JobAbortedError);
    expect(new JobAbortedError()).toMatchObject({ name: "JobAbortedError", message: "job aborted" });
  });
});
