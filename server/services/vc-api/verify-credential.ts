// VC-API credential verification: any Ed25519 did:key issuer (and our own did:web), the proof,
// the data model's rules, the validity period, and — for credentials our key issued as platform
// certificates — revocation from the database. Never throws for bad input; a database failure
// while checking revocation propagates ("could not check" is never "verified").
import type { Db } from "../../db/index.ts";
import { verifyCredential, type Issuer, type VerifyReason } from "../../credentials/index.ts";
import type { ProofCheck } from "../../credentials/proofSet.ts";
import { checkCredentialShape } from "../../credentials/credentialShape.ts";
import { ownDids } from "../issuer/issuer.ts";
import { certificateIdFromCredentialId } from "../../../shared/certificates/urls.ts";
import type { CredentialVerifyAnswer } from "../../../shared/api/vc.ts";
import { dataModelErrors } from "./data-model.ts";

export const CHECKS = ["dataModel", "proof", "issuer", "status", "validityPeriod"] as const;

/** 400 for input that is not a well-formed credential, 422 for one that fails verification. */
export function statusForReason(reason: VerifyReason | undefined): 200 | 400 | 422 {
  if (!reason) return 200;
  return reason === "malformed" || reason === "unknown_context" ? 400 : 422;
}

/** The checks made, with one "proof:<id>" entry (after "proof") per proof that verified. */
function checksWith(proofs: ProofCheck[] | undefined): string[] {
  const passed = (proofs ?? []).filter((p) => p.verified).map((p) => `proof:${p.id ?? `#${p.index}`}`);
  return CHECKS.flatMap((check) => (check === "proof" ? [check, ...passed] : [check]));
}

export interface CredentialCheckContext {
  db: Db;
  publicUrl: string;
  issuer: Issuer;
  now?: Date;
}

export async function verifyAnyCredential(ctx: CredentialCheckContext, input: unknown): Promise<CredentialVerifyAnswer> {
  const shape = checkCredentialShape(input);
  if (!shape.ok) return { verified: false, reason: "malformed", errors: shape.errors, checks: [...CHECKS], warnings: [] };
  const modelErrors = dataModelErrors(shape.credential, shape.version);
  if (modelErrors.length > 0) return { verified: false, reason: "malformed", errors: modelErrors, checks: [...CHECKS], warnings: [] };

  const own = ownDids(ctx.issuer);
  const result = await verifyCredential(shape.credential, {
    documentLoader: ctx.issuer.documentLoader,
    now: ctx.now,
    isRevoked: async (credentialId, signed) => {
      const issuerField = signed.issuer as { id?: unknown } | string | undefined;
      const issuerId = typeof issuerField === "string" ? issuerField : issuerField?.id;
      if (typeof issuerId !== "string" || !own.includes(issuerId)) return null;
      // A wallet copy has its own urn:uuid id (issue 33): its status entry names the certificate.
      const certificateId = certificateIdFromCredentialId(ctx.publicUrl, credentialId) ?? (await certificateIdFromStatusEntry(ctx, signed.credentialStatus));
      if (!certificateId) return null; // signed through the VC-API: no status is kept for it
      const row = await ctx.db.selectFrom("certificates").select(["revoked_at", "revoked_reason"]).where("id", "=", certificateId).executeTakeFirst();
      if (!row) return { revoked: true, reason: "deleted" };
      return row.revoked_at ? { revoked: true, reason: row.revoked_reason ?? undefined } : { revoked: false };
    },
  });
  return {
    verified: result.valid,
    checks: checksWith(result.proofs),
    ...(result.proofs ? { proofs: result.proofs.map(({ failure: _failure, loaderError: _loaderError, ...view }) => view) } : {}),
    warnings: result.warnings ?? [],
    errors: result.errors,
    ...(result.reason ? { reason: result.reason } : {}),
    ...(result.issuer ? { issuer: result.issuer } : {}),
    ...(result.credentialId ? { credentialId: result.credentialId } : {}),
    ...(result.revocationReason ? { revocationReason: result.revocationReason } : {}),
  };
}

/** The certificate whose slot a credentialStatus entry of one of our status lists names, if any. */
async function certificateIdFromStatusEntry(ctx: CredentialCheckContext, status: unknown): Promise<string | undefined> {
  const entries = Array.isArray(status) ? status : [status];
  const prefix = `${ctx.publicUrl}/api/credentials/status/`;
  for (const entry of entries) {
    const { statusListCredential: url, statusListIndex: index } = (entry ?? {}) as Record<string, unknown>;
    if (typeof url !== "string" || !url.startsWith(prefix) || typeof index !== "string" || !/^\d{1,9}$/.test(index)) continue;
    const listId = /^(?:key|web)\/(\d{1,9})$/.exec(url.slice(prefix.length))?.[1];
    if (!listId) continue;
    const row = await ctx.db
      .selectFrom("status_list_entries")
      .select("certificate_id")
      .where("list_id", "=", Number(listId))
      .where("status_index", "=", Number(index))
      .executeTakeFirst();
    if (row) return row.certificate_id;
  }
  return undefined;
}
