// What a certificate's pages and link previews may say about who issued it (issue 22.3/22.4). The
// platform vouches only for what it checked: certificates issued by an admin, an API token, bulk
// issuance, or an account an admin marked as a verified issuer of an organisation. Anything else was
// made by a visitor or a user, and the issuer name on it is only what its creator typed.
// One function for the web pages, the server's og tags and the server-rendered pages; it answers
// i18n keys of the webCertificates namespace (sub-object "issuerStatement") with their parameters.
import type { CertificateStatus } from "../api/certificates.ts";

export const ISSUED_BY = ["admin", "apiToken", "bulk", "verifiedIssuer", "user", "visitor"] as const;
export type IssuedBy = (typeof ISSUED_BY)[number];
/** Who may vouch: everything but "user" and "visitor". */
export const VERIFIED_ISSUERS: readonly IssuedBy[] = ["admin", "apiToken", "bulk", "verifiedIssuer"];

export interface IssuerFacts {
  issuerVerified: boolean;
  issuedBy: IssuedBy;
  /** the verified organisation (null: the platform itself) */
  issuerOrg: string | null;
  /** the moment the platform recorded it (ISO) */
  issuedAt: string;
}

export interface Translatable {
  /** key in the webCertificates namespace */
  key: string;
  params: Record<string, string>;
}

/** The sentence about the issuer: "Issued by {site}", "Issued by {org}, verified by {site}", or "Made on {site} by a visitor/user on {date}; …not verified". */
export function issuerStatement(facts: IssuerFacts, site: string, formatDate: (iso: string) => string): Translatable {
  if (facts.issuerVerified) {
    return facts.issuerOrg ? { key: "issuerStatement.byOrg", params: { org: facts.issuerOrg, site } } : { key: "issuerStatement.bySite", params: { site } };
  }
  const who = facts.issuedBy === "user" ? "byUser" : "byVisitor";
  return { key: `issuerStatement.${who}`, params: { site, date: formatDate(facts.issuedAt) } };
}

/** The page title and og:title: a claim of verification only for a valid certificate of a verified issuer; revoked and expired ones say so. */
export function certificateTitle(status: CertificateStatus, issuerVerified: boolean, title: string, name: string): Translatable {
  const key = status === "revoked" ? "titleRevoked" : status === "expired" ? "titleExpired" : issuerVerified ? "titleVerified" : "titleUnverified";
  return { key: `issuerStatement.${key}`, params: { title, name } };
}

/** The banner heading of the verify page for a found certificate. */
export function verifyHeading(status: CertificateStatus, issuerVerified: boolean): Translatable {
  if (status !== "valid") return { key: `verify.${status}`, params: {} };
  return { key: issuerVerified ? "verify.valid" : "issuerStatement.validUnverified", params: {} };
}
