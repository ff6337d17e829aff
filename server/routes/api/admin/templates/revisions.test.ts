// Version history (issue 24 §5): list with number/author/date/thumbnail, open one, restore = a new
// revision on top (save-conflict rule), cards and certificates keep their revision; admin only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../test-helpers.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object, who = cookie) =>
  t.app.inject({ method, url, headers: { cookie: who, "accept-language": "en" }, ...(payload ? { payload } : {}) });

const coloured = (color: string) => ({ ...sampleDesign(), background: { type: "color", color } });

/** A template saved three times: teal (1), red (2), blue (3, current). */
async function templateWithThreeRevisions() {
  const { id } = await buildTemplate(t.db);
  let base = (await api("GET", `/api/admin/templates/${id}`)).json().revisionId as string;
  for (const color of ["#aa0000", "#0000aa"]) {
    const saved = await api("PUT", `/api/admin/templates/${id}/design`, { design: coloured(color), baseRevisionId: base });
    expect(saved.statusCode).toBe(200);
    base = saved.json().revisionId;
  }
  return { id, current: base };
}

describe("listing revisions", () => {
  it("answers number, author, date, current flag and a server-drawn thumbnail, newest first", async () => {
    const { id, current } = await templateWithThreeRevisions();
    const res = await api("GET", `/api/admin/templates/${id}/revisions`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.items.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(page.items[0]).toMatchObject({ id: current, current: true, author: { name: expect.any(String) } });
    expect(page.items[2].author).toBeNull(); // made by the factory, not by a person
    expect(Date.parse(page.items[0].createdAt)).not.toBeNaN();
    const thumb = await api("GET", page.items[1].thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect(thumb.headers["cache-control"]).toMatch(/^private/);
    // a second request is answered from the render cache with the same bytes (same ETag)
    const again = await t.app.inject({ method: "GET", url: page.items[1].thumbnailUrl, headers: { cookie, "accept-language": "en", "if-none-match": String(thumb.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await api("GET", `/api/admin/templates/${id}/revisions?pageSize=1&page=2`)).json().items.map((r: { number: number }) => r.number)).toEqual([2]);
    expect((await api("GET", `/api/admin/templates/${id}/revisions?pageSize=500`)).statusCode).toBe(400);
  });

  it("opens one revision with its design; another template's revision is not found", async () => {
    const { id } = await templateWithThreeRevisions();
    const other = await buildTemplate(t.db);
    const items = (await api("GET", `/api/admin/templates/${id}/revisions`)).json().items;
    const red = await api("GET", `/api/admin/templates/${id}/revisions/${items[1].id}`);
    expect(red.json().design.background.color).toBe("#aa0000");
    expect(red.json().fields.length).toBe(2);
    expect((await api("GET", `/api/admin/templates/${other.id}/revisions/${items[1].id}`)).statusCode).toBe(404);
    expect((await api("GET", `/api/admin/templates/nope/revisions`)).statusCode).toBe(404);
  });
});

describe("restoring a revision", () => {
  it("saves the older design as a new revision on top; cards and certificates keep theirs", async () => {
    const { id, current } = await templateWithThreeRevisions();
    const card = await createTestCard(t.db, id);
    const certificateTemplate = await buildTemplate(t.db, { kind: "certificate" });
    const cert = await createTestCertificate(t.db, certificateTemplate.id);
    const items = (await api("GET", `/api/admin/templates/${id}/revisions`)).json().items;
    const first = items[2];

    const res = await api("POST", `/api/admin/templates/${id}/revisions/${first.id}/restore`, { baseRevisionId: current });
    expect(res.statusCode).toBe(201);
    expect(res.json().design.background.color).toBe("#0f766e");
    expect(res.json().revisionId).not.toBe(first.id);
    expect(res.json().revisionId).not.toBe(current);
    const after = (await api("GET", `/api/admin/templates/${id}/revisions`)).json();
    expect(after.total).toBe(4);
    expect(after.items[0]).toMatchObject({ number: 4, current: true, id: res.json().revisionId });
    // the card still points at the revision it was made from (3, blue), which is still there
    const cardRow = await t.db.selectFrom("cards").select("revision_id").where("id", "=", card).executeTakeFirstOrThrow();
    expect(cardRow.revision_id).toBe(current);
    const cardRevision = await api("GET", `/api/admin/templates/${id}/revisions/${current}`);
    expect(cardRevision.json().design.background.color).toBe("#0000aa");

    // restoring on the certificate template: the certificate keeps its revision too
    const certRev = (await api("GET", `/api/admin/templates/${certificateTemplate.id}`)).json().revisionId;
    const saved = await api("PUT", `/api/admin/templates/${certificateTemplate.id}/design`, { design: { ...(await api("GET", `/api/admin/templates/${certificateTemplate.id}`)).json().design, background: { type: "color", color: "#123456" } }, baseRevisionId: certRev });
    expect(saved.statusCode).toBe(200);
    expect((await api("POST", `/api/admin/templates/${certificateTemplate.id}/revisions/${certRev}/restore`, { baseRevisionId: saved.json().revisionId })).statusCode).toBe(201);
    const certRow = await t.db.selectFrom("certificates").select("revision_id").where("id", "=", cert).executeTakeFirstOrThrow();
    expect(certRow.revision_id).toBe(certRev);
  });

  it("refuses a restore from a stale base (409 revisionConflict) and changes nothing", async () => {
    const { id, current } = await templateWithThreeRevisions();
    const items = (await api("GET", `/api/admin/templates/${id}/revisions`)).json().items;
    const stale = await api("POST", `/api/admin/templates/${id}/revisions/${items[2].id}/restore`, { baseRevisionId: items[1].id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("revisionConflict");
    expect(stale.json().message).toBeTruthy();
    expect((await api("GET", `/api/admin/templates/${id}`)).json().revisionId).toBe(current);
    expect((await api("GET", `/api/admin/templates/${id}/revisions`)).json().total).toBe(3);
    const missingBase = await api("POST", `/api/admin/templates/${id}/revisions/${items[2].id}/restore`, {});
    expect(missingBase.statusCode).toBe(400);
    const unknown = await api("POST", `/api/admin/templates/${id}/revisions/nope/restore`, { baseRevisionId: current });
    expect(unknown.statusCode).toBe(404);
    expect((await api("GET", `/api/admin/templates/${id}/revisions`)).json().total).toBe(3);
  });
});

describe("who may", () => {
  it("answers 401 to visitors and 403 to signed-in users, for every history call", async () => {
    const { id, current } = await templateWithThreeRevisions();
    const user = await signedInUser(t.db);
    const urls: Array<["GET" | "POST", string, object?]> = [
      ["GET", `/api/admin/templates/${id}/revisions`],
      ["GET", `/api/admin/templates/${id}/revisions/${current}`],
      ["GET", `/api/admin/templates/${id}/revisions/${current}/thumbnail.png`],
      ["POST", `/api/admin/templates/${id}/revisions/${current}/restore`, { baseRevisionId: current }],
    ];
    for (const [method, url, body] of urls) {
      expect((await api(method, url, body, "")).statusCode).toBe(401);
      expect((await api(method, url, body, user.cookie)).statusCode).toBe(403);
    }
    expect((await api("GET", `/api/admin/templates/${id}/revisions`)).json().total).toBe(3);
  });
});
