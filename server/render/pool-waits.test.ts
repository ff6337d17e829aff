// The render pool's time limit, waits, closing and hold on the event loop, with stand-in renderers
// (test/fake-renderers.ts; issue 37, mutation testing on the guards). Each guard is checked by what
// it protects: a job refused or answered in time, a renderer killed, a finished job's time limit not
// cutting the next job short, no timer or renderer left holding a server that should exit. The real
// processes: pool.test.ts, pool-kill.test.ts; the queue's bookkeeping: pool-logic.test.ts.
import { describe, expect, it, vi } from "vitest";
import { answer, exit, fake, live, ready, poolsOf, testJob, tick, trackTimers } from "./test/fake-renderers.ts";

vi.mock("./renderer-process.ts", () => import("./test/fake-renderers.ts").then((m) => m.fakeRendererProcess));

const { REFUSAL_CPU_SHARE, RenderBusyError, RenderError, RenderPool, RenderStarvedError, RenderTimeoutError } = await import("./pool.ts");
const job = testJob;
const pool = poolsOf(RenderPool);

describe("the time limit", () => {
  async function overrun(cpuMs: number | undefined, options: ConstructorParameters<typeof RenderPool>[0] = {}) {
    const onKilled = vi.fn();
    const p = pool({ timeoutMs: 40, refusalCpuShare: 0.5, ...options });
    p.onKilled = onKilled;
    const j = p.render(job);
    await tick();
    const c = fake.children.at(-1)!;
    fake.cpu.set(c.pid!, 1000);
    ready(c);
    if (cpuMs !== undefined) fake.cpu.set(c.pid!, 1000 + cpuMs);
    else fake.cpu.delete(c.pid!);
    const err = await j.then(() => new Error("answered"), (e: Error) => e);
    expect(onKilled).toHaveBeenCalledWith(c.pid);
    return err;
  }

  it("a render that used its CPU share is too costly; one starved by load is busy; CPU unknown is too costly", async () => {
    const costly = await overrun(20);
    expect(costly).toBeInstanceOf(RenderTimeoutError);
    expect(costly.message).toBe("render took longer than 0.04 s");
    const starved = await overrun(19);
    expect(starved).toBeInstanceOf(RenderStarvedError);
    expect(starved.message).toBe("render reached 0.04 s with 19 ms of CPU (load)");
    expect(await overrun(undefined)).toBeInstanceOf(RenderTimeoutError);
  });

  it("counts the CPU of the renderer's process group when it leads one", async () => {
    expect(await overrun(30, { processGroups: true })).toBeInstanceOf(RenderTimeoutError);
    expect(fake.group).toBe(true);
  });

  it("never runs more renderers than the pool's size: a killed one is replaced after its exit", async () => {
    const p = pool({ size: 2, timeoutMs: 30 });
    const jobs = Array.from({ length: 6 }, () => p.render(job).catch(() => "refused"));
    let peak = 0;
    for (let i = 0; i < 40; i++) {
      for (const c of fake.children) if (!c.listenerCount("message") || c.sent.length === 0) ready(c);
      peak = Math.max(peak, live());
      await tick(5);
    }
    await Promise.all(jobs);
    expect(peak).toBeLessThanOrEqual(2);
    expect(fake.killed.length).toBeGreaterThanOrEqual(6);
  });
});

describe("waiting", () => {
  it("refuses a client's job after queueWaitMs behind a busy renderer; background work waits on", async () => {
    const p = pool({ queueWaitMs: 30 });
    const first = p.render(job, "a");
    await tick();
    ready(fake.children[0]);
    const waiting = p.render(job, "b");
    const background = p.render(job);
    await tick(5);
    expect(p.queued).toBe(2);
    await expect(waiting).rejects.toThrow(new RenderBusyError("render queue wait exceeded"));
    await tick(60); // twice the wait: background work is still queued
    expect(p.queued).toBe(1);
    answer(fake.children[0]);
    await first;
    answer(fake.children[0]);
    await expect(background).resolves.toBeDefined();
  });

  it("a cold start is not the client's fault: the wait starts again once a renderer is ready", async () => {
    const p = pool({ queueWaitMs: 30 });
    const j = p.render(job, "a");
    await tick(60); // two waits long, the renderer still starting
    ready(fake.children[0]);
    answer(fake.children[0]);
    await expect(j).resolves.toBeDefined();
    // after the first start, waits are not extended
    const busy = p.render(job, "a");
    await tick();
    const late = p.render(job, "b");
    await expect(late).rejects.toBeInstanceOf(RenderBusyError);
    answer(fake.children[0]);
    await busy;
  });

  it("a visitor's own designs hold all renderers but one: an admin's design is drawn at once", async () => {
    const p = pool({ size: 3 });
    const visitor = { ...job, visitorDesign: true };
    const visitors = ["v1", "v2", "v3"].map((client) => p.render(visitor, client));
    await tick();
    for (const c of fake.children) ready(c);
    const drawing = () => fake.children.filter((c) => c.sent.length > 0);
    expect(drawing()).toHaveLength(2);
    const admin = p.render(job, "c");
    await tick();
    expect(drawing()).toHaveLength(3);
    const adminRenderer = fake.children.find((c) => c.sent.length === 1 && !c.sent[0].job.visitorDesign)!;
    answer(adminRenderer);
    await admin;
    expect(adminRenderer.sent).toHaveLength(1); // free, yet the third visitor design still waits
    answer(fake.children.find((c) => c !== adminRenderer && c.sent.length === 1)!);
    await tick();
    const third = fake.children.filter((c) => c.sent.at(-1)?.job.visitorDesign);
    for (const c of third) answer(c);
    await Promise.all(visitors);
  });

  it("a one-renderer pool lets a visitor's design use it", async () => {
    const p = pool({ size: 1 });
    const j = p.render({ ...job, visitorDesign: true }, "v");
    await tick();
    ready(fake.children[0]);
    answer(fake.children[0]);
    await expect(j).resolves.toBeDefined();
  });
});

describe("waiting, more", () => {
  it("a job whose wait ran out during the cold start gets a whole new wait from the moment a renderer is ready", async () => {
    const p = pool({ queueWaitMs: 30 });
    const background = p.render(job);
    const client = p.render(job, "b").then(() => "answered", (e: Error) => e);
    await tick(60); // the client's first wait ran out while the renderer started
    ready(fake.children[0]); // takes the background job; the client's job waits again
    expect(fake.children[0].sent).toHaveLength(1);
    await tick(60);
    expect(await Promise.race([client, tick(0).then(() => "still waiting")])).toBeInstanceOf(RenderBusyError);
    answer(fake.children[0]);
    await background;
  });

  it("in a two-renderer pool visitors' own designs hold one renderer; an admin's design takes the other", async () => {
    const p = pool({ size: 2 });
    const visitors = ["v1", "v2"].map((client) => p.render({ ...job, visitorDesign: true }, client));
    await tick();
    for (const c of fake.children) ready(c);
    expect(fake.children.filter((c) => c.sent.length > 0)).toHaveLength(1);
    const admin = p.render(job, "c");
    await tick();
    const adminRenderer = fake.children.find((c) => c.sent.some((m) => !m.job.visitorDesign))!;
    expect(adminRenderer).toBeDefined();
    answer(adminRenderer);
    await admin;
    for (let i = 0; i < 2; i++) {
      for (const c of fake.children) if (c.sent.length) answer(c);
      await tick();
    }
    await Promise.all(visitors);
  });
});

describe("closing", () => {
  it("refuses what waits and every later job, kills the renderers and waits for their exit", async () => {
    const p = pool();
    const drawing = p.render(job, "a").catch((e: Error) => e);
    await tick();
    ready(fake.children[0]);
    const queued = p.render(job, "b").catch((e: Error) => e);
    await tick(); // queued (a render still preparing its images when the pool closes is not answered: left alone)
    await p.close();
    expect(fake.children[0].signalCode).toBe("SIGKILL");
    expect(await queued).toEqual(new RenderError("render pool closed"));
    expect(await drawing).toEqual(new RenderError("render pool closed"));
    await expect(p.render(job)).rejects.toThrow("render pool is closed");
  });
});

describe("defaults", () => {
  it("a client's job waits 1.5 s behind a busy renderer by default, then is refused", async () => {
    const p = pool({ queueWaitMs: undefined }); // the default
    const first = p.render(job);
    await tick();
    ready(fake.children[0]);
    const started = performance.now();
    const waiting = p.render(job, "b").then(() => "answered", (e: Error) => e);
    await tick(300);
    expect(p.queued).toBe(1);
    const refused = await waiting;
    expect(refused).toBeInstanceOf(RenderBusyError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    answer(fake.children[0]);
    await first;
  });

  it("judges a killed render by REFUSAL_CPU_SHARE of the limit unless told otherwise", async () => {
    const share = REFUSAL_CPU_SHARE * 40;
    const p = () => pool({ timeoutMs: 40 });
    for (const [cpu, kind] of [[share - 1, RenderStarvedError], [share, RenderTimeoutError]] as const) {
      const j = p().render(job);
      await tick();
      const c = fake.children.at(-1)!;
      fake.cpu.set(c.pid!, 0);
      ready(c);
      fake.cpu.set(c.pid!, cpu);
      await expect(j).rejects.toBeInstanceOf(kind);
    }
  });
});

describe("timers", () => {
  it("a finished job's time limit does not cut the renderer's next job short", async () => {
    const p = pool({ timeoutMs: 200 });
    const first = p.render(job);
    await tick();
    ready(fake.children[0]);
    await tick(100);
    answer(fake.children[0]);
    await first;
    const second = p.render(job).then(() => "answered", (e: Error) => e);
    await tick(150); // past the first job's limit (200 ms after it started), within the second's
    expect(fake.killed).toEqual([]);
    answer(fake.children[0]);
    expect(await second).toBe("answered");
  });

  it("an answered client job, a closed pool and a pool that cannot start leave no timer holding the process", async () => {
    const timers = trackTimers();
    const p = pool();
    const answered = p.render(job, "a");
    await tick();
    ready(fake.children[0]);
    answer(fake.children[0]);
    await answered;
    expect(timers.pending()).toBe(0);

    const drawing = p.render(job, "a").catch(() => undefined);
    const waiting = p.render(job, "b").catch(() => undefined);
    await tick();
    await p.close();
    await Promise.all([drawing, waiting]);
    await tick(10);
    expect(timers.pending()).toBe(0);

    const broken = pool();
    const failed = broken.render(job, "a").catch((e: Error) => e.message);
    await tick();
    exit(fake.children.at(-1)!, 1);
    expect(await failed).toBe("renderer failed to start");
    expect(timers.pending()).toBe(0);
  });
});

describe("the hold on the event loop", () => {
  it("a renderer holds the process while it draws, starts for a waiting job or dies; not when idle or unneeded", async () => {
    const p = pool({ queueWaitMs: 30 });
    const first = p.render(job, "a");
    await tick();
    const [c] = fake.children;
    expect(fake.keptAlive.get(c)).toBe(true); // starting, a job waits for it
    ready(c);
    expect(fake.keptAlive.get(c)).toBe(true); // drawing
    answer(c);
    await first;
    expect(fake.keptAlive.get(c)).toBe(false); // idle

    exit(c, 139); // gone while idle; the next job starts a replacement
    const refused = p.render(job, "b").catch((e: Error) => e);
    await tick();
    const replacement = fake.children[1];
    expect(fake.keptAlive.get(replacement)).toBe(true);
    expect(await refused).toBeInstanceOf(RenderBusyError); // waits are not extended after the first start
    expect(fake.keptAlive.get(replacement)).toBe(false); // starting, but nothing waits for it any more

    ready(replacement);
    const killed = p.render(job, "c").catch(() => undefined);
    await tick();
    await p.close();
    await killed;
    expect(fake.keptAlive.get(replacement)).toBe(true); // killed: held until its exit was seen
  });
});
