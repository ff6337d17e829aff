// Every refusal of the "Add to wallet" flow answers the error its spec names and issues nothing:
// offers only for the recipient; wrong PIN, reused or expired code, PIN guessing (invalid_grant);
// bad proofs (invalid_proof), bad nonces (invalid_nonce), used tokens (invalid_token).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, importJWK } from "jose";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { recipientKey } from "../services/certificates/recipient-key.ts";
import { MAX_ATTEMPTS, PRE_AUTHORIZED_GRANT } from "./offers.ts";
import { freshDidKey, type TestHolderKey } from "./test-holder.ts";

let t: TestApp;
let owner: { cookie: string };
let other: { cookie: string };
let templateId: string;
let certificateId: string;

async function issueCertificate(cookie: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/certificates",
    payload: { templateId, values: { recipientName: "Sara Ahmad", course: "UX", date: "2026-03-20" } },
    headers: { cookie },
  });
  return res.json().id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  templateId = (await buildCertificateTemplate(t.db)).id;
  owner = await signedInUser(t.db);
  other = await signedInUser(t.db);
  certificateId = await issueCertificate(owner.cookie);
});
afterAll(async () => t?.close());

const offerUrl = (id: string, key?: string) => `/api/certificates/${id}/wallet-offer${key ? `?key=${key}` : ""}`;

async function newOffer(id = certificateId) {
  const res = await t.app.inject({ url: offerUrl(id), headers: { cookie: owner.cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { offerUri: string; pin: string; credentialOffer: { grants: Record<string, { "pre-authorized_code": string }> } };
  return { ...body, code: body.credentialOffer.grants[PRE_AUTHORIZED_GRANT]["pre-authorized_code"] };
}

function token(code: string, pin?: string, grant = PRE_AUTHORIZED_GRANT) {
  const form = new URLSearchParams({ grant_type: grant, "pre-authorized_code": code, ...(pin !== undefined && { tx_code: pin }) });
  return t.app.inject({ method: "POST", url: "/oid4vci/token", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.toString() });
}

async function accessToken(id = certificateId) {
  const offer = await newOffer(id);
  const res = await token(offer.code, offer.pin);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

async function nonce() {
  return (await t.app.inject({ method: "POST", url: "/oid4vci/nonce" })).json().c_nonce as string;
}

async function proof(key: TestHolderKey, claims: { nonce?: string; aud?: string; typ?: string; signWith?: TestHolderKey } = {}) {
  const signer = claims.signWith ?? key;
  return new SignJWT({ ...(claims.nonce !== undefined && { nonce: claims.nonce }) })
    .setProtectedHeader({ alg: signer.alg, typ: claims.typ ?? "openid4vci-proof+jwt", kid: key.kid })
    .setIssuedAt()
    .setAudience(claims.aud ?? t.config.publicUrl)
    .sign(await importJWK(signer.privateJwk, signer.alg));
}

function credentialRequest(access: string | undefined, jwt: string) {
  return t.app.inject({
    method: "POST",
    url: "/oid4vci/credential",
    headers: access ? { authorization: `Bearer ${access}` } : {},
    payload: { credential_configuration_id: "OpenBadgeCredential_ldp_vc", proofs: { jwt: [jwt] } },
  });
}

async function issuedRows() {
  return t.db.selectFrom("oid4vci_offers").select(["id", "issued_at"]).where("issued_at", "is not", null).execute();
}

describe("who may get an offer", () => {
  it("refuses visitors, other users and a wrong e-mail key (403), and gives one to the owner and to the e-mail link", async () => {
    expect((await t.app.inject({ url: offerUrl(certificateId) })).statusCode).toBe(403);
    const foreign = await t.app.inject({ url: offerUrl(certificateId), headers: { cookie: other.cookie, "accept-language": "en" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("wallet.forbidden");
    expect(foreign.json().message).toMatch(/recipient/);
    expect((await t.app.inject({ url: offerUrl(certificateId, "x".repeat(32)) })).statusCode).toBe(403);
    // another certificate's key does not open this one
    const otherCert = await issueCertificate(other.cookie);
    expect((await t.app.inject({ url: offerUrl(certificateId, recipientKey(t.app.secret, otherCert)) })).statusCode).toBe(403);
    const viaMail = await t.app.inject({ url: offerUrl(certificateId, recipientKey(t.app.secret, certificateId)) });
    expect(viaMail.statusCode).toBe(200);
    expect(viaMail.headers["cache-control"]).toBe("private, no-store");
    expect(viaMail.json().pin).toMatch(/^\d{6}$/);
  });

  it("refuses a revoked certificate (409)", async () => {
    const id = await issueCertificate(owner.cookie);
    await t.db.updateTable("certificates").set({ revoked_at: new Date().toISOString(), revoked_reason: "test" }).where("id", "=", id).execute();
    expect((await t.app.inject({ url: offerUrl(id), headers: { cookie: owner.cookie } })).statusCode).toBe(409);
  });
});

describe("token endpoint", () => {
  it("wrong PIN → invalid_grant; after MAX_ATTEMPTS guesses even the right PIN is refused", async () => {
    const offer = await newOffer();
    const wrong = offer.pin === "000000" ? "111111" : "000000";
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const res = await token(offer.code, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_grant");
    }
    const late = await token(offer.code, offer.pin);
    expect(late.json().error).toBe("invalid_grant");
    expect(late.json().error_description).toMatch(/too many attempts/);
  });

  it("missing PIN → invalid_request; unknown code → invalid_grant; other grant → unsupported_grant_type", async () => {
    const offer = await newOffer();
    expect((await token(offer.code)).json().error).toBe("invalid_request");
    expect((await token("not-a-code", "123456")).json().error).toBe("invalid_grant");
    expect((await token(offer.code, offer.pin, "authorization_code")).json().error).toBe("unsupported_grant_type");
    // none of these spent the offer
    expect((await token(offer.code, offer.pin)).statusCode).toBe(200);
  });

  it("a used code → invalid_grant", async () => {
    const offer = await newOffer();
    expect((await token(offer.code, offer.pin)).statusCode).toBe(200);
    const again = await token(offer.code, offer.pin);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("invalid_grant");
  });

  it("an expired code (10 minutes) → invalid_grant", async () => {
    const offer = await newOffer();
    const row = await t.db.selectFrom("oid4vci_offers").select(["created_at", "expires_at"]).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    await t.db.updateTable("oid4vci_offers").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("expires_at", "=", row.expires_at).execute();
    const res = await token(offer.code, offer.pin);
    expect(res.json()).toMatchObject({ error: "invalid_grant", error_description: "pre-authorized code expired" });
  });
});

describe("browser-based wallets", () => {
  it("may call the wallet endpoints from another origin (CORS, no cookies involved)", async () => {
    const preflight = await t.app.inject({ method: "OPTIONS", url: "/oid4vci/credential", headers: { origin: "https://wallet.example", "access-control-request-method": "POST" } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(String(preflight.headers["access-control-allow-headers"])).toContain("authorization");
    const refused = await token("not-a-code", "123456");
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
    expect((await t.app.inject({ url: "/.well-known/openid-credential-issuer" })).headers["access-control-allow-origin"]).toBe("*");
    // The recipient's offer is an app API: no CORS.
    expect((await t.app.inject({ url: `/api/certificates/${certificateId}/wallet-offer`, headers: { cookie: owner.cookie } })).headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("credential endpoint", () => {
  it("refuses a missing or unknown access token (401 invalid_token)", async () => {
    const key = await freshDidKey();
    const jwt = await proof(key, { nonce: await nonce() });
    for (const access of [undefined, "A".repeat(43)]) {
      const res = await credentialRequest(access, jwt);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("invalid_token");
    }
  });

  it("refuses proofs that do not prove possession (invalid_proof) and nonces we did not give or that were used (invalid_nonce)", async () => {
    const before = (await issuedRows()).length;
    const access = await accessToken();
    const key = await freshDidKey();
    const thief = await freshDidKey();
    const cases: [string, string][] = [
      ["invalid_proof", await proof(key, { nonce: await nonce(), signWith: thief })],
      ["invalid_proof", await proof(key, { nonce: await nonce(), typ: "JWT" })],
      ["invalid_proof", await proof(key, { nonce: await nonce(), aud: "https://elsewhere.example" })],
      ["invalid_proof", "not.a.jwt"],
      ["invalid_nonce", await proof(key, { nonce: "made-up" })],
      ["invalid_nonce", await proof(key, {})],
    ];
    for (const [error, jwt] of cases) {
      const res = await credentialRequest(access, jwt);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect((await issuedRows()).length).toBe(before);
    // a used nonce is refused the second time; the access token issues once
    const n = await nonce();
    expect((await credentialRequest(access, await proof(key, { nonce: n }))).statusCode).toBe(200);
    const access2 = await accessToken();
    expect((await credentialRequest(access2, await proof(key, { nonce: n }))).json().error).toBe("invalid_nonce");
    const reused = await credentialRequest(access, await proof(key, { nonce: await nonce() }));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe("invalid_token");
  });

  it("a certificate revoked after the token → credential_request_denied, nothing issued", async () => {
    const id = await issueCertificate(owner.cookie);
    const access = await accessToken(id);
    await t.db.updateTable("certificates").set({ revoked_at: new Date().toISOString(), revoked_reason: "test" }).where("id", "=", id).execute();
    const before = (await issuedRows()).length;
    const res = await credentialRequest(access, await proof(await freshDidKey(), { nonce: await nonce() }));
    expect(res.json().error).toBe("credential_request_denied");
    expect((await issuedRows()).length).toBe(before);
  });
});
