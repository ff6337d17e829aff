// Admin user management: search and paginate, activate/deactivate, change role, mark a verified
// issuer of an organisation name. The last active admin can neither be deactivated nor demoted; a
// deactivated user's sessions are deleted at once.
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { UsersTable } from "../../db/schema.ts";
import { nowIso, toBool } from "../../db/columns.ts";
import { HttpError, notFound } from "../../errors.ts";
import { presentUser } from "../../presenters/user.ts";

export async function listAdminUsers(db: Db, f: { q?: string; role?: "admin" | "user"; active?: boolean; page: number; pageSize: number }) {
  let q = db.selectFrom("users");
  if (f.role) q = q.where("role", "=", f.role);
  if (f.active !== undefined) q = q.where("active", "=", toBool(f.active));
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    q = q.where((eb) => eb.or([eb(sql<string>`lower(name)`, "like", like), eb(sql<string>`lower(username)`, "like", like), eb(sql<string>`lower(email)`, "like", like)]));
  }
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy("created_at", "desc").orderBy("id").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentUser), total: Number(total.n), page: f.page, pageSize: f.pageSize };
}

/**
 * Applies { active?, role? }. Taking away the last active admin is refused (409 lastAdmin). The check
 * and the update are one transaction; on PostgreSQL the admin rows are locked first so two
 * concurrent demotions cannot both pass.
 */
export async function updateUserByAdmin(db: Db, id: string, input: { active?: boolean; role?: "admin" | "user"; verifiedIssuerOrg?: string | null }): Promise<UsersTable> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!target) throw notFound();
    const losesAdmin = target.role === "admin" && target.active === 1 && (input.active === false || input.role === "user");
    if (losesAdmin) {
      // Every active admin row (the target's too) is locked in id order, so concurrent demotions
      // queue up instead of deadlocking, and the second one sees the first one's result.
      const admins = await sql<{ id: string }>`select id from users where role = 'admin' and active = 1 order by id ${sql.raw(isPg(trx) ? "for update" : "")}`.execute(trx);
      const current = await trx.selectFrom("users").select(["role", "active"]).where("id", "=", id).executeTakeFirstOrThrow();
      const stillAdmin = current.role === "admin" && current.active === 1;
      if (stillAdmin && admins.rows.filter((r) => r.id !== id).length === 0) throw new HttpError(409, "lastAdmin");
    }
    const patch: Partial<UsersTable> = { updated_at: nowIso() };
    if (input.active !== undefined) patch.active = toBool(input.active);
    if (input.role !== undefined) patch.role = input.role;
    // Marks (or unmarks) a verified issuer of an organisation; certificates already issued keep what was recorded then.
    if (input.verifiedIssuerOrg !== undefined) patch.verified_issuer_org = input.verifiedIssuerOrg?.trim() || null;
    await trx.updateTable("users").set(patch).where("id", "=", id).execute();
    // Deactivation ends every session now (userForSession also refuses inactive users).
    if (input.active === false) await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
    return { ...target, ...patch } as UsersTable;
  });
}

function isPg(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
