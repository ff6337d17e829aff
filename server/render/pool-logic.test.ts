// The render pool's bookkeeping with stand-in renderers (issue 37, mutation testing on the guards):
// renderer-process.ts is replaced by fake children whose readiness, answers, exits, CPU time and
// resident set the test decides, so each guard is checked in milliseconds by what it protects — a
// job answered or refused, a renderer killed, never more renderers than the pool's size, admins'
// designs never locked out by visitors'. The real processes: pool.test.ts, pool-kill.test.ts.
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";

const fake = vi.hoisted(() => ({ children: [] as FakeChild[], killed: [] as number[], cpu: new Map<number, number>(), rss: new Map<number, number>(), group: false }));
type FakeChild = import("node:events").EventEmitter & { pid: number; exitCode: number | null; signalCode: string | null; sent: { id: number; job: Record<string, unknown> }[]; failSend?: boolean; send(msg: unknown, cb: (err: Error | null) => void): void };
vi.mock("./renderer-process.ts", () => ({
  startRenderer: (options: { ownGroup?: boolean }) => {
    fake.group = options.ownGroup === true;
    const child = Object.assign(new EventEmitter(), { pid: 1000 + fake.children.length, exitCode: null, signalCode: null, sent: [] as FakeChild["sent"] }) as FakeChild;
    child.send = (msg, cb) => {
      child.sent.push(msg as FakeChild["sent"][number]);
      cb(child.failSend ? new Error("channel closed") : null);
    };
    fake.children.push(child);
    return child;
  },
  killRenderer: (child: FakeChild) => {
    fake.killed.push(child.pid);
    setTimeout(() => {
      child.signalCode = "SIGKILL";
      child.emit("exit", null, "SIGKILL");
    }, 5);
  },
  setKeepsAlive: () => undefined,
  processCpuMs: (pid: number) => fake.cpu.get(pid),
  groupCpuMs: (pid: number) => fake.cpu.get(pid) ?? 0,
  processRssMb: (pid: number) => fake.rss.get(pid),
}));

const { RenderBusyError, RenderError, RenderPool, RenderStarvedError, RenderTimeoutError } = await import("./pool.ts");
const { fixtureByName } = await import("../../shared/design/fixtures/index.ts");

const qr = fixtureByName("qr");
const job = { design: qr.doc, values: qr.values, format: "png" as const, width: 64 };
const pools: InstanceType<typeof RenderPool>[] = [];
function pool(options: ConstructorParameters<typeof RenderPool>[0] = {}) {
  const p = new RenderPool({ size: 1, queueWaitMs: 60_000, ...options });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  fake.children.length = 0;
  fake.killed.length = 0;
  fake.cpu.clear();
  fake.rss.clear();
});
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const ready = (c: FakeChild) => c.emit("message", { ready: true });
const answer = (c: FakeChild, extra: Record<string, unknown> = {}) => c.emit("message", { id: c.sent.at(-1)!.id, ok: true, bytes: new Uint8Array([1]), contentType: "image/png", ...extra });
const live = () => fake.children.filter((c) => c.exitCode === null && c.signalCode === null).length;

describe("renderers", () => {
  it("starts only the renderers waiting jobs need, sends a job once one is ready, and answers it", async () => {
    const p = pool({ size: 3 });
    const out = p.render(job);
    await tick();
    expect(fake.children).toHaveLength(1);
    expect(fake.children[0].sent).toEqual([]);
    ready(fake.children[0]);
    expect(fake.children[0].sent).toHaveLength(1);
    expect(p.busy).toBe(1);
    answer(fake.children[0]);
    expect(await out).toEqual({ bytes: new Uint8Array([1]), contentType: "image/png" });
    expect(p.busy).toBe(0);
    expect(fake.group).toBe(false);
  });

  it("a failed render rejects its job only; the renderer serves the next one", async () => {
    const p = pool();
    const bad = p.render(job);
    await tick();
    const [c] = fake.children;
    ready(c);
    c.emit("message", { id: c.sent[0].id + 1, ok: true }); // not its job: ignored
    c.emit("message", { id: c.sent[0].id, ok: false, error: "bad design" });
    await expect(bad).rejects.toThrow("bad design");
    const nameless = p.render(job);
    await tick();
    c.emit("message", { id: c.sent[1].id, ok: false });
    await expect(nameless).rejects.toThrow("render failed");
    const good = p.render(job);
    await tick();
    answer(c);
    await expect(good).resolves.toBeDefined();
    expect(fake.children).toHaveLength(1);
    expect(fake.killed).toEqual([]);
  });

  it("a renderer that exits while drawing fails its job and is replaced once its exit is seen", async () => {
    const p = pool();
    const first = p.render(job);
    await tick();
    ready(fake.children[0]);
    fake.children[0].exitCode = 139;
    fake.children[0].emit("exit", 139, null);
    await expect(first).rejects.toThrow("renderer failed: exited with code 139");
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
    for (const c of fake.children) {
      c.exitCode = 1;
      c.emit("exit", 1, null);
    }
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

  it("replaces a renderer whose resident set passed the bound after its job, not one under it", async () => {
    const p = pool({ maxRendererRssMb: 300 });
    const a = p.render(job);
    await tick();
    const [c] = fake.children;
    ready(c);
    fake.rss.set(c.pid, 300);
    answer(c);
    await a;
    expect(fake.killed).toEqual([]);
    const b = p.render(job);
    await tick();
    fake.rss.set(c.pid, 301);
    answer(c);
    await b;
    expect(fake.killed).toEqual([c.pid]);
  });

  it("uploaded font bytes go to each renderer once; later jobs name the face only", async () => {
    const resolveFont = vi.fn(async () => new Uint8Array([7, 7]));
    const p = pool({ resolveFont });
    const withFont = { ...job, fonts: [{ family: "Brand", key: "f1" }] };
    for (let i = 0; i < 2; i++) {
      const r = p.render(withFont);
      await tick();
      if (i === 0) ready(fake.children[0]);
      answer(fake.children[0]);
      await r;
    }
    const [first, second] = fake.children[0].sent.map((m) => m.job.fonts);
    expect(first).toEqual([{ family: "Brand", key: "f1", bytes: new Uint8Array([7, 7]) }]);
    expect(second).toEqual([{ family: "Brand", key: "f1" }]);
  });
});

describe("what a renderer is sent", () => {
  it("fetches non-data: images through the resolver first (a failure drawn as missing), never data: ones or ones given", async () => {
    const images = fixtureByName("images");
    const asked: string[] = [];
    const p = pool({
      resolveImage: async (src) => {
        asked.push(src);
        if (src === "/uploads/broken.png") throw new Error("gone");
        return new Uint8Array([9]);
      },
    });
    const given = new Uint8Array([5]);
    const send = async (photo: string, extra: Record<string, Uint8Array> = {}) => {
      const r = p.render({ design: images.doc, values: { ...images.values, photo }, format: "png", images: extra });
      await tick();
      if (fake.children[0].sent.length === 0) ready(fake.children[0]);
      answer(fake.children[0]);
      await r;
      return fake.children[0].sent.at(-1)!.job.images as Record<string, Uint8Array>;
    };
    expect(await send("/uploads/pic.png")).toEqual({ "/uploads/pic.png": new Uint8Array([9]) });
    expect(await send("/uploads/broken.png")).toEqual({});
    expect(await send("/uploads/given.png", { "/uploads/given.png": given })).toEqual({ "/uploads/given.png": given });
    expect(asked).toEqual(["/uploads/pic.png", "/uploads/broken.png"]);
  });

  it("answers a job whose images were still being fetched when the pool closed", async () => {
    const images = fixtureByName("images");
    let release!: () => void;
    const fetched = new Promise<void>((r) => (release = r));
    const p = pool({ resolveImage: async () => (await fetched, new Uint8Array([9])) });
    const r = p.render({ design: images.doc, values: { ...images.values, photo: "/uploads/pic.png" }, format: "png" });
    await tick();
    await p.close();
    release();
    await expect(r).rejects.toBeInstanceOf(RenderError);
    expect(fake.children.flatMap((c) => c.sent)).toEqual([]);
  });

  it("refuses a client's job beyond its share of the queue at once, and reports each render's time", async () => {
    const times: [number, boolean][] = [];
    const p = pool({ queuedPerClient: 1 });
    p.onRendered = (seconds, ok) => times.push([seconds, ok]);
    const first = p.render(job, "a");
    await expect(p.render(job, "a")).rejects.toThrow(new RenderBusyError("render queue is full"));
    await tick();
    ready(fake.children[0]);
    await tick(20);
    answer(fake.children[0], { ok: false, error: "bad" });
    await first.catch(() => undefined);
    expect(times).toHaveLength(1);
    expect(times[0][1]).toBe(false);
    expect(times[0][0]).toBeGreaterThanOrEqual(0.015);
    expect(times[0][0]).toBeLessThan(1);
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

describe("the time limit", () => {
  async function overrun(cpuMs: number | undefined, options: ConstructorParameters<typeof RenderPool>[0] = {}) {
    const onKilled = vi.fn();
    const p = pool({ timeoutMs: 40, refusalCpuShare: 0.5, ...options });
    p.onKilled = onKilled;
    const j = p.render(job);
    await tick();
    const c = fake.children.at(-1)!;
    fake.cpu.set(c.pid, 1000);
    ready(c);
    if (cpuMs !== undefined) fake.cpu.set(c.pid, 1000 + cpuMs);
    else fake.cpu.delete(c.pid);
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
