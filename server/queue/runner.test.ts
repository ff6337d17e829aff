import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { JobRunner, throwIfAborted, type JobHandler } from "./runner.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function insertJob(id: string, extra: { state?: "queued" | "running"; locked_by?: string | null; locked_until?: string | null } = {}) {
  const now = new Date().toISOString();
  await t.db.insertInto("jobs").values({ id, type: "test.job", state: extra.state ?? "queued", payload: "{}", done: 0, total: 3, errors: "[]", result_blob_id: null, locked_by: extra.locked_by ?? null, locked_until: extra.locked_until ?? null, created_by: null, created_at: now, updated_at: now }).execute();
}
const job = (id: string) => t.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("JobRunner", () => {
  it("lets exactly one instance claim a job, and skips jobs whose lease is still held", async () => {
    await insertJob("claim-1");
    await insertJob("held-1", { state: "running", locked_by: "elsewhere", locked_until: new Date(Date.now() + 60_000).toISOString() });
    const noop: JobHandler = async () => ({});
    const a = new JobRunner(t.app, { "test.job": noop });
    const b = new JobRunner(t.app, { "test.job": noop });
    const [ja, jb] = await Promise.all([a.claim(), b.claim()]);
    expect([ja?.id, jb?.id].filter(Boolean)).toEqual(["claim-1"]);
    expect(await a.claim()).toBeUndefined(); // held-1 is leased by another instance
    await t.db.deleteFrom("jobs").execute();
  });

  it("takes over a running job whose lease expired and finishes it", async () => {
    await insertJob("expired-1", { state: "running", locked_by: "dead-instance", locked_until: new Date(Date.now() - 1000).toISOString() });
    const seen: string[] = [];
    const runner = new JobRunner(t.app, {
      "test.job": async (_app, ctx) => {
        seen.push(ctx.job.id);
        await ctx.progress({ done: 3 });
        return {};
      },
    }, { pollMs: 50 });
    runner.start();
    for (let i = 0; i < 100 && (await job("expired-1")).state !== "done"; i++) await new Promise((r) => setTimeout(r, 20));
    await runner.stop();
    expect(seen).toEqual(["expired-1"]);
    expect(await job("expired-1")).toMatchObject({ state: "done", done: 3, locked_until: null, locked_by: runner.instanceId });
    await t.db.deleteFrom("jobs").execute();
  });

  it("on stop, aborts the handler and releases the lease for the next instance; a crash marks the job failed", async () => {
    await insertJob("slow-1");
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const runner = new JobRunner(t.app, {
      "test.job": async (_app, ctx) => {
        started();
        for (;;) {
          throwIfAborted(ctx.signal);
          await new Promise((r) => setTimeout(r, 10));
        }
      },
    });
    runner.start();
    await running;
    await runner.stop();
    expect(await job("slow-1")).toMatchObject({ state: "running", locked_by: null, locked_until: null });

    await insertJob("bad-1");
    const failing = new JobRunner(t.app, { "test.job": async () => { throw new Error("boom"); } }, { pollMs: 50 });
    await t.db.deleteFrom("jobs").where("id", "=", "slow-1").execute();
    failing.start();
    for (let i = 0; i < 100 && (await job("bad-1")).state !== "failed"; i++) await new Promise((r) => setTimeout(r, 20));
    await failing.stop();
    const failed = await job("bad-1");
    expect(failed.state).toBe("failed");
    expect(JSON.parse(failed.errors)).toEqual([{ row: 0, errors: { file: "server:serverError" } }]);
  });

  it("renews a short lease while the job runs, so no other instance takes over a live job", async () => {
    await insertJob("long-1");
    let finish!: () => void;
    const release = new Promise<void>((r) => (finish = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    // The handler reports no progress: only the timer keeps the 1 s lease alive for 2.5 s.
    const holder = new JobRunner(t.app, { "test.job": async () => { started(); await release; return {}; } }, { leaseMs: 1000 });
    const other = new JobRunner(t.app, { "test.job": async () => ({}) }, { leaseMs: 1000 });
    holder.start();
    await running;
    const first = (await job("long-1")).locked_until!;
    for (let i = 0; i < 25; i++) {
      expect(await other.claim()).toBeUndefined();
      await new Promise((r) => setTimeout(r, 100));
    }
    const later = await job("long-1");
    expect(later.locked_by).toBe(holder.instanceId);
    expect(later.locked_until! > first).toBe(true);
    finish();
    await holder.stop();
    await t.db.deleteFrom("jobs").execute();
  });

  it("with a concurrency of 3 runs three jobs at once and never a fourth, and stop aborts them all", async () => {
    for (let i = 0; i < 5; i++) await insertJob(`par-${i}`);
    let active = 0;
    let peak = 0;
    const aborted: string[] = [];
    let threeRunning!: () => void;
    const three = new Promise<void>((r) => (threeRunning = r));
    const runner = new JobRunner(t.app, {
      "test.job": async (_app, ctx) => {
        active++;
        peak = Math.max(peak, active);
        if (active === 3) threeRunning();
        try {
          await new Promise<void>((_, reject) => ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))));
        } finally {
          aborted.push(ctx.job.id);
          active--;
        }
        return {};
      },
    }, { pollMs: 50, concurrency: 3 });
    runner.start();
    await three;
    await new Promise((r) => setTimeout(r, 300)); // several polls: still three
    expect(peak).toBe(3);
    const states = await t.db.selectFrom("jobs").select(["id", "locked_by"]).where("id", "like", "par-%").orderBy("id").execute();
    expect(states.filter((j) => j.locked_by === runner.instanceId).map((j) => j.id)).toEqual(["par-0", "par-1", "par-2"]);
    await runner.stop();
    expect(aborted.sort()).toEqual(["par-0", "par-1", "par-2"]);
    // Released for the next instance, none failed.
    const after = await t.db.selectFrom("jobs").select(["state", "locked_by"]).where("id", "like", "par-%").execute();
    expect(after.every((j) => j.locked_by === null && j.state !== "failed")).toBe(true);
    await t.db.deleteFrom("jobs").execute();
  });

  it("with a concurrency of 2 finishes every queued job, a finished one freeing its slot", async () => {
    for (let i = 0; i < 6; i++) await insertJob(`slot-${i}`);
    let active = 0;
    let peak = 0;
    const runner = new JobRunner(t.app, {
      "test.job": async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 30));
        active--;
        return {};
      },
    }, { pollMs: 10_000, concurrency: 2 }); // no poll after the first: only finished jobs look for more
    runner.start();
    for (let i = 0; i < 100; i++) {
      const open = await t.db.selectFrom("jobs").select("id").where("id", "like", "slot-%").where("state", "!=", "done").execute();
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await runner.stop();
    const done = await t.db.selectFrom("jobs").select("state").where("id", "like", "slot-%").execute();
    expect(done.map((j) => j.state)).toEqual(Array(6).fill("done"));
    expect(peak).toBe(2);
    await t.db.deleteFrom("jobs").execute();
  });
});
