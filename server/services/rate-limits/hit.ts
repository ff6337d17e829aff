// Fixed-window counters in the rate_limits table, shared by every server instance.
// One atomic upsert per hit: a new window starts when the stored one has ended.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

export interface Hit {
  count: number;
  /** ms until the window ends */
  ttlMs: number;
}

export async function hitRateLimit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Hit> {
  const nowIso = new Date(now).toISOString();
  const resetIso = new Date(now + windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetIso} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), ttlMs: Math.max(0, Date.parse(row.reset_at) - now) };
}

/** Current window without counting (count 0 when none is running). */
export async function readRateLimit(db: Db, key: string, now = Date.now()): Promise<Hit> {
  const row = await db.selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst();
  if (!row || Date.parse(row.reset_at) <= now) return { count: 0, ttlMs: 0 };
  return { count: Number(row.count), ttlMs: Date.parse(row.reset_at) - now };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Drops ended windows; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom("rate_limits").where("reset_at", "<=", new Date(now).toISOString()).execute();
}
