// Appends to the activity log shown as "recent activity" on the admin dashboard.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";

export async function recordActivity(db: Db, actorId: string | null, action: string, subject: string | null = null): Promise<void> {
  await db.insertInto("activity").values({ id: randomUUID(), actor_id: actorId, action, subject, created_at: nowIso() }).execute();
}
