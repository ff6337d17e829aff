import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user as userSchema } from "../../../../shared/api/account.ts";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildUser, sessionCookieFrom, signedInUser } from "../../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = (n: string) => ({ name: "سارة أحمد", username: `sara_${n}`, email: `sara_${n}@example.com`, password: "long-password-1", confirmPassword: "long-password-1" });

describe("POST /api/register", () => {
  it("creates the user, answers 201 with the user and signs in", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: valid("a") });
    expect(res.statusCode).toBe(201);
    const body = userSchema.strict().parse(res.json());
    expect(body).toMatchObject({ name: "سارة أحمد", username: "sara_a", email: "sara_a@example.com", role: "user", active: true });
    expect(res.body).not.toContain("scrypt");
    const setCookie = String([res.headers["set-cookie"]].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(res.headers["set-cookie"]) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it("stores only the hash of the session token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: valid("hash") });
    const token = sessionCookieFrom(res.headers["set-cookie"]).split("=")[1];
    const rows = await t.db.selectFrom("sessions").select("id").execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.some((r) => r.id.length === 64)).toBe(true);
  });

  it("answers 409 with fields when username or email is taken (case-insensitively)", async () => {
    await buildUser(t.db, { username: "Taken", email: "taken@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "accept-language": "en" },
      payload: { ...valid("x"), username: "tAKEN", email: "TAKEN@example.com" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ username: "This username is already taken", email: "This email is already registered" });
  });

  it("rejects mismatched passwords with a field message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { ...valid("m"), confirmPassword: "other-password" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.confirmPassword).toBe("كلمتا المرور غير متطابقتين");
  });

  it("ends the browser's previous session (rotation)", async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: "POST", url: "/api/register", headers: { cookie }, payload: valid("rot") });
    expect(res.statusCode).toBe(201);
    const old = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(old.body).toBe("null"); // no user any more (a visitor's answer, 200 null)
  });

  it("never makes an admin, whatever the body says", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { ...valid("adm"), role: "admin" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe("user");
  });
});
