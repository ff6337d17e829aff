// The video time limit, tested by the CPU it frees (issue 35 item 1): a video render killed at its limit
// ends its renderer AND the ffmpeg encoding its frames (one process group), so nothing goes on
// encoding after the answer; the killed render is judged by the CPU of the whole group.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { EID_CARDS } from "../../seeds/cards/eid.ts";
import { commandMatches, descendants, treeCpuMs } from "../../test/process-tree.ts";
import { smallRenderJob, usePools } from "../../test/render-pools.ts";
import { RenderStarvedError, RenderTimeoutError } from "../pool.ts";

const newPool = usePools();
const values = { name: "سارة", message: "تقبّل الله منا ومنكم صالح الأعمال", sender: "ليلى" };
// 6 s of frames at 1080×1920: seconds of drawing and encoding, far past a 1 s limit.
const story = { design: EID_CARDS[0].design, values, format: "mp4" as const, preset: "story" };

/** CPU (ms) of a live process, read from /proc wherever it is in the tree (an orphan is no longer
 * below this process); undefined once it is gone or a zombie (it can use no more CPU). */
function cpuOf(pid: number): number | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    return f[0] === "Z" ? undefined : (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return undefined;
  }
}

describe("video time limit", () => {
  it("kills the renderer and its ffmpeg together: the encoder is gone at the answer and nothing burns CPU after", async () => {
    const pool = newPool({ size: 1, timeoutMs: 1000, queueWaitMs: 60_000, processGroups: true, refusalCpuShare: 0 });
    await pool.render(smallRenderJob); // the renderer is up
    const encoders = new Set<number>();
    const sampler = setInterval(() => {
      for (const p of descendants()) if (commandMatches(p.pid, /ffmpeg.*libx264/)) encoders.add(p.pid);
    }, 20);
    const answer = await pool.render(story).then(
      () => null,
      (err: unknown) => err,
    );
    clearInterval(sampler);
    expect(answer instanceof RenderTimeoutError || answer instanceof RenderStarvedError, String(answer)).toBe(true);
    expect(encoders.size).toBeGreaterThan(0); // it was encoding when the limit came
    // Orphaned, ffmpeg would go on encoding the frames it holds (and is no longer below this process).
    await sleep(200);
    for (const pid of encoders) expect(cpuOf(pid), `ffmpeg ${pid} still running 0.2 s after the answer`).toBeUndefined();
    const before = treeCpuMs();
    await sleep(1000);
    expect(treeCpuMs() - before).toBeLessThan(150);
  }, 60_000);
});
