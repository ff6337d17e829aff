// Issue 14 §4: failures keyed on account + address, growing delays instead of a lockout, and a
// per-account ceiling against slow distributed guessing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { buildThrottledApp, letLoginWaitPass, loginAttempt } from "../../test/login-throttle-app.ts";
import { buildUser } from "../../test/factories.ts";
import { LOGIN_DELAY_MAX_MS, loginDelayMs } from "./login-throttle.ts";

let t: TestApp;
const FREE = 3;
const CEILING = 8;
beforeEach(async () => {
  t = await buildThrottledApp(FREE, CEILING);
});
afterEach(() => t.close());

const attempt = (username: string, password: string, ip: string) => loginAttempt(t, username, password, ip);
const letWaitPass = () => letLoginWaitPass(t);

describe("sign-in throttling", () => {
  it("never blocks the owner's correct password from another address", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < CEILING - 1; i++) {
      await attempt(user.username, "wrong-password", "10.4.0.66");
      await letWaitPass();
    }
    expect((await attempt(user.username, user.password, "10.4.0.1")).statusCode).toBe(200);
  });

  it("counts the username and the e-mail of one account together", async () => {
    const user = await buildUser(t.db);
    expect((await attempt(user.username, "wrong-1", "10.4.1.1")).statusCode).toBe(401);
    expect((await attempt(user.email.toUpperCase(), "wrong-2", "10.4.1.1")).statusCode).toBe(401);
    expect((await attempt(` ${user.username.toUpperCase()}`, "wrong-3", "10.4.1.1")).statusCode).toBe(401);
    const slowed = await attempt(user.email, user.password, "10.4.1.1");
    expect(slowed.statusCode).toBe(429);
  });

  it("slows down with a growing delay rather than blocking", async () => {
    const user = await buildUser(t.db);
    const ip = "10.4.2.1";
    const waits: number[] = [];
    for (let n = 1; n <= FREE + 3; n++) {
      expect((await attempt(user.username, "wrong-password", ip)).statusCode).toBe(401);
      const retry = await attempt(user.username, "wrong-password", ip);
      if (n < FREE) {
        // the retry was a failure too
        expect(retry.statusCode).toBe(401);
        n++;
        continue;
      }
      expect(retry.statusCode).toBe(429);
      waits.push(Number(retry.headers["retry-after"]));
      await letWaitPass();
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // once the wait has passed the right password works from that same address
    expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
  });

  it("keeps a ceiling per account over all addresses (then 429 for everyone until the window ends)", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < CEILING; i++) expect((await attempt(user.username, "wrong-password", `10.4.3.${i + 1}`)).statusCode).toBe(401);
    const fresh = await attempt(user.username, user.password, "10.4.3.200");
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers["retry-after"])).toBeGreaterThan(60);
    // other accounts are not affected
    const other = await buildUser(t.db);
    expect((await attempt(other.username, other.password, "10.4.3.1")).statusCode).toBe(200);
  });

  it("a success forgives that address but not the account's ceiling", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < FREE - 1; i++) await attempt(user.username, "wrong-password", "10.4.4.1");
    expect((await attempt(user.username, user.password, "10.4.4.1")).statusCode).toBe(200);
    const rows = await t.db.selectFrom("rate_limits").select(["key", "count"]).where("key", "like", "login-fail:%").execute();
    expect(rows).toEqual([{ key: `login-fail:user:${user.id}`, count: FREE - 1 }]);
  });

  it("unknown names are throttled the same way (no hint that the account does not exist)", async () => {
    for (let i = 0; i < FREE; i++) expect((await attempt("nobody-here", "wrong-password", "10.4.5.1")).statusCode).toBe(401);
    expect((await attempt("nobody-here", "wrong-password", "10.4.5.1")).statusCode).toBe(429);
  });

  it("delay schedule: free allowance, then doubling up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => loginDelayMs(n, 3))).toEqual([0, 0, 1000, 2000, 4000, 8000]);
    expect(loginDelayMs(1000, 3)).toBe(LOGIN_DELAY_MAX_MS);
  });
});
