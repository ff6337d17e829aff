// Test-only helpers for the VC-API and token suites: tokens made through the admin API, foreign
// did:key issuers and holders, credentials and presentations signed with the same libraries.
import type { FastifyInstance } from "fastify";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { generateIssuerKey, loadIssuer, type Issuer } from "../../credentials/index.ts";
import type { ApiTokenScope } from "../../../shared/api/vc.ts";

export const VC_V2 = "https://www.w3.org/ns/credentials/v2";
export const VC_V1 = "https://www.w3.org/2018/credentials/v1";

export async function createToken(app: FastifyInstance, cookie: string, scopes: ApiTokenScope[], name = "integration"): Promise<{ id: string; token: string }> {
  const res = await app.inject({ method: "POST", url: "/api/admin/api-tokens", headers: { cookie }, payload: { name, scopes } });
  if (res.statusCode !== 201) throw new Error(`token creation failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().apiToken.id, token: res.json().token };
}

/** A stranger's did:key: verifies like ours but is not us. */
export async function foreignIssuer(): Promise<Issuer> {
  return loadIssuer(await generateIssuerKey(), { didMethod: "key" });
}

export function unsignedCredential(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "@context": [VC_V2],
    id: "urn:uuid:6a1f9e0c-2b1e-4c8e-9d3a-1f2e3d4c5b6a",
    type: ["VerifiableCredential"],
    name: "Membership",
    validFrom: "2024-01-01T00:00:00Z",
    credentialSubject: { id: "did:example:subject-1", name: "Sara" },
    ...overrides,
  };
}

/** Signs with `signer`'s key whatever the credential says its issuer is (a forgery helper). */
export async function signAs(signer: Issuer, credential: Record<string, unknown>): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: signer.signer, cryptosuite: rdfcCryptosuite });
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader: signer.documentLoader });
}

const lib = vc as unknown as {
  signPresentation(options: { presentation: object; suite: object; challenge: string; domain?: string; documentLoader: Issuer["documentLoader"] }): Promise<Record<string, unknown>>;
};

/** An unsigned VC 2.0 presentation (built by hand: vc.createPresentation refuses expired credentials). */
export function presentation(credentials: object[], holder?: string): Record<string, unknown> {
  return { "@context": [VC_V2], type: ["VerifiablePresentation"], verifiableCredential: credentials, ...(holder && { holder }) };
}

export async function signPresentation(holder: Issuer, unsigned: Record<string, unknown>, challenge: string, domain?: string) {
  const suite = new DataIntegrityProof({ signer: holder.signer, cryptosuite: rdfcCryptosuite });
  return lib.signPresentation({ presentation: structuredClone(unsigned), suite, challenge, domain, documentLoader: holder.documentLoader });
}
