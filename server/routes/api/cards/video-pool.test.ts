// Videos never starve still pictures (issue 35 item 1): with ONE still renderer, a visitor's PNG asked
// while a card's video is being made is drawn at once (the video has a renderer of its own) and
// answers before the video does. Were videos drawn by the still pool, the PNG would wait behind the
// video's seconds and be refused 503 after the 1.5 s queue wait.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { EID_CARDS } from "../../../seeds/cards/eid.ts";

let t: TestApp;
let animated: string;
let still: string;

beforeAll(async () => {
  t = await buildTestApp({ renderWorkers: 1 });
  const { id } = await buildTemplate(t.db, { kind: "card", category: "eid", published: true });
  const post = async (payload: object) => (await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values: { name: "سارة" }, ...payload } })).json().id as string;
  animated = await post({ design: EID_CARDS[0].design });
  still = await post({});
});
afterAll(async () => t?.close());

describe("the video pool", () => {
  it("leaves the still renderer to PNGs: a PNG asked during a video answers 200 before the video", async () => {
    const order: string[] = [];
    const video = t.app.inject({ url: `/api/cards/${animated}/video.mp4?format=story`, remoteAddress: "203.0.113.1" }).then((res) => {
      order.push("video");
      return res;
    });
    // The video is being drawn (by whichever pool draws it).
    await expect.poll(() => t.app.render.videoPool.busy + t.app.render.pool.busy, { timeout: 30_000, interval: 20 }).toBe(1);
    const png = await t.app.inject({ url: `/api/cards/${still}/image.png?width=640`, remoteAddress: "203.0.113.2" });
    order.push("png");
    expect(png.statusCode).toBe(200);
    expect((await video).statusCode).toBe(200);
    expect(order).toEqual(["png", "video"]);
  }, 120_000);
});
