// A video is N frames of cost (issue 35 item 4): a design whose still is within the render budget but
// whose 15 s of frames are not is refused (422 render:tooCostly) before any renderer is asked; the
// seeded Eid card's videos pass, and the refused design's still PNG is still drawn.
import { describe, expect, it, vi } from "vitest";
import { animationCost, designCost, withinRenderBudget } from "../../../shared/design/cost.ts";
import { fixture, shape } from "../../../shared/design/fixtures/build.ts";
import { EID_CARDS } from "../../seeds/cards/eid.ts";
import { HttpError } from "../../errors.ts";
import { MemoryOutputCache } from "../cache.ts";
import type { RenderPool } from "../pool.ts";
import { renderCached } from "../service.ts";
import { VIDEO_COST_MAX, videoCost } from "./video-cost.ts";
import { refusalKey } from "../refusals.ts";

// 300 pulsing circles for 15 s: cheap as a still, 451 frames of them are not.
const circles = (animation?: Record<string, unknown>) =>
  Array.from({ length: 300 }, (_, i) => shape(10 + (i % 20) * 53, 10 + Math.floor(i / 20) * 70, 48, 48, { shape: "ellipse", fill: "#0f766e" }, animation ? { animation } : {}));
const canvas = { width: 1080, height: 1080 };
const heavy = fixture("many circles", "", { canvas, background: { type: "color", color: "#ffffff" }, layers: circles() }).doc;
const animatedHeavy = { ...fixture("many pulses", "", { canvas, background: { type: "color", color: "#ffffff" }, layers: circles({ emphasis: { kind: "pulse" } }) }).doc, animation: { duration: 15 } };

function fakePool() {
  const render = vi.fn(async () => ({ bytes: new Uint8Array([1]), contentType: "image/png" }));
  return { pool: { render, timeoutMs: 60_000 } as unknown as RenderPool, render };
}

describe("video cost", () => {
  it("refuses a design whose frames together are over the budget, without asking a renderer; its PNG is drawn", async () => {
    expect(withinRenderBudget(designCost(animatedHeavy as never))).toBe(true);
    expect(videoCost({ design: animatedHeavy, format: "mp4" }).units).toBeGreaterThan(VIDEO_COST_MAX);
    const { pool, render } = fakePool();
    const cache = new MemoryOutputCache();
    for (const preset of [undefined, "story"]) {
      const refused = await renderCached(pool, cache, { design: animatedHeavy, format: "mp4", preset }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 422, messageKey: "render:tooCostly" });
    }
    expect(render).not.toHaveBeenCalled();
    expect(cache.size).toBe(0);
    await renderCached(pool, cache, { design: animatedHeavy, format: "png" });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("lets the seeded Eid card's MP4, story and GIF through, and counts a still design's one frame", async () => {
    const { design } = EID_CARDS[0];
    for (const job of [{ format: "mp4" as const }, { format: "mp4" as const, preset: "story" }, { format: "gif" as const }]) {
      expect(videoCost({ design, ...job }).units).toBeLessThan(VIDEO_COST_MAX);
    }
    expect(videoCost({ design: heavy, format: "mp4" }).frames).toBe(1);
    // A GIF is fewer and smaller frames (12 fps, 540 px).
    expect(videoCost({ design, format: "gif" }).units).toBeLessThan(videoCost({ design, format: "mp4" }).units / 2);
    expect(animationCost(animatedHeavy as never).frames).toBeGreaterThan(400);
  });
});

describe("refusals", () => {
  it("remember a video refused for time apart from the card's still picture (one key for MP4 and GIF)", () => {
    const job = { design: EID_CARDS[0].design, values: { name: "سارة" } };
    expect(refusalKey({ ...job, format: "mp4" })).not.toBe(refusalKey({ ...job, format: "png" }));
    expect(refusalKey({ ...job, format: "mp4" })).toBe(refusalKey({ ...job, format: "gif" }));
    expect(refusalKey({ ...job, format: "png" })).toBe(refusalKey({ ...job, format: "webp" }));
  });
});
