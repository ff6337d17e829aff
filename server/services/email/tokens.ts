// Single-use link tokens (verify an address, reset a password, confirm a new address). The link
// carries 32 random bytes; the database keeps only their SHA-256, so a leaked table opens nothing.
// Using a token is one conditional UPDATE: of two concurrent uses only one succeeds.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { EmailTokensTable } from "../../db/schema.ts";
import { nowIso } from "../../db/columns.ts";

export type TokenPurpose = EmailTokensTable["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3600_000,
  change: 24 * 3600_000,
  reset: 30 * 60_000,
  // "this wasn't me" in the notice to the old address: it must outlive the change it undoes.
  cancel: 7 * 24 * 3600_000,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A new token; earlier unused tokens of the same purpose for this user stop working — except
 * "cancel" links: a later change must not disarm the notice an earlier one sent to the old address.
 */
export async function createEmailToken(db: Db, userId: string, purpose: TokenPurpose, email: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  if (purpose !== "cancel") await endEmailTokens(db, userId, [purpose]);
  await db
    .insertInto("email_tokens")
    .values({ token_hash: hashOf(token), user_id: userId, purpose, email, expires_at: new Date(now + TOKEN_TTL_MS[purpose]).toISOString(), used_at: null, created_at: new Date(now).toISOString() })
    .execute();
  return token;
}

/** Marks the token used and answers its row; undefined when unknown, expired, used or of another purpose. */
export async function consumeEmailToken(db: Db, token: string, purposes: TokenPurpose[]): Promise<EmailTokensTable | undefined> {
  const hash = hashOf(token);
  const now = nowIso();
  const result = await db
    .updateTable("email_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hash)
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom("email_tokens").selectAll().where("token_hash", "=", hash).executeTakeFirst();
}

/** Unused links of these purposes stop working (a new password ends pending address changes). */
export async function endEmailTokens(db: Db, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db.deleteFrom("email_tokens").where("user_id", "=", userId).where("purpose", "in", purposes).where("used_at", "is", null).execute();
}
