// Database sessions. The cookie carries a random 32-byte token; the table keeps only its sha256,
// so a leaked database does not hand out live sessions.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";
import type { UsersTable } from "../db/schema.ts";
import { nowIso } from "../db/columns.ts";

export const SESSION_COOKIE = "sid";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Db, userId: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const created = new Date(now).toISOString();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({ id: hashToken(token), user_id: userId, created_at: created, last_seen_at: created, expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The session's user when the token is live and the user is active; otherwise undefined. */
export async function userForSession(db: Db, token: string, now = Date.now()): Promise<(UsersTable & { session_id: string }) | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.id as session_id", "sessions.expires_at", "sessions.last_seen_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.expires_at) <= now) {
    await deleteSession(db, token);
    return undefined;
  }
  if (row.active !== 1) return undefined;
  if (now - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    await db.updateTable("sessions").set({ last_seen_at: nowIso() }).where("id", "=", id).execute();
  }
  const { expires_at: _e, last_seen_at: _l, ...user } = row;
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** Ends every session of a user except, optionally, the one with `keepToken`. */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken) query = query.where("id", "!=", hashToken(keepToken));
  await query.execute();
}

export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso()).execute();
}
