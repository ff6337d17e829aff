// Renders anyone could stall (issue 22), through the card image route: a render past the time limit
// answers a translated 422 and is remembered in the database, so the next request (on any instance)
// is refused at once without a worker; a full queue answers a translated 503 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../../../test/content-factories.ts";
import type { RenderJob } from "../../../render/output.ts";
import { heavyTextDesign } from "../../../test/hostile-designs.ts";
import { DESIGN_LIMITS } from "../../../../shared/limits.ts";

let t: TestApp;
let templateId: string;
const rendered: { client?: string }[] = [];

const createCard = async (design?: object) => {
  const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: "Sara" }, ...(design ? { design } : {}) } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

const costBudget = DESIGN_LIMITS.renderCostMax;
beforeAll(async () => {
  // The time limit is the backstop for a design the render cost model (issue 32) underestimates: the
  // budget is lifted here so the heavy design reaches the pool, as such a design would.
  (DESIGN_LIMITS as { renderCostMax: number }).renderCostMax = Number.POSITIVE_INFINITY;
  // 1.5 s: the heavy design takes far longer (> 10 s) on any machine; a normal card far less.
  t = await buildTestApp({ renderTimeoutMs: 1500 });
  templateId = (await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS })).id;
  const pool = t.app.render.pool;
  // Any CPU the heavy design gets counts as its own cost: on a loaded test machine it may get too
  // little in 1.5 s to reach the default share, and would be answered busy (pool-kill.test.ts).
  pool.refusalCpuShare = 0.01;
  const render = pool.render.bind(pool);
  pool.render = (job: RenderJob, client?: string) => {
    rendered.push({ client });
    return render(job, client);
  };
});
afterAll(async () => {
  (DESIGN_LIMITS as { renderCostMax: number }).renderCostMax = costBudget;
  await t?.close();
});

describe("render time limit", () => {
  it("answers a translated 422 when a render runs past the limit, then refuses it from the database without rendering", async () => {
    // Designs saved before the budget existed (or a renderer slower than we know) can still be slow:
    // stored directly, as the save budget would refuse it now.
    const id = await createCard();
    await t.db.updateTable("cards").set({ design: JSON.stringify(heavyTextDesign(120)) }).where("id", "=", id).execute();
    const first = await t.app.inject({ url: `/api/cards/${id}/image.png?width=64`, headers: { "accept-language": "en" }, remoteAddress: "10.0.0.7" });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: "render:tooComplex", message: "This design is too complex to draw: it took longer than 1.5 seconds. Shorten its texts or remove layers, then try again" });
    // The pool was asked on behalf of the request's client.
    expect(rendered.at(-1)?.client).toBe("ip:10.0.0.7");
    expect(await t.db.selectFrom("render_refusals").select("reason").execute()).toEqual([{ reason: "timeout" }]);

    const asked = rendered.length;
    for (const [lang, text] of [["ar", "معقّد"], ["fr", "trop complexe"]]) {
      // Another width of the same card: the refusal holds for the design, whatever the size.
      const again = await t.app.inject({ url: `/api/cards/${id}/image.png?width=400`, headers: { "accept-language": lang } });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain(text);
    }
    expect(rendered.length).toBe(asked);
  }, 60_000);

  it("still renders normal cards", async () => {
    const id = await createCard();
    const res = await t.app.inject({ url: `/api/cards/${id}/image.png?width=64` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  }, 60_000);
});

describe("render queue bound", () => {
  it("answers a translated 503 with Retry-After when one client asks for more renders than its share", async () => {
    const id = await createCard();
    // One running and 8 waiting per client: 12 at once leave at least 3 refused.
    const widths = [160, 320, 400, 480, 640, 720, 800, 960, 1200, 1600, 2000, 2400];
    const answers = await Promise.all(widths.map((w) => t.app.inject({ url: `/api/cards/${id}/image.png?width=${w}`, headers: { "accept-language": "en" }, remoteAddress: "10.0.0.9" })));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].headers["retry-after"]).toBe("2");
    expect(busy[0].json()).toMatchObject({ code: "render:busy", message: "The server is drawing many images right now; please try again in 2 seconds" });
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    // Another client is not refused after the burst (during it: render-fairness.test.ts).
    expect((await t.app.inject({ url: `/api/cards/${id}/image.png?width=1080`, remoteAddress: "10.0.0.10" })).statusCode).toBe(200);
  }, 60_000);
});
