// Admin lists of cards and certificates (search, view, delete) and certificate revocation.
import { sql } from "kysely";
import { formatCode } from "../../../shared/certificates/code.ts";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { HttpError, notFound } from "../../errors.ts";
import { fillLocalized } from "../../settings/public.ts";
import { bumpStatusList } from "../status-lists/status-lists.ts";

function parse<T>(json: string | null, fallback: T): T {
  if (json === null) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

const owner = (id: string | null, name: string | null, username: string | null) => (id ? { id, name: name ?? "", username: username ?? "" } : null);

function cardsQuery(db: Db) {
  return db
    .selectFrom("cards as i")
    .innerJoin("templates as t", "t.id", "i.template_id")
    .innerJoin("categories as c", "c.id", "t.category_id")
    .leftJoin("users as u", "u.id", "i.owner_id");
}

export async function listAdminCards(db: Db, f: { q?: string; templateId?: string; page: number; pageSize: number }) {
  let q = cardsQuery(db);
  if (f.templateId) q = q.where("i.template_id", "=", f.templateId);
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    q = q.where((eb) => eb.or([eb("i.id", "=", f.q!), eb(sql<string>`lower(i."values")`, "like", like), eb(sql<string>`lower(u.username)`, "like", like), eb(sql<string>`lower(t.title)`, "like", like)]));
  }
  const [rows, total] = await Promise.all([
    q
      .select(["i.id", "i.template_id", "i.revision_id", "i.values", "i.view_count", "i.share_count", "i.created_at", "i.updated_at", "i.owner_id", "u.name as owner_name", "u.username as owner_username", "t.title as template_title", "c.slug as category"])
      .orderBy("i.created_at", "desc").orderBy("i.id").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    templateId: r.template_id,
    revisionId: r.revision_id,
    templateTitle: fillLocalized(parse(r.template_title, {})),
    category: r.category,
    values: parse<Record<string, string>>(r.values, {}),
    owner: owner(r.owner_id, r.owner_name, r.owner_username),
    viewCount: Number(r.view_count),
    shareCount: Number(r.share_count),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    imageUrl: `/api/cards/${r.id}/image.png`,
  }));
  return { items, total: Number(total.n), page: f.page, pageSize: f.pageSize };
}

function certificatesQuery(db: Db) {
  return db
    .selectFrom("certificates as i")
    .innerJoin("templates as t", "t.id", "i.template_id")
    .innerJoin("categories as c", "c.id", "t.category_id")
    .leftJoin("users as u", "u.id", "i.owner_id");
}

export async function listAdminCertificates(db: Db, f: { q?: string; templateId?: string; revoked?: boolean; page: number; pageSize: number }) {
  let q = certificatesQuery(db);
  if (f.templateId) q = q.where("i.template_id", "=", f.templateId);
  if (f.revoked !== undefined) q = f.revoked ? q.where("i.revoked_at", "is not", null) : q.where("i.revoked_at", "is", null);
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    const code = f.q.toUpperCase().replace(/[\s-]/g, "");
    q = q.where((eb) => eb.or([eb("i.id", "=", f.q!), eb("i.code", "=", code), eb(sql<string>`lower(i.recipient_name)`, "like", like), eb(sql<string>`lower(u.username)`, "like", like), eb(sql<string>`lower(t.title)`, "like", like)]));
  }
  const [rows, total] = await Promise.all([
    q
      .select([
        "i.id", "i.code", "i.template_id", "i.revision_id", "i.recipient_name", "i.values", "i.issued_at", "i.expires_at", "i.revoked_at", "i.revoked_reason",
        "i.job_id", "i.view_count", "i.created_at", "i.owner_id", "u.name as owner_name", "u.username as owner_username", "t.title as template_title", "c.slug as type",
      ])
      .orderBy("i.created_at", "desc").orderBy("i.id").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    code: formatCode(r.code),
    templateId: r.template_id,
    revisionId: r.revision_id,
    templateTitle: fillLocalized(parse(r.template_title, {})),
    type: r.type,
    recipientName: r.recipient_name,
    values: parse<Record<string, string>>(r.values, {}),
    issuedAt: r.issued_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    revokedReason: r.revoked_reason,
    jobId: r.job_id,
    owner: owner(r.owner_id, r.owner_name, r.owner_username),
    viewCount: Number(r.view_count),
    createdAt: r.created_at,
    imageUrl: `/api/certificates/${r.id}/image.png`,
  }));
  return { items, total: Number(total.n), page: f.page, pageSize: f.pageSize };
}

export async function getAdminCard(db: Db, id: string) {
  const found = (await listAdminCards(db, { q: id, page: 1, pageSize: 1 })).items.find((i) => i.id === id);
  if (!found) throw notFound();
  return found;
}

export async function getAdminCertificate(db: Db, id: string) {
  const found = (await listAdminCertificates(db, { q: id, page: 1, pageSize: 1 })).items.find((i) => i.id === id);
  if (!found) throw notFound();
  return found;
}

export async function deleteCard(db: Db, id: string): Promise<void> {
  const r = await db.deleteFrom("cards").where("id", "=", id).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw notFound();
}

export async function deleteCertificate(db: Db, id: string): Promise<void> {
  // Its status list bit turns on with the deletion (a deleted certificate verifies as revoked).
  const deleted = await db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom("certificates").where("id", "=", id).executeTakeFirst();
    if (Number(r.numDeletedRows) > 0) await bumpStatusList(trx, id);
    return Number(r.numDeletedRows);
  });
  if (deleted === 0) throw notFound();
}

/** Marks a certificate revoked with a reason; revoking twice is a 409 (the first reason stays). */
export async function revokeCertificate(db: Db, id: string, reason: string): Promise<void> {
  const now = nowIso();
  // The revocation row and its status list's new version commit together (issue 25 §2).
  const updated = await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable("certificates").set({ revoked_at: now, revoked_reason: reason, updated_at: now }).where("id", "=", id).where("revoked_at", "is", null).executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) await bumpStatusList(trx, id);
    return Number(r.numUpdatedRows);
  });
  if (updated > 0) return;
  const exists = await db.selectFrom("certificates").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) throw notFound();
  throw new HttpError(409, "certificateRevoked");
}
