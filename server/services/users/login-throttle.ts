// Failed sign-ins slow down guessing without letting anyone lock someone else out.
//  - Failures are counted per ACCOUNT (so its username and its e-mail count together; an unknown
//    name counts under the name typed) AND client address. The first `perAddress.max` cost nothing;
//    after that each attempt from that address for that account must wait 1 s, 2 s, 4 s … up to
//    5 minutes after the previous failure (429 with Retry-After meanwhile). The owner signing in
//    from another address is never slowed by this.
//  - A ceiling per account over all addresses (`perAccount`) stops slow distributed guessing: once
//    reached, every sign-in to that account answers 429 until the window ends. It is the only way a
//    correct password from a new address is refused.
// Counters live in the rate_limits table like every other limit (shared by all instances).
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { RateLimitRule } from "../../config.ts";
import { tooManyRequests } from "../../errors.ts";
import { clearRateLimit, hitRateLimit, readRateLimit } from "../../rate-limits/hit.ts";

export const LOGIN_DELAY_BASE_MS = 1000;
export const LOGIN_DELAY_MAX_MS = 5 * 60_000;
export const DEFAULT_ACCOUNT_CEILING: RateLimitRule = { max: 100, windowMs: 60 * 60_000 };

export interface LoginThrottleRules {
  perAddress: RateLimitRule;
  perAccount: RateLimitRule;
}

/** Who the attempt is about: the account when the login names one, else the typed name itself. */
export function loginSubject(accountId: string | undefined, typed: string): string {
  return accountId ? `user:${accountId}` : `name:${typed.trim().toLowerCase()}`;
}

const keys = (subject: string, ip: string) => ({
  account: `login-fail:${subject}`,
  address: `login-fail:${subject}@${ip}`,
  wait: `login-wait:${subject}@${ip}`,
});

/** The wait after the n-th failure from one address (0 while n is within the free allowance). */
export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_BASE_MS * 2 ** Math.min(30, failures - freeFailures));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Throws 429 when the account's ceiling is reached or this address must still wait. */
export async function assertLoginAllowed(db: Db, subject: string, ip: string, rules: LoginThrottleRules, now = Date.now()): Promise<void> {
  const k = keys(subject, ip);
  const [account, wait] = await Promise.all([readRateLimit(db, k.account, now), readRateLimit(db, k.wait, now)]);
  if (account.count >= rules.perAccount.max) throw tooManyRequests(seconds(account.ttlMs));
  if (wait.ttlMs > 0) throw tooManyRequests(seconds(wait.ttlMs));
}

/** Counts a failure; answers the wait now imposed on this address (ms, 0 when none). */
export async function recordLoginFailure(db: Db, subject: string, ip: string, rules: LoginThrottleRules, now = Date.now()): Promise<number> {
  const k = keys(subject, ip);
  const [address] = await Promise.all([hitRateLimit(db, k.address, rules.perAddress.windowMs, now), hitRateLimit(db, k.account, rules.perAccount.windowMs, now)]);
  const delay = loginDelayMs(address.count, rules.perAddress.max);
  if (delay > 0) {
    const until = new Date(now + delay).toISOString();
    await db
      .insertInto("rate_limits")
      .values({ key: k.wait, count: address.count, reset_at: until })
      .onConflict((oc) => oc.column("key").doUpdateSet({ count: address.count, reset_at: sql<string>`${until}` }))
      .execute();
  }
  return delay;
}

/** A correct password forgives this address's failures (not the account's ceiling). */
export async function recordLoginSuccess(db: Db, subject: string, ip: string): Promise<void> {
  const k = keys(subject, ip);
  await Promise.all([clearRateLimit(db, k.address), clearRateLimit(db, k.wait)]);
}
