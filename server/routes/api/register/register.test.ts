import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user as userSchema } from "../../../../shared/api/account.ts";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildUser, sessionCookieFrom, signedInUser } from "../../../test/factories.ts";
import { REGISTER_TAKEN_PER_CLIENT } from "../../../services/email/account-limits.ts";

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

  it("rations 'already taken' answers per client, so registered addresses cannot be listed at scale (issue 22.10)", async () => {
    await buildUser(t.db, { email: "known@example.com" });
    const from = (remoteAddress: string, n: string, email = `sara_${n}@example.com`) =>
      t.app.inject({ method: "POST", url: "/api/register", remoteAddress, payload: { ...valid(n), email } });
    const probes = [];
    for (let i = 0; i < REGISTER_TAKEN_PER_CLIENT.max; i++) probes.push((await from("10.22.0.1", `probe${i}`, "known@example.com")).statusCode);
    expect(probes).toEqual(Array(REGISTER_TAKEN_PER_CLIENT.max).fill(409));
    // Now this client waits for the window to end, whatever it asks: the answer says nothing more.
    for (const email of ["known@example.com", "fresh1@example.com"]) {
      const res = await from("10.22.0.1", `probe_${email.split("@")[0]}`, email);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
    }
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "fresh1@example.com").executeTakeFirst()).toBeUndefined();
    // Nobody else is held back.
    expect((await from("10.22.0.2", "other1", "known@example.com")).statusCode).toBe(409);
    expect((await from("10.22.0.2", "other2")).statusCode).toBe(201);
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
