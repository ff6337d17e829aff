// Social sign-in end to end against a real OIDC server on loopback (oauth2-mock-server): the
// authorization-code flow with PKCE, state and nonce through openid-client; forged state refused.
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, buildUser, login, sessionCookieFrom } from "../../../../test/factories.ts";
import { FLOW_COOKIE } from "../../../../services/oauth/flow-cookie.ts";

let t: TestApp;
let idp: OAuth2Server;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  t = await buildTestApp();
  const cookie = await adminCookie(t.db);
  const res = await t.app.inject({
    method: "PUT", url: "/api/admin/auth-providers/mock", headers: { cookie },
    payload: { name: "Mock ID", issuer: idp.issuer.url!, clientId: "bitaqa-web", clientSecret: "mock-secret", scope: "openid email profile", enabled: true },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

const flowCookieFrom = (header: string | string[] | undefined) => {
  const c = [header ?? []].flat().find((v) => v.startsWith(`${FLOW_COOKIE}=`));
  if (!c) throw new Error("no flow cookie");
  return c.split(";")[0];
};

/** Starts a flow and lets the provider "sign in": answers the callback path and the flow cookie. */
async function authorize(redirect = "/user/dashboard") {
  const start = await t.app.inject({ method: "GET", url: `/api/auth/mock/start?redirect=${encodeURIComponent(redirect)}` });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  const atProvider = await fetch(location, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location")!);
  return { start, location, callbackPath: callback.pathname + callback.search, callback, cookie: flowCookieFrom(start.headers["set-cookie"]) };
}

const callback = (path: string, cookie?: string) => t.app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });

describe("GET /api/auth/{provider}/start", () => {
  it("redirects to the provider with PKCE (S256), state, nonce and the callback URI", async () => {
    const { location, cookie } = await authorize();
    expect(location.origin).toBe(new URL(idp.issuer.url!).origin);
    const p = location.searchParams;
    expect(p.get("client_id")).toBe("bitaqa-web");
    expect(p.get("response_type")).toBe("code");
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")!.length).toBeGreaterThanOrEqual(32);
    expect(p.get("nonce")!.length).toBeGreaterThanOrEqual(32);
    expect(p.get("redirect_uri")).toBe("http://localhost:3000/api/auth/mock/callback");
    // The flow state is encrypted: neither the verifier nor the state is readable in the cookie.
    expect(cookie).not.toContain(p.get("state")!);
  });

  it("refuses unknown or disabled providers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/nobody/start" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth?error=providerNotConfigured");
  });
});

describe("GET /api/auth/{provider}/callback", () => {
  it("creates the user on first sign-in, signs in, and redirects to the saved path", async () => {
    claims = { sub: "mock-user-1", email: "new.person@example.com", email_verified: true, name: "New Person", preferred_username: "newperson" };
    const { callbackPath, cookie } = await authorize("/user/cards");
    const res = await callback(callbackPath, cookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/user/cards");
    const sid = sessionCookieFrom(res.headers["set-cookie"]);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sid } });
    expect(me.json()).toMatchObject({ name: "New Person", username: "newperson", email: "new.person@example.com", role: "user" });
    const identity = await t.db.selectFrom("user_identities").selectAll().where("subject", "=", "mock-user-1").executeTakeFirstOrThrow();
    expect(identity.provider).toBe("mock");

    // Signing in again uses the same account.
    const again = await authorize();
    const second = await callback(again.callbackPath, again.cookie);
    const me2 = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(second.headers["set-cookie"]) } });
    expect(me2.json().id).toBe(me.json().id);
    expect((await t.db.selectFrom("users").select("id").where("email", "=", "new.person@example.com").execute()).length).toBe(1);
  });

  it("links an existing account by verified email", async () => {
    const existing = await buildUser(t.db, { email: "known@example.com", emailVerified: true });
    claims = { sub: "mock-user-2", email: "known@example.com", email_verified: true, name: "Known" };
    const { callbackPath, cookie } = await authorize();
    const res = await callback(callbackPath, cookie);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(res.headers["set-cookie"]) } });
    expect(me.json().id).toBe(existing.id);
  });

  it("pre-registration takeover: never links to an account whose owner has not proven the address", async () => {
    // The attacker registers with the victim's address and a password of their own…
    const reg = await t.app.inject({
      method: "POST", url: "/api/register",
      payload: { name: "Attacker", username: "preregistered", email: "victim2@example.com", password: "attacker-pass-1", confirmPassword: "attacker-pass-1" },
    });
    expect(reg.statusCode).toBe(201);
    const attacker = reg.json();
    // …then the victim signs in with the provider, which vouches for the address.
    claims = { sub: "victim-google-sub", email: "victim2@example.com", email_verified: true, name: "Victim" };
    const { callbackPath, cookie } = await authorize();
    const res = await callback(callbackPath, cookie);
    expect(res.statusCode).toBe(302);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(res.headers["set-cookie"]) } });
    expect(me.json().id).not.toBe(attacker.id);
    const links = await t.db.selectFrom("user_identities").select("user_id").where("subject", "=", "victim-google-sub").execute();
    expect(links.map((l) => l.user_id)).not.toContain(attacker.id);
    // The attacker's password opens only the attacker's own account, which holds nothing of the victim's.
    const attackerSession = await login(t.app, "preregistered", "attacker-pass-1");
    const attackerMe = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: attackerSession } });
    expect(attackerMe.json().id).toBe(attacker.id);
  });

  it("does not link by an unverified email (a new account with a placeholder address instead)", async () => {
    const existing = await buildUser(t.db, { email: "victim@example.com" });
    claims = { sub: "mock-user-3", email: "victim@example.com", email_verified: false, name: "Attacker" };
    const { callbackPath, cookie } = await authorize();
    const res = await callback(callbackPath, cookie);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookieFrom(res.headers["set-cookie"]) } });
    expect(me.json().id).not.toBe(existing.id);
    expect(me.json().email).toMatch(/@users\.invalid$/);
  });

  it("refuses a forged state, a missing or tampered flow cookie, and another browser's flow", async () => {
    claims = { sub: "mock-user-4", email: "x4@example.com", email_verified: true };
    const { callback: url, cookie } = await authorize();
    const forged = new URL(url);
    forged.searchParams.set("state", "forged-state-value-forged-state-value");
    for (const res of [
      await callback(forged.pathname + forged.search, cookie),
      await callback(url.pathname + url.search),
      await callback(url.pathname + url.search, `${FLOW_COOKIE}=${cookie.split("=")[1].slice(0, -4)}AAAA`),
    ]) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/auth?error=oauthState");
      expect(String(res.headers["set-cookie"] ?? "")).not.toContain("sid=");
    }
    // Login CSRF: the attacker's code + state delivered to a victim whose browser holds another flow.
    const victim = await authorize();
    const crossed = await callback(url.pathname + url.search, victim.cookie);
    expect(crossed.headers.location).toBe("/auth?error=oauthState");
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "x4@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("refuses a provider error answer and a deactivated user", async () => {
    const { callback: url, cookie } = await authorize();
    const denied = new URL(url);
    denied.searchParams.delete("code");
    denied.searchParams.set("error", "access_denied");
    expect((await callback(denied.pathname + denied.search, cookie)).headers.location).toBe("/auth?error=oauthFailed");

    const blocked = await buildUser(t.db, { email: "blocked@example.com", active: false, emailVerified: true });
    claims = { sub: "mock-user-5", email: "blocked@example.com", email_verified: true };
    const flow = await authorize();
    const res = await callback(flow.callbackPath, flow.cookie);
    expect(res.headers.location).toBe("/auth?error=inactiveAccount");
    expect(String(res.headers["set-cookie"] ?? "")).not.toContain("sid=");
    expect(blocked.active).toBe(0);
  });

  it("never redirects off-site after sign-in", async () => {
    claims = { sub: "mock-user-1", email: "new.person@example.com", email_verified: true };
    for (const target of ["//evil.example/path", "/%09/evil.example", "/\\evil.example", "https:evil.example"]) {
      const { callbackPath, cookie } = await authorize(target);
      expect((await callback(callbackPath, cookie)).headers.location, target).toBe("/");
    }
  });
});
