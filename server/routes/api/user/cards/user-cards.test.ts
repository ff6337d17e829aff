import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { signedInUser } from "../../../../test/factories.ts";
import { buildTemplate } from "../../../../test/content-factories.ts";

let t: TestApp;
let me: { cookie: string };
let templateId: string;
const mine: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildTemplate(t.db, { kind: "card", category: "ramadan" })).id;
  me = await signedInUser(t.db);
  const someone = await signedInUser(t.db);
  for (const [i, cookie] of [me.cookie, someone.cookie, me.cookie, "", me.cookie].entries()) {
    const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values: { name: `n${i}` } }, headers: cookie ? { cookie } : {} });
    if (cookie === me.cookie) mine.push(res.json().id);
    await new Promise((r) => setTimeout(r, 3)); // distinct created_at
  }
});
afterAll(async () => t?.close());

describe("GET /api/user/cards", () => {
  it("lists only the user's own cards, newest first, paginated, with thumbnails and counts", async () => {
    const res = await t.app.inject({ url: "/api/user/cards?page=1&pageSize=2", headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((c: { id: string }) => c.id)).toEqual([mine[2], mine[1]]);
    expect(body.items[0]).toMatchObject({ canEdit: true, counts: { views: 0, shares: 0 }, category: "ramadan", values: { name: "n4" } });
    expect(body.items[0].thumbnailUrl).toMatch(new RegExp(`^/api/cards/${mine[2]}/image.png\\?width=480&v=`));
    expect(body.items[0].fields).toBeUndefined();
    const page2 = (await t.app.inject({ url: "/api/user/cards?page=2&pageSize=2", headers: { cookie: me.cookie } })).json();
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([mine[0]]);
  });

  it("needs a signed-in user (401) and refuses bad paging (400)", async () => {
    expect((await t.app.inject({ url: "/api/user/cards" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/user/cards?pageSize=101", headers: { cookie: me.cookie } })).statusCode).toBe(400);
  });
});
