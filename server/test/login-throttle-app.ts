// A test app whose sign-in throttle is the one under test: FREE failures per username, CEILING per
// account; every other limit out of the way. With the sign-in call and a way to let a wait pass.
import { buildTestApp, type TestApp } from "./app.ts";

export function buildThrottledApp(free: number, ceiling: number): Promise<TestApp> {
  const big = { max: 1000, windowMs: 60_000 };
  return buildTestApp({
    rateLimits: {
      loginPerIp: big, register: big, clientErrors: big, uploads: big,
      loginFailuresPerUsername: { max: free, windowMs: 15 * 60_000 },
      loginFailuresPerAccount: { max: ceiling, windowMs: 60 * 60_000 },
    },
  });
}

export const loginAttempt = (t: TestApp, username: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/login", remoteAddress: ip, payload: { username, password } });

/** As if the current wait had passed: the wait rows are dropped (counts stay). */
export const letLoginWaitPass = (t: TestApp) => t.db.deleteFrom("rate_limits").where("key", "like", "login-wait:%").execute();
