import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { signedInUser } from "../../../test/factories.ts";
import { buildTemplate } from "../../../test/content-factories.ts";

let t: TestApp;
let owner: { cookie: string };
let cardId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { id } = await buildTemplate(t.db, { kind: "card", category: "birthday" });
  owner = await signedInUser(t.db);
  cardId = (await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values: { name: "x" } }, headers: { cookie: owner.cookie } })).json().id;
});
afterAll(async () => t?.close());

const counts = async () => (await t.app.inject({ url: `/api/cards/${cardId}`, headers: { cookie: owner.cookie } })).json().counts;
const post = (path: string, ip: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/cards/${cardId}/${path}`, remoteAddress: ip, payload, headers: cookie ? { cookie } : {} });

describe("POST /api/cards/{id}/view and /share", () => {
  it("count a view once per address and window, without keeping the address", async () => {
    for (let i = 0; i < 5; i++) expect((await post("view", "203.0.113.7")).statusCode).toBe(204);
    expect(await counts()).toEqual({ views: 1, shares: 0 });
    await post("view", "203.0.113.8");
    expect((await counts()).views).toBe(2);
    // The owner looking at their own card does not count.
    await post("view", "203.0.113.9", undefined, owner.cookie);
    expect((await counts()).views).toBe(2);
    const keys = await t.db.selectFrom("rate_limits").select("key").where("key", "like", "card-%").execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).not.toContain("203.0.113");
      expect(key).not.toContain(cardId);
    }
  });

  it("count shares per channel once per address and window; refuse unknown channels", async () => {
    for (let i = 0; i < 3; i++) expect((await post("share", "198.51.100.1", { channel: "whatsapp" })).statusCode).toBe(204);
    await post("share", "198.51.100.1", { channel: "copy" });
    expect((await counts()).shares).toBe(2);
    const bad = await post("share", "198.51.100.1", { channel: "myspace" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("channel");
  });

  it("answer 404 for unknown cards", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/cards/AAAAAAAAAAAAAAAAAAAAAA/view" });
    expect(res.statusCode).toBe(404);
  });
});
