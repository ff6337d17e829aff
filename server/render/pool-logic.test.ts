// The render pool's bookkeeping with stand-in renderers (issue 37, mutation testing on the guards):
// renderer-process.ts is replaced by fake children whose readiness, answers, exits, CPU time and
// resident set the test decides, so each guard is checked in milliseconds by what it protects — a
// job answered or refused, a renderer killed, never more renderers than the pool's size, admins'
// designs never locked out by visitors'. The real processes: pool.test.ts, pool-kill.test.ts.
import { describe, expect, it, vi } from "vitest";
import { answer, fake, ready, poolsOf, testJob, tick } from "./test/fake-renderers.ts";

vi.mock("./renderer-process.ts", () => import("./test/fake-renderers.ts").then((m) => m.fakeRendererProcess));

const { RenderBusyError, RenderError, RenderPool } = await import("./pool.ts");
const { fixtureByName } = await import("../../shared/design/fixtures/index.ts");
const job = testJob;
const pool = poolsOf(RenderPool);

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

  it("starts one renderer per waiting job beyond those already starting, and one more while the others draw", async () => {
    const p = pool({ size: 3 });
    const jobs = [p.render(job)];
    await tick();
    jobs.push(p.render(job));
    await tick();
    expect(fake.children).toHaveLength(2); // not 3: the first is already starting for the first job
    for (const c of fake.children) ready(c);
    jobs.push(p.render(job));
    await tick();
    expect(fake.children).toHaveLength(3); // both busy: a third starts for the third job
    ready(fake.children[2]);
    for (const c of fake.children) answer(c);
    await Promise.all(jobs);
  });

  it("one client's jobs hold every renderer but one; another client's job is drawn at once", async () => {
    const p = pool({ size: 3 });
    const mine = [1, 2, 3].map(() => p.render(job, "a"));
    await tick();
    for (const c of fake.children) ready(c);
    expect(fake.children.filter((c) => c.sent.length > 0)).toHaveLength(2);
    const other = p.render(job, "b");
    await tick();
    expect(fake.children.filter((c) => c.sent.length > 0)).toHaveLength(3);
    for (let i = 0; i < 2; i++) {
      for (const c of fake.children) if (c.sent.length) answer(c);
      await tick();
    }
    await Promise.all([...mine, other]);
  });

  it("bounds the waiting jobs at 16 per renderer by default, 8 per client", async () => {
    const p = pool({ size: 2 });
    const clients = ["a", "b", "c", "d"];
    const accepted = clients.flatMap((c) => Array.from({ length: 8 }, () => p.render(job, c).catch((e: Error) => e)));
    await tick();
    expect(p.queued).toBe(32);
    await expect(p.render(job, "e")).rejects.toThrow(new RenderBusyError("render queue is full"));
    expect(p.queued).toBe(32);
    await p.close();
    for (const refused of await Promise.all(accepted)) expect(refused).toEqual(new RenderError("render pool closed"));
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

  it("replaces a renderer whose resident set passed the bound after its job, not one under it", async () => {
    const p = pool({ maxRendererRssMb: 300 });
    const a = p.render(job);
    await tick();
    const [c] = fake.children;
    ready(c);
    fake.rss.set(c.pid!, 300);
    answer(c);
    await a;
    expect(fake.killed).toEqual([]);
    const b = p.render(job);
    await tick();
    fake.rss.set(c.pid!, 301);
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

  it("without resolvers, sends the job as given: images it names, fonts by name", async () => {
    const images = fixtureByName("images");
    const p = pool();
    const r = p.render({ design: images.doc, values: { ...images.values, photo: "/uploads/pic.png" }, format: "png", fonts: [{ family: "Brand", key: "f1" }] });
    await tick();
    ready(fake.children[0]);
    answer(fake.children[0]);
    await expect(r).resolves.toBeDefined();
    expect(fake.children[0].sent[0].job.fonts).toEqual([{ family: "Brand", key: "f1" }]);
  });

  it("a closed pool refuses a job before asking for its images", async () => {
    const resolveImage = vi.fn(async () => new Uint8Array([9]));
    const p = pool({ resolveImage });
    await p.close();
    const images = fixtureByName("images");
    await expect(p.render({ design: images.doc, values: { ...images.values, photo: "/uploads/pic.png" }, format: "png" })).rejects.toThrow("render pool is closed");
    expect(resolveImage).not.toHaveBeenCalled();
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
    await expect(r).rejects.toThrow(new RenderError("render pool is closed"));
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
    const good = p.render(job, "a");
    await tick();
    answer(fake.children[0]);
    await good;
    expect(times[1][1]).toBe(true);
    const overran = pool({ timeoutMs: 20 });
    overran.onRendered = (seconds, ok) => times.push([seconds, ok]);
    await expect((async () => {
      const j = overran.render(job);
      await tick();
      ready(fake.children.at(-1)!);
      return j;
    })()).rejects.toBeInstanceOf(RenderError);
    expect(times[2][1]).toBe(false); // killed at the limit: not a success
  });

});
