// Verifies an untrusted credential: shape, lossless JSON-LD with bundled contexts only, its Data
// Integrity proofs (eddsa-rdfc-2022 or eddsa-jcs-2022; proof sets and chains, see proofSet.ts), at
// least one by a key the issuer controls, revocation (caller's callback) and the validity period.
// Never throws for bad input.
import { findLoaderErrorCode, type DocumentLoader } from "./documentLoader.ts";
import { checkCredentialShape, MAX_CREDENTIAL_BYTES, type CredentialDocument } from "./credentialShape.ts";
import { assertLosslessJsonLd } from "./jsonLd.ts";
import { verifyProofSet, type ProofCheck } from "./proofSet.ts";

export type VerifyReason =
  | "signature"
  | "issuer"
  | "revoked"
  | "expired"
  | "not_yet_valid"
  | "malformed"
  | "unknown_context"
  | "proof_chain";

export interface VerifyResult {
  valid: boolean;
  reason?: VerifyReason;
  /** Human-readable details (English, from the libraries); not for end users verbatim. */
  errors: string[];
  /** Issuer DID/URL and credential id when the credential was well-formed enough to read them. */
  issuer?: string;
  credentialId?: string;
  /** The reason given by the revocation callback. */
  revocationReason?: string;
  /** Checks that could not be made, e.g. a foreign credentialStatus (status lists are not fetched). */
  warnings?: string[];
  /** One entry per proof once the proofs were checked: which verified, by which key and purpose. */
  proofs?: ProofCheck[];
}

export type RevocationCheck = (
  credentialId: string,
  credential: Record<string, unknown>,
) => Promise<{ revoked: boolean; reason?: string } | null>;

export interface VerifyOptions {
  documentLoader: DocumentLoader;
  /** Called with `credential.id` once the proof is valid; return null for "not ours/unknown".
   * Errors it throws (e.g. the database is down) propagate: "cannot tell" is not "valid". */
  isRevoked?: RevocationCheck;
  now?: Date;
  maxBytes?: number;
}

/** Tolerance for clocks running behind the issuer's when checking validFrom. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function messagesOf(error: unknown, out: string[] = [], depth = 0): string[] {
  if (!error || depth > 4 || out.length >= 5) return out;
  if (Array.isArray(error)) {
    for (const item of error) messagesOf(item, out, depth + 1);
  } else if (error instanceof Error || typeof (error as { message?: unknown }).message === "string") {
    out.push(String((error as Error).message).slice(0, 300));
  }
  return out;
}

function fail(reason: VerifyReason, errors: string[], extra: Partial<VerifyResult> = {}): VerifyResult {
  return { valid: false, reason, errors, ...extra };
}

async function checkProof(
  credential: CredentialDocument,
  issuerId: string,
  documentLoader: DocumentLoader,
): Promise<{ problem: { reason: VerifyReason; errors: string[] } | null; proofs: ProofCheck[] }> {
  if (!("proof" in credential)) return { problem: { reason: "signature", errors: ["The credential is not signed (no proof)."] }, proofs: [] };
  const proofs = await verifyProofSet(credential, issuerId, documentLoader);
  const failed = proofs.filter((p) => !p.verified);
  const errors = failed.map((p) => p.error ?? `Proof ${p.index} did not verify.`).slice(0, 5);
  const problem = (reason: VerifyReason) => ({ problem: { reason, errors }, proofs });
  // Most specific first: a broken chain, a context we do not know, a DID we cannot resolve.
  if (failed.some((p) => p.failure === "proof_chain")) return problem("proof_chain");
  if (failed.some((p) => p.loaderError === "UNKNOWN_CONTEXT")) return problem("unknown_context");
  if (failed.some((p) => p.loaderError === "UNRESOLVABLE")) return problem("issuer");
  if (failed.some((p) => p.failure === "signature")) return problem("signature");
  // The signature is genuine but the key is not authorised for the purpose (or not the issuer's).
  if (failed.length > 0) return problem("issuer");
  if (!proofs.some((p) => p.byIssuer)) {
    return { problem: { reason: "issuer", errors: ["No proof is by a key of the credential's issuer (assertionMethod)."] }, proofs };
  }
  return { problem: null, proofs };
}

function checkValidity(credential: CredentialDocument, version: 1 | 2, now: Date): VerifyResult | null {
  const from = credential[version === 2 ? "validFrom" : "issuanceDate"];
  const until = credential[version === 2 ? "validUntil" : "expirationDate"];
  if (typeof until === "string" && now.getTime() > Date.parse(until)) {
    return fail("expired", [`The credential expired at ${until}.`]);
  }
  if (typeof from === "string" && now.getTime() + CLOCK_SKEW_MS < Date.parse(from)) {
    return fail("not_yet_valid", [`The credential is not valid before ${from}.`]);
  }
  return null;
}

export async function verifyCredential(input: unknown, options: VerifyOptions): Promise<VerifyResult> {
  const shape = checkCredentialShape(input, options.maxBytes ?? MAX_CREDENTIAL_BYTES);
  if (!shape.ok) return fail("malformed", shape.errors);
  const { credential, version } = shape;
  const issuerValue = credential.issuer;
  const extra: Partial<VerifyResult> = {
    issuer: String(typeof issuerValue === "object" ? (issuerValue as { id: string }).id : issuerValue),
    ...(typeof credential.id === "string" && { credentialId: credential.id }),
  };

  try {
    await assertLosslessJsonLd(credential, options.documentLoader);
  } catch (error) {
    const code = findLoaderErrorCode(error);
    const errors = messagesOf(error);
    if (code === "UNKNOWN_CONTEXT") return fail("unknown_context", errors, extra);
    return fail("malformed", errors, extra);
  }

  let proofResult: Awaited<ReturnType<typeof checkProof>>;
  try {
    proofResult = await checkProof(credential, extra.issuer as string, options.documentLoader);
  } catch (error) {
    // The libraries report through results; anything thrown is a document they could not handle.
    return fail("malformed", messagesOf(error), extra);
  }
  if (proofResult.proofs.length > 0) extra.proofs = proofResult.proofs;
  if (proofResult.problem) return fail(proofResult.problem.reason, proofResult.problem.errors, extra);

  let status: Awaited<ReturnType<RevocationCheck>> = null;
  if (options.isRevoked && typeof credential.id === "string") {
    status = await options.isRevoked(credential.id, credential);
    if (status?.revoked) {
      return fail("revoked", ["The issuer revoked this credential."], {
        ...extra,
        ...(status.reason && { revocationReason: status.reason }),
      });
    }
  }

  if (status === null && "credentialStatus" in credential) {
    extra.warnings = ["The credential's status entry was not checked: status lists are never fetched."];
  }
  const period = checkValidity(credential, version, options.now ?? new Date());
  if (period) return { ...period, ...extra };
  return { valid: true, errors: [], ...extra };
}
