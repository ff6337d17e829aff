// Credential offers with a pre-authorized code (OpenID4VCI 1.0 §4.1, §6.1). The code travels in the
// QR code; the 6-digit PIN (tx_code) is shown next to it on the recipient's page only, so a
// photographed QR alone redeems nothing. A code is single-use, lives 10 minutes, and dies after
// MAX_ATTEMPTS redemptions (each wrong PIN spends one), so the PIN cannot be guessed.
import { createHash, createHmac, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Db } from "../db/index.ts";

export const OFFER_TTL_MS = 10 * 60_000;
export const ACCESS_TOKEN_TTL_S = 300;
export const MAX_ATTEMPTS = 5;
export const PIN_LENGTH = 6;
export const PRE_AUTHORIZED_GRANT = "urn:ietf:params:oauth:grant-type:pre-authorized_code";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const pinHash = (secret: string, offerId: string, pin: string) => createHmac("sha256", secret).update(`oid4vci-pin:${offerId}:${pin}`).digest("hex");

export interface CreatedOffer {
  id: string;
  preAuthorizedCode: string;
  pin: string;
  expiresAt: string;
}

/**
 * The code is derived from the offer's random id with the server secret, so the offer can be served by
 * reference (a short QR code: GET /oid4vci/offers/{id}) while the database keeps only its hash.
 */
export function preAuthorizedCodeFor(secret: string, offerId: string): string {
  return createHmac("sha256", secret).update(`oid4vci-code:${offerId}`).digest("base64url");
}

export async function createOffer(db: Db, secret: string, certificateId: string, now = new Date()): Promise<CreatedOffer> {
  const id = randomUUID();
  const preAuthorizedCode = preAuthorizedCodeFor(secret, id);
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MS).toISOString();
  await db
    .insertInto("oid4vci_offers")
    .values({
      id,
      certificate_id: certificateId,
      code_hash: sha256(preAuthorizedCode),
      tx_code_hash: pinHash(secret, id, pin),
      failed_attempts: 0,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
      access_token_hash: null,
      access_expires_at: null,
      issued_at: null,
      holder_id: null,
    })
    .execute();
  // Old offers are kept only as long as they can matter.
  await db.deleteFrom("oid4vci_offers").where("expires_at", "<", new Date(now.getTime() - 24 * 3600_000).toISOString()).execute();
  return { id, preAuthorizedCode, pin, expiresAt };
}

export type RedeemResult = { ok: true; accessToken: string; offerId: string } | { ok: false; error: "invalid_grant" | "invalid_request"; description: string };

/** Token endpoint: exchanges code + PIN for a one-use access token. */
export async function redeemPreAuthorizedCode(db: Db, secret: string, code: string, pin: string | undefined, now = new Date()): Promise<RedeemResult> {
  const row = await db.selectFrom("oid4vci_offers").selectAll().where("code_hash", "=", sha256(code)).executeTakeFirst();
  if (!row) return { ok: false, error: "invalid_grant", description: "unknown pre-authorized code" };
  if (row.used_at) return { ok: false, error: "invalid_grant", description: "pre-authorized code already used" };
  if (row.expires_at <= now.toISOString()) return { ok: false, error: "invalid_grant", description: "pre-authorized code expired" };
  if (pin === undefined || pin === "") return { ok: false, error: "invalid_request", description: "tx_code is required" };
  // Spend an attempt first, atomically: concurrent guesses cannot exceed MAX_ATTEMPTS.
  const spent = await db
    .updateTable("oid4vci_offers")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", row.id)
    .where("failed_attempts", "<", MAX_ATTEMPTS)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { ok: false, error: "invalid_grant", description: "too many attempts: ask for a new offer" };
  if (pinHash(secret, row.id, pin) !== row.tx_code_hash) return { ok: false, error: "invalid_grant", description: "wrong tx_code" };
  const accessToken = randomBytes(32).toString("base64url");
  const used = await db
    .updateTable("oid4vci_offers")
    .set({ used_at: now.toISOString(), access_token_hash: sha256(accessToken), access_expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000).toISOString() })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { ok: false, error: "invalid_grant", description: "pre-authorized code already used" };
  return { ok: true, accessToken, offerId: row.id };
}

/** An offer that can still be redeemed (for GET /oid4vci/offers/{id}). */
export async function openOffer(db: Db, id: string, now = new Date()) {
  const row = await db.selectFrom("oid4vci_offers").select(["id", "expires_at", "used_at", "failed_attempts"]).where("id", "=", id).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= now.toISOString() || row.failed_attempts >= MAX_ATTEMPTS) return undefined;
  return row;
}

/** The offer an access token opens, if it is valid and has not issued yet. */
export async function offerForAccessToken(db: Db, accessToken: string, now = new Date()) {
  const row = await db.selectFrom("oid4vci_offers").selectAll().where("access_token_hash", "=", sha256(accessToken)).executeTakeFirst();
  if (!row || !row.access_expires_at || row.access_expires_at <= now.toISOString() || row.issued_at) return undefined;
  return row;
}

/** Marks the offer as issued (once): answers false when another request issued first. */
export async function markIssued(db: Db, offerId: string, holderId: string, now = new Date()): Promise<boolean> {
  const r = await db.updateTable("oid4vci_offers").set({ issued_at: now.toISOString(), holder_id: holderId }).where("id", "=", offerId).where("issued_at", "is", null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
