// eddsa-jcs-2022 (W3C Data Integrity EdDSA Cryptosuites v1.0 §3.3) with WebCrypto only: the
// signed bytes are SHA-256(JCS(proof options)) ‖ SHA-256(JCS(document without proof)). Chosen over
// eddsa-rdfc-2022 because a phone then needs no RDF canonicalisation (no JSON-LD processor in the
// page), and over the ECDSA suites because an Ed25519 signature is 64 bytes and verifies natively.
import { canonicalJson } from "./codec.ts";
import { QR_CRYPTOSUITE } from "./model.ts";

export interface QrSigner {
  /** The verification method (DID URL) the signature is made with. */
  id: string;
  sign(args: { data: Uint8Array }): Promise<Uint8Array>;
}

export type ProofOptions = {
  type: "DataIntegrityProof";
  cryptosuite: typeof QR_CRYPTOSUITE;
  verificationMethod: string;
  proofPurpose: "assertionMethod";
  "@context": unknown;
};

export function proofOptions(verificationMethod: string, context: unknown): ProofOptions {
  return { type: "DataIntegrityProof", cryptosuite: QR_CRYPTOSUITE, verificationMethod, proofPurpose: "assertionMethod", "@context": context };
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The bytes the issuer signs and the verifier checks. */
export async function signedBytes(options: object, unsecuredDocument: object): Promise<Uint8Array> {
  const [proofHash, documentHash] = await Promise.all([sha256(canonicalJson(options)), sha256(canonicalJson(unsecuredDocument))]);
  const data = new Uint8Array(64);
  data.set(proofHash, 0);
  data.set(documentHash, 32);
  return data;
}

export async function ed25519Verify(publicKey: Uint8Array, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  try {
    const key = await globalThis.crypto.subtle.importKey("raw", publicKey as BufferSource, { name: "Ed25519" }, false, ["verify"]);
    return await globalThis.crypto.subtle.verify({ name: "Ed25519" }, key, signature as BufferSource, data as BufferSource);
  } catch {
    return false;
  }
}
