// POST /api/v1/certificates with an API token: issues a platform certificate; its Open Badges 3.0
// credential round-trips through the VC-API (valid, then revoked); token refusals and rate limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";
import { buildCertificateTemplate } from "../../certificates/test-template.ts";
import { createToken } from "../../../vc-api/test-helpers.ts";
import { API_TOKEN_LIMIT } from "../../../../policies/api-token.ts";

let t: TestApp;
let cookie: string;
let templateId: string;
let token: { id: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
  token = await createToken(t.app, cookie, ["certificates:issue"]);
});
afterAll(async () => t?.close());

const values = { recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم", date: "2026-03-20" };
const post = (payload: unknown, bearer: string | null = token.token) =>
  t.app.inject({ method: "POST", url: "/api/v1/certificates", headers: bearer ? { authorization: `Bearer ${bearer}` } : {}, payload: payload as object });
const verify = (verifiableCredential: unknown) => t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential } });

describe("POST /api/v1/certificates", () => {
  it("issues a certificate and answers its id, code and absolute URLs", async () => {
    const res = await post({ templateId, values });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["code", "credentialUrl", "id", "imageUrl", "pdfUrl", "verifyUrl"]);
    expect(body.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(body).toMatchObject({
      verifyUrl: `http://localhost:3000/certificates/verify/${body.code}`,
      imageUrl: `http://localhost:3000/api/certificates/${body.id}/image.png`,
      pdfUrl: `http://localhost:3000/api/certificates/${body.id}/document.pdf`,
      credentialUrl: `http://localhost:3000/api/certificates/${body.id}/credential.json`,
    });
    const verified = await t.app.inject({ method: "GET", url: `/api/certificates/verify/${body.code}` });
    expect(verified.json().status).toBe("valid");
    const activity = await t.db.selectFrom("activity").select("action").where("subject", "=", body.id).execute();
    expect(activity.map((a) => a.action)).toContain("apiToken.certificate.issue");
  });

  it("round-trips the Open Badges 3.0 credential through /vc-api/credentials/verify, then sees its revocation", async () => {
    const { id } = (await post({ templateId, values })).json();
    const credential = (await t.app.inject({ method: "GET", url: `/api/certificates/${id}/credential.json` })).json();
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.credentialSubject.achievement.type).toEqual(["Achievement"]);
    const valid = await verify(credential);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ verified: true, credentialId: credential.id });

    const tampered = await verify({ ...credential, credentialSubject: { ...credential.credentialSubject, name: "Mallory" } });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().reason).toBe("signature");

    const revoke = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${id}/revoke`, headers: { cookie }, payload: { reason: "issued in error" } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revoked = await verify(credential);
    expect(revoked.statusCode).toBe(422);
    expect(revoked.json()).toMatchObject({ verified: false, reason: "revoked", revocationReason: "issued in error" });
  });

  it("checks the input like POST /api/certificates (400, 404)", async () => {
    const missing = await post({ templateId, values: { course: "x" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("recipientName");
    expect((await post({ templateId: "nope", values })).statusCode).toBe(404);
    expect((await post([])).statusCode).toBe(400);
  });

  it("refuses a missing token, a session cookie, a wrong scope and a revoked token", async () => {
    expect((await post({ templateId, values }, null)).statusCode).toBe(401);
    const withCookie = await t.app.inject({ method: "POST", url: "/api/v1/certificates", headers: { cookie }, payload: { templateId, values } });
    expect(withCookie.statusCode).toBe(401);
    const credentialsOnly = await createToken(t.app, cookie, ["credentials:issue"]);
    const wrong = await post({ templateId, values }, credentialsOnly.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("apiTokenScope");
    const revoked = await createToken(t.app, cookie, ["certificates:issue"]);
    await t.app.inject({ method: "DELETE", url: `/api/admin/api-tokens/${revoked.id}`, headers: { cookie } });
    expect((await post({ templateId, values }, revoked.token)).statusCode).toBe(401);
    const count = await t.db.selectFrom("certificates").select("id").where("owner_id", "is", null).execute();
    expect(count.length).toBeGreaterThan(0);
  });

  it("rate-limits each token (429 with Retry-After)", async () => {
    const limited = await createToken(t.app, cookie, ["certificates:issue"]);
    // Fill this token's window as if it had been used API_TOKEN_LIMIT.max times.
    await t.db.insertInto("rate_limits").values({ key: `api-token:${limited.id}`, count: API_TOKEN_LIMIT.max, reset_at: new Date(Date.now() + 60_000).toISOString() }).execute();
    const res = await post({ templateId, values }, limited.token);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post({ templateId, values })).statusCode).toBe(201);
  });
});
