// Issue 22, "Account e-mail flows" 9 and 10, with a real SMTP server on loopback: strangers asking
// for someone's resets cannot lock the owner out (limits per client and address; a per-address
// ceiling that drops mail silently and never for the owner's known device), and the request does
// the same work whether or not the address has an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../../../test/app.ts";
import { buildUser } from "../../../test/factories.ts";
import { type TestSmtp } from "../../../test/smtp.ts";
import { buildTestAppWithSmtp } from "../../../test/mail-app.ts";
import { mailsTo, nthMailTo, tokenIn } from "../../../test/mail-inbox.ts";
import { jobRunnerOf } from "../../../jobs/index.ts";
import { RESET_JOB_TYPE } from "../../../jobs/reset-request.ts";
import { RESET_PER_ADDRESS, RESET_PER_CLIENT_AND_ADDRESS } from "../../../services/email/account-limits.ts";
import { KNOWN_DEVICE_COOKIE } from "../../../sessions/known-device.ts";

let smtp: TestSmtp;
let t: TestApp & { smtp: TestSmtp };

beforeAll(async () => {
  t = await buildTestAppWithSmtp({ retryBaseMs: 50, perDomainPerSecond: 500, from: "no-reply@bitaqa.test" });
  smtp = t.smtp;
});
afterAll(() => t?.close());

const forgot = (email: string, remoteAddress: string, cookie = "locale=en") =>
  t.app.inject({ method: "POST", url: "/api/password/forgot", remoteAddress, headers: { cookie }, payload: { email } });

/** Waits until every reset request is handled and every queued message has left. */
async function settle() {
  const until = Date.now() + 20_000;
  for (;;) {
    const open = await t.db.selectFrom("jobs").select("id").where("state", "in", ["queued", "running"]).execute();
    if (open.length === 0) return;
    if (Date.now() > until) throw new Error(`${open.length} jobs still open`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Row counts of the tables a reset request could touch. */
async function snapshot() {
  const count = async (table: "email_tokens" | "mail_messages" | "users" | "sessions") => (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
  const jobs = await t.db.selectFrom("jobs").select(["type"]).execute();
  return {
    tokens: Number(await count("email_tokens")),
    messages: Number(await count("mail_messages")),
    users: Number(await count("users")),
    sessions: Number(await count("sessions")),
    resetJobs: jobs.filter((j) => j.type === RESET_JOB_TYPE).length,
    otherJobs: jobs.filter((j) => j.type !== RESET_JOB_TYPE).length,
  };
}

describe("forgot password: nobody can lock the owner out (22.9)", () => {
  it("a stranger's requests for an address limit that stranger only", async () => {
    await buildUser(t.db, { email: "owner1@mail.test" });
    const codes = [];
    for (let i = 0; i <= RESET_PER_CLIENT_AND_ADDRESS.max; i++) codes.push((await forgot("owner1@mail.test", "10.9.0.1")).statusCode);
    expect(codes).toEqual([...Array(RESET_PER_CLIENT_AND_ADDRESS.max).fill(202), 429]);
    // The owner, from their own address, gets an answer and a working link: a mail is sent for the
    // request, and the newest link in the inbox works (each new link ends the earlier ones). Reset
    // requests run concurrently (JOB_CONCURRENCY), so the mails may arrive in any order: every link
    // in the inbox is tried, and exactly one opens.
    expect((await forgot("owner1@mail.test", "10.9.0.2")).statusCode).toBe(202);
    await nthMailTo(smtp, "owner1@mail.test", RESET_PER_CLIENT_AND_ADDRESS.max + 1);
    await settle();
    const inbox = mailsTo(smtp, "owner1@mail.test");
    expect(inbox).toHaveLength(RESET_PER_CLIENT_AND_ADDRESS.max + 1);
    const answers = [];
    for (const mail of inbox) {
      const reset = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token: tokenIn(mail, "/reset-password"), password: "owner-new-pass-1", confirmPassword: "owner-new-pass-1" } });
      answers.push(reset.statusCode);
    }
    expect(answers.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((code) => code !== 200).every((code) => code === 400)).toBe(true);
  });

  it("drops mail over the per-address ceiling silently (still 202), but never for the owner's known device", async () => {
    const owner = await buildUser(t.db, { email: "owner2@mail.test", password: "owner-pass-22" });
    const signIn = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.1.1", payload: { username: owner.username, password: "owner-pass-22" } });
    const device = [signIn.headers["set-cookie"]].flat().find((c) => c?.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/password/);
    const deviceCookie = String(device).split(";")[0];

    for (let i = 0; i < RESET_PER_ADDRESS.max; i++) expect((await forgot("owner2@mail.test", `10.9.2.${i + 1}`)).statusCode).toBe(202);
    await settle();
    expect(mailsTo(smtp, "owner2@mail.test")).toHaveLength(RESET_PER_ADDRESS.max);
    // Over the ceiling: the same answer, no mail — also for a forged device cookie.
    expect((await forgot("owner2@mail.test", "10.9.3.1")).statusCode).toBe(202);
    expect((await forgot("owner2@mail.test", "10.9.3.2", `${KNOWN_DEVICE_COOKIE}=${owner.id}.forged`)).statusCode).toBe(202);
    await settle();
    expect(mailsTo(smtp, "owner2@mail.test")).toHaveLength(RESET_PER_ADDRESS.max);
    // The browser that signed in to the account before still gets its link.
    expect((await forgot("owner2@mail.test", "10.9.1.1", `${deviceCookie}; locale=en`)).statusCode).toBe(202);
    await nthMailTo(smtp, "owner2@mail.test", RESET_PER_ADDRESS.max + 1);
  });
});

describe("forgot password: the same work for every address (22.10)", () => {
  it("stores one job and nothing else, known address or not; the job mails, then forgets the address", async () => {
    await buildUser(t.db, { email: "same@mail.test" });
    await settle();
    const runner = jobRunnerOf(t.app)!;
    await runner.stop();
    try {
      const start = await snapshot();
      expect((await forgot("nobody-here@mail.test", "10.10.0.1")).statusCode).toBe(202);
      const afterUnknown = await snapshot();
      const known = await forgot("Same@Mail.test", "10.10.0.2");
      const afterKnown = await snapshot();
      expect(known.statusCode).toBe(202);
      expect(afterUnknown).toEqual({ ...start, resetJobs: start.resetJobs + 1 });
      expect(afterKnown).toEqual({ ...afterUnknown, resetJobs: afterUnknown.resetJobs + 1 });
    } finally {
      runner.start();
    }
    await settle();
    await nthMailTo(smtp, "same@mail.test");
    expect(mailsTo(smtp, "nobody-here@mail.test")).toHaveLength(0);
    const payloads = await t.db.selectFrom("jobs").select("payload").where("type", "=", RESET_JOB_TYPE).execute();
    expect(payloads.map((p) => p.payload)).not.toContainEqual(expect.stringContaining("@"));
  });
});
