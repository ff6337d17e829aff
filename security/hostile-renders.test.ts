// Renders anyone could stall (issue 22, high + medium): what a visitor can make the server draw.
// - the 5 KB design (2,500 words at size 1000, auto-shrink, 64×64) is laid out with a number
//   of measured characters linear in the text and answered (drawn or refused), not in minutes;
// - a design over the complexity budget is refused on save (413, translated), nothing stored;
// - a render past the time limit is refused, and the refusal is in the database for every instance;
// - one design's images are decoded within one pixel budget (28 × 40 MP: one decoded, not 28).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildTestApp, createTestDb, type TestApp } from "../server/test/app.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../server/test/content-factories.ts";
import { heavyTextDesign, hostileTextDesign, pixelBombDesign } from "../server/test/hostile-designs.ts";
import { DbRefusalStore, refusalKey } from "../server/render/refusals.ts";
import { clearImageCache, imageCacheStats } from "../server/render/image-cache.ts";
import { renderOutput } from "../server/render/output.ts";
import { breakLines, type MeasureFn } from "../shared/design/text-layout.ts";
import { DESIGN_LIMITS } from "../shared/limits.ts";

let t: TestApp;
let templateId: string;
const costBudget = DESIGN_LIMITS.renderCostMax;
beforeAll(async () => {
  // The time limit is the backstop for designs the render cost model (issue 32) underestimates: the
  // budget is lifted so the heavy design below reaches the pool, as such a design would.
  (DESIGN_LIMITS as { renderCostMax: number }).renderCostMax = Number.POSITIVE_INFINITY;
  t = await buildTestApp({ renderTimeoutMs: 1500 });
  // Any CPU the heavy design gets counts as its own cost: on a loaded machine it may not reach the
  // default share in 1.5 s and would be answered busy instead (server/render/pool-kill.test.ts).
  t.app.render.pool.refusalCpuShare = 0.01;
  templateId = (await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS })).id;
});
afterAll(async () => {
  (DESIGN_LIMITS as { renderCostMax: number }).renderCostMax = costBudget;
  await t.close();
});

const createCard = async (design: object) => t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: "x" }, design }, headers: { "accept-language": "en" } });

describe("hostile text", () => {
  it("any text is broken into lines measuring O(length) characters", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3000 }), fc.integer({ min: 1, max: 100_000 }), (words, width) => {
        const text = words.join(" ");
        let chars = 0;
        const measure: MeasureFn = (s) => ((chars += s.length), s.length * 7);
        breakLines(text, width, "400 14px Cairo", measure);
        // Each word once, and each line measured a bounded number of times near its end.
        return chars <= 8 * (text.length + 1) + 64;
      }),
      { numRuns: 200 },
    );
  });

  it("the issue's design is saved (it is within the budget) and its image answered without stalling", async () => {
    const created = await createCard(hostileTextDesign());
    expect(created.statusCode).toBe(201);
    await t.app.inject({ url: `/api/cards/${created.json().id}/image.png?width=1080` }).catch(() => undefined); // start a worker
    const started = performance.now();
    const res = await t.app.inject({ url: `/api/cards/${created.json().id}/image.png?width=64`, headers: { "accept-language": "en" } });
    expect([200, 422]).toContain(res.statusCode);
    // 193 s before; the time limit is 1.5 s here.
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it("more text than the budget in all layers together: 413, translated, nothing stored", async () => {
    const layer = (i: number) => ({ id: `t${i}`, type: "text", x: 0, y: 0, width: 64, height: 64, index: `a${i}`, props: { text: "a ".repeat(2400) } });
    const design = { version: 2, canvas: { width: 64, height: 64 }, layers: Array.from({ length: Math.ceil(DESIGN_LIMITS.textTotalMax / 4800) + 1 }, (_, i) => layer(i)) };
    const before = (await t.db.selectFrom("cards").select("id").execute()).length;
    const res = await createCard(design);
    expect(res.statusCode).toBe(413);
    expect(res.json().fields["design.layers"]).toContain(String(DESIGN_LIMITS.textTotalMax));
    expect((await t.db.selectFrom("cards").select("id").execute()).length).toBe(before);
  });

  it("a render past the time limit is refused and the refusal is seen through another store (another instance)", async () => {
    const created = await createCard({ version: 2, canvas: { width: 64, height: 64 }, layers: [] });
    const id = created.json().id as string;
    const heavy = heavyTextDesign(120);
    await t.db.updateTable("cards").set({ design: JSON.stringify(heavy) }).where("id", "=", id).execute();
    const res = await t.app.inject({ url: `/api/cards/${id}/image.png?width=64`, headers: { "accept-language": "ar" } });
    expect(res.statusCode).toBe(422);
    const rows = await t.db.selectFrom("render_refusals").select("key").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(await new DbRefusalStore(t.db).get(rows[0].key)).toBe("timeout");
  }, 120_000);
});

describe("refusal store", () => {
  it("expires refusals and keys them by design and values, not by width", async () => {
    const handle = await createTestDb();
    try {
      const store = new DbRefusalStore(handle.db, 50);
      const key = refusalKey({ design: { a: 1 }, values: { x: "1" }, format: "png" });
      expect(refusalKey({ design: { a: 1 }, values: { x: "1" }, format: "webp" })).toBe(key);
      expect(refusalKey({ design: { a: 1 }, values: { x: "2" }, format: "png" })).not.toBe(key);
      await store.set(key, "timeout");
      expect(await store.get(key)).toBe("timeout");
      await new Promise((r) => setTimeout(r, 80));
      expect(await store.get(key)).toBeUndefined();
    } finally {
      await handle.destroy();
    }
  });
});

describe("design pixel budget", () => {
  it("28 different 6,324² images in one design: at most one is decoded", async () => {
    clearImageCache();
    const before = imageCacheStats().decodes;
    await renderOutput({ design: pixelBombDesign(28), format: "png", width: 64 });
    expect(imageCacheStats().decodes - before).toBeLessThanOrEqual(1);
  }, 120_000);
});
