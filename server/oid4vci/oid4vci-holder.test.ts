// "Add to wallet" end to end with an independent holder (@openid4vc/openid4vci's client): offer →
// token with the PIN → proof with a fresh did:key / did:jwk → credential; the credential verifies with
// @digitalbazaar/vc and names the holder's DID.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { getIssuer } from "../services/issuer/issuer.ts";
import { verifyCredential } from "../credentials/index.ts";
import { freshDidJwk, freshDidKey, receiveCredential } from "./test-holder.ts";
import { validateAchievementCredential } from "../credentials/obSchema.ts";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { statusDocumentLoader } from "../routes/api/credentials/test-helpers.ts";

let t: TestApp;
let owner: { cookie: string };
let certificateId: string;

interface IssuedCredential {
  credentialSubject: { id: string; name: string };
  proof: { cryptosuite: string }[];
  credentialStatus?: { type: string; statusPurpose: string };
  [k: string]: unknown;
}

type VcVerify = (o: { credential: object; suite: object; documentLoader: unknown; checkStatus?: (o: object) => Promise<unknown> }) => Promise<{ verified: boolean; error?: unknown; statusResult?: { verified: boolean } }>;

beforeAll(async () => {
  t = await buildTestApp();
  const templateId = (await buildCertificateTemplate(t.db)).id;
  owner = await signedInUser(t.db);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/certificates",
    payload: { templateId, values: { recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم", date: "2026-03-20" } },
    headers: { cookie: owner.cookie },
  });
  certificateId = res.json().id;
});
afterAll(async () => t?.close());

async function offer() {
  const res = await t.app.inject({ url: `/api/certificates/${certificateId}/wallet-offer`, headers: { cookie: owner.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { offerUri: string; offerUriByValue: string; pin: string; expiresAt: string };
}

describe("OpenID4VCI pre-authorized code flow with an independent wallet", () => {
  it("publishes issuer and authorization server metadata", async () => {
    const meta = (await t.app.inject({ url: "/.well-known/openid-credential-issuer" })).json();
    expect(meta.credential_issuer).toBe(t.config.publicUrl);
    expect(meta.credential_configurations_supported.OpenBadgeCredential_ldp_vc.format).toBe("ldp_vc");
    const as = (await t.app.inject({ url: "/.well-known/oauth-authorization-server" })).json();
    expect(as.token_endpoint).toBe(`${t.config.publicUrl}/oid4vci/token`);
  });

  it.each([
    ["did:key (Ed25519), offer by reference", freshDidKey, "offerUri"],
    ["did:jwk (P-256), offer by value", freshDidJwk, "offerUriByValue"],
  ] as const)("issues the certificate bound to a fresh %s, and it verifies", async (_name, makeKey, which) => {
    const offered = await offer();
    expect(offered.offerUri.startsWith("openid-credential-offer://?credential_offer_uri=")).toBe(true);
    expect(offered.offerUriByValue.startsWith("openid-credential-offer://?credential_offer=")).toBe(true);
    expect(offered.pin).toMatch(/^\d{6}$/);
    const key = await makeKey();
    const { result } = await receiveCredential(t.app, offered[which], offered.pin, key);
    expect(result.ok).toBe(true);
    const [entry] = result.credentialResponse.credentials ?? [];
    const credential = (entry as { credential: IssuedCredential }).credential;
    expect(credential.credentialSubject.id).toBe(key.did);
    expect(credential.credentialSubject.name).toBe("سارة أحمد");
    expect(credential.proof[0].cryptosuite).toBe("eddsa-rdfc-2022");
    // Wallets and verifiers check the official OB 3.0 schema, and revocation travels with it.
    expect(validateAchievementCredential(credential)).toEqual({ valid: true, errors: [] });
    expect(credential.credentialStatus).toMatchObject({ type: "BitstringStatusListEntry", statusPurpose: "revocation" });

    const issuer = await getIssuer(t.db, t.config.publicUrl);
    // With its status checked too (the independent Bitstring Status List library): not revoked.
    const documentLoader = statusDocumentLoader(t.app, t.config.publicUrl);
    const verified = await (vc as unknown as { verifyCredential: VcVerify }).verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite: rdfcCryptosuite }),
      documentLoader,
      checkStatus: (o: object) => checkStatus({ ...(o as Parameters<typeof checkStatus>[0]), suite: new DataIntegrityProof({ cryptosuite: rdfcCryptosuite }), verifyBitstringStatusListCredential: true, verifyMatchingIssuers: true }),
    });
    expect(verified.error ?? null).toBeNull();
    expect(verified.verified).toBe(true);
    expect(verified.statusResult?.verified).toBe(true);
    // Our own verifier (the VC-API's) agrees.
    const ours = await verifyCredential(credential, { documentLoader: issuer.documentLoader });
    expect(ours.valid).toBe(true);
    // The offer is spent: its reference is gone.
    const reference = decodeURIComponent(offered.offerUri.split("credential_offer_uri=")[1]);
    expect((await t.app.inject({ url: new URL(reference).pathname })).statusCode).toBe(404);
    // Tampering with the holder breaks the proof.
    const stolen = { ...credential, credentialSubject: { ...credential.credentialSubject, id: (await freshDidKey()).did } };
    expect((await verifyCredential(stolen, { documentLoader: issuer.documentLoader })).valid).toBe(false);
  });
});
