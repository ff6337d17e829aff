// Reading certificates with what their pages need from the template (title, type).
import type { Db } from "../../db/index.ts";
import { precompiled } from "../../db/precompiled.ts";
import type { CertificatesTable } from "../../db/schema.ts";
import type { CertificateOptions, CertificateStatus } from "../../../shared/api/certificates.ts";

export interface CertificateRecord extends CertificatesTable {
  /** JSON text {ar,en,fr} of the template title */
  template_title: string;
  /** certificate type (category slug) */
  type: string;
}

function baseQuery(db: Db) {
  return db
    .selectFrom("certificates as c")
    .innerJoin("templates as t", "t.id", "c.template_id")
    .innerJoin("categories as k", "k.id", "t.category_id")
    .selectAll("c")
    .select(["t.title as template_title", "k.slug as type"]);
}

export async function getCertificate(db: Db, id: string): Promise<CertificateRecord | undefined> {
  return baseQuery(db).where("c.id", "=", id).executeTakeFirst();
}

const byCode = precompiled((db) => baseQuery(db).where("c.code", "=", ""));

/** By normalised code (parseCode().normalized); compiled once, it is the verify endpoint's query. */
export async function getCertificateByCode(db: Db, normalizedCode: string): Promise<CertificateRecord | undefined> {
  return (await byCode(db, normalizedCode))[0];
}

export async function listOwnCertificates(db: Db, ownerId: string, page: number, pageSize: number): Promise<{ items: CertificateRecord[]; total: number }> {
  const items = await baseQuery(db)
    .where("c.owner_id", "=", ownerId)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await db.selectFrom("certificates").select((eb) => eb.fn.countAll<number | string>().as("n")).where("owner_id", "=", ownerId).executeTakeFirstOrThrow();
  return { items, total: Number(count.n) };
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
