// Issue 22, "Account e-mail flows" 6 and 8, through the real routes and a real SMTP server on
// loopback: an address change needs the current password, dies with a password reset or change,
// can be cancelled (or undone) from the notice to the old address, and is limited per account and
// per target address; names in the messages are quoted and cut.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../../../../test/app.ts";
import { signedInUser } from "../../../../test/factories.ts";
import { type TestSmtp } from "../../../../test/smtp.ts";
import { buildTestAppWithSmtp } from "../../../../test/mail-app.ts";
import { mailsTo, nthMailTo, tokenIn } from "../../../../test/mail-inbox.ts";
import { EMAIL_CHANGE_PASSWORD_FAILURES, EMAIL_CHANGE_PER_ACCOUNT, EMAIL_CHANGE_PER_TARGET } from "../../../../services/email/account-limits.ts";
import { MAIL_NAME_MAX } from "../../../../services/email/account-mail.ts";

let smtp: TestSmtp;
let t: TestApp & { smtp: TestSmtp };

beforeAll(async () => {
  t = await buildTestAppWithSmtp({ retryBaseMs: 50, perDomainPerSecond: 500, from: "no-reply@bitaqa.test" });
  smtp = t.smtp;
});
afterAll(() => t?.close());

const changeEmail = (cookie: string, payload: object) => t.app.inject({ method: "PUT", url: "/api/user/profile", headers: { cookie: `${cookie}; locale=en` }, payload });
const verify = (token: string) => t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token } });
const cancel = (token: string) => t.app.inject({ method: "POST", url: "/api/user/email-change/cancel", payload: { token } });
const emailOf = async (id: string) => (await t.db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;
const queuedTo = async (address: string) => (await t.db.selectFrom("mail_messages").select("id").where("to_address", "=", address).execute()).length;
const signedIn = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json() !== null;

/** The owner (or someone who has the password) asks for a change; answers the confirmation token. */
async function pendingChange(email: string, target: string) {
  const victim = await signedInUser(t.db, { email });
  const res = await changeEmail(victim.cookie, { email: target, currentPassword: victim.user.password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ email, pendingEmail: target });
  return { ...victim, token: tokenIn(await nthMailTo(smtp, target), "/verify-email") };
}

describe("a pending e-mail change (22.6)", () => {
  it("needs the current password: a moment of someone's session changes nothing and mails nothing", async () => {
    const victim = await signedInUser(t.db, { email: "victim1@mail.test" });
    const none = await changeEmail(victim.cookie, { email: "attacker1@mail.test", name: "Renamed" });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(["currentPassword"]);
    const wrong = await changeEmail(victim.cookie, { email: "attacker1@mail.test", currentPassword: "not-the-password" });
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { currentPassword: "The current password is incorrect" }]);
    expect(await queuedTo("attacker1@mail.test")).toBe(0);
    expect(await t.db.selectFrom("email_tokens").select("purpose").where("user_id", "=", victim.user.id).execute()).toEqual([]);
    const row = await t.db.selectFrom("users").select(["name", "email"]).where("id", "=", victim.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: victim.user.name, email: "victim1@mail.test" });
    // The name, and the same address in other letter cases, still change without the password.
    expect((await changeEmail(victim.cookie, { name: "New Name", email: "Victim1@mail.test" })).json()).toMatchObject({ name: "New Name", email: "Victim1@mail.test" });
  });

  it("ends with the owner's password reset: the old confirmation link no longer works", async () => {
    const { user, token } = await pendingChange("victim2@mail.test", "attacker2@mail.test");
    expect((await t.app.inject({ method: "POST", url: "/api/password/forgot", headers: { cookie: "locale=en" }, payload: { email: "victim2@mail.test" } })).statusCode).toBe(202);
    const reset = tokenIn(await nthMailTo(smtp, "victim2@mail.test", 1, "Reset your password"), "/reset-password");
    const done = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token: reset, password: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" } });
    expect(done.statusCode, done.body).toBe(200);
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBeTruthy();
    expect(await emailOf(user.id)).toBe("victim2@mail.test");
  });

  it("ends with a password change", async () => {
    const { user, cookie, token } = await pendingChange("victim3@mail.test", "attacker3@mail.test");
    const changed = await t.app.inject({ method: "POST", url: "/api/user/change-password", headers: { cookie }, payload: { currentPassword: user.password, newPassword: "brand-new-pass-2", confirmPassword: "brand-new-pass-2" } });
    expect(changed.statusCode).toBe(204);
    expect((await verify(token)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe("victim3@mail.test");
  });

  it("the notice to the old address carries a 'this wasn't me' link: it cancels the change and ends every session", async () => {
    const { user, cookie, token } = await pendingChange("victim4@mail.test", "attacker4@mail.test");
    const notice = await nthMailTo(smtp, "victim4@mail.test", 1, "A change of your account's e-mail address");
    expect(notice.text).toContain("This wasn't me");
    const undo = tokenIn(notice, "/cancel-email-change");
    const res = await cancel(undo);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true, email: "victim4@mail.test" }]);
    expect(await signedIn(cookie)).toBe(false);
    expect((await verify(token)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe("victim4@mail.test");
    expect((await cancel(undo)).statusCode).toBe(400); // once
    expect((await cancel("not-a-token")).json().fields.token).toBeTruthy();
  });

  it("the link undoes a change that already took effect, and a later change does not disarm it", async () => {
    const { user, cookie, token } = await pendingChange("victim5@mail.test", "attacker5@mail.test");
    const undo = tokenIn(await nthMailTo(smtp, "victim5@mail.test", 1, "A change of your account's e-mail address"), "/cancel-email-change");
    expect((await verify(token)).json()).toMatchObject({ email: "attacker5@mail.test", emailVerified: true });
    // Now in control of the address, the other side changes it again (its notice goes to itself).
    expect((await changeEmail(cookie, { email: "attacker5b@mail.test", currentPassword: user.password })).statusCode).toBe(200);
    const theirUndo = tokenIn(await nthMailTo(smtp, "attacker5@mail.test", 1, "A change of your account's e-mail address"), "/cancel-email-change");
    const res = await cancel(undo);
    expect(res.json()).toEqual({ ok: true, email: "victim5@mail.test" });
    expect(await emailOf(user.id)).toBe("victim5@mail.test");
    expect(await signedIn(cookie)).toBe(false);
    const second = tokenIn(await nthMailTo(smtp, "attacker5b@mail.test"), "/verify-email");
    expect((await verify(second)).statusCode).toBe(400);
    // The notice of the later change went to the other side: its link cannot undo the undoing.
    expect((await cancel(theirUndo)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe("victim5@mail.test");
  });
});

describe("limits and names (22.8)", () => {
  it("a burst of 30 changes gets EMAIL_CHANGE_PER_ACCOUNT through; the rest are 429 and mail nothing", async () => {
    const { user, cookie } = await signedInUser(t.db, { email: "burst@mail.test" });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => changeEmail(cookie, { email: `burst${i}@flood.test`, currentPassword: user.password })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(EMAIL_CHANGE_PER_ACCOUNT.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - EMAIL_CHANGE_PER_ACCOUNT.max);
    expect(Number(answers.find((r) => r.statusCode === 429)!.headers["retry-after"])).toBeGreaterThan(3000);
    // One confirmation and one notice per accepted change, nothing else.
    const sent = await t.db.selectFrom("mail_messages").select("to_address").where("created_by", "=", user.id).execute();
    expect(sent).toHaveLength(2 * EMAIL_CHANGE_PER_ACCOUNT.max);
  }, 120_000); // 30 password checks (scrypt) on a shared 2-core machine

  it("limits confirmations to one target address from all accounts together", async () => {
    const codes = [];
    for (let i = 0; i <= EMAIL_CHANGE_PER_TARGET.max; i++) {
      const { user, cookie } = await signedInUser(t.db);
      codes.push((await changeEmail(cookie, { email: "Target@Mail.test", currentPassword: user.password })).statusCode);
    }
    expect(codes).toEqual([...Array(EMAIL_CHANGE_PER_TARGET.max).fill(200), 429]);
    expect(await queuedTo("Target@Mail.test")).toBe(EMAIL_CHANGE_PER_TARGET.max);
  });

  it("stops guessing the password through a stolen session", async () => {
    const { user, cookie } = await signedInUser(t.db, { email: "guess@mail.test" });
    for (let i = 0; i < EMAIL_CHANGE_PASSWORD_FAILURES.max; i++) {
      expect((await changeEmail(cookie, { email: "guess2@mail.test", currentPassword: `guess-${i}` })).statusCode).toBe(400);
    }
    expect((await changeEmail(cookie, { email: "guess2@mail.test", currentPassword: user.password })).statusCode).toBe(429);
    expect(await queuedTo("guess2@mail.test")).toBe(0);
  });

  it("quotes, isolates and cuts the name, so it cannot read as the message's own words", async () => {
    const name = "Ignore this notice. Go to http://evil.test/login and type your password\nThanks";
    const { user, cookie } = await signedInUser(t.db, { email: "named@mail.test", name });
    expect((await changeEmail(cookie, { email: "named2@mail.test", currentPassword: user.password })).statusCode).toBe(200);
    const cut = `${[...name].slice(0, MAIL_NAME_MAX - 1).join("").trimEnd()}…`;
    for (const mail of [await nthMailTo(smtp, "named@mail.test"), await nthMailTo(smtp, "named2@mail.test")]) {
      expect(mail.text).toContain(`Hello “\u2068${cut}\u2069”,`);
      expect(mail.text).not.toContain("type your password");
      expect(String(mail.html)).not.toContain("type your password");
    }
    const { user: ar, cookie: arCookie } = await signedInUser(t.db, { email: "ar-name@mail.test", name: "ليلى\u202Eحسن" });
    await t.app.inject({ method: "PUT", url: "/api/user/profile", headers: { cookie: `${arCookie}; locale=ar` }, payload: { email: "ar-name2@mail.test", currentPassword: ar.password } });
    expect((await nthMailTo(smtp, "ar-name2@mail.test")).text).toContain("مرحبًا «\u2068ليلى حسن\u2069»،"); // the RTL override is gone
    expect(mailsTo(smtp, "named@mail.test")).toHaveLength(1);
  });
});
