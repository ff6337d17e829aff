// The render pool when a renderer fails, with stand-in renderers (test/fake-renderers.ts; issue 37,
// mutation testing on the guards): a renderer that exits, cannot start, cannot be spawned, loses its
// channel or reports errors fails only its own job, is killed once (never one that ended by itself),
// and is replaced only once its exit is seen (or at once when no process was ever made). The real
// processes: pool.test.ts, pool-kill.test.ts.
import { describe, expect, it, vi } from "vitest";
import { answer, exit, fake, ready, poolsOf, testJob, tick, trackTimers } from "./test/fake-renderers.ts";

vi.mock("./renderer-process.ts", () => import("./test/fake-renderers.ts").then((m) => m.fakeRendererProcess));

const { RenderPool } = await import("./pool.ts");
const job = testJob;
const pool = poolsOf(RenderPool);

describe("a failing renderer", () => {
  it("a renderer that exits while drawing fails its job and is replaced once its exit is seen", async () => {
    const p = pool();
    const first = p.render(job);
    await tick();
    ready(fake.children[0]);
    exit(fake.children[0], 139);
    await expect(first).rejects.toThrow("renderer failed: exited with code 139");
    expect(fake.killed).toEqual([]); // it ended by itself: nothing to kill
    const next = p.render(job);
    await tick();
    expect(fake.children).toHaveLength(2);
    ready(fake.children[1]);
    answer(fake.children[1]);
    await expect(next).resolves.toBeDefined();
  });

  it("one that cannot even start fails what waits instead of starting again and again", async () => {
    const p = pool({ size: 2 });
    const jobs = [p.render(job), p.render(job, "a")];
    await tick();
    for (const c of fake.children) exit(c, 1);
    for (const j of jobs) await expect(j).rejects.toThrow("renderer failed to start");
    expect(p.queued).toBe(0);
  });

  it("a renderer whose channel fails when sent a job is killed, and the job fails", async () => {
    const p = pool();
    const j = p.render(job);
    await tick();
    fake.children[0].failSend = true;
    ready(fake.children[0]);
    await expect(j).rejects.toThrow("renderer failed: channel closed");
    expect(fake.killed).toEqual([fake.children[0].pid]);
  });

  it("a renderer that could not be spawned (an error, no pid) is replaced at once; the waiting job is drawn", async () => {
    const p = pool();
    const j = p.render(job);
    await tick();
    const [unborn] = fake.children;
    unborn.pid = undefined; // as Node reports a failed spawn: no process, and no exit will follow
    unborn.emit("error", new Error("spawn EAGAIN"));
    expect(fake.killed).toEqual([]);
    expect(fake.children).toHaveLength(2);
    ready(fake.children[1]);
    answer(fake.children[1]);
    await expect(j).resolves.toBeDefined();
  });

  it("a renderer reported failing twice is killed once, and one killed by the system is not counted killed", async () => {
    const onKilled = vi.fn();
    const p = pool();
    p.onKilled = onKilled;
    const j = p.render(job);
    await tick();
    const [c] = fake.children;
    ready(c);
    c.emit("error", new Error("channel closed"));
    c.emit("error", new Error("kill failed"));
    await expect(j).rejects.toThrow("renderer failed: channel closed");
    expect(fake.killed).toEqual([c.pid]);
    expect(onKilled).toHaveBeenCalledTimes(1);
    await tick(10);
    const next = p.render(job);
    await tick();
    const second = fake.children[1];
    ready(second);
    exit(second, null, "SIGKILL"); // the kernel's out-of-memory killer, say
    await expect(next).rejects.toThrow("renderer failed: exited with SIGKILL");
    expect(fake.killed).toEqual([c.pid]);
    expect(onKilled).toHaveBeenCalledTimes(1);
  });

  it("a renderer whose process reports an error is dropped and its job failed", async () => {
    const p = pool();
    const j = p.render(job);
    await tick();
    ready(fake.children[0]);
    fake.children[0].emit("error", new Error("spawn EAGAIN"));
    await expect(j).rejects.toThrow("renderer failed: spawn EAGAIN");
    expect(fake.killed).toEqual([fake.children[0].pid]);
  });
});

describe("nothing left behind by a cold start", () => {
  it("jobs whose first wait ran out while renderers started are forgotten once answered, failed or closed", async () => {
    const timers = trackTimers();
    // Two renderers starting, both jobs' waits run out; each is taken by a renderer once it is ready.
    const two = pool({ size: 2, queueWaitMs: 20 });
    const jobs = [two.render(job, "a"), two.render(job, "b")];
    await tick(40);
    for (const c of fake.children) ready(c);
    for (const c of fake.children) answer(c);
    await Promise.all(jobs);
    expect(timers.pending()).toBe(0);

    // A renderer that never starts fails the job; the next renderer's start owes it nothing.
    const broken = pool({ queueWaitMs: 20 });
    const failed = broken.render(job, "a").catch((e: Error) => e.message);
    await tick(40);
    exit(fake.children.at(-1)!, 1);
    expect(await failed).toBe("renderer failed to start");
    const next = broken.render(job, "b");
    await tick();
    ready(fake.children.at(-1)!);
    answer(fake.children.at(-1)!);
    await next;
    expect(timers.pending()).toBe(0);

    // Closed during the cold start, a renderer's "ready" already on its way arrives after the kill.
    const closing = pool({ queueWaitMs: 20 });
    const refused = closing.render(job, "a").catch(() => undefined);
    await tick(40);
    const c = fake.children.at(-1)!;
    const closed = closing.close();
    ready(c);
    await closed;
    await refused;
    expect(timers.pending()).toBe(0);
  });
});
