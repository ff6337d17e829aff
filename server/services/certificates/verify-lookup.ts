// What GET /api/certificates/verify/{code} needs, cheaply: the certificate row without its signed
// credential (several KB read and parsed per request before), compiled once; the issuer name the
// credential carries is read once per certificate and kept (credentials are never rewritten).
import type { Db } from "../../db/index.ts";
import { precompiled } from "../../db/precompiled.ts";
import type { CertificateRecord } from "../../presenters/certificate-record.ts";

export type VerifyRecord = Omit<CertificateRecord, "credential"> & { credential: null };

const byCode = precompiled((db) =>
  db
    .selectFrom("certificates as c")
    .innerJoin("templates as t", "t.id", "c.template_id")
    .innerJoin("categories as k", "k.id", "t.category_id")
    .select(["c.id", "c.code", "c.template_id", "c.revision_id", "c.owner_id", "c.values", "c.recipient_name", "c.options", "c.issued_at", "c.expires_at", "c.revoked_at", "c.revoked_reason", "c.job_id", "c.job_row", "c.view_count", "c.share_count", "c.created_at", "c.updated_at", "c.issued_by", "c.issuer_verified", "c.issuer_org", "c.stated_date"])
    .select(["t.title as template_title", "k.slug as type"])
    .where("c.code", "=", ""),
);
const credentialById = precompiled((db) => db.selectFrom("certificates").select("credential").where("id", "=", ""));

const MAX_KEPT = 50_000;
const issuerNames = new Map<string, string | null>();

export function issuerNameOfCredential(credential: string | null): string | null {
  try {
    const name = (JSON.parse(credential ?? "{}") as { issuer?: { name?: unknown } }).issuer?.name;
    return typeof name === "string" && name ? name : null;
  } catch {
    return null;
  }
}

/** The row (credential left out) and the issuer name its credential carries (null: none). */
export async function certificateForVerify(db: Db, normalizedCode: string): Promise<{ row: VerifyRecord; credentialIssuer: string | null } | undefined> {
  const [found] = await byCode(db, normalizedCode);
  if (!found) return undefined;
  let credentialIssuer = issuerNames.get(found.id);
  if (credentialIssuer === undefined) {
    const [c] = await credentialById(db, found.id);
    credentialIssuer = issuerNameOfCredential(c?.credential ?? null);
    if (issuerNames.size >= MAX_KEPT) issuerNames.clear();
    issuerNames.set(found.id, credentialIssuer);
  }
  return { row: { ...found, credential: null }, credentialIssuer };
}
