import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import { saveTemplateRevision } from "../../../services/templates/save-template.ts";

let t: TestApp;
let cardId: string;
let hiddenId: string;
beforeAll(async () => {
  t = await buildTestApp();
  cardId = (await buildTemplate(t.db, { kind: "card", category: "eid" })).id;
  await buildTemplate(t.db, { kind: "certificate", category: "training" });
  hiddenId = (await buildTemplate(t.db, { kind: "card", category: "wedding", published: false })).id;
});
afterAll(async () => t?.close());

describe("GET /api/templates", () => {
  it("lists published templates, filtered by kind and category", async () => {
    const all = (await t.app.inject({ url: "/api/templates" })).json();
    expect(all).toHaveLength(2);
    const cards = (await t.app.inject({ url: "/api/templates?kind=card" })).json();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: cardId, kind: "card", category: "eid", title: { ar: "قالب تجريبي" }, width: 1080, height: 1080 });
    expect(cards[0].thumbnailUrl).toMatch(new RegExp(`^/api/templates/${cardId}/thumbnail.png\\?v=`));
    expect((await t.app.inject({ url: "/api/templates?kind=card&category=birthday" })).json()).toEqual([]);
  });

  it("refuses a bad kind with 400", async () => {
    const res = await t.app.inject({ url: "/api/templates?kind=poster" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("kind");
  });
});

describe("GET /api/templates/{id}", () => {
  it("answers the design and fields of the current revision", async () => {
    const res = await t.app.inject({ url: `/api/templates/${cardId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(["name", "message"]);
    expect(body.design.canvas).toMatchObject({ width: 1080, height: 1080 });
    const before = body.revisionId;
    const design = { ...body.design, canvas: { ...body.design.canvas, width: 1200, height: 630 } };
    await saveTemplateRevision(t.db, cardId, { design, fields: body.fields.slice(0, 1) });
    const after = (await t.app.inject({ url: `/api/templates/${cardId}` })).json();
    expect(after.revisionId).not.toBe(before);
    expect(after.fields).toHaveLength(1);
    expect(after.width).toBe(1200);
  });

  it("hides unpublished and unknown templates (404)", async () => {
    expect((await t.app.inject({ url: `/api/templates/${hiddenId}` })).statusCode).toBe(404);
    const res = await t.app.inject({ url: "/api/templates/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});

describe("GET /api/templates/{id}/thumbnail.png", () => {
  it("renders a PNG of the requested width, cached by revision with an ETag", async () => {
    const list = (await t.app.inject({ url: "/api/templates?kind=card" })).json();
    const url = `${list[0].thumbnailUrl}&width=320`;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(res.rawPayload.readUInt32BE(16)).toBe(320); // IHDR width
    expect(res.headers["cache-control"]).toContain("immutable");
    const again = await t.app.inject({ url, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const cached = await t.db.selectFrom("render_cache").select("key").execute();
    expect(cached.length).toBeGreaterThan(0);
  });

  it("answers 404 for unpublished templates and 400 for absurd widths", async () => {
    expect((await t.app.inject({ url: `/api/templates/${hiddenId}/thumbnail.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/templates/${cardId}/thumbnail.png?width=99999` })).statusCode).toBe(400);
  });
});
