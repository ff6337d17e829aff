// A certificate as services read it (services/certificates/get-certificate.ts) and the parsing of
// its stored JSON columns: what presenters and pages take, without touching the database.
import type { CertificatesTable } from "../db/schema.ts";
import type { CertificateOptions, CertificateStatus } from "../../shared/api/certificates.ts";

export interface CertificateRecord extends CertificatesTable {
  /** JSON text {ar,en,fr} of the template title */
  template_title: string;
  /** certificate type (category slug) */
  type: string;
}

export function certificateStatus(row: Pick<CertificatesTable, "revoked_at" | "expires_at">, now = new Date()): CertificateStatus {
  if (row.revoked_at) return "revoked";
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  return "valid";
}

export function parseOptions(json: string): CertificateOptions {
  try {
    const o = JSON.parse(json) as Partial<CertificateOptions>;
    return { calendar: o.calendar === "islamic-umalqura" ? "islamic-umalqura" : "gregory", digits: o.digits === "latn" ? "latn" : "arab" };
  } catch {
    return { calendar: "gregory", digits: "arab" };
  }
}

export function parseValues(json: string): Record<string, string> {
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === "string" ? x : String(x ?? "")]));
  } catch {
    return {};
  }
}
