// Admin API tokens: created (answered once, stored hashed), listed without secrets, revoked;
// validation and the forbidden cases; a token dies with its creator's admin rights.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { unsignedCredential } from "../../../vc-api/test-helpers.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(async () => t?.close());

const create = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "POST", url: "/api/admin/api-tokens", headers, payload: payload as object });
const issueWith = (token: string) =>
  t.app.inject({ method: "POST", url: "/vc-api/credentials/issue", headers: { authorization: `Bearer ${token}` }, payload: { credential: unsignedCredential() } });

describe("/api/admin/api-tokens", () => {
  it("creates a token shown once and stores only its SHA-256", async () => {
    const res = await create({ name: "LMS", scopes: ["credentials:issue", "certificates:issue", "credentials:issue"] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { token, apiToken } = res.json();
    expect(token).toMatch(/^bq_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: "LMS", scopes: ["credentials:issue", "certificates:issue"], lastUsedAt: null, revokedAt: null, prefix: `${token.slice(0, 9)}…` });
    expect(apiToken.createdBy.name).toBeTruthy();
    const row = await t.db.selectFrom("api_tokens").selectAll().where("id", "=", apiToken.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await t.app.inject({ method: "GET", url: "/api/admin/api-tokens?page=1&pageSize=10", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [{ id: apiToken.id }] });
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row.token_hash);

    expect((await issueWith(token)).statusCode).toBe(201);
    const used = (await t.app.inject({ method: "GET", url: "/api/admin/api-tokens", headers: { cookie } })).json().items[0];
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("revokes a token: it stops working at once; unknown ids answer 404", async () => {
    const { token, apiToken } = (await create({ name: "to revoke", scopes: ["credentials:issue"] })).json();
    expect((await issueWith(token)).statusCode).toBe(201);
    const revoked = await t.app.inject({ method: "DELETE", url: `/api/admin/api-tokens/${apiToken.id}`, headers: { cookie } });
    expect(revoked.statusCode).toBe(204);
    expect((await issueWith(token)).statusCode).toBe(401);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/api-tokens", headers: { cookie } })).json();
    expect(list.items.find((i: { id: string }) => i.id === apiToken.id).revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/api-tokens/nope", headers: { cookie } })).statusCode).toBe(404);
    const activity = await t.db.selectFrom("activity").select("action").where("subject", "=", apiToken.id).execute();
    expect(activity.map((a) => a.action)).toEqual(expect.arrayContaining(["apiToken.create", "apiToken.revoke"]));
  });

  it("validates the name and scopes (400 with fields)", async () => {
    const noName = await create({ name: " ", scopes: ["credentials:issue"] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty("name");
    const badScope = await create({ name: "x", scopes: ["everything"] });
    expect(badScope.statusCode).toBe(400);
    expect(Object.keys(badScope.json().fields)[0]).toMatch(/^scopes/);
    expect((await create({ name: "x", scopes: [] })).statusCode).toBe(400);
  });

  it("refuses visitors (401) and users (403)", async () => {
    const user = await signedInUser(t.db);
    expect((await create({ name: "x", scopes: ["credentials:issue"] }, {})).statusCode).toBe(401);
    expect((await create({ name: "x", scopes: ["credentials:issue"] }, { cookie: user.cookie })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/api-tokens", headers: { cookie: user.cookie } })).statusCode).toBe(403);
  });

  it("a token stops working when its creator is no longer an active administrator", async () => {
    const other = await signedInUser(t.db, { role: "admin" });
    const { token } = (await create({ name: "other's", scopes: ["credentials:issue"] }, { cookie: other.cookie })).json();
    expect((await issueWith(token)).statusCode).toBe(201);
    await t.db.updateTable("users").set({ role: "user" }).where("id", "=", other.user.id).execute();
    expect((await issueWith(token)).statusCode).toBe(401);
  });
});
