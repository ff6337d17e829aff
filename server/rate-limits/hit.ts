// Fixed-window counters in the rate_limits table, shared by every server instance.
// One atomic upsert per hit: a new window starts when the stored one has ended.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";

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

export interface HitBatchEntry {
  key: string;
  /** hits to add (0: only read the current window) */
  add: number;
  windowMs: number;
}

/**
 * Adds several keys' hits in one statement (one multi-row upsert), answering each key's window
 * after the write. Used by the in-memory counters (server/http/rate-limit-counters.ts) to flush.
 * Keys must be distinct (PostgreSQL refuses to update one row twice in a statement).
 */
export async function addRateLimitHits(db: Db, entries: HitBatchEntry[], now = Date.now()): Promise<Map<string, Hit>> {
  const out = new Map<string, Hit>();
  if (entries.length === 0) return out;
  const nowIso = new Date(now).toISOString();
  const rows = await db
    .insertInto("rate_limits")
    .values(entries.map((e) => ({ key: e.key, count: e.add, reset_at: new Date(now + e.windowMs).toISOString() })))
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then excluded.count else rate_limits.count + excluded.count end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["key", "count", "reset_at"])
    .execute();
  for (const row of rows) out.set(row.key, { count: Number(row.count), ttlMs: Math.max(0, Date.parse(row.reset_at) - now) });
  return out;
}

/** Current windows of several keys without counting (absent or ended: count 0, ttl 0). */
export async function readRateLimits(db: Db, keys: string[], now = Date.now()): Promise<Map<string, Hit>> {
  const out = new Map<string, Hit>(keys.map((k) => [k, { count: 0, ttlMs: 0 }]));
  if (keys.length === 0) return out;
  const rows = await db.selectFrom("rate_limits").select(["key", "count", "reset_at"]).where("key", "in", keys).execute();
  for (const row of rows) {
    const ttlMs = Date.parse(row.reset_at) - now;
    if (ttlMs > 0) out.set(row.key, { count: Number(row.count), ttlMs });
  }
  return out;
}
