// Two app instances on one database (as behind a load balancer): the offer made by one is redeemed,
// nonced and issued through the other, and the used code is refused by the first — nothing of the
// flow lives in process memory. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sharedDatabase, type SharedDatabase } from "../test/shared-database.ts";
import { signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { freshDidKey, testWallet } from "./test-holder.ts";

let shared: SharedDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let owner: { cookie: string };
let certificateId: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  // Same config (same PUBLIC_URL; the server secret is read from the shared database).
  a = await shared.startApp();
  b = await shared.startApp();
  const templateId = (await buildCertificateTemplate(shared.db)).id;
  owner = await signedInUser(shared.db);
  const res = await a.inject({ method: "POST", url: "/api/certificates", headers: { cookie: owner.cookie }, payload: { templateId, values: { recipientName: "Sara", course: "UX" } } });
  certificateId = res.json().id;
});
afterAll(async () => shared?.close());

describe("OpenID4VCI across instances", () => {
  it("offer on A, token and credential on B, the used code refused on A", async () => {
    const offer = (await a.inject({ url: `/api/certificates/${certificateId}/wallet-offer`, headers: { cookie: owner.cookie } })).json();
    const key = await freshDidKey();
    const walletOnB = testWallet(b, key);
    const credentialOffer = await walletOnB.resolveCredentialOffer(offer.offerUri);
    const issuerMetadata = await walletOnB.resolveIssuerMetadata(credentialOffer.credential_issuer);
    const { accessTokenResponse } = await walletOnB.retrievePreAuthorizedCodeAccessTokenFromOffer({ credentialOffer, issuerMetadata, txCode: offer.pin });
    const { c_nonce } = await testWallet(a, key).requestNonce({ issuerMetadata });
    const { jwt } = await walletOnB.createCredentialRequestJwtProof({ issuerMetadata, credentialConfigurationId: "OpenBadgeCredential_ldp_vc", signer: { method: "did", didUrl: key.kid, alg: key.alg }, nonce: c_nonce });
    const result = await walletOnB.retrieveCredentials({ issuerMetadata, accessToken: accessTokenResponse.access_token, credentialConfigurationId: "OpenBadgeCredential_ldp_vc", proofs: { jwt: [jwt] } });
    expect(result.ok).toBe(true);
    const code = credentialOffer.grants?.["urn:ietf:params:oauth:grant-type:pre-authorized_code"]?.["pre-authorized_code"] ?? "";
    const again = await a.inject({
      method: "POST",
      url: "/oid4vci/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:pre-authorized_code", "pre-authorized_code": code, tx_code: offer.pin }).toString(),
    });
    expect(again.json().error).toBe("invalid_grant");
  });
});
