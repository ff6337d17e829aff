// Limits of the account e-mail flows (issue 22, "Account e-mail flows"). Every counter is a row of
// rate_limits written with one atomic upsert (hitRateLimit), so all instances share it exactly —
// these limits decide whether mail leaves the site, so they do not use the batched in-memory counters.
import type { RateLimitRule } from "../../config.ts";
import type { Db } from "../../db/index.ts";
import { tooManyRequests } from "../../errors.ts";
import { hitRateLimit, readRateLimit } from "../../rate-limits/hit.ts";

const HOUR = 60 * 60_000;

/** E-mail changes one account may ask for (each sends a confirmation and a notice). */
export const EMAIL_CHANGE_PER_ACCOUNT: RateLimitRule = { max: 3, windowMs: HOUR };
/** Confirmation links one target address may receive from all accounts together. */
export const EMAIL_CHANGE_PER_TARGET: RateLimitRule = { max: 3, windowMs: 24 * HOUR };
/** Wrong current passwords on an e-mail change before the account must wait (a stolen session must not guess it). */
export const EMAIL_CHANGE_PASSWORD_FAILURES: RateLimitRule = { max: 5, windowMs: 15 * 60_000 };

/** Reset requests one client may make for one address; beyond it that client gets 429, nobody else. */
export const RESET_PER_CLIENT_AND_ADDRESS: RateLimitRule = { max: 3, windowMs: HOUR };
/** Reset e-mails one address receives from all clients together; beyond it requests are answered 202 and not sent. */
export const RESET_PER_ADDRESS: RateLimitRule = { max: 10, windowMs: HOUR };

/** Registrations one client may get answered "already taken" (username or e-mail) before every registration from it waits. */
export const REGISTER_TAKEN_PER_CLIENT: RateLimitRule = { max: 5, windowMs: HOUR };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts a hit; throws 429 (Retry-After = rest of the window) once the rule's max is passed. */
export async function spendOrThrow(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const hit = await hitRateLimit(db, key, rule.windowMs);
  if (hit.count > rule.max) throw tooManyRequests(seconds(hit.ttlMs));
}

/** Throws 429 when the rule's max is already reached, without counting. */
export async function assertUnder(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const current = await readRateLimit(db, key);
  if (current.count >= rule.max) throw tooManyRequests(seconds(current.ttlMs));
}

/** Counts a hit; answers whether it is still within the rule. */
export async function spend(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await hitRateLimit(db, key, rule.windowMs)).count <= rule.max;
}

export const limitKeys = {
  changeAccount: (userId: string) => `email-change:user:${userId}`,
  changeTarget: (address: string) => `email-change:to:${address.toLowerCase()}`,
  changePassword: (userId: string) => `email-change:pw-fail:${userId}`,
  resetClient: (address: string, ip: string) => `reset:addr:${address.toLowerCase()}@${ip}`,
  resetAddress: (address: string) => `reset:addr:${address.toLowerCase()}`,
  registerTaken: (ip: string) => `register:taken:${ip}`,
};
