// The sign-in throttle's rules on the counters themselves (issue 37, mutation testing): the route
// tests (login-throttle.test.ts) build an app and hash passwords per test; these drive the module on
// a bare test database at chosen instants, so each boundary (the last free failure, the end of a
// wait, the ceiling) is checked exactly, and so is what a refusal leaves in the table.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/app.ts";
import type { DbHandle } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { assertLoginAllowed, loginDelayMs, loginSubject, recordLoginFailure, recordLoginSuccess, LOGIN_DELAY_MAX_MS, type LoginThrottleRules } from "./login-throttle.ts";

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.destroy());

const FREE = 2;
const CEILING = 5;
const rules: LoginThrottleRules = { perAddress: { max: FREE, windowMs: 15 * 60_000 }, perAccount: { max: CEILING, windowMs: 60 * 60_000 } };
const T0 = Date.parse("2026-11-28T12:00:00.000Z");
const SUBJECT = "user:u-1";

/** The Retry-After (s) of the 429 the check throws, or "allowed". */
async function verdict(ip: string, now: number, subject = SUBJECT): Promise<number | "allowed"> {
  try {
    await assertLoginAllowed(handle.db, subject, ip, rules, now);
    return "allowed";
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(429);
    return Number((err as HttpError).headers["retry-after"]);
  }
}

const rows = async () =>
  Object.fromEntries((await handle.db.selectFrom("rate_limits").select(["key", "count", "reset_at"]).orderBy("key").execute()).map((r) => [r.key, { count: Number(r.count), reset_at: r.reset_at }]));

describe("who an attempt is about", () => {
  it("an account by its id; an unknown name by the name typed, trimmed and in lower case", () => {
    expect(loginSubject("u-9", " Whatever ")).toBe("user:u-9");
    expect(loginSubject(undefined, "  Sara.Ahmad ")).toBe("name:sara.ahmad");
    expect(loginSubject("", "Sara")).toBe("name:sara");
  });
});

describe("the wait after each failure from one address", () => {
  it("free failures impose no wait and write none; the next one waits exactly 1 s, then 2 s", async () => {
    expect(await recordLoginFailure(handle.db, SUBJECT, "10.1.0.1", rules, T0)).toBe(0);
    expect(await verdict("10.1.0.1", T0)).toBe("allowed");
    expect(Object.keys(await rows()).filter((k) => k.startsWith("login-wait:"))).toEqual([]);

    expect(await recordLoginFailure(handle.db, SUBJECT, "10.1.0.1", rules, T0 + 10)).toBe(1000);
    expect(await verdict("10.1.0.1", T0 + 10)).toBe(1);
    expect(await verdict("10.1.0.1", T0 + 1009)).toBe(1);
    expect(await verdict("10.1.0.1", T0 + 1010)).toBe("allowed");

    // the wait row already exists: the next failure moves it on (2 s from this failure)
    expect(await recordLoginFailure(handle.db, SUBJECT, "10.1.0.1", rules, T0 + 5000)).toBe(2000);
    expect((await rows())[`login-wait:${SUBJECT}@10.1.0.1`]).toEqual({ count: 3, reset_at: new Date(T0 + 7000).toISOString() });
    expect(await verdict("10.1.0.1", T0 + 5001)).toBe(2); // 1999 ms: rounded up, not down
    expect(await verdict("10.1.0.1", T0 + 6500)).toBe(1); // 500 ms: at least 1 s, never 0
    expect(await verdict("10.1.0.1", T0 + 7000)).toBe("allowed");
    // another address is not slowed by this one's failures
    expect(await verdict("10.1.0.2", T0 + 5001)).toBe("allowed");
  });

  it("doubles up to five minutes and stays there", () => {
    expect([0, 1, 2, 3, 4].map((n) => loginDelayMs(n, FREE))).toEqual([0, 0, 1000, 2000, 4000]);
    expect(loginDelayMs(FREE + 8, FREE)).toBe(256_000);
    expect(loginDelayMs(FREE + 9, FREE)).toBe(LOGIN_DELAY_MAX_MS);
    expect(loginDelayMs(FREE + 5000, FREE)).toBe(LOGIN_DELAY_MAX_MS);
  });
});

describe("the ceiling per account", () => {
  it("refuses every address once reached, exactly at the ceiling, until the account's window ends", async () => {
    for (let i = 0; i < CEILING - 1; i++) await recordLoginFailure(handle.db, SUBJECT, `10.2.0.${i + 1}`, rules, T0);
    expect(await verdict("10.2.1.1", T0)).toBe("allowed"); // one below the ceiling
    await recordLoginFailure(handle.db, SUBJECT, "10.2.0.99", rules, T0);
    expect(await verdict("10.2.1.1", T0)).toBe(3600);
    expect(await verdict("10.2.1.1", T0 + 60 * 60_000 - 1500)).toBe(2);
    expect(await verdict("10.2.1.1", T0 + 60 * 60_000)).toBe("allowed");
    // another account is not affected
    expect(await verdict("10.2.1.1", T0, "user:u-2")).toBe("allowed");
  });
});

describe("a correct password", () => {
  it("forgives this address's failures and wait, not the account's count nor another address's", async () => {
    for (let i = 0; i < FREE + 1; i++) await recordLoginFailure(handle.db, SUBJECT, "10.3.0.1", rules, T0);
    await recordLoginFailure(handle.db, SUBJECT, "10.3.0.2", rules, T0);
    await recordLoginSuccess(handle.db, SUBJECT, "10.3.0.1");
    expect(await verdict("10.3.0.1", T0)).toBe("allowed");
    const left = await rows();
    expect(Object.keys(left)).toEqual([`login-fail:${SUBJECT}`, `login-fail:${SUBJECT}@10.3.0.2`]);
    expect(left[`login-fail:${SUBJECT}`].count).toBe(FREE + 2);
    // the forgiven address starts again from its free failures
    expect(await recordLoginFailure(handle.db, SUBJECT, "10.3.0.1", rules, T0)).toBe(0);
  });
});
