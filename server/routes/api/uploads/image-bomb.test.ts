// Issue 14 §1: a 1.5 MB PNG of 40,000 × 40,000 pixels is refused at upload (413, before decoding), and
// one stored before the check (an "old upload") never gets decoded when a card using it is drawn,
// at any ?width=. Memory stays bounded while the bomb is tried 20 times in parallel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate, sampleDesign } from "../../../test/content-factories.ts";
import { pngBomb } from "../../../test/image-bomb.ts";
import { createHash } from "node:crypto";
import { nowIso } from "../../../db/columns.ts";
import { allowedRenderWidth } from "../../../render/image-budget.ts";
import { multipartBody, createTestCard } from "../admin/test-helpers.ts";
import type { DesignInput } from "../../../../shared/design/index.ts";

/** Resident memory may grow at most this much over the baseline while 20 bombs are tried at once. */
const RSS_BOUND_MB = 512;

/** Blob ids are the sha256 (base64url) of the bytes. */
const blobIdOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64url");

let t: TestApp;
const bomb = pngBomb();
beforeAll(async () => {
  const big = { max: 10_000, windowMs: 60_000 };
  t = await buildTestApp({ rateLimits: { loginPerIp: big, loginFailuresPerUsername: big, register: big, clientErrors: big, uploads: big } });
});
afterAll(() => t.close());

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

function upload(bytes: Buffer, ip: string) {
  const { body, contentType } = multipartBody("file", "bomb.png", bytes);
  return t.app.inject({ method: "POST", url: "/api/uploads", payload: body, remoteAddress: ip, headers: { "content-type": contentType, "accept-language": "en" } });
}

describe("image bomb", () => {
  it("is refused at upload with 413 and a clear message, 20 times in parallel, within the memory bound", async () => {
    const before = rssMb();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 5);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(bomb, `10.14.0.${i + 1}`)));
    clearInterval(timer);
    for (const res of answers) {
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("imageTooLarge");
      expect(res.json().message).toContain("40000 × 40000");
      expect(res.json().message).toContain("40 megapixels");
    }
    expect(await t.db.selectFrom("blobs").select("id").where("id", "=", blobIdOf(bomb)).executeTakeFirst()).toBeUndefined();
    console.log(`upload bomb ×20: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
    expect(peak - before).toBeLessThan(RSS_BOUND_MB);
  });

  it("stored before the check, it is never decoded when a card using it is drawn (20 parallel renders)", async () => {
    const id = blobIdOf(bomb);
    await t.db.insertInto("blobs").values({ id, content_type: "image/png", size: bomb.length, bytes: bomb, created_by: null, created_at: nowIso() }).execute();
    const design = sampleDesign() as DesignInput & { layers: unknown[] };
    design.layers.push({ id: "photo", type: "image", x: 0, y: 0, width: 1080, height: 1080, index: "Zz", props: { src: `/api/uploads/${id}` } });
    const template = await buildTemplate(t.db, { design });
    const card = await createTestCard(t.db, template.id);
    // Warm the render worker (thread start, fonts) with a card without the image, so only the bomb is measured.
    const plain = await createTestCard(t.db, (await buildTemplate(t.db)).id);
    expect((await t.app.inject({ url: `/api/cards/${plain}/image.png?width=2000` })).statusCode).toBe(200);
    const before = rssMb();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 5);
    const widths = [64, 100, 200, 320, 400, 480, 500, 640, 700, 720, 800, 960, 1000, 1080, 1100, 1200, 1500, 1600, 1999, 2000];
    // Twenty visitors at once (one visitor's share of the render queue is bounded: security/hostile-renders).
    const answers = await Promise.all(widths.map((w, i) => t.app.inject({ url: `/api/cards/${card}/image.png?width=${w}`, remoteAddress: `10.15.0.${i + 1}` })));
    clearInterval(timer);
    for (const res of answers) expect(res.statusCode).toBe(200);
    console.log(`render bomb ×20: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
    expect(peak - before).toBeLessThan(RSS_BOUND_MB);
    // 20 requested widths, but only the fixed list's variants were drawn.
    const variants = new Set(widths.map((w) => allowedRenderWidth(w, 1080)));
    expect(variants.size).toBeLessThan(widths.length);
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(variants.size);
  });

  it("widths outside the fixed list share the next listed variant", async () => {
    const template = await buildTemplate(t.db);
    const card = await createTestCard(t.db, template.id);
    const a = await t.app.inject({ url: `/api/cards/${card}/image.png?width=1201` });
    const b = await t.app.inject({ url: `/api/cards/${card}/image.png?width=1599` });
    const c = await t.app.inject({ url: `/api/cards/${card}/image.png?width=1600` });
    expect(a.statusCode).toBe(200);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(b.headers.etag).toBe(c.headers.etag);
    expect(a.rawPayload.readUInt32BE(16)).toBe(1600);
  });
});
