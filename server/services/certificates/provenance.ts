// Who is issuing a certificate, and so whether the platform vouches for its issuer (issue 22.3).
// Admins, API tokens and bulk jobs are the platform speaking. An account an admin marked as a
// verified issuer of an organisation speaks for that organisation — when the certificate names it
// (or names no issuer). Everyone else only makes a certificate here: its issuer name is theirs.
import type { IssuedBy } from "../../../shared/certificates/issuer-statement.ts";
import type { UsersTable } from "../../db/schema.ts";

export interface Provenance {
  issuedBy: IssuedBy;
  /** set only for a verified issuer account: the organisation the admin verified */
  verifiedOrg?: string | null;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The provenance of a certificate made through the public form by this user (or a visitor). */
export function provenanceOfUser(user: Pick<UsersTable, "role" | "verified_issuer_org"> | null | undefined, typedIssuer: unknown): Provenance {
  if (!user) return { issuedBy: "visitor" };
  if (user.role === "admin") return { issuedBy: "admin" };
  const org = user.verified_issuer_org?.trim();
  const typed = typeof typedIssuer === "string" ? typedIssuer : "";
  if (org && (typed.trim() === "" || same(typed, org))) return { issuedBy: "verifiedIssuer", verifiedOrg: org };
  return { issuedBy: "user" };
}

/** What is recorded with the row: verified or not, and the verified organisation (null: the platform). */
export function recordedIssuer(p: Provenance, typedIssuer: string, platformName: string): { issuerVerified: boolean; issuerOrg: string | null } {
  if (p.issuedBy === "verifiedIssuer") return { issuerVerified: true, issuerOrg: p.verifiedOrg ?? null };
  if (p.issuedBy === "admin" || p.issuedBy === "apiToken" || p.issuedBy === "bulk") {
    // The platform's own staff and integrations name whom they issue for; that name is vouched for.
    const typed = typedIssuer.trim();
    return { issuerVerified: true, issuerOrg: typed && !same(typed, platformName) ? typed : null };
  }
  return { issuerVerified: false, issuerOrg: null };
}
