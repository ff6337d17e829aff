// The editor's template drafts (one autosave per template, admins only, not a revision) and saving
// design + fields as ONE new revision that also deletes the draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";
import { createTestCard } from "../test-helpers.ts";

let t: TestApp;
let cookie: string;
let userCookie: string;

const api = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { ...(as ? { cookie: as } : {}), "accept-language": "en" }, ...(payload ? { payload } : {}) });
const LOGO_FIELD = { name: "logo", label: { ar: "الشعار", en: "Logo", fr: "Logo" }, type: "image", position: 5 };
const withLogo = () => ({
  ...sampleDesign(),
  layers: [...sampleDesign().layers, { id: "logo", type: "image", name: "Logo", x: 10, y: 10, width: 100, height: 100, index: "a5", props: { src: "{{logo}}" } }],
});
const revisions = async (templateId: string) =>
  Number((await t.db.selectFrom("template_revisions").select((eb) => eb.fn.countAll<number>().as("n")).where("template_id", "=", templateId).executeTakeFirstOrThrow()).n);
const drafts = async (templateId: string) =>
  Number((await t.db.selectFrom("template_drafts").select((eb) => eb.fn.countAll<number>().as("n")).where("template_id", "=", templateId).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  userCookie = (await signedInUser(t.db)).cookie;
});
afterAll(() => t.close());

describe("template drafts", () => {
  it("no draft yet is not an error (200, hasDraft false); unknown templates are 404", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    // Before: 404 draftNotFound, which the browser logged as a failed load every time an admin opened a template.
    const none = await api("GET", `/api/admin/templates/${id}/draft`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ hasDraft: false, revisionId });
    expect(await drafts(id)).toBe(0);
    expect((await api("GET", "/api/admin/templates/nope/draft")).json().code).toBe("notFound");
    expect((await api("PUT", "/api/admin/templates/nope/draft", { design: sampleDesign() })).statusCode).toBe(404);
    expect((await api("DELETE", `/api/admin/templates/${id}/draft`)).statusCode).toBe(404);
  });

  it("stores ONE draft per template, overwritten by each autosave, never a revision nor public", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const first = await api("PUT", `/api/admin/templates/${id}/draft`, { design: { ...sampleDesign(), canvas: { width: 1200, height: 630 } } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ hasFields: false, baseRevisionId: revisionId, revisionId, design: { canvas: { width: 1200, height: 630 } } });
    expect(first.json().fields.map((f: { name: string }) => f.name)).toEqual(["name", "message"]);
    const second = await api("PUT", `/api/admin/templates/${id}/draft`, { design: withLogo(), fields: [...SAMPLE_FIELDS, LOGO_FIELD] });
    expect(second.statusCode).toBe(200);
    const got = await api("GET", `/api/admin/templates/${id}/draft`);
    expect(got.json()).toMatchObject({ hasDraft: true, hasFields: true, design: { canvas: { width: 1080 } } });
    expect(got.json().fields.map((f: { name: string }) => f.name)).toEqual(["name", "message", "logo"]);
    expect(got.json().updatedAt >= first.json().updatedAt).toBe(true);
    expect(await drafts(id)).toBe(1);
    expect(await revisions(id)).toBe(1);
    const pub = (await t.app.inject({ url: `/api/templates/${id}` })).json();
    expect(pub).toMatchObject({ revisionId, width: 1080 });
    expect(pub.fields).toHaveLength(2);
  });

  it("checks drafts like saves: image placeholders against the draft's fields, no remote images; a refused autosave keeps the last one", async () => {
    const { id } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign() });
    const noField = await api("PUT", `/api/admin/templates/${id}/draft`, { design: withLogo() });
    expect(noField.statusCode).toBe(400);
    expect(noField.json().fields["design.layers.2.props.src"]).toBe("Layer “Logo”: the placeholder does not name an image field of this template");
    const remote = withLogo();
    remote.layers[2].props = { src: "http://evil.example/a.png" };
    expect((await api("PUT", `/api/admin/templates/${id}/draft`, { design: remote, fields: [...SAMPLE_FIELDS, LOGO_FIELD] })).statusCode).toBe(400);
    expect((await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign(), fields: [{ name: "1bad" }] })).json().fields).toHaveProperty(["fields.0.name"]);
    expect((await api("GET", `/api/admin/templates/${id}/draft`)).json().design.layers).toHaveLength(2);
    const big = await api("PUT", `/api/admin/templates/${id}/draft`, { design: { ...sampleDesign(), background: { type: "image", src: `data:image/png;base64,${"A".repeat(4 * 1024 * 1024)}` } } });
    expect(big.statusCode).toBe(413);
  });

  it("tells a stale draft: someone saved a revision after it was written", async () => {
    const { id } = await buildTemplate(t.db);
    const draft = (await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign() })).json();
    await api("PUT", `/api/admin/templates/${id}/fields`, { fields: SAMPLE_FIELDS });
    const got = (await api("GET", `/api/admin/templates/${id}/draft`)).json();
    expect(got.baseRevisionId).toBe(draft.revisionId);
    expect(got.revisionId).not.toBe(draft.revisionId);
  });

  it("DELETE discards the draft", async () => {
    const { id } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign() });
    expect((await api("DELETE", `/api/admin/templates/${id}/draft`)).statusCode).toBe(204);
    expect((await api("GET", `/api/admin/templates/${id}/draft`)).json()).toMatchObject({ hasDraft: false });
  });

  it("refuses visitors (401) and users (403), storing nothing", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    for (const [as, status] of [["", 401], [userCookie, 403]] as const) {
      expect((await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign() }, as)).statusCode).toBe(status);
      expect((await api("GET", `/api/admin/templates/${id}/draft`, undefined, as)).statusCode).toBe(status);
      expect((await api("PUT", `/api/admin/templates/${id}/design`, { design: withLogo(), fields: [...SAMPLE_FIELDS, LOGO_FIELD], baseRevisionId: revisionId }, as)).statusCode).toBe(status);
    }
    expect(await drafts(id)).toBe(0);
    expect(await revisions(id)).toBe(1);
  });
});

describe("PUT /api/admin/templates/{id}/design with fields", () => {
  it("saves design AND fields as ONE new revision and deletes the draft; existing cards keep theirs", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const cardId = await createTestCard(t.db, id);
    await api("PUT", `/api/admin/templates/${id}/draft`, { design: withLogo(), fields: [...SAMPLE_FIELDS, LOGO_FIELD] });
    const res = await api("PUT", `/api/admin/templates/${id}/design`, { design: withLogo(), fields: [...SAMPLE_FIELDS, LOGO_FIELD], baseRevisionId: revisionId });
    expect(res.statusCode).toBe(200);
    expect(res.json().revisionId).not.toBe(revisionId);
    expect(res.json().fields.map((f: { name: string }) => f.name)).toEqual(["name", "message", "logo"]);
    expect(res.json().design.layers).toHaveLength(3);
    expect(await revisions(id)).toBe(2);
    expect(await drafts(id)).toBe(0);
    const card = await t.db.selectFrom("cards").select("revision_id").where("id", "=", cardId).executeTakeFirstOrThrow();
    expect(card.revision_id).toBe(revisionId);
  });

  it("without fields keeps the current ones (and checks placeholders against them)", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const res = await api("PUT", `/api/admin/templates/${id}/design`, { design: withLogo(), baseRevisionId: revisionId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(["design.layers.2.props.src"]);
    const ok = await api("PUT", `/api/admin/templates/${id}/design`, { design: sampleDesign(), baseRevisionId: revisionId });
    expect(ok.json().fields).toHaveLength(2);
    expect(await revisions(id)).toBe(2);
  });

  it("a bad design or bad fields saves nothing at all and keeps the draft", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, { design: sampleDesign() });
    const badFields = await api("PUT", `/api/admin/templates/${id}/design`, { design: sampleDesign(), fields: [SAMPLE_FIELDS[0], SAMPLE_FIELDS[0]], baseRevisionId: revisionId });
    expect(badFields.statusCode).toBe(400);
    const tracker = { ...sampleDesign(), background: { type: "image", src: "https://tracker.example/bg.png" } };
    const badDesign = await api("PUT", `/api/admin/templates/${id}/design`, { design: tracker, fields: [...SAMPLE_FIELDS, LOGO_FIELD], baseRevisionId: revisionId });
    expect(badDesign.statusCode).toBe(400);
    expect(badDesign.json().fields["design.background.src"]).toMatch(/^Layer “background”/);
    expect(await revisions(id)).toBe(1);
    expect(await drafts(id)).toBe(1);
    expect((await api("GET", `/api/admin/templates/${id}/fields`)).json().fields).toHaveLength(2);
  });
});
