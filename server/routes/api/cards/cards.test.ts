import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate, sampleDesign } from "../../../test/content-factories.ts";
import { saveTemplateRevision } from "../../../services/templates/save-template.ts";

let t: TestApp;
let templateId: string;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
let admin: string;

const FIELDS = [
  ...SAMPLE_FIELDS,
  { name: "tone", label: { ar: "النبرة", en: "Tone", fr: "Ton" }, type: "select" as const, position: 2, options: [{ value: "warm", label: { ar: "دافئ" } }] },
  { name: "age", label: { ar: "العمر", en: "Age", fr: "Âge" }, type: "number" as const, position: 3 },
];

async function create(values: Record<string, unknown>, cookie?: string, id = templateId) {
  return t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values }, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildTemplate(t.db, { kind: "card", category: "eid", fields: FIELDS })).id;
  owner = await signedInUser(t.db);
  other = await signedInUser(t.db);
  admin = await adminCookie(t.db);
});
afterAll(async () => t?.close());

describe("POST /api/cards", () => {
  it("creates a card for a visitor: 201, unguessable id, defaults filled, no counts", async () => {
    const res = await create({ name: "  أحمد  " });
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(card).toMatchObject({ templateId, category: "eid", values: { name: "أحمد", message: "عيد مبارك" }, width: 1080, height: 1080, canEdit: false });
    expect(card.title.ar).toBe("قالب تجريبي");
    expect(card.counts).toBeUndefined();
    expect(card.viewUrl).toBe(`/view/${card.id}`);
    expect(card.previewUrl).toBe(`/preview/eid/${templateId}/${card.id}`);
    expect(card.imageUrl).toMatch(new RegExp(`^/api/cards/${card.id}/image.png\\?v=`));
    expect(card.fields.map((f: { name: string }) => f.name)).toEqual(["name", "message", "tone", "age"]);
    const row = await t.db.selectFrom("cards").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBeNull();
  });

  it("makes the signed-in user the owner", async () => {
    const card = (await create({ name: "Sara" }, owner.cookie)).json();
    expect(card).toMatchObject({ canEdit: true, counts: { views: 0, shares: 0 } });
    const row = await t.db.selectFrom("cards").select("owner_id").where("id", "=", card.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.user.id);
  });

  it("refuses values that do not match the fields with 400 and per-field messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "name"],
      [{ name: 42 }, "name"],
      [{ name: "x", nick: "y" }, "nick"],
      [{ name: "x".repeat(81) }, "name"],
      [{ name: "x", tone: "cold" }, "tone"],
      [{ name: "x", age: "ten" }, "age"],
    ];
    for (const [values, field] of cases) {
      const res = await create(values, undefined);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().fields, JSON.stringify(values)).toHaveProperty(field);
    }
    const en = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: {} }, headers: { "accept-language": "en" } });
    expect(en.json().fields.name).toBe("This field is required");
  });

  it("answers 404 JSON for unknown, unpublished and certificate templates", async () => {
    const hidden = (await buildTemplate(t.db, { kind: "card", published: false })).id;
    const cert = (await buildTemplate(t.db, { kind: "certificate" })).id;
    for (const id of ["nope", hidden, cert]) {
      const res = await create({ name: "x" }, undefined, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("cards:templateNotFound");
      expect(res.json().message).not.toContain("cards:"); // translated, not the key
    }
  });
});

describe("GET /api/cards/{id}", () => {
  it("answers the card to anyone with the id, counts only to the owner and admins", async () => {
    const { id } = (await create({ name: "Mona" }, owner.cookie)).json();
    const anon = (await t.app.inject({ url: `/api/cards/${id}` })).json();
    expect(anon).toMatchObject({ id, canEdit: false, values: { name: "Mona" } });
    expect(anon.counts).toBeUndefined();
    expect((await t.app.inject({ url: `/api/cards/${id}`, headers: { cookie: other.cookie } })).json().counts).toBeUndefined();
    expect((await t.app.inject({ url: `/api/cards/${id}`, headers: { cookie: admin } })).json()).toMatchObject({ canEdit: true, counts: { views: 0, shares: 0 } });
  });

  it("answers 404 JSON for unknown and malformed ids", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "x", "%3Cscript%3E"]) {
      const res = await t.app.inject({ url: `/api/cards/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("keeps rendering from its own revision after the template changes", async () => {
    const own = (await buildTemplate(t.db, { kind: "card", category: "eid", fields: FIELDS })).id;
    const { id } = (await create({ name: "Old" }, undefined, own)).json();
    const design = sampleDesign() as { canvas: { width: number; height: number } };
    design.canvas = { width: 1200, height: 630 };
    await saveTemplateRevision(t.db, own, { design: design as never, fields: [SAMPLE_FIELDS[0]] });
    const card = (await t.app.inject({ url: `/api/cards/${id}` })).json();
    expect(card).toMatchObject({ width: 1080, height: 1080 });
    expect(card.fields).toHaveLength(4);
    const png = await t.app.inject({ url: `/api/cards/${id}/image.png?width=320` });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(320); // IHDR height: still square
    // New cards use the current revision (and its fields).
    expect((await create({ name: "New", message: "x" }, undefined, own)).statusCode).toBe(400);
    const fresh = (await create({ name: "New" }, undefined, own)).json();
    expect(fresh).toMatchObject({ width: 1200, height: 630 });
  });
});

describe("PUT and DELETE /api/cards/{id}", () => {
  it("let the owner edit values (checked again) and delete", async () => {
    const created = (await create({ name: "A" }, owner.cookie)).json();
    const res = await t.app.inject({ method: "PUT", url: `/api/cards/${created.id}`, payload: { values: { name: "B", message: "مرحبا" } }, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().values).toMatchObject({ name: "B", message: "مرحبا" });
    expect(res.json().imageUrl).not.toBe(created.imageUrl);
    const bad = await t.app.inject({ method: "PUT", url: `/api/cards/${created.id}`, payload: { values: { name: "" } }, headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("name");
    const del = await t.app.inject({ method: "DELETE", url: `/api/cards/${created.id}`, headers: { cookie: owner.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/cards/${created.id}` })).statusCode).toBe(404);
  });

  it("forbid other users (403) and visitors (401); a visitor's card is editable by admins only", async () => {
    const mine = (await create({ name: "A" }, owner.cookie)).json();
    const orphan = (await create({ name: "A" })).json();
    for (const id of [mine.id, orphan.id]) {
      const put = await t.app.inject({ method: "PUT", url: `/api/cards/${id}`, payload: { values: { name: "hack" } }, headers: { cookie: other.cookie } });
      expect(put.statusCode).toBe(403);
      expect((await t.app.inject({ method: "DELETE", url: `/api/cards/${id}`, headers: { cookie: other.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: "DELETE", url: `/api/cards/${id}` })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: "PUT", url: `/api/cards/${orphan.id}`, payload: { values: { name: "hack" } }, headers: { cookie: owner.cookie } })).statusCode).toBe(403);
    const byAdmin = await t.app.inject({ method: "PUT", url: `/api/cards/${orphan.id}`, payload: { values: { name: "fixed" } }, headers: { cookie: admin } });
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/cards/${orphan.id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/cards/${mine.id}` })).json().values.name).toBe("A");
  });

  it("answer 404 for unknown cards", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/cards/AAAAAAAAAAAAAAAAAAAAAA", headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
  });
});
