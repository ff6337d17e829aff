import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp } from "../../../test/app.ts";
import { buildUser, login, sessionCookieFrom, signedInUser } from "../../../test/factories.ts";

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({
    rateLimits: {
      loginPerIp: { max: 6, windowMs: 60_000 },
      loginFailuresPerUsername: { max: 3, windowMs: 60_000 },
      register: { max: 100, windowMs: 60_000 },
      clientErrors: { max: 100, windowMs: 60_000 },
      uploads: { max: 100, windowMs: 60_000 },
    },
  });
});
afterEach(() => t.close());

const post = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url: "/api/login", payload, headers });

describe("POST /api/login", () => {
  it("signs in by username or email (any case) and answers the user", async () => {
    const user = await buildUser(t.db, { username: "Layla", email: "layla@example.com" });
    const byName = await post({ username: "layla", password: user.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: user.id, username: "Layla" });
    expect(byName.json()).not.toHaveProperty("password_hash");
    const byEmail = await post({ username: "LAYLA@example.com", password: user.password });
    expect(byEmail.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(byEmail.headers["set-cookie"]) } });
    expect(me.json().id).toBe(user.id);
  });

  it("signs in the seeded admin", async () => {
    const cookie = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().role).toBe("admin");
  });

  it("answers 401 'invalid username or password' for a wrong password or unknown user", async () => {
    const user = await buildUser(t.db);
    const wrong = await post({ username: user.username, password: "wrong-password" }, { "accept-language": "en" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password", code: "invalidCredentials" });
    const unknown = await post({ username: "nobody", password: "whatever-123" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 403 for a deactivated account with the right password", async () => {
    const user = await buildUser(t.db, { active: false });
    const res = await post({ username: user.username, password: user.password }, { cookie: "locale=en" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("inactiveAccount");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("validates input", async () => {
    const res = await post({ username: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["password", "username"]);
  });

  it("rotates the session: the old cookie stops working", async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await post({ username: user.username, password: user.password }, { cookie });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieFrom(res.headers["set-cookie"]);
    expect(fresh).not.toBe(cookie);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).body).toBe("null");
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it("slows failed attempts per account and address (429 with Retry-After), never the owner elsewhere", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await post({ username: user.username, password: "wrong-password" }, {}, );
      expect(res.statusCode).toBe(401);
    }
    const slowed = await post({ username: user.username.toUpperCase(), password: user.password });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    expect(slowed.json().code).toBe("rateLimited");
    // the owner from another address gets in (services/users/login-throttle.test.ts has the rest)
    const owner = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.9.9", payload: { username: user.username, password: user.password } });
    expect(owner.statusCode).toBe(200);
    // another account is unaffected
    const other = await buildUser(t.db);
    expect((await post({ username: other.username, password: other.password })).statusCode).toBe(200);
  });

  it("limits requests per IP → 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.1.1.1", payload: { username: `someone${i}`, password: "wrong-password" } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(res.json()).toMatchObject({ code: "rateLimited" });
        expect(res.json().message).toMatch(/\d+/);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const otherIp = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.2.2.2", payload: { username: "x", password: "wrong-password" } });
    expect(otherIp.statusCode).toBe(401);
  });

  it("keeps counters in the database", async () => {
    await post({ username: "ghost", password: "wrong-password" });
    const rows = await t.db.selectFrom("rate_limits").select("key").execute();
    expect(rows.map((r) => r.key)).toContain("login-fail:name:ghost");
  });
});

describe("POST /api/logout", () => {
  it("answers 204 and ends the session", async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/sid=;/);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).body).toBe("null");
  });

  it("answers 204 when not signed in", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(204);
  });
});
