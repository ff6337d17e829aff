// GET /api/user, PUT /api/user/profile, POST /api/user/change-password, GET/POST /api/user/preferences
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildSession, buildUser, signedInUser } from "../../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/user", () => {
  it("answers 200 with null for visitors and for unknown cookies (a visitor is not an error)", async () => {
    for (const res of [await get("/api/user"), await get("/api/user", "sid=not-a-real-token")]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.body).toBe("null");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    // The other signed-in calls keep answering 401.
    expect((await get("/api/user/preferences")).statusCode).toBe(401);
    expect((await get("/api/user/cards")).statusCode).toBe(401);
  });

  it("answers the signed-in user without the hash", async () => {
    const { user, cookie } = await signedInUser(t.db, { name: "Omar" });
    const res = await get("/api/user", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, name: "Omar", username: user.username, email: user.email, role: "user", active: true, createdAt: user.created_at, emailVerified: false, verifiedIssuerOrg: null });
  });

  it("stops working at once when the user is deactivated", async () => {
    const { user, cookie } = await signedInUser(t.db);
    expect((await get("/api/user", cookie)).statusCode).toBe(200);
    await t.db.updateTable("users").set({ active: 0 }).where("id", "=", user.id).execute();
    expect((await get("/api/user", cookie)).body).toBe("null");
    expect((await get("/api/user/preferences", cookie)).statusCode).toBe(401);
  });

  it("refuses an expired session", async () => {
    const { user, cookie } = await signedInUser(t.db);
    await t.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("user_id", "=", user.id).execute();
    expect((await get("/api/user", cookie)).body).toBe("null");
    expect((await get("/api/user/preferences", cookie)).statusCode).toBe(401);
  });
});

describe("PUT /api/user/profile", () => {
  const put = (payload: object, cookie?: string) => t.app.inject({ method: "PUT", url: "/api/user/profile", payload, headers: cookie ? { cookie } : {} });

  it("answers 401 when signed out", async () => {
    expect((await put({ name: "X" })).statusCode).toBe(401);
  });

  it("updates the given fields and answers the user", async () => {
    const { user, cookie } = await signedInUser(t.db);
    // A new address needs the current password (issue 22.6; email-change/email-change.test.ts).
    const res = await put({ name: "New Name", email: `new_${user.username}@example.com`, currentPassword: user.password }, cookie);
    expect(res.statusCode).toBe(200);
    // A new address waits for its confirmation link (server/mail/mail.test.ts follows it).
    expect(res.json()).toMatchObject({ id: user.id, name: "New Name", username: user.username, email: user.email, pendingEmail: `new_${user.username}@example.com` });
    expect((await get("/api/user", cookie)).json().name).toBe("New Name");
  });

  it("keeps the user's own username without conflict", async () => {
    const { user, cookie } = await signedInUser(t.db);
    expect((await put({ username: user.username.toUpperCase() }, cookie)).statusCode).toBe(200);
  });

  it("answers 409 with fields for a name used by someone else", async () => {
    const other = await buildUser(t.db);
    const { user, cookie } = await signedInUser(t.db);
    const res = await put({ username: other.username, email: other.email.toUpperCase(), currentPassword: user.password }, cookie);
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().fields).sort()).toEqual(["email", "username"]);
  });

  it("validates", async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await put({ email: "not-an-email", username: "a b" }, cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["email", "username"]);
  });

  it("cannot change role or active", async () => {
    const { user, cookie } = await signedInUser(t.db);
    await put({ role: "admin", active: false, name: "Still user" }, cookie);
    const row = await t.db.selectFrom("users").select(["role", "active"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "user", active: 1 });
  });
});

describe("POST /api/user/change-password", () => {
  const post = (payload: object, cookie?: string, lang = "ar") =>
    t.app.inject({ method: "POST", url: "/api/user/change-password", payload, headers: { "accept-language": lang, ...(cookie ? { cookie } : {}) } });

  it("answers 401 when signed out", async () => {
    expect((await post({ currentPassword: "a", newPassword: "new-password-1", confirmPassword: "new-password-1" })).statusCode).toBe(401);
  });

  it("answers 400 with fields.currentPassword for a wrong current password", async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await post({ currentPassword: "wrong-password", newPassword: "new-password-1", confirmPassword: "new-password-1" }, cookie, "en");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: "The current password is incorrect" });
  });

  it("changes the password (204), keeps this session and ends the others", async () => {
    const { user, cookie } = await signedInUser(t.db);
    const other = await buildSession(t.db, user.id);
    const res = await post({ currentPassword: user.password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" }, cookie);
    expect(res.statusCode).toBe(204);
    expect((await get("/api/user", cookie)).statusCode).toBe(200);
    expect((await get("/api/user", other.cookie)).body).toBe("null");
    const oldLogin = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: "brand-new-pass" } });
    expect(newLogin.statusCode).toBe(200);
  });

  it("validates the new password", async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await post({ currentPassword: user.password, newPassword: "short", confirmPassword: "other" }, cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["confirmPassword", "newPassword"]);
  });
});

describe("/api/user/preferences", () => {
  it("answers 401 when signed out (GET and POST)", async () => {
    expect((await get("/api/user/preferences")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/user/preferences", payload: { theme: "dark" } })).statusCode).toBe(401);
  });

  it("answers defaults, then saves partial updates", async () => {
    const { cookie } = await signedInUser(t.db);
    expect((await get("/api/user/preferences", cookie)).json()).toEqual({ theme: "light", layout: "fluid" });
    const saved = await t.app.inject({ method: "POST", url: "/api/user/preferences", payload: { theme: "dark" }, headers: { cookie } });
    expect(saved.json()).toEqual({ theme: "dark", layout: "fluid" });
    await t.app.inject({ method: "POST", url: "/api/user/preferences", payload: { layout: "boxed" }, headers: { cookie } });
    expect((await get("/api/user/preferences", cookie)).json()).toEqual({ theme: "dark", layout: "boxed" });
  });

  it("rejects unknown values", async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: "POST", url: "/api/user/preferences", payload: { theme: "purple" }, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("theme");
  });
});
