// Dashboard numbers, counted in the database on every call (no caches), and the recent activity.
import type { Db } from "../../db/index.ts";
import { formatCode } from "../../../shared/certificates/code.ts";
import { activityTargets, type ActivityTarget } from "./activity-targets.ts";

export interface ActivityItem {
  actor: { id: string; name: string } | null;
  action: string;
  subject: string | null;
  /** The subject by name, with a link (null when there is nothing to name or link). */
  target: ActivityTarget | null;
  createdAt: string;
}

/** Two rows of the same action on the same subject by the same actor this close are one event. */
const DUPLICATE_WITHIN_MS = 5_000;

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
    .limit(limit * 2)
    .execute();
  // Card creation used to be logged twice (service and route); databases from then still hold both rows.
  const once = rows.filter((r, i) => {
    const prev = rows[i - 1];
    return !(prev && prev.action === r.action && prev.subject === r.subject && prev.actor_id === r.actor_id &&
      Math.abs(Date.parse(prev.created_at) - Date.parse(r.created_at)) < DUPLICATE_WITHIN_MS);
  }).slice(0, limit);
  const targets = await activityTargets(db, once);
  return once.map((r, i) => ({
    actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? "" } : null,
    action: r.action,
    subject: r.subject,
    target: targets[i],
    createdAt: r.created_at,
  }));
}

/** Certificates that expire within the next `days` days (not revoked), soonest first. */
export async function upcomingExpiries(db: Db, days = 30, limit = 10, now = Date.now()) {
  const rows = await db
    .selectFrom("certificates as c")
    .innerJoin("templates as t", "t.id", "c.template_id")
    .select(["c.id", "c.code", "c.recipient_name", "c.expires_at", "t.title"])
    .where("c.expires_at", ">", new Date(now).toISOString())
    .where("c.expires_at", "<=", new Date(now + days * 24 * 60 * 60 * 1000).toISOString())
    .where("c.revoked_at", "is", null)
    .orderBy("c.expires_at")
    .orderBy("c.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, code: formatCode(r.code), recipientName: r.recipient_name, expiresAt: r.expires_at!, title: parseTitle(r.title) }));
}

function parseTitle(json: string): { ar: string; en: string; fr: string } {
  try {
    return JSON.parse(json) as { ar: string; en: string; fr: string };
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

export async function adminStats(db: Db) {
  const [users, templates, categories, certificates, cards, activity, expiring] = await Promise.all([
    count(db, "users"),
    count(db, "templates", "notDeleted"),
    count(db, "categories"),
    count(db, "certificates"),
    count(db, "cards"),
    recentActivity(db),
    upcomingExpiries(db),
  ]);
  return { users, templates, categories, certificates, cards, recentActivity: activity, upcomingExpiries: expiring };
}
