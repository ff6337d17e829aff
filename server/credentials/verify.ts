// Verifies an untrusted credential: shape, lossless JSON-LD with bundled contexts only, the
// Data Integrity proof (eddsa-rdfc-2022 or eddsa-jcs-2022) by a key the issuer controls,
// revocation (caller's callback) and the validity period. Never throws for bad input.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { createVerifyCryptosuite as createJcsVerifyCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import jsigs from "jsonld-signatures";
import { findLoaderErrorCode, type DocumentLoader } from "./documentLoader.ts";
import { checkCredentialShape, MAX_CREDENTIAL_BYTES, type CredentialDocument } from "./credentialShape.ts";
import { assertLosslessJsonLd } from "./jsonLd.ts";

export type VerifyReason =
  | "signature"
  | "issuer"
  | "revoked"
  | "expired"
  | "not_yet_valid"
  | "malformed"
  | "unknown_context";

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
  documentLoader: DocumentLoader,
): Promise<{ reason: VerifyReason; errors: string[] } | null> {
  if (!("proof" in credential)) return { reason: "signature", errors: ["The credential is not signed (no proof)."] };
  const result = await jsigs.verify(credential, {
    // Fresh suite instances per call: DataIntegrityProof caches the last document's hash.
    suite: [
      new DataIntegrityProof({ cryptosuite: rdfcCryptosuite }),
      new DataIntegrityProof({ cryptosuite: createJcsVerifyCryptosuite() }),
    ],
    // Checks that the verification method's controller is the credential's issuer and that
    // the controller's DID document lists it under assertionMethod.
    purpose: new vc.CredentialIssuancePurpose(),
    documentLoader,
  });
  if (result.verified) return null;
  const errors = messagesOf(result.error ?? result.results?.map((r) => r.error));
  const code = findLoaderErrorCode(result.error) ?? findLoaderErrorCode(result.results);
  if (code === "UNKNOWN_CONTEXT") return { reason: "unknown_context", errors };
  if (code === "UNRESOLVABLE") return { reason: "issuer", errors };
  // A purpose result only exists for proofs whose signature verified: the key is genuine but
  // does not belong to (or is not authorised by) the stated issuer.
  const purposeFailed = (result.results ?? []).some((r) => {
    const purposes = Array.isArray(r.purposeResult) ? r.purposeResult : r.purposeResult ? [r.purposeResult] : [];
    return purposes.some((p) => !p.valid);
  });
  if (purposeFailed) return { reason: "issuer", errors };
  if (errors.length === 0) errors.push("No supported proof (DataIntegrityProof eddsa-rdfc-2022/eddsa-jcs-2022).");
  return { reason: "signature", errors };
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

  let proofProblem: Awaited<ReturnType<typeof checkProof>>;
  try {
    proofProblem = await checkProof(credential, options.documentLoader);
  } catch (error) {
    // The libraries report through results; anything thrown is a document they could not handle.
    return fail("malformed", messagesOf(error), extra);
  }
  if (proofProblem) return fail(proofProblem.reason, proofProblem.errors, extra);

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
