// Issue 37 item 3: a refused (throttled) sign-in must cost no password hashing. The 429 and its
// Retry-After were tested; with the check moved after authenticate() they stayed right while every
// refused attempt still ran scrypt (~95 ms of CPU each). Here the hashing itself is counted, and the
// CPU a burst of refused attempts uses is measured.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { buildThrottledApp, letLoginWaitPass, loginAttempt } from "../../test/login-throttle-app.ts";
import { buildUser } from "../../test/factories.ts";

const hashing = vi.hoisted(() => ({ verifications: 0 }));
vi.mock("./password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./password.ts")>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      hashing.verifications++;
      return original.verifyPassword(password, stored);
    },
  };
});

let t: TestApp;
const FREE = 3;
const CEILING = 12;
/** Failures from one address after which its wait is minutes, not seconds (this machine is slow). */
const SLOWED = FREE + 6; // a 64 s wait
const REFUSED = 50;
beforeEach(async () => {
  t = await buildThrottledApp(FREE, CEILING);
});
afterEach(() => t.close());

const attempt = (username: string, password: string, ip: string) => loginAttempt(t, username, password, ip);
const letWaitPass = () => letLoginWaitPass(t);

/** Runs `REFUSED` attempts that must all be refused; answers the hashes and CPU ms they cost. */
async function refusedBurst(username: string, password: string, ip: (i: number) => string) {
  const before = hashing.verifications;
  const cpu = process.cpuUsage();
  for (let i = 0; i < REFUSED; i++) expect((await attempt(username, password, ip(i))).statusCode).toBe(429);
  const used = process.cpuUsage(cpu);
  return { hashes: hashing.verifications - before, cpuMsPerAttempt: (used.user + used.system) / 1000 / REFUSED };
}

// scrypt on a busy machine (PostgreSQL too) takes its time: each test hashes up to CEILING times
describe("a throttled sign-in does no password hashing", { timeout: 90_000 }, () => {
  it("slowed address: the wrong and the right password are refused without a hash", async () => {
    const user = await buildUser(t.db);
    const ip = "10.7.0.1";
    for (let i = 0; i < SLOWED; i++) {
      expect((await attempt(user.username, "wrong-password", ip)).statusCode).toBe(401);
      if (i < SLOWED - 1) await letWaitPass();
    }
    // a baseline in this run: what one checked attempt costs (scrypt, tens of ms of CPU)
    const checkedCpu = process.cpuUsage();
    expect((await attempt(user.username, "wrong-again", "10.7.0.2")).statusCode).toBe(401);
    const checked = process.cpuUsage(checkedCpu);
    const checkedMs = (checked.user + checked.system) / 1000;

    const wrong = await refusedBurst(user.username, "wrong-password", () => ip);
    const right = await refusedBurst(user.username, user.password, () => ip);
    expect(wrong.hashes).toBe(0);
    expect(right.hashes).toBe(0);
    // the effect: a refused attempt costs a small part of a checked one
    expect(wrong.cpuMsPerAttempt).toBeLessThan(checkedMs / 3);
  });

  it("account ceiling: refused from every address without a hash", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < CEILING; i++) expect((await attempt(user.username, "wrong-password", `10.7.1.${i + 1}`)).statusCode).toBe(401);
    const burst = await refusedBurst(user.username, user.password, (i) => `10.7.2.${i + 1}`);
    expect(burst.hashes).toBe(0);
  });

  it("unknown name: refused without hashing against the dummy hash either", async () => {
    for (let i = 0; i < SLOWED; i++) {
      expect((await attempt("nobody-at-all", "wrong-password", "10.7.3.1")).statusCode).toBe(401);
      if (i < SLOWED - 1) await letWaitPass();
    }
    expect(hashing.verifications).toBeGreaterThanOrEqual(SLOWED);
    const burst = await refusedBurst("nobody-at-all", "wrong-password", () => "10.7.3.1");
    expect(burst.hashes).toBe(0);
  });
});
