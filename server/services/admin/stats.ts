// Dashboard numbers, counted in the database on every call (no caches), and the recent activity.
import type { Db } from "../../db/index.ts";

export interface ActivityItem {
  actor: { id: string; name: string } | null;
  action: string;
  subject: string | null;
  createdAt: string;
}

async function count(db: Db, table: "users" | "categories" | "cards" | "certificates" | "templates", where?: "notDeleted"): Promise<number> {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (where === "notDeleted") q = q.where("deleted_at" as never, "is", null);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function recentActivity(db: Db, limit = 20): Promise<ActivityItem[]> {
  const rows = await db
    .selectFrom("activity as a")
    .leftJoin("users as u", "u.id", "a.actor_id")
    .select(["a.action", "a.subject", "a.created_at", "a.actor_id", "u.name as actor_name"])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? "" } : null,
    action: r.action,
    subject: r.subject,
    createdAt: r.created_at,
  }));
}

export async function adminStats(db: Db) {
  const [users, templates, categories, certificates, cards, activity] = await Promise.all([
    count(db, "users"),
    count(db, "templates", "notDeleted"),
    count(db, "categories"),
    count(db, "certificates"),
    count(db, "cards"),
    recentActivity(db),
  ]);
  return { users, templates, categories, certificates, cards, recentActivity: activity };
}
