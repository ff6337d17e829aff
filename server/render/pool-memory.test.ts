// A renderer that grew past maxRendererRssMb is replaced once its job is answered (pool.ts), tested
// by its effect: the process holding the memory is gone and the pool serves on from a fresh one.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { certificate } from "../../shared/design/fixtures/index.ts";
import { pixelBombDesign } from "../test/hostile-designs.ts";
import { commandMatches, descendants } from "../test/process-tree.ts";
import { processRssMb } from "./renderer-process.ts";
import { smallRenderJob, usePools } from "../test/render-pools.ts";

const newPool = usePools();
const renderers = () => descendants().filter((p) => commandMatches(p.pid, /render\/worker\.[jt]s/)).map((p) => p.pid);
const alive = (pid: number) => processRssMb(pid) !== undefined;

async function gone(pid: number, ms = 10_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) if (!alive(pid)) return true;
  return false;
}

describe("renderer memory bound", () => {
  it("replaces a renderer whose resident set grew past the bound, and serves on from a fresh one", async () => {
    const probe = newPool({ size: 1 });
    await probe.render(smallRenderJob);
    const warm = processRssMb(renderers()[0])!;
    await probe.close();
    // A bound just above a warm renderer: a card with a 40 MP image takes it past (≈ +60–100 MB).
    const pool = newPool({ size: 1, maxRendererRssMb: warm + 40, timeoutMs: 60_000, queueWaitMs: 60_000 });
    await pool.render(smallRenderJob);
    const [first] = renderers();
    expect(alive(first)).toBe(true);
    await pool.render({ design: pixelBombDesign(1, 6324, 7), format: "png", width: 400 });
    expect(await gone(first)).toBe(true);
    await pool.render(smallRenderJob);
    const now = renderers();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(first);
    expect(processRssMb(now[0])!).toBeLessThan(warm + 40);
  }, 120_000);

  it("keeps a renderer that stays under the bound (certificates as PNG and PDF)", async () => {
    const pool = newPool({ size: 1, timeoutMs: 60_000, queueWaitMs: 60_000 });
    await pool.render(smallRenderJob);
    const [first] = renderers();
    for (let i = 0; i < 6; i++) await pool.render({ design: certificate.doc, values: { ...certificate.values, recipientName: `${i}` }, format: i % 2 ? "pdf" : "png", width: 1600 });
    expect(renderers()).toEqual([first]);
  }, 120_000);
});
