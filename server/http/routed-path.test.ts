// Issue 14.5: CSRF and session handling decide on the route Fastify matched, not on the raw URL,
// so percent-encoded or otherwise disguised spellings of an /api path get the same checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EVIL = { origin: "https://evil.example" };
const LOGIN_VARIANTS = ["/%61pi/login", "/%61%70%69/login", "/api/%6Cogin", "/%61pi/l%6fgin", "/api/login?x=/", "/api/login"];

describe("CSRF on encoded variants of /api paths", () => {
  it.each(LOGIN_VARIANTS)("POST %s from another origin is refused before the login runs", async (url) => {
    const sessions = async () => (await t.db.selectFrom("sessions").select("id").execute()).length;
    const before = await sessions();
    const res = await t.app.inject({ method: "POST", url, headers: EVIL, payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await sessions()).toBe(before); // no session was started
  });

  it("the same variants from this origin reach the route (so they really are routed to it)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/%61pi/login", headers: { origin: "http://localhost:3000" }, payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toContain("sid=");
  });

  it("an encoded path that matches no route is not found, never a state change", async () => {
    const res = await t.app.inject({ method: "POST", url: "/%61pi/no-such-thing", headers: EVIL, payload: {} });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe("session on encoded variants", () => {
  it("GET /%61pi/user resolves the session like /api/user", async () => {
    const { cookie, user } = await signedInUser(t.db);
    const plain = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    const encoded = await t.app.inject({ method: "GET", url: "/%61pi/user", headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual(plain.json());
    expect(encoded.json().username).toBe(user.username);
  });

  it("routes that read no session (config.session false) still answer the same with a cookie", async () => {
    const { cookie } = await signedInUser(t.db);
    const withCookie = await t.app.inject({ method: "GET", url: "/api/display-settings", headers: { cookie } });
    const without = await t.app.inject({ method: "GET", url: "/api/display-settings" });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toBe(without.body);
  });
});
