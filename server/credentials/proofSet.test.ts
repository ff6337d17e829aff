// Proof sets and proof chains (VC Data Integrity "Verify Proof Sets and Chains"), and the W3C
// examples context. Proofs are added with the libraries' own createProof, the way a second
// signer (a witness, a notary) adds a proof to an already-signed credential.
import { beforeAll, describe, expect, it } from "vitest";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { createSignCryptosuite as createJcsSignCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import { generateIssuerKey, loadIssuer, type Issuer } from "./issuerKey.ts";
import { signCredential, type Cryptosuite } from "./sign.ts";
import { verifyCredential, type VerifyOptions } from "./verify.ts";
import { VC_EXAMPLES_V2_CONTEXT_URL } from "./examplesContext.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
type Doc = Record<string, unknown>;

let issuer: Issuer; // the credential's issuer (a did:key)
let witness: Issuer; // a second party adding a proof
let options: VerifyOptions;

beforeAll(async () => {
  issuer = await loadIssuer(await generateIssuerKey(), { didMethod: "key" });
  witness = await loadIssuer(await generateIssuerKey(), { didMethod: "key" });
  options = { documentLoader: issuer.documentLoader, now: NOW };
});

function credential(): Doc {
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2", VC_EXAMPLES_V2_CONTEXT_URL],
    id: "urn:uuid:5c9f3a8e-7f4c-4a55-9a36-2f7f9d8e1b20",
    type: ["VerifiableCredential", "ExampleAlumniCredential"],
    issuer: issuer.did,
    validFrom: "2026-01-01T00:00:00Z",
    credentialSubject: { id: "did:example:ebfeb1f712ebc6f1c276e12ec21", alumniOf: "جامعة المثال" },
  };
}

/** Adds a proof by `signer` over `document` + the named previous proofs (the spec's "Add Proof
 * Set/Chain": the proof signs the document with `proof` set to the list of previous proofs). */
async function addProof(document: Doc, signer: Issuer, cryptosuite: Cryptosuite, extra: { id?: string; previousProof?: string | string[] } = {}): Promise<Doc> {
  const existing = document.proof === undefined ? [] : Array.isArray(document.proof) ? (document.proof as Doc[]) : [document.proof as Doc];
  const unsecured = { ...document };
  delete unsecured.proof;
  const previousIds = extra.previousProof === undefined ? [] : [extra.previousProof].flat();
  const previous = existing.filter((p) => previousIds.includes(p.id as string));
  const suite = new DataIntegrityProof({
    signer: signer.signer,
    cryptosuite: cryptosuite === "eddsa-jcs-2022" ? createJcsSignCryptosuite() : rdfcCryptosuite,
    date: "2026-02-01T00:00:00Z",
  });
  suite.proof = { ...(extra.id && { id: extra.id }), ...(extra.previousProof && { previousProof: extra.previousProof }) };
  const toSign = previous.length > 0 ? { ...unsecured, proof: previous } : unsecured;
  const created = await (suite as unknown as { createProof(args: object): Promise<Doc> }).createProof({
    document: toSign,
    purpose: new vc.CredentialIssuancePurpose(),
    proofSet: existing,
    documentLoader: signer.documentLoader,
  });
  return { ...unsecured, proof: [...existing, created] };
}

describe("the W3C examples context", () => {
  it("is bundled: a credential using https://www.w3.org/ns/credentials/examples/v2 verifies offline", async () => {
    const signed = await signCredential(credential(), issuer);
    const result = await verifyCredential(signed, options);
    expect(result.reason).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});

describe.each(["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const)("proof sets and chains with %s", (cryptosuite) => {
  it("a proof set (issuer + witness, independent) verifies and reports both proofs", async () => {
    const first = await addProof(credential(), issuer, cryptosuite, { id: "urn:uuid:proof-1" });
    const set = await addProof(first, witness, cryptosuite, { id: "urn:uuid:proof-2" });
    const result = await verifyCredential(set, options);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.proofs?.map((p) => [p.id, p.verified, p.byIssuer])).toEqual([
      ["urn:uuid:proof-1", true, true],
      ["urn:uuid:proof-2", true, false],
    ]);
    expect(result.proofs?.[1].verificationMethod).toBe(witness.verificationMethodId);
  });

  it("a proof chain (the witness's proof names the issuer's in previousProof) verifies", async () => {
    const first = await addProof(credential(), issuer, cryptosuite, { id: "urn:uuid:proof-1" });
    const chain = await addProof(first, witness, cryptosuite, { id: "urn:uuid:proof-2", previousProof: "urn:uuid:proof-1" });
    const result = await verifyCredential(chain, options);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.proofs?.map((p) => [p.id, p.verified, p.previousProof])).toEqual([
      ["urn:uuid:proof-1", true, undefined],
      ["urn:uuid:proof-2", true, ["urn:uuid:proof-1"]],
    ]);
  });

  it("a chain whose previousProof names a proof that is not present fails with proof_chain", async () => {
    const first = await addProof(credential(), issuer, cryptosuite, { id: "urn:uuid:proof-1" });
    const chain = await addProof(first, witness, cryptosuite, { id: "urn:uuid:proof-2", previousProof: "urn:uuid:proof-1" });
    const proofs = chain.proof as Doc[];
    // The first proof is dropped: the chained proof now points at nothing.
    const broken = { ...chain, proof: [proofs[1]] };
    const result = await verifyCredential(broken, options);
    expect(result.valid).toBe(false);
    expect(result.reason).toBe("proof_chain");
    expect(result.errors.join(" ")).toContain('previousProof "urn:uuid:proof-1", which is not in the credential');
  });

  it("a proof claiming a previousProof it did not sign over fails its signature, the other proof still passes", async () => {
    const first = await addProof(credential(), issuer, cryptosuite, { id: "urn:uuid:proof-1" });
    const independent = await addProof(first, witness, cryptosuite, { id: "urn:uuid:proof-2" });
    const proofs = independent.proof as Doc[];
    const forged = { ...independent, proof: [proofs[0], { ...proofs[1], previousProof: "urn:uuid:proof-1" }] };
    const result = await verifyCredential(forged, options);
    expect(result.valid).toBe(false);
    expect(result.reason).toBe("signature");
    expect(result.proofs?.map((p) => p.verified)).toEqual([true, false]);
  });

  it("every proof of a set must verify: a tampered witness proof fails the credential", async () => {
    const first = await addProof(credential(), issuer, cryptosuite, { id: "urn:uuid:proof-1" });
    const set = await addProof(first, witness, cryptosuite, { id: "urn:uuid:proof-2" });
    const proofs = set.proof as Doc[];
    const value = proofs[1].proofValue as string;
    const tampered = { ...set, proof: [proofs[0], { ...proofs[1], proofValue: value.slice(0, -4) + (value.endsWith("AAAA") ? "BBBB" : "AAAA") }] };
    const result = await verifyCredential(tampered, options);
    expect(result.valid).toBe(false);
    expect(result.reason).toBe("signature");
  });

  it("a credential whose only proofs are by someone else's key fails with issuer", async () => {
    const byWitness = await addProof(credential(), witness, cryptosuite, { id: "urn:uuid:proof-w" });
    const result = await verifyCredential(byWitness, options);
    expect(result.valid).toBe(false);
    expect(result.reason).toBe("issuer");
  });
});
