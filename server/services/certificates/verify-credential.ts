// Checks a submitted credential: proof, then that it was signed by OUR key (any other did:key
// verifies cryptographically but is not ours → "issuer"), then revocation/expiry from the database
// row named by credential.id (the server is the status authority; see server/credentials/README.md).
import type { Db } from "../../db/index.ts";
import { verifyCredential, type VerifyReason } from "../../credentials/index.ts";
import { getIssuer, ownDids } from "../issuer/issuer.ts";
import { certificateIdFromCredentialId } from "../../../shared/certificates/urls.ts";

export interface OwnVerifyResult {
  valid: boolean;
  reason?: VerifyReason;
  revocationReason?: string;
  certificateId?: string;
  issuer?: string;
}

export async function verifyOwnCredential(db: Db, publicUrl: string, credential: unknown, now = new Date()): Promise<OwnVerifyResult> {
  const issuer = await getIssuer(db, publicUrl);
  const own = ownDids(issuer);
  let certificateId: string | undefined;
  const result = await verifyCredential(credential, {
    documentLoader: issuer.documentLoader,
    now,
    isRevoked: async (credentialId, signed) => {
      const issuerField = signed.issuer as { id?: unknown } | string | undefined;
      const issuerId = typeof issuerField === "string" ? issuerField : issuerField?.id;
      if (typeof issuerId !== "string" || !own.includes(issuerId)) return null; // answered "issuer" below
      certificateId = certificateIdFromCredentialId(publicUrl, credentialId);
      if (!certificateId) return null;
      const row = await db.selectFrom("certificates").select(["revoked_at", "revoked_reason"]).where("id", "=", certificateId).executeTakeFirst();
      // Ours, but the certificate was deleted: it no longer stands.
      if (!row) return { revoked: true };
      return row.revoked_at ? { revoked: true, reason: row.revoked_reason ?? undefined } : { revoked: false };
    },
  });
  // The proof only says "signed by the key the credential names": it must also be our key.
  if (result.valid && (!result.issuer || !own.includes(result.issuer))) {
    return { valid: false, reason: "issuer", issuer: result.issuer };
  }
  return {
    valid: result.valid,
    ...(result.reason ? { reason: result.reason } : {}),
    ...(result.revocationReason ? { revocationReason: result.revocationReason } : {}),
    ...(certificateId ? { certificateId } : {}),
    ...(result.issuer ? { issuer: result.issuer } : {}),
  };
}
