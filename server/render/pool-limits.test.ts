// The render pool's guards (issue 22): a bounded queue and fairness between clients so one client
// cannot hold every worker or wait ahead of everyone. The time limit and the queue wait: pool-kill.test.ts.
import { describe, expect, it } from "vitest";
import { heavyTextDesign } from "../test/hostile-designs.ts";
import { FairQueue, SYSTEM_CLIENT } from "./fair-queue.ts";
import { RenderBusyError } from "./pool.ts";
import { smallRenderJob, usePools } from "../test/render-pools.ts";

const small = smallRenderJob;
const newPool = usePools();

describe("render queue", () => {
  it("refuses jobs beyond a client's share of the queue and beyond the whole queue", async () => {
    const pool = newPool({ size: 1, queuedPerClient: 2, queuedMax: 3, queueWaitMs: 60_000 });
    const a = [pool.render(small, "a"), pool.render(small, "a")];
    await expect(pool.render(small, "a")).rejects.toBeInstanceOf(RenderBusyError);
    const b = pool.render(small, "b");
    await expect(pool.render(small, "c")).rejects.toBeInstanceOf(RenderBusyError);
    // Background work (bulk PDFs) has its own back-pressure and is never refused.
    const system = pool.render(small);
    await Promise.all([...a, b, system]);
  }, 30_000);

  it("serves clients round-robin: a client's fourth job waits behind another client's first", async () => {
    const pool = newPool({ size: 1, queueWaitMs: 60_000 });
    const order: string[] = [];
    const ask = (client: string, n: number) => pool.render(small, client).then(() => order.push(`${client}${n}`));
    await Promise.all([ask("a", 1), ask("a", 2), ask("a", 3), ask("a", 4), ask("b", 1), ask("c", 1)]);
    expect(order).toEqual(["a1", "b1", "c1", "a2", "a3", "a4"]);
  }, 30_000);
});

describe("FairQueue", () => {
  it("lets one client hold at most all workers but one", () => {
    const q = new FairQueue<string>({ queuedMax: 10, queuedPerClient: 10, runningPerClient: 2 });
    for (const job of ["a1", "a2", "a3"]) q.push("a", job);
    q.push("b", "b1");
    expect(q.take()).toEqual({ client: "a", job: "a1" });
    expect(q.take()).toEqual({ client: "b", job: "b1" });
    expect(q.take()).toEqual({ client: "a", job: "a2" });
    // "a" holds two workers: its third job waits until one of them ends.
    expect(q.take()).toBeUndefined();
    q.finished("a");
    expect(q.take()).toEqual({ client: "a", job: "a3" });
  });

  // Mutation testing (docs/testing.md) found these unguarded: a job whose wait ran out, the queue's
  // count, a finished job freeing its client's share, and the jobs handed back when the pool closes.
  it("takes a job whose wait ran out out of the queue for good, and counts it out", () => {
    const q = new FairQueue<string>({ queuedMax: 3, queuedPerClient: 3, runningPerClient: 1 });
    q.push("a", "a1");
    q.push("b", "b1");
    expect(q.remove("a", "a1")).toBe(true);
    expect(q.size).toBe(1);
    expect(q.remove("a", "a1")).toBe(false); // no longer waiting
    expect(q.remove("b", "b9")).toBe(false); // never queued
    expect(q.remove("c", "c1")).toBe(false); // unknown client
    expect(q.size).toBe(1);
    // The client left with no job is out of the round: the next take is b's job, not an empty one.
    expect(q.take()).toEqual({ client: "b", job: "b1" });
    expect(q.take()).toBeUndefined();
    // Room was freed: the whole queue holds three again.
    for (const job of ["a2", "a3", "a4"]) expect(q.push("a", job)).toBe(true);
    expect(q.push("c", "c1")).toBe(false);
  });

  it("counts a taken job out of the queue and a finished one out of its client's share", () => {
    const q = new FairQueue<string>({ queuedMax: 10, queuedPerClient: 10, runningPerClient: 1 });
    for (const job of ["a1", "a2"]) q.push("a", job);
    expect(q.take()?.job).toBe("a1");
    expect(q.size).toBe(1);
    expect(q.take()).toBeUndefined(); // a holds its one worker
    q.finished("a");
    expect(q.take()?.job).toBe("a2");
    expect(q.size).toBe(0);
  });

  it("keeps a client's other waiting jobs when one of them is taken out", () => {
    const q = new FairQueue<string>({ queuedMax: 10, queuedPerClient: 10, runningPerClient: 1 });
    q.push("a", "a1");
    q.push("a", "a2");
    expect(q.remove("a", "a1")).toBe(true);
    expect(q.take()).toEqual({ client: "a", job: "a2" });
  });

  it("frees one worker of a client's share per finished job, not all of them", () => {
    const q = new FairQueue<string>({ queuedMax: 10, queuedPerClient: 10, runningPerClient: 2 });
    for (const job of ["a1", "a2", "a3", "a4"]) q.push("a", job);
    expect([q.take()?.job, q.take()?.job, q.take()]).toEqual(["a1", "a2", undefined]);
    q.finished("a");
    // One of a's two renders ended: one more may start, and then a holds two again.
    expect(q.take()?.job).toBe("a3");
    expect(q.take()).toBeUndefined();
  });

  it("hands back every waiting job when drained, and is empty after", () => {
    const q = new FairQueue<string>({ queuedMax: 10, queuedPerClient: 10, runningPerClient: 1 });
    q.push("a", "a1");
    q.push("a", "a2");
    q.push("b", "b1");
    expect(q.drain().sort()).toEqual(["a1", "a2", "b1"]);
    expect(q.size).toBe(0);
    expect(q.take()).toBeUndefined();
  });

  it("never caps background work", () => {
    const q = new FairQueue<number>({ queuedMax: 1, queuedPerClient: 1, runningPerClient: 1 });
    for (let i = 0; i < 5; i++) expect(q.push(SYSTEM_CLIENT, i)).toBe(true);
    for (let i = 0; i < 5; i++) expect(q.take()?.job).toBe(i);
  });
});

describe("render queue wait", () => {
  it("refuses a client's job that waited longer than queueWaitMs for a worker, and keeps the worker free", async () => {
    const pool = newPool({ size: 2, queueWaitMs: 200, timeoutMs: 20_000 });
    // Both workers started (background work waits as long as it takes).
    await Promise.all([pool.render(small), pool.render(small), pool.render(small)]);
    // "a" may hold one of the two workers: its heavy job runs, its next job waits past 200 ms.
    const heavy = pool.render({ design: heavyTextDesign(10), format: "png", width: 64 }, "a").catch((e: unknown) => e);
    const waiting = pool.render(small, "a");
    await expect(waiting).rejects.toBeInstanceOf(RenderBusyError);
    // Background work is never refused for waiting.
    await pool.render(small);
    await heavy;
  }, 60_000);
});
