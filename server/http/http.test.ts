// Cross-cutting HTTP behaviour: error shape and language, 5xx hiding, CSRF, health, unknown API paths, headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get("/api/test-boom", async () => {
      throw new Error("secret internal detail at /srv/db.ts:42");
    });
  });
});
afterAll(() => t.close());

describe("error answers", () => {
  it("are Arabic by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/preferences" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "يجب تسجيل الدخول أولًا", code: "unauthorized" });
  });

  it("follow Accept-Language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/preferences", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(res.json().message).toBe("Unauthorized");
  });

  it("prefer the locale cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/preferences", headers: { "accept-language": "en", cookie: "locale=fr" } });
    expect(res.json().message).toBe("Non autorisé");
  });

  it("translate zod field messages with their params", async () => {
    const payload = { name: "", username: "ab", email: "nope", password: "short", confirmPassword: "x" };
    const ar = await t.app.inject({ method: "POST", url: "/api/register", payload });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe("البيانات المُدخلة غير صالحة");
    expect(ar.json().fields).toMatchObject({ name: "هذا الحقل مطلوب", username: "يجب ألا يقل عن 3 أحرف", email: "البريد الإلكتروني غير صالح" });
    const en = await t.app.inject({ method: "POST", url: "/api/register", payload, headers: { "accept-language": "en" } });
    expect(en.json().fields).toMatchObject({ password: "Must be at least 8 characters", username: "Must be at least 3 characters" });
  });

  it("answer malformed JSON with 400 in the same shape", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/json", "accept-language": "en" }, payload: "{nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body could not be read", code: "invalidJson" });
  });

  it("hide the message and stack of a 5xx", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test-boom", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Server error, please try again later", code: "serverError" });
    expect(res.body).not.toContain("secret");
    expect(res.body).not.toContain("db.ts");
  });

  it("answer unknown /api paths with 404 JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "notFound" });
  });
});

describe("CSRF", () => {
  it("refuses a cross-site Origin on a state-changing call", async () => {
    const { cookie } = await signedInUser(t.db);
    const preferences = () => t.app.inject({ method: "GET", url: "/api/user/preferences", headers: { cookie } }).then((r) => r.json());
    const before = await preferences();
    expect(before.theme).not.toBe("dark");
    const res = await t.app.inject({ method: "POST", url: "/api/user/preferences", headers: { cookie, origin: "https://evil.example" }, payload: { theme: "dark" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf");
    expect(await preferences()).toEqual(before); // the change did not happen
  });

  // A forged logout must not end the session: the user is still signed in afterwards.
  it.each([
    ["a cross-site Referer when Origin is absent", { referer: "https://evil.example/page" }],
    ["Origin null", { origin: "null" }],
  ])("refuses %s, and the session lives on", async (_, headers) => {
    const { cookie, user } = await signedInUser(t.db);
    const res = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, ...headers } });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()?.id).toBe(user.id);
  });

  it("passes same-origin (PUBLIC_URL or request host) and header-less calls", async () => {
    const { cookie } = await signedInUser(t.db);
    const viaPublicUrl = await t.app.inject({ method: "POST", url: "/api/user/preferences", headers: { cookie, origin: "http://localhost:3000" }, payload: { theme: "dark" } });
    expect(viaPublicUrl.statusCode).toBe(200);
    const viaHost = await t.app.inject({ method: "POST", url: "/api/user/preferences", headers: { cookie, host: "bitaqa.test", referer: "http://bitaqa.test/user/preferences" }, payload: { layout: "boxed" } });
    expect(viaHost.statusCode).toBe(200);
    const bare = await t.app.inject({ method: "POST", url: "/api/user/preferences", headers: { cookie }, payload: { theme: "light" } });
    expect(bare.statusCode).toBe(200);
  });

  it("does not apply to GET", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/display-settings", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("health and headers", () => {
  it("healthz answers ok while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it("sends a strict CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("healthz with a broken database", () => {
  it("answers 503", async () => {
    const broken = await buildTestApp();
    await broken.db.destroy();
    const res = await broken.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    await broken.app.close();
  });
});
