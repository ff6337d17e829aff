// POST /vc-api/credentials/issue and /vc-api/credentials/verify: tokens, VC 2.0 and 1.1 inputs,
// both cryptosuites, foreign did:key credentials, forgeries, data-model violations, bad bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie } from "../../test/factories.ts";
import { signCredential, type Issuer } from "../../credentials/index.ts";
import { createToken, foreignIssuer, signAs, unsignedCredential, VC_V1, VC_V2 } from "./test-helpers.ts";

let t: TestApp;
let cookie: string;
let token: string;
let ourDid: string;
let stranger: Issuer;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  token = (await createToken(t.app, cookie, ["credentials:issue"])).token;
  ourDid = (await t.app.inject({ method: "GET", url: "/api/issuer" })).json().did;
  stranger = await foreignIssuer();
});
afterAll(async () => t?.close());

const auth = (value = token) => ({ authorization: `Bearer ${value}` });
const issue = (payload: unknown, url = "/vc-api/credentials/issue", headers: Record<string, string> = auth()) =>
  t.app.inject({ method: "POST", url, headers, payload: payload as object });
const verify = (verifiableCredential: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential, ...extra } });

describe("POST /vc-api/credentials/issue", () => {
  it("signs a VC 2.0 credential as our DID with eddsa-rdfc-2022, and it verifies", async () => {
    const res = await issue({ credential: unsignedCredential(), options: {} });
    expect(res.statusCode, res.body).toBe(201);
    const vc = res.json().verifiableCredential;
    expect(vc.issuer).toBe(ourDid);
    expect(vc.proof).toMatchObject({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022", proofPurpose: "assertionMethod" });
    expect(vc.proof.verificationMethod).toBe(`${ourDid}#${ourDid.slice("did:key:".length)}`);
    const checked = await verify(vc);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ verified: true, issuer: ourDid, errors: [] });
  });

  it("chooses eddsa-jcs-2022 by options or by the suite's path; a conflict is refused", async () => {
    const byOption = await issue({ credential: unsignedCredential(), options: { cryptosuite: "eddsa-jcs-2022" } });
    expect(byOption.json().verifiableCredential.proof.cryptosuite).toBe("eddsa-jcs-2022");
    const byPath = await issue({ credential: unsignedCredential() }, "/vc-api/eddsa-jcs-2022/credentials/issue");
    expect(byPath.statusCode).toBe(201);
    expect(byPath.json().verifiableCredential.proof.cryptosuite).toBe("eddsa-jcs-2022");
    expect((await verify(byPath.json().verifiableCredential)).json().verified).toBe(true);
    const conflict = await issue({ credential: unsignedCredential(), options: { cryptosuite: "eddsa-rdfc-2022" } }, "/vc-api/eddsa-jcs-2022/credentials/issue");
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().code).toBe("invalidOptions");
  });

  it("accepts a VC 1.1 credential (adds issuanceDate and the data-integrity context), and it verifies", async () => {
    const res = await issue({ credential: { "@context": [VC_V1], type: ["VerifiableCredential"], credentialSubject: { id: "did:example:abc" } } });
    expect(res.statusCode, res.body).toBe(201);
    const vc = res.json().verifiableCredential;
    expect(vc["@context"]).toEqual([VC_V1, "https://w3id.org/security/data-integrity/v2"]);
    expect(vc.issuanceDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await verify(vc)).json()).toMatchObject({ verified: true });
  });

  it("sets options.credentialId and keeps the issuer object's name; our did in the input is accepted", async () => {
    const res = await issue({ credential: unsignedCredential({ id: undefined, issuer: { id: ourDid, name: "Bitaqa" } }), options: { credentialId: "urn:uuid:11111111-2222-4333-8444-555555555555" } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().verifiableCredential).toMatchObject({ id: "urn:uuid:11111111-2222-4333-8444-555555555555", issuer: { id: ourDid, name: "Bitaqa" } });
  });

  it("refuses another issuer (422), a signed input (422), unknown contexts and undefined terms (400)", async () => {
    const foreign = await issue({ credential: unsignedCredential({ issuer: stranger.did }) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe("issuerMismatch");
    const signed = await issue({ credential: await signCredential(unsignedCredential({ issuer: stranger.did }), stranger) });
    expect(signed.statusCode).toBe(422);
    expect(signed.json().code).toBe("alreadySigned");
    const unknownContext = await issue({ credential: unsignedCredential({ "@context": [VC_V2, "https://example.org/my-context.jsonld"] }) });
    expect(unknownContext.statusCode).toBe(400);
    expect(unknownContext.json()).toMatchObject({ code: "unknown_context", errors: [expect.stringContaining("never fetched")] });
    const undefinedTerm = await issue({ credential: { "@context": [VC_V1], type: ["VerifiableCredential"], credentialSubject: { id: "did:example:abc", favouriteColour: "blue" } } });
    expect(undefinedTerm.statusCode).toBe(400);
    expect(undefinedTerm.json().code).toBe("malformed");
  });

  it("refuses data-model violations with the rule broken (400)", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ "@context": ["https://www.w3.org/ns/credentials/examples/v2", VC_V2] }, /first "@context"/],
      [{ credentialSchema: { id: "https://example.org/schema.json" } }, /credentialSchema.*type/],
      [{ refreshService: [{ url: "https://example.org/refresh" }] }, /refreshService.*type/],
      [{ relatedResource: [{ id: "https://example.org/logo.png" }] }, /digestSRI/],
      [{ relatedResource: [{ id: "https://example.org/logo.png", digestSRI: "md5-abc" }] }, /SRI digest/],
      [{ validFrom: "2025-01-01T00:00:00Z", validUntil: "2024-01-01T00:00:00Z" }, /validFrom/],
      [{ credentialSubject: {} }, /credentialSubject/],
      [{ type: ["Membership"] }, /VerifiableCredential/],
      [{ name: 42 }, /"name"/],
      [{ evidence: [{ id: "https://example.org/e" }] }, /evidence/],
    ];
    for (const [overrides, expected] of cases) {
      const res = await issue({ credential: unsignedCredential(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors.join(" "), JSON.stringify(overrides)).toMatch(expected);
    }
  });

  it("refuses bodies that are not objects, unknown options and oversized documents; never a 5xx", async () => {
    for (const payload of [[], "text", 42, { credential: [] }, { credential: null }, { nothing: 1 }]) {
      const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/issue", headers: { ...auth(), "content-type": "application/json" }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await issue({ credential: unsignedCredential(), options: { proofType: "Ed25519Signature2020" } })).statusCode).toBe(400);
    const broken = await t.app.inject({ method: "POST", url: "/vc-api/credentials/issue", headers: { ...auth(), "content-type": "application/json" }, payload: '{"credential": {' });
    expect(broken.statusCode).toBe(400);
    const wide = await issue({ credential: unsignedCredential({ credentialSubject: { id: "did:example:1", items: Array.from({ length: 400 }, (_, i) => ({ n: i })) } }) });
    expect(wide.statusCode).toBe(400);
    const huge = await issue({ credential: unsignedCredential({ description: "x".repeat(300 * 1024) }) });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it("requires a live token with the credentials:issue scope", async () => {
    const body = { credential: unsignedCredential() };
    const missing = await issue(body, undefined, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe("apiTokenMissing");
    expect(missing.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect((await issue(body, undefined, auth(`bq_${"A".repeat(43)}`))).json().code).toBe("apiTokenInvalid");
    const sessionOnly = await issue(body, undefined, { cookie });
    expect(sessionOnly.statusCode).toBe(401);
    const certificatesOnly = await createToken(t.app, cookie, ["certificates:issue"]);
    const wrongScope = await issue(body, undefined, auth(certificatesOnly.token));
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json().code).toBe("apiTokenScope");
    const revoked = await createToken(t.app, cookie, ["credentials:issue"]);
    expect((await issue(body, undefined, auth(revoked.token))).statusCode).toBe(201);
    await t.app.inject({ method: "DELETE", url: `/api/admin/api-tokens/${revoked.id}`, headers: { cookie } });
    const after = await issue(body, undefined, auth(revoked.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("apiTokenInvalid");
  });

  it("records token use in recent activity", async () => {
    const rows = await t.db.selectFrom("activity").select(["action"]).where("action", "=", "apiToken.credential.issue").execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("POST /vc-api/credentials/verify", () => {
  it("verifies a credential signed by a foreign did:key with either cryptosuite", async () => {
    for (const cryptosuite of ["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const) {
      const signed = await signCredential(unsignedCredential({ issuer: stranger.did }), stranger, { cryptosuite });
      const res = await verify(signed, { options: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ verified: true, issuer: stranger.did, checks: expect.arrayContaining(["proof", "validityPeriod"]) });
    }
  });

  it("knows the W3C examples context and names the proofs that passed in checks", async () => {
    const credential = unsignedCredential({
      "@context": [VC_V2, "https://www.w3.org/ns/credentials/examples/v2"],
      issuer: stranger.did,
      credentialSubject: { id: "did:example:subject-1", alumniOf: "Example University" },
    });
    const signed = await signCredential(credential, stranger);
    const res = await verify(signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checks).toEqual(["dataModel", "proof", "proof:#0", "issuer", "status", "validityPeriod"]);
    expect(res.json().proofs).toMatchObject([{ index: 0, verified: true, byIssuer: true, verificationMethod: stranger.verificationMethodId }]);
  });

  it("refuses a proof chain that names a missing previous proof with reason proof_chain, translated", async () => {
    const signed = await signCredential(unsignedCredential({ issuer: stranger.did }), stranger);
    const chained = { ...signed, proof: { ...(signed.proof as object), id: "urn:uuid:proof-2", previousProof: "urn:uuid:proof-1" } };
    const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", headers: { "accept-language": "fr" }, payload: { verifiableCredential: chained } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ verified: false, reason: "proof_chain", code: "proof_chain" });
    expect(res.json().message).toContain("chaîne de preuves");
    expect(res.json().errors.join(" ")).toContain("urn:uuid:proof-1");
  });

  it("answers 422 with the reason for a tampered field, a missing proof, another key and an expired credential", async () => {
    const signed = await signCredential(unsignedCredential({ issuer: stranger.did }), stranger);
    const tampered = await verify({ ...signed, credentialSubject: { id: "did:example:subject-1", name: "Mallory" } });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ verified: false, reason: "signature", code: "signature" });
    expect(tampered.json().message).toBeTruthy();

    const { proof: _proof, ...unsigned } = signed;
    expect((await verify(unsigned)).json()).toMatchObject({ verified: false, reason: "signature" });

    const victim = await foreignIssuer();
    const forged = await signAs(stranger, unsignedCredential({ issuer: victim.did }));
    const forgedRes = await verify(forged);
    expect(forgedRes.statusCode).toBe(422);
    expect(forgedRes.json().reason).toBe("issuer");

    const expired = await signCredential(unsignedCredential({ issuer: stranger.did, validFrom: "2020-01-01T00:00:00Z", validUntil: "2021-01-01T00:00:00Z" }), stranger);
    expect((await verify(expired)).json()).toMatchObject({ verified: false, reason: "expired" });
    const early = await signCredential(unsignedCredential({ issuer: stranger.did, validFrom: "2999-01-01T00:00:00Z" }), stranger);
    expect((await verify(early)).json()).toMatchObject({ verified: false, reason: "not_yet_valid" });

    const otherDid = await signAs(stranger, unsignedCredential({ issuer: "did:web:example.org" }));
    expect((await verify(otherDid)).json().reason).toBe("issuer");
  });

  it("answers 400 for malformed credentials, unknown contexts and bad bodies; never fetches", async () => {
    const signed = await signCredential(unsignedCredential({ issuer: stranger.did }), stranger);
    const unknown = await verify({ ...signed, "@context": [VC_V2, "https://evil.example/context.json"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBe("unknown_context");
    const notFirst = await verify({ ...signed, "@context": ["https://www.w3.org/ns/credentials/examples/v2", VC_V2] });
    expect(notFirst.statusCode).toBe(400);
    const noSchemaType = await verify({ ...signed, credentialSchema: [{ id: "https://example.org/s" }] });
    expect(noSchemaType.statusCode).toBe(400);
    expect(noSchemaType.json().errors.join(" ")).toMatch(/credentialSchema/);
    for (const body of [[], "x", { verifiableCredential: "not json-ld" }, { verifiableCredential: [signed] }, {}]) {
      const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().verified).toBe(false);
    }
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 60; i++) node = (node.next = {}) as Record<string, unknown>;
    expect((await verify({ ...signed, credentialSubject: { id: "did:example:1", deep } })).statusCode).toBe(400);
  });

  it("handles odd proofs and foreign status entries without a 5xx", async () => {
    const signed = await signCredential(unsignedCredential({ issuer: stranger.did }), stranger);
    const proof = signed.proof as Record<string, unknown>;
    const otherSuite = await verify({ ...signed, proof: { ...proof, cryptosuite: "ecdsa-rdfc-2019" } });
    expect(otherSuite.statusCode).toBe(422);
    expect(otherSuite.json().reason).toBe("signature");
    const badValue = await verify({ ...signed, proof: { ...proof, proofValue: "zNotBase58!!" } });
    expect(badValue.statusCode).toBe(422);
    expect((await verify({ ...signed, proof: "a string" })).statusCode).toBe(400);
    expect((await verify({ ...signed, proof: { ...proof, verificationMethod: "did:key:zNope#zNope" } })).statusCode).toBe(422);

    const withStatus = await signCredential(
      unsignedCredential({ issuer: stranger.did, credentialStatus: { id: "https://example.org/status/1#5", type: "BitstringStatusListEntry", statusPurpose: "revocation", statusListIndex: "5", statusListCredential: "https://example.org/status/1" } }),
      stranger,
    );
    const res = await verify(withStatus);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings[0]).toMatch(/status/);
  });
});
