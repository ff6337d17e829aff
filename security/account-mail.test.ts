// Issue 22 (security round 3), "Account e-mail flows": the reported attacks, replayed against the
// app as an attacker would run them. Mail is read from the outbox table (no SMTP here); the route
// suites next to the code check the delivered messages through a real SMTP server. Item 7 (a link
// confirms only on a click) lives in the web app: web/pages/account/EmailLinkPages.test.tsx and
// e2e/account-mail.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../server/test/app.ts";
import { buildUser, signedInUser } from "../server/test/factories.ts";
import { jobRunnerOf } from "../server/jobs/index.ts";
import { createEmailToken } from "../server/services/email/tokens.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const outboxTo = async (address: string) => (await t.db.selectFrom("mail_messages").select(["kind", "text"]).where("to_address", "=", address).execute());
async function settle() {
  for (let i = 0; i < 400; i++) {
    if ((await t.db.selectFrom("jobs").select("id").where("state", "in", ["queued", "running"]).execute()).length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("jobs still open");
}

describe("22.6 account takeover through a pending e-mail change", () => {
  it("a moment of the victim's session cannot start a change", async () => {
    const victim = await signedInUser(t.db, { email: "v6@victim.test" });
    const res = await t.app.inject({ method: "PUT", url: "/api/user/profile", headers: { cookie: victim.cookie }, payload: { email: "me@attacker.test" } });
    expect(res.statusCode).toBe(400);
    expect(await outboxTo("me@attacker.test")).toEqual([]);
  });

  it("the victim's password reset kills a change that was pending; the notice can undo one that happened", async () => {
    const victim = await buildUser(t.db, { email: "v6b@victim.test" });
    const link = await createEmailToken(t.db, victim.id, "change", "me2@attacker.test");
    const undo = await createEmailToken(t.db, victim.id, "cancel", "v6b@victim.test");
    const reset = await createEmailToken(t.db, victim.id, "reset", "v6b@victim.test");
    expect((await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token: reset, password: "victim-new-1", confirmPassword: "victim-new-1" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token: link } })).statusCode).toBe(400);
    const again = await createEmailToken(t.db, victim.id, "change", "me3@attacker.test");
    expect((await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token: again } })).json().email).toBe("me3@attacker.test");
    expect((await t.app.inject({ method: "POST", url: "/api/user/email-change/cancel", payload: { token: undo } })).json().email).toBe("v6b@victim.test");
  });
});

describe("22.8 e-mail flood with attacker-chosen text", () => {
  it("30 changes in a burst send at most 3 confirmations and 3 notices, the name quoted and cut", async () => {
    const name = "URGENT: your bank account is locked, call +1 555 0100 now";
    const a = await signedInUser(t.db, { email: "a8@attacker.test", name });
    const codes = (await Promise.all(Array.from({ length: 30 }, (_, i) => t.app.inject({ method: "PUT", url: "/api/user/profile", headers: { cookie: `${a.cookie}; locale=en` }, payload: { email: `v${i}@victim8.test`, currentPassword: a.user.password } })))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    const sent = await t.db.selectFrom("mail_messages").select("text").where("created_by", "=", a.user.id).execute();
    expect(sent).toHaveLength(6);
    for (const m of sent) expect(m.text).not.toContain("call +1 555 0100 now");
  }, 120_000); // 30 password checks (scrypt)
});

describe("22.9 blocking someone's password resets", () => {
  it("4 requests from an attacker leave the victim's own request answered and mailed", async () => {
    await buildUser(t.db, { email: "v9@victim.test" });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: "POST", url: "/api/password/forgot", remoteAddress: "203.0.113.9", payload: { email: "v9@victim.test" } })).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    expect((await t.app.inject({ method: "POST", url: "/api/password/forgot", remoteAddress: "198.51.100.9", payload: { email: "v9@victim.test" } })).statusCode).toBe(202);
    await settle();
    expect(await outboxTo("v9@victim.test")).toHaveLength(4);
  });
});

describe("22.10 discovering registered addresses", () => {
  it("registration answers 'taken' 5 times per client, then 429 for anything", async () => {
    await buildUser(t.db, { email: "v10@victim.test" });
    const probe = (email: string, n: number) => t.app.inject({ method: "POST", url: "/api/register", remoteAddress: "203.0.113.10", payload: { name: "P", username: `probe_${n}`, email, password: "password-123", confirmPassword: "password-123" } });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await probe("v10@victim.test", i)).statusCode);
    codes.push((await probe("v10@victim.test", 5)).statusCode, (await probe("unknown10@nobody.test", 6)).statusCode);
    expect(codes).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });

  it("forgot-password writes the same rows for a known and an unknown address", async () => {
    await buildUser(t.db, { email: "v10b@victim.test" });
    await settle();
    const runner = jobRunnerOf(t.app)!;
    await runner.stop();
    const rows = async () => Promise.all((["email_tokens", "mail_messages", "jobs"] as const).map(async (table) => (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n));
    try {
      const before = (await rows()).map(Number);
      await t.app.inject({ method: "POST", url: "/api/password/forgot", remoteAddress: "203.0.113.11", payload: { email: "nobody10@nobody.test" } });
      const mid = (await rows()).map(Number);
      await t.app.inject({ method: "POST", url: "/api/password/forgot", remoteAddress: "203.0.113.11", payload: { email: "v10b@victim.test" } });
      const after = (await rows()).map(Number);
      expect([mid[0] - before[0], mid[1] - before[1], mid[2] - before[2]]).toEqual([0, 0, 1]);
      expect([after[0] - mid[0], after[1] - mid[1], after[2] - mid[2]]).toEqual([0, 0, 1]);
    } finally {
      runner.start();
    }
    await settle();
    expect(await outboxTo("v10b@victim.test")).toHaveLength(1);
  });
});
