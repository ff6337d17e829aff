// Who may create certificates through the public form (Settings → Certificates "whoMayCreate":
// anyone, signed-in users, or verified issuers only; default anyone), and who may have them
// e-mailed: only issuers the platform vouches for, so nobody can send mail in another's name.
import type { Db } from "../db/index.ts";
import { VERIFIED_ISSUERS } from "../../shared/certificates/issuer-statement.ts";
import { certError } from "../services/certificates/errors.ts";
import { getSetting } from "../settings/store.ts";
import type { Provenance } from "../services/certificates/provenance.ts";

export type WhoMayCreate = "anyone" | "signedIn" | "verifiedIssuers";

export async function whoMayCreate(db: Db): Promise<WhoMayCreate> {
  const value = ((await getSetting(db, "certificates")) as { whoMayCreate?: unknown }).whoMayCreate;
  return value === "signedIn" || value === "verifiedIssuers" ? value : "anyone";
}

/** Throws the translated 401/403 before anything is stored. */
export async function checkMayIssue(db: Db, provenance: Provenance, input: { recipientEmail?: string | null }): Promise<void> {
  const rule = await whoMayCreate(db);
  const verified = VERIFIED_ISSUERS.includes(provenance.issuedBy);
  if (rule === "signedIn" && provenance.issuedBy === "visitor") throw certError(401, "certificates:createSignedIn");
  if (rule === "verifiedIssuers" && !verified) throw certError(403, "certificates:createVerifiedOnly");
  if (input.recipientEmail?.trim() && !verified) {
    throw certError(403, "certificates:recipientEmailNotAllowed", {}, { recipientEmail: "certificates:recipientEmailNotAllowed" });
  }
}
