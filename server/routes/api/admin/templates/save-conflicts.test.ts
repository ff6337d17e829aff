// Issue 21 (silent overwrite) and issue 22 item 13 (two admins, one template): every design save names
// the revision it started from and a stale one is refused with 409 revisionConflict, changing nothing;
// autosaved drafts belong to one admin, and a save deletes only the saver's draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";

let t: TestApp;
let adminA: string;
let adminB: string;
let userCookie: string;

const api = (method: "GET" | "PUT" | "DELETE", url: string, as: string, payload?: object, lang = "en") =>
  t.app.inject({ method, url, headers: { ...(as ? { cookie: as } : {}), "accept-language": lang }, ...(payload ? { payload } : {}) });
const rect = (id: string, index: string) => ({ id, type: "shape", name: id, x: 10, y: 10, width: 50, height: 50, index, props: { shape: "rect", fill: "#ff0000" } });
const withLayer = (...extra: object[]) => ({ ...sampleDesign(), layers: [...sampleDesign().layers, ...extra] });
const revisions = async (templateId: string) =>
  Number((await t.db.selectFrom("template_revisions").select((eb) => eb.fn.countAll<number>().as("n")).where("template_id", "=", templateId).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await buildTestApp();
  adminA = await adminCookie(t.db);
  adminB = (await signedInUser(t.db, { role: "admin" })).cookie;
  userCookie = (await signedInUser(t.db)).cookie;
});
afterAll(() => t.close());

describe("PUT /api/admin/templates/{id}/design: baseRevisionId", () => {
  it("two tabs on one revision: the first save wins, the second answers 409 and keeps the first one's layer", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const a = await api("PUT", `/api/admin/templates/${id}/design`, adminA, { design: withLayer(rect("fromA", "a5")), baseRevisionId: revisionId });
    expect(a.statusCode).toBe(200);
    const b = await api("PUT", `/api/admin/templates/${id}/design`, adminB, { design: withLayer(rect("fromB", "a6")), baseRevisionId: revisionId });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({ code: "revisionConflict", message: "Someone saved a newer version since you opened this design; nothing was saved" });
    const ar = await api("PUT", `/api/admin/templates/${id}/design`, adminB, { design: sampleDesign(), baseRevisionId: revisionId }, "ar");
    expect(ar.json().message).toBe("حفظ شخص آخر نسخة أحدث منذ أن فتحت هذا التصميم؛ لم يُحفظ شيء");
    const now = (await api("GET", `/api/admin/templates/${id}`, adminA)).json();
    expect(now.revisionId).toBe(a.json().revisionId);
    expect(now.design.layers.map((l: { id: string }) => l.id)).toContain("fromA");
    expect(await revisions(id)).toBe(2);
    // "Keep mine on top of it": an explicit save over the newer revision.
    const onTop = await api("PUT", `/api/admin/templates/${id}/design`, adminB, { design: withLayer(rect("fromA", "a5"), rect("fromB", "a6")), baseRevisionId: a.json().revisionId });
    expect(onTop.statusCode).toBe(200);
    expect(onTop.json().design.layers.map((l: { id: string }) => l.id)).toEqual(expect.arrayContaining(["fromA", "fromB"]));
  });

  it("a save over a revision made by PUT /fields is stale too", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const fields = (await api("GET", `/api/admin/templates/${id}/fields`, adminA)).json().fields;
    expect((await api("PUT", `/api/admin/templates/${id}/fields`, adminA, { fields })).statusCode).toBe(200);
    expect((await api("PUT", `/api/admin/templates/${id}/design`, adminA, { design: sampleDesign(), baseRevisionId: revisionId })).statusCode).toBe(409);
  });

  it("without baseRevisionId: 400 at that field, nothing saved", async () => {
    const { id } = await buildTemplate(t.db);
    const res = await api("PUT", `/api/admin/templates/${id}/design`, adminA, { design: withLayer(rect("x", "a5")) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["baseRevisionId"]);
    expect(await revisions(id)).toBe(1);
  });

  it("simultaneous saves from one base: exactly one is written", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const answers = await Promise.all(
      ["p", "q", "r"].map((name, i) => api("PUT", `/api/admin/templates/${id}/design`, i % 2 ? adminB : adminA, { design: withLayer(rect(name, "a5")), baseRevisionId: revisionId })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await revisions(id)).toBe(2);
  });

  it("a stale save by a user or a visitor is still 403/401, never a conflict hint", async () => {
    const { id } = await buildTemplate(t.db);
    expect((await api("PUT", `/api/admin/templates/${id}/design`, userCookie, { design: sampleDesign(), baseRevisionId: "old" })).statusCode).toBe(403);
    expect((await api("PUT", `/api/admin/templates/${id}/design`, "", { design: sampleDesign(), baseRevisionId: "old" })).statusCode).toBe(401);
  });
});

describe("template drafts are per admin", () => {
  it("each admin reads, overwrites and deletes only their own draft", async () => {
    const { id } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, adminA, { design: withLayer(rect("draftA", "a5")) });
    expect((await api("GET", `/api/admin/templates/${id}/draft`, adminB)).json()).toMatchObject({ hasDraft: false });
    await api("PUT", `/api/admin/templates/${id}/draft`, adminB, { design: withLayer(rect("draftB", "a5")) });
    const a = (await api("GET", `/api/admin/templates/${id}/draft`, adminA)).json();
    expect(a.design.layers.map((l: { id: string }) => l.id)).toContain("draftA");
    expect((await api("DELETE", `/api/admin/templates/${id}/draft`, adminB)).statusCode).toBe(204);
    expect((await api("GET", `/api/admin/templates/${id}/draft`, adminA)).statusCode).toBe(200);
    expect((await api("DELETE", `/api/admin/templates/${id}/draft`, adminB)).statusCode).toBe(404);
  });

  it("a save deletes the saver's draft, never the other admin's", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, adminA, { design: withLayer(rect("draftA", "a5")) });
    await api("PUT", `/api/admin/templates/${id}/draft`, adminB, { design: withLayer(rect("draftB", "a5")) });
    expect((await api("PUT", `/api/admin/templates/${id}/design`, adminB, { design: withLayer(rect("draftB", "a5")), baseRevisionId: revisionId })).statusCode).toBe(200);
    expect((await api("GET", `/api/admin/templates/${id}/draft`, adminB)).json()).toMatchObject({ hasDraft: false });
    const a = await api("GET", `/api/admin/templates/${id}/draft`, adminA);
    expect(a.statusCode).toBe(200);
    expect(a.json().design.layers.map((l: { id: string }) => l.id)).toContain("draftA");
    // ...and it tells A that someone saved over the revision it was written on.
    expect(a.json().baseRevisionId).toBe(revisionId);
    expect(a.json().revisionId).not.toBe(revisionId);
  });

  it("users and visitors cannot read an admin's draft", async () => {
    const { id } = await buildTemplate(t.db);
    await api("PUT", `/api/admin/templates/${id}/draft`, adminA, { design: sampleDesign() });
    expect((await api("GET", `/api/admin/templates/${id}/draft`, userCookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/admin/templates/${id}/draft`, "")).statusCode).toBe(401);
    expect((await api("DELETE", `/api/admin/templates/${id}/draft`, userCookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/admin/templates/${id}/draft`, adminA)).statusCode).toBe(200);
  });

  it("an autosave keeps the revision the work started from, so a later save of it is checked against that", async () => {
    const { id, revisionId } = await buildTemplate(t.db);
    const saved = await api("PUT", `/api/admin/templates/${id}/design`, adminB, { design: sampleDesign(), baseRevisionId: revisionId });
    const draft = await api("PUT", `/api/admin/templates/${id}/draft`, adminA, { design: withLayer(rect("late", "a5")), baseRevisionId: revisionId });
    expect(draft.json()).toMatchObject({ baseRevisionId: revisionId, revisionId: saved.json().revisionId });
    expect((await api("GET", `/api/admin/templates/${id}/draft`, adminA)).json().baseRevisionId).toBe(revisionId);
    expect((await api("PUT", `/api/admin/templates/${id}/draft`, adminA, { design: sampleDesign() })).json().baseRevisionId).toBe(saved.json().revisionId);
  });
});
