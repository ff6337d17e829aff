// Reading certificates with what their pages need from the template (title, type).
import type { Db } from "../../db/index.ts";
import { precompiled } from "../../db/precompiled.ts";
import type { CertificateRecord } from "../../presenters/certificate-record.ts";

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
