// Admin users: search/paginate, activate/deactivate (sessions end at once), role changes, last admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, buildUser, signedInUser } from "../../../../test/factories.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

const api = (method: "GET" | "PATCH", url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as, "accept-language": "en" }, ...(payload ? { payload } : {}) });

describe("admin users", () => {
  it("searches by name, username or email and paginates on the server", async () => {
    await buildUser(t.db, { name: "Zainab Haddad", username: "zainab", email: "zh@example.com" });
    for (let i = 0; i < 3; i++) await buildUser(t.db);
    const found = (await api("GET", "/api/admin/users?q=HADDAD")).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ username: "zainab", role: "user", active: true });
    expect(found.items[0]).not.toHaveProperty("password_hash");
    expect((await api("GET", "/api/admin/users?q=zh@example")).json().total).toBe(1);
    const page = (await api("GET", "/api/admin/users?page=2&pageSize=2")).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(2);
    expect((await api("GET", "/api/admin/users?role=admin")).json().total).toBe(1);
  });

  it("deactivating a user ends their sessions at once; reactivating lets them sign in again", async () => {
    const { user, cookie: userCookie } = await signedInUser(t.db);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: userCookie } })).statusCode).toBe(200);
    const res = await api("PATCH", `/api/admin/users/${user.id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/api/user/preferences", headers: { cookie: userCookie } })).statusCode).toBe(401);
    expect(await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toHaveLength(0);
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(403);
    await api("PATCH", `/api/admin/users/${user.id}`, { active: true });
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } })).statusCode).toBe(200);
  });

  it("changes roles, but never takes away the last active admin", async () => {
    const admin = await t.db.selectFrom("users").selectAll().where("role", "=", "admin").executeTakeFirstOrThrow();
    const demote = await api("PATCH", `/api/admin/users/${admin.id}`, { role: "user" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe("lastAdmin");
    expect((await api("PATCH", `/api/admin/users/${admin.id}`, { active: false })).statusCode).toBe(409);

    const other = await buildUser(t.db);
    expect((await api("PATCH", `/api/admin/users/${other.id}`, { role: "admin" })).json().role).toBe("admin");
    // now the first admin may be demoted, and then the other one is the last
    expect((await api("PATCH", `/api/admin/users/${admin.id}`, { role: "user" })).statusCode).toBe(200);
    const otherCookie = (await signedInUser(t.db)).cookie; // a plain user cannot do it
    expect((await api("PATCH", `/api/admin/users/${other.id}`, { role: "user" }, otherCookie)).statusCode).toBe(403);
    const { cookie: newAdminCookie } = await (async () => {
      const { buildSession } = await import("../../../../test/factories.ts");
      return buildSession(t.db, other.id);
    })();
    expect((await api("PATCH", `/api/admin/users/${other.id}`, { active: false }, newAdminCookie)).statusCode).toBe(409);
    // an inactive admin does not count as the "other" admin
    const inactiveAdmin = await buildUser(t.db, { role: "admin", active: false });
    expect((await api("PATCH", `/api/admin/users/${other.id}`, { role: "user" }, newAdminCookie)).statusCode).toBe(409);
    expect(inactiveAdmin.role).toBe("admin");
    expect((await api("PATCH", `/api/admin/users/${admin.id}`, { role: "sultan" }, newAdminCookie)).statusCode).toBe(400);
    expect((await api("PATCH", "/api/admin/users/nope", { active: true }, newAdminCookie)).statusCode).toBe(404);
  });

  it("two admins demoting each other at the same moment leave one admin", async () => {
    const { buildSession } = await import("../../../../test/factories.ts");
    await t.db.updateTable("users").set({ role: "user" }).where("role", "=", "admin").execute();
    const a = await buildUser(t.db, { role: "admin" });
    const b = await buildUser(t.db, { role: "admin" });
    const [ca, cb] = [(await buildSession(t.db, a.id)).cookie, (await buildSession(t.db, b.id)).cookie];
    const results = await Promise.all([
      api("PATCH", `/api/admin/users/${b.id}`, { role: "user" }, ca),
      api("PATCH", `/api/admin/users/${a.id}`, { role: "user" }, cb),
    ]);
    // The loser is refused by the last-admin rule (409), or already lost its admin role (403).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await t.db.selectFrom("users").select("id").where("role", "=", "admin").where("active", "=", 1).execute()).toHaveLength(1);
  });
});
