// Verifies every Data Integrity proof of a credential as a proof set / proof chain (VC Data
// Integrity 1.0, "Verify Proof Sets and Chains"): each proof is checked with its own verification
// method and purpose; a proof with `previousProof` is checked over the document carrying the
// proof(s) it names, which must be present. The credential needs at least one valid proof by its
// issuer (assertionMethod); other proofs (a witness, a notary) must verify too, by their own keys.
// jsonld-signatures' ProofSet cannot do this: it strips every proof before verifying any, and
// accepts the set as soon as one proof verifies.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { createVerifyCryptosuite as createJcsVerifyCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import jsigs from "jsonld-signatures";
import { findLoaderErrorCode, type DocumentLoader, type LoaderErrorCode } from "./documentLoader.ts";

type Proof = Record<string, unknown>;

/** Proof purposes a credential's proof may state; each is checked against the key's controller. */
const PROOF_PURPOSES = ["assertionMethod", "authentication"] as const;

export interface ProofCheck {
  /** Position in the credential's `proof` array (0 for a single proof object). */
  index: number;
  id?: string;
  cryptosuite?: string;
  verificationMethod?: string;
  proofPurpose?: string;
  previousProof?: string[];
  /** True when this proof is by a key the credential's issuer controls (assertionMethod). */
  byIssuer: boolean;
  verified: boolean;
  /** Why it failed: a chain link names a missing proof, the signature, or the key's purpose. */
  failure?: "proof_chain" | "signature" | "purpose";
  error?: string;
  /** Our document loader's error code when the failure came from an unknown context/DID. */
  loaderError?: LoaderErrorCode;
}

const errorMessage = (error: unknown) =>
  String((error as { message?: unknown } | undefined)?.message ?? error ?? "unknown error").slice(0, 300);

function previousProofIds(proof: Proof): string[] | undefined | "invalid" {
  const value = proof.previousProof;
  if (value === undefined) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  return ids.every((id) => typeof id === "string") ? (ids as string[]) : "invalid";
}

function suiteFor(proof: Proof): DataIntegrityProof | undefined {
  // A fresh instance per proof: DataIntegrityProof caches the last document's hash.
  if (proof.type !== "DataIntegrityProof") return undefined;
  if (proof.cryptosuite === "eddsa-rdfc-2022") return new DataIntegrityProof({ cryptosuite: rdfcCryptosuite });
  if (proof.cryptosuite === "eddsa-jcs-2022") return new DataIntegrityProof({ cryptosuite: createJcsVerifyCryptosuite() });
  return undefined;
}

type SuiteApi = {
  verifyProof(args: object): Promise<{ verified: boolean; verificationMethod?: { id?: string; controller?: unknown }; error?: unknown }>;
};
type PurposeApi = { validate(proof: Proof, args: object): Promise<{ valid: boolean; error?: unknown }> };

/** The documents a chained proof may have signed: the spec sets `proof` to the list of the named
 * proofs; with one named proof, some implementations embed it as a single object (same RDF;
 * for eddsa-jcs-2022 the JSON differs), so both are tried. */
function chainedInputs(unsecured: Proof, previous: Proof[]): Proof[] {
  if (previous.length === 0) return [unsecured];
  const inputs: Proof[] = [{ ...unsecured, proof: previous }];
  if (previous.length === 1) inputs.push({ ...unsecured, proof: previous[0] });
  return inputs;
}

async function verifyOne(
  proof: Proof,
  index: number,
  allProofs: Proof[],
  unsecured: Proof,
  issuerId: string,
  documentLoader: DocumentLoader,
): Promise<ProofCheck> {
  const check: ProofCheck = {
    index,
    byIssuer: false,
    verified: false,
    ...(typeof proof.id === "string" && { id: proof.id }),
    ...(typeof proof.cryptosuite === "string" && { cryptosuite: proof.cryptosuite }),
    ...(typeof proof.verificationMethod === "string" && { verificationMethod: proof.verificationMethod }),
    ...(typeof proof.proofPurpose === "string" && { proofPurpose: proof.proofPurpose }),
  };
  const previousIds = previousProofIds(proof);
  if (previousIds === "invalid") return { ...check, failure: "proof_chain", error: '"previousProof" must be a string or a list of strings.' };
  if (previousIds) check.previousProof = previousIds;
  const previous: Proof[] = [];
  for (const id of previousIds ?? []) {
    const named = allProofs.find((other) => other !== proof && other.id === id);
    if (!named) return { ...check, failure: "proof_chain", error: `Proof ${index} names previousProof "${id.slice(0, 200)}", which is not in the credential.` };
    previous.push(named);
  }

  const suite = suiteFor(proof) as unknown as SuiteApi | undefined;
  if (!suite) return { ...check, failure: "signature", error: `Proof ${index}: unsupported proof type (DataIntegrityProof eddsa-rdfc-2022/eddsa-jcs-2022 only).` };
  if (!PROOF_PURPOSES.includes(proof.proofPurpose as (typeof PROOF_PURPOSES)[number])) {
    return { ...check, failure: "purpose", error: `Proof ${index}: unsupported proof purpose.` };
  }

  let result: Awaited<ReturnType<SuiteApi["verifyProof"]>> = { verified: false };
  for (const document of chainedInputs(unsecured, previous)) {
    // jsonld-signatures gives non-JCS proofs the document's context; JCS proofs carry their own.
    const proofToCheck = String(proof.cryptosuite).includes("-jcs-") ? { ...proof } : { "@context": unsecured["@context"], ...proof };
    // The purpose passed here only captures the verification method (jsonld-signatures' convention).
    const capture = { validate: async () => ({ valid: true }) };
    result = await suite.verifyProof({ proof: proofToCheck, document: { ...document }, purpose: capture, proofSet: allProofs, documentLoader });
    if (result.verified) break;
  }
  if (!result.verified || !result.verificationMethod) {
    const loaderError = findLoaderErrorCode(result.error);
    return { ...check, failure: "signature", error: `Proof ${index}: ${errorMessage(result.error)}`, ...(loaderError && { loaderError }) };
  }

  const controller = result.verificationMethod.controller;
  const controllerId = typeof controller === "object" && controller ? (controller as { id?: unknown }).id : controller;
  check.byIssuer = controllerId === issuerId && proof.proofPurpose === "assertionMethod";
  // The issuer's proof: its key must be the issuer's and listed under assertionMethod; any other
  // proof: its key must be listed under its stated purpose in its own controller's document.
  const purpose = (check.byIssuer
    ? new vc.CredentialIssuancePurpose()
    : new jsigs.purposes.ControllerProofPurpose({ term: proof.proofPurpose as string })) as unknown as PurposeApi;
  let purposeResult: { valid: boolean; error?: unknown };
  try {
    purposeResult = await purpose.validate(proof, { document: unsecured, suite, verificationMethod: result.verificationMethod, documentLoader });
  } catch (error) {
    purposeResult = { valid: false, error };
  }
  if (!purposeResult.valid) {
    const loaderError = findLoaderErrorCode(purposeResult.error);
    return { ...check, byIssuer: false, failure: "purpose", error: `Proof ${index}: ${errorMessage(purposeResult.error)}`, ...(loaderError && { loaderError }) };
  }
  return { ...check, verified: true };
}

/** Checks every proof of `credential` (which has a `proof`); never throws for bad proofs. */
export async function verifyProofSet(credential: Proof, issuerId: string, documentLoader: DocumentLoader): Promise<ProofCheck[]> {
  const allProofs = (Array.isArray(credential.proof) ? credential.proof : [credential.proof]) as Proof[];
  const unsecured = { ...credential };
  delete unsecured.proof;
  return Promise.all(allProofs.map((proof, index) => verifyOne(proof, index, allProofs, unsecured, issuerId, documentLoader)));
}
