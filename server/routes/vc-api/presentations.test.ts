// POST /vc-api/presentations/verify: unsigned and holder-signed presentations (challenge/domain),
// embedded credentials checked like /credentials/verify, bad bodies answered 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { signCredential, type Issuer } from "../../credentials/index.ts";
import { foreignIssuer, presentation, signPresentation, unsignedCredential, VC_V2 } from "./test-helpers.ts";

let t: TestApp;
let issuer: Issuer;
let holder: Issuer;
let credential: Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  issuer = await foreignIssuer();
  holder = await foreignIssuer();
  credential = await signCredential(unsignedCredential({ issuer: issuer.did, credentialSubject: { id: holder.did, name: "Sara" } }), issuer);
});
afterAll(async () => t?.close());

const verify = (verifiablePresentation: unknown, options?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/vc-api/presentations/verify", payload: { verifiablePresentation, ...(options && { options }) } as object });

describe("POST /vc-api/presentations/verify", () => {
  it("verifies an unsigned presentation and each credential in it", async () => {
    const res = await verify(presentation([credential], holder.did));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, presentationResult: { verified: true, signed: false, holder: holder.did }, credentialResults: [{ verified: true, issuer: issuer.did }] });
  });

  it("verifies a presentation signed by its holder for the given challenge and domain", async () => {
    const vp = await signPresentation(holder, presentation([credential], holder.did), "c-123", "verifier.example");
    const res = await verify(vp, { challenge: "c-123", domain: "verifier.example" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, presentationResult: { verified: true, signed: true } });
  });

  it("refuses another challenge or domain, a missing challenge, and an unsigned answer to a challenge", async () => {
    const vp = await signPresentation(holder, presentation([credential], holder.did), "c-123", "verifier.example");
    const wrongChallenge = await verify(vp, { challenge: "c-999", domain: "verifier.example" });
    expect(wrongChallenge.statusCode).toBe(422);
    expect(wrongChallenge.json()).toMatchObject({ verified: false, reason: "challenge" });
    expect((await verify(vp, { challenge: "c-123", domain: "other.example" })).json().reason).toBe("challenge");
    const noChallenge = await verify(vp);
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().reason).toBe("challenge_required");
    const unsigned = await verify(presentation([credential], holder.did), { challenge: "c-123" });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().reason).toBe("proof_missing");
  });

  it("refuses a presentation signed by someone other than its holder, or tampered after signing", async () => {
    const impostor = await foreignIssuer();
    const vp = await signPresentation(impostor, presentation([credential], holder.did), "c-1");
    const res = await verify(vp, { challenge: "c-1" });
    expect(res.statusCode).toBe(422);
    expect(res.json().reason).toBe("holder");
    const good = await signPresentation(holder, presentation([credential], holder.did), "c-2");
    const tampered = await verify({ ...good, id: "urn:uuid:00000000-0000-4000-8000-000000000000" }, { challenge: "c-2" });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().reason).toBe("signature");
  });

  it("refuses a presentation whose credential is tampered, expired or by a forged issuer", async () => {
    const tamperedCredential = { ...credential, credentialSubject: { id: holder.did, name: "Mallory" } };
    const res = await verify(presentation([tamperedCredential], holder.did));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ verified: false, reason: "credential", credentialResults: [{ verified: false, reason: "signature" }] });
    const expired = await signCredential(unsignedCredential({ issuer: issuer.did, validUntil: "2021-01-01T00:00:00Z", validFrom: "2020-01-01T00:00:00Z" }), issuer);
    const signedWithExpired = await signPresentation(holder, presentation([expired], holder.did), "c-3");
    const expiredRes = await verify(signedWithExpired, { challenge: "c-3" });
    expect(expiredRes.statusCode).toBe(422);
    expect(expiredRes.json().credentialResults[0].reason).toBe("expired");
  });

  it("answers 400 for bodies and presentations that are not well-formed", async () => {
    for (const body of [[], "x", {}, { verifiablePresentation: "vp" }, { verifiablePresentation: [] }]) {
      const res = await t.app.inject({ method: "POST", url: "/vc-api/presentations/verify", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await verify({ "@context": [VC_V2], type: ["Presentation"] })).statusCode).toBe(400);
    expect((await verify({ "@context": ["https://example.org/ctx", VC_V2], type: ["VerifiablePresentation"] })).statusCode).toBe(400);
    expect((await verify({ ...presentation([credential]), "@context": [VC_V2, "https://unknown.example/ctx"] })).json().reason).toBe("unknown_context");
    expect((await verify(presentation([credential], holder.did), { challenge: 5 })).statusCode).toBe(400);
    expect((await verify(presentation(Array.from({ length: 9 }, () => credential)))).statusCode).toBe(400);
    expect((await verify({ ...presentation([credential]), holder: "not a uri" })).statusCode).toBe(400);
  });
});
