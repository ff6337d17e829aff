// Admin templates: list/search/filter, create (blank canvas per kind), metadata, publish, design and
// fields as new revisions (existing cards keep theirs), duplicate, soft delete and restore.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";
import { createTestCard } from "../test-helpers.ts";

let t: TestApp;
let cookie: string;
let eid: string;
let training: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  const cat = (slug: string) => t.db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  eid = (await cat("eid")).id;
  training = (await cat("training")).id;
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });

describe("creating templates", () => {
  it("gives a certificate an A4-landscape blank canvas and a card a 1080 square, unpublished", async () => {
    const cert = await api("POST", "/api/admin/templates", { kind: "certificate", categoryId: training, title: { ar: "شهادة" } });
    expect(cert.statusCode).toBe(201);
    expect(cert.json().design.canvas).toMatchObject({ preset: "a4-landscape", width: 1600, height: 1131 });
    expect(cert.json().published).toBe(false);
    expect(cert.json().fields).toEqual([]);
    const card = await api("POST", "/api/admin/templates", { kind: "card", categoryId: eid, title: { ar: "بطاقة" }, fields: SAMPLE_FIELDS, design: sampleDesign() });
    expect(card.statusCode).toBe(201);
    expect(card.json().design.canvas).toMatchObject({ width: 1080, height: 1080 });
    expect(card.json().fields.map((f: { name: string }) => f.name)).toEqual(["name", "message"]);
    // unpublished: not public
    expect((await t.app.inject({ method: "GET", url: `/api/templates/${card.json().id}` })).statusCode).toBe(404);
  });

  it("refuses a category of the other kind, a bad design and bad fields (400)", async () => {
    expect((await api("POST", "/api/admin/templates", { kind: "card", categoryId: training, title: { ar: "x" } })).json().code).toBe("categoryKindMismatch");
    const bad = await api("POST", "/api/admin/templates", { kind: "card", categoryId: eid, title: { ar: "x" }, design: { version: 2, canvas: { width: 1, height: 1 }, layers: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalidDesign");
    const dup = await api("POST", "/api/admin/templates", { kind: "card", categoryId: eid, title: { ar: "x" }, fields: [SAMPLE_FIELDS[0], SAMPLE_FIELDS[0]] });
    expect(dup.statusCode).toBe(400);
  });
});

describe("listing", () => {
  it("searches, filters by kind/category/published, paginates and reports usage", async () => {
    const a = await buildTemplate(t.db, { kind: "card", category: "ramadan" });
    await t.db.updateTable("templates").set({ title: JSON.stringify({ ar: "رمضان كريم", en: "Ramadan Kareem", fr: "" }) }).where("id", "=", a.id).execute();
    await createTestCard(t.db, a.id);
    await createTestCard(t.db, a.id);
    const found = (await api("GET", "/api/admin/templates?q=kareem")).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: a.id, category: "ramadan", published: true, deletedAt: null, usage: { cards: 2, certificates: 0 } });
    expect(found.items[0].thumbnailUrl).toBe(`/api/admin/templates/${a.id}/thumbnail.png?v=${found.items[0].revisionId}`);
    expect((await api("GET", "/api/admin/templates?category=ramadan")).json().total).toBe(1);
    const unpublished = (await api("GET", "/api/admin/templates?published=false")).json();
    expect(unpublished.items.every((i: { published: boolean }) => !i.published)).toBe(true);
    const certs = (await api("GET", "/api/admin/templates?kind=certificate")).json();
    expect(certs.items.every((i: { kind: string }) => i.kind === "certificate")).toBe(true);
    const page = (await api("GET", "/api/admin/templates?pageSize=1&page=2")).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await api("GET", "/api/admin/templates?pageSize=101")).statusCode).toBe(400);
  });
});

describe("editing", () => {
  it("publishes, unpublishes and edits metadata", async () => {
    const { id } = await buildTemplate(t.db, { published: false });
    expect((await api("PATCH", `/api/admin/templates/${id}`, { published: true, title: { ar: "جديد", en: "New" }, sortOrder: 5 })).json()).toMatchObject({ published: true, sortOrder: 5, title: { en: "New" } });
    expect((await t.app.inject({ method: "GET", url: `/api/templates/${id}` })).statusCode).toBe(200);
    await api("PATCH", `/api/admin/templates/${id}`, { published: false });
    expect((await t.app.inject({ method: "GET", url: `/api/templates/${id}` })).statusCode).toBe(404);
    expect((await api("PATCH", `/api/admin/templates/${id}`, { categoryId: training })).statusCode).toBe(400);
  });

  it("saves fields as a new revision: an existing card keeps the revision it was made from", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const cardId = await createTestCard(t.db, id, { values: { name: "Ali", message: "hi" } });
    // rename "name" → "fullName"; the design's {{name}} binding now names a missing field, which is allowed
    const fields = [{ ...SAMPLE_FIELDS[0], name: "fullName" }, SAMPLE_FIELDS[1]];
    const res = await api("PUT", `/api/admin/templates/${id}/fields`, { fields });
    expect(res.statusCode).toBe(200);
    expect(res.json().revisionId).not.toBe(revisionId);
    expect(res.json().fields[0].name).toBe("fullName");
    const card = await t.db.selectFrom("cards").select("revision_id").where("id", "=", cardId).executeTakeFirstOrThrow();
    expect(card.revision_id).toBe(revisionId);
    const old = await t.db.selectFrom("template_revisions").select("fields").where("id", "=", revisionId).executeTakeFirstOrThrow();
    expect(JSON.parse(old.fields)[0].name).toBe("name");
    expect((await api("GET", `/api/admin/templates/${id}/fields`)).json().fields[0].name).toBe("fullName");
    const bad = await api("PUT", `/api/admin/templates/${id}/fields`, { fields: [{ ...SAMPLE_FIELDS[0], name: "1bad" }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^fields\.0\.name$/);
  });

  it("saves a design as a new revision and keeps the fields", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const design = { ...sampleDesign(), canvas: { width: 1200, height: 630 } };
    const res = await api("PUT", `/api/admin/templates/${id}/design`, { design, baseRevisionId: revisionId });
    expect(res.statusCode).toBe(200);
    expect(res.json().revisionId).not.toBe(revisionId);
    expect(res.json().width).toBe(1200);
    expect(res.json().fields).toHaveLength(2);
    expect((await api("PUT", `/api/admin/templates/${id}/design`, { design: { nope: true }, baseRevisionId: res.json().revisionId })).statusCode).toBe(400);
  });

  it("duplicates a template as an unpublished copy", async () => {
    const { id } = await buildTemplate(t.db);
    const copy = await api("POST", `/api/admin/templates/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().id).not.toBe(id);
    expect(copy.json().published).toBe(false);
    expect(copy.json().title.en).toBe("Sample template (copy)");
    expect(copy.json().fields).toHaveLength(2);
  });

  it("soft-deletes (gone from public and default lists, kept in the trash) and restores", async () => {
    const { id } = await buildTemplate(t.db);
    const cardId = await createTestCard(t.db, id);
    expect((await api("DELETE", `/api/admin/templates/${id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/api/templates/${id}` })).statusCode).toBe(404);
    expect((await api("GET", "/api/admin/templates?pageSize=100")).json().items.some((i: { id: string }) => i.id === id)).toBe(false);
    const trash = (await api("GET", "/api/admin/templates?deleted=true")).json();
    expect(trash.items.find((i: { id: string }) => i.id === id).deletedAt).toEqual(expect.any(String));
    expect(await t.db.selectFrom("cards").select("id").where("id", "=", cardId).executeTakeFirst()).toBeDefined();
    expect((await api("DELETE", `/api/admin/templates/${id}`)).statusCode).toBe(404);
    const restored = await api("POST", `/api/admin/templates/${id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/templates/${id}` })).statusCode).toBe(200);
  });

  it("renders thumbnails of unpublished templates for admins", async () => {
    const { id } = await buildTemplate(t.db, { published: false });
    const res = await api("GET", `/api/admin/templates/${id}/thumbnail.png?width=64`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });
});
