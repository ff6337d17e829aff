// c_nonces for proof-of-possession JWTs (OpenID4VCI 1.0 §7). A nonce is signed, not stored: it is
// `<expiry ms, base 36>.<128 random bits>.<HMAC with the server secret>`, so handing one out (the
// public, unauthenticated nonce endpoint) writes no row — any number of callers from any number of
// addresses cannot grow a table (security round 4, L8). Single use is kept by recording a nonce only
// when a credential request spends it (which needs a valid access token, so those rows are bounded
// by the offers); the spent rows are pruned once they expire. Every instance shares the secret and
// the table, so a nonce from one instance is spent on another.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/index.ts";
import { sha256 } from "./offers.ts";

export const NONCE_TTL_S = 300;
/** Per client address (@fastify/rate-limit over the rate_limits table): a wallet asks once per credential. */
export const NONCE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(`oid4vci-nonce:${body}`).digest("base64url");

export function createNonce(secret: string, now = new Date()): string {
  const body = `${(now.getTime() + NONCE_TTL_S * 1000).toString(36)}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${mac(secret, body)}`;
}

/** The nonce's expiry when we signed it and it has not expired; else null. */
function signedExpiry(secret: string, nonce: string, now: Date): Date | null {
  const parts = nonce.split(".");
  if (parts.length !== 3) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2]);
  const wanted = Buffer.from(mac(secret, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  const expires = parseInt(parts[0], 36);
  if (!Number.isSafeInteger(expires) || expires <= now.getTime()) return null;
  return new Date(expires);
}

/** Uses a c_nonce up: true only for a nonce we signed, unexpired and not used before. */
export async function consumeNonce(db: Db, secret: string, nonce: string, now = new Date()): Promise<boolean> {
  const expires = signedExpiry(secret, nonce, now);
  if (!expires) return false;
  await db.deleteFrom("oid4vci_nonces").where("expires_at", "<", now.toISOString()).execute();
  const spent = await db
    .insertInto("oid4vci_nonces")
    .values({ nonce_hash: sha256(nonce), expires_at: expires.toISOString(), used_at: now.toISOString() })
    .onConflict((oc) => oc.column("nonce_hash").doNothing())
    .executeTakeFirst();
  return Number(spent.numInsertedOrUpdatedRows ?? 0n) === 1;
}
