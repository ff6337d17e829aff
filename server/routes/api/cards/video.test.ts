// GET /api/cards/{id}/video.mp4 and /animation.gif (issue 35): the card's own size or a social format,
// cached in the database by design and values (the second request draws nothing), ETag/304, a
// translated 400 for an unknown format, 404 for a card that does not exist (nothing drawn, nothing
// stored), and a person's download counted by kind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { BROWSER_UA, countsOf } from "../../../test/analytics-counts.ts";
import { boxOrder, decodeFrame } from "../../../render/video/mp4-inspect.ts";

let t: TestApp;
let card: { id: string };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { "user-agent": BROWSER_UA, ...headers } });
const cacheRows = async () => Number((await t.db.selectFrom("render_cache").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await buildTestApp();
  const { id } = await buildTemplate(t.db, { kind: "card", category: "eid", published: true });
  card = (await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values: { name: "سارة" } } })).json();
});
afterAll(async () => t?.close());

describe("GET /api/cards/{id}/video.mp4", () => {
  it("answers a faststart MP4 in the card's size, then the same bytes from the cache without drawing", async () => {
    let drawn = 0;
    const before = t.app.render.videoPool.onRendered;
    t.app.render.videoPool.onRendered = () => drawn++;
    const res = await get(`/api/cards/${card.id}/video.mp4`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="card-eid-[A-Za-z0-9_-]{8}\.mp4"/);
    const boxes = boxOrder(res.rawPayload);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    expect(res.rawPayload.byteLength).toBeLessThan(8 * 1024 * 1024);
    const frame = await decodeFrame(res.rawPayload, 0);
    expect([frame.width, frame.height]).toEqual([1080, 1080]);
    const again = await get(`/api/cards/${card.id}/video.mp4`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(drawn).toBe(1);
    expect((await get(`/api/cards/${card.id}/video.mp4`, { "if-none-match": String(res.headers.etag) })).statusCode).toBe(304);
    t.app.render.videoPool.onRendered = before;
  });

  it("re-places the design onto a social format (?format=story is 1080×1920)", async () => {
    const res = await get(`/api/cards/${card.id}/video.mp4?format=story&download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="card-eid-[A-Za-z0-9_-]{8}\.mp4"/);
    const frame = await decodeFrame(res.rawPayload, 0);
    expect([frame.width, frame.height]).toEqual([1080, 1920]);
  });

  it("refuses an unknown format with a translated 400 and draws nothing", async () => {
    const rows = await cacheRows();
    const res = await get(`/api/cards/${card.id}/video.mp4?format=cinema`, { "accept-language": "ar" });
    expect(res.statusCode).toBe(400);
    expect(await cacheRows()).toBe(rows);
  });

  it("answers 404 for a card that does not exist, storing nothing", async () => {
    const rows = await cacheRows();
    for (const file of ["video.mp4", "animation.gif"]) {
      const res = await get(`/api/cards/AAAAAAAAAAAAAAAAAAAAAA/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    }
    expect(await cacheRows()).toBe(rows);
  });
});

describe("GET /api/cards/{id}/animation.gif", () => {
  it("answers a looping GIF at most 540 px wide, and counts a person's video and GIF downloads by kind", async () => {
    const res = await get(`/api/cards/${card.id}/animation.gif?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/gif");
    expect(res.rawPayload.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect(res.rawPayload.readUInt16LE(6)).toBe(540);
    await get(`/api/cards/${card.id}/video.mp4?download=1`);
    // Downloads are recorded after the answer: wait for the counts to arrive.
    await expect.poll(() => countsOf(t.app, card.id), { timeout: 5000 }).toMatchObject({ "download:mp4": 2, "download:gif": 1 });
  });
});
