// Sending through a real SMTP server on loopback: account e-mails (verification, reset) end to end,
// retry on 4xx, failure on 5xx, the per-domain throttle, the outbox without SMTP, and the admin calls.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { adminCookie, buildUser, login, signedInUser } from "../test/factories.ts";
import { startTestSmtp, type TestSmtp } from "../test/smtp.ts";
import { buildTestAppWithSmtp } from "../test/mail-app.ts";
import { nthMailTo } from "../test/mail-inbox.ts";
import { queueMail } from "./queue-mail.ts";

let smtp: TestSmtp;
let t: TestApp & { smtp: TestSmtp };

beforeAll(async () => {
  t = await buildTestAppWithSmtp({ retryBaseMs: 50, maxAttempts: 3, perDomainPerSecond: 50, from: "no-reply@bitaqa.test" });
  smtp = t.smtp;
});
afterAll(() => t?.close());
afterEach(() => {
  smtp.respond = () => null;
});

async function waitForState(id: string, states: string[], timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.db.selectFrom("mail_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    if (states.includes(row.state)) return row;
    if (Date.now() > until) throw new Error(`message stayed ${row.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first message to that address. */
const nextMailTo = (address: string) => nthMailTo(smtp, address);

const linkIn = (mail: ParsedMail, path: string) => {
  const m = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(mail.html));
  if (!m) throw new Error(`no ${path} link`);
  expect(mail.text).toContain(m[0]); // the plain-text part carries the same link
  return m[1];
};

describe("registration → verification e-mail", () => {
  it("sends an English (LTR) verification link that proves the address once", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/register", headers: { cookie: "locale=en" },
      payload: { name: "Sara", username: "sara_v", email: "sara@mail.test", password: "password-123", confirmPassword: "password-123" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailVerified).toBe(false);
    const mail = await nextMailTo("sara@mail.test");
    expect(mail.subject).toBe("Confirm your e-mail address");
    expect(mail.from?.value[0].address).toBe("no-reply@bitaqa.test");
    expect(String(mail.html)).toMatch(/<html lang="en" dir="ltr">/);
    expect(mail.headers.get("content-language")).toBe("en");
    // Only the inline logo: no remote image a mail client would block.
    expect(String(mail.html)).not.toMatch(/<img[^>]+src="https?:/);
    expect(mail.attachments.find((a) => a.cid === "logo@bitaqa")?.contentType).toBe("image/png");
    const token = linkIn(mail, "/verify-email");

    const ok = await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().emailVerified).toBe(true);
    const again = await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.token).toBeTruthy();
  });

  it("writes Arabic messages right to left", async () => {
    await t.app.inject({
      method: "POST", url: "/api/register", headers: { cookie: "locale=ar" },
      payload: { name: "ليلى", username: "layla_v", email: "layla@mail.test", password: "password-123", confirmPassword: "password-123" },
    });
    const mail = await nextMailTo("layla@mail.test");
    expect(mail.subject).toBe("أكّد عنوان بريدك الإلكتروني");
    expect(String(mail.html)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain("ليلى");
  });

  it("resends a link to an unverified address only, to its signed-in owner", async () => {
    const { cookie, user } = await signedInUser(t.db, { email: "again@mail.test" });
    expect((await t.app.inject({ method: "POST", url: "/api/user/verify-email/resend" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "POST", url: "/api/user/verify-email/resend", headers: { cookie } });
    expect(res.statusCode).toBe(202);
    const token = linkIn(await nextMailTo("again@mail.test"), "/verify-email");
    await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token } });
    expect((await t.db.selectFrom("users").select("email_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow()).email_verified_at).toBeTruthy();
    expect((await t.app.inject({ method: "POST", url: "/api/user/verify-email/resend", headers: { cookie } })).statusCode).toBe(409);
  });
});

describe("forgot / reset password", () => {
  it("answers the same for unknown addresses and mails a single-use reset link to known ones; all sessions end", async () => {
    const user = await buildUser(t.db, { email: "forgot@mail.test", password: "old-password-1" });
    const cookie = await login(t.app, user.username, "old-password-1");
    const before = smtp.received.length;
    const unknown = await t.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: "nobody@mail.test" } });
    const known = await t.app.inject({ method: "POST", url: "/api/password/forgot", headers: { cookie: "locale=fr" }, payload: { email: "Forgot@Mail.test" } });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mail = await nextMailTo("forgot@mail.test");
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    const token = linkIn(mail, "/reset-password");
    // Only a hash of the token is stored.
    expect(JSON.stringify(await t.db.selectFrom("email_tokens").selectAll().execute())).not.toContain(token);

    const mismatch = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token, password: "new-password-1", confirmPassword: "other" } });
    expect(mismatch.statusCode).toBe(400);
    const reset = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token, password: "new-password-1", confirmPassword: "new-password-1" } });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect([after.statusCode, after.json()]).toEqual([200, null]); // signed out (visitors get null, not 401)
    await login(t.app, user.username, "new-password-1");
    const reuse = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token, password: "new-password-2", confirmPassword: "new-password-2" } });
    expect(reuse.statusCode).toBe(400);
  });

  it("refuses an expired reset link", async () => {
    const user = await buildUser(t.db, { email: "late@mail.test" });
    await t.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: "late@mail.test" } });
    const token = linkIn(await nextMailTo("late@mail.test"), "/reset-password");
    await t.db.updateTable("email_tokens").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("user_id", "=", user.id).execute();
    const res = await t.app.inject({ method: "POST", url: "/api/password/reset", payload: { token, password: "new-password-1", confirmPassword: "new-password-1" } });
    expect(res.statusCode).toBe(400);
  });

  it("limits requests per address", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: "limited@mail.test" } })).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe("changing the e-mail address", () => {
  it("takes effect only once the new address is confirmed, and tells the old one", async () => {
    const { cookie, user } = await signedInUser(t.db, { email: "old@mail.test" });
    const res = await t.app.inject({ method: "PUT", url: "/api/user/profile", headers: { cookie: `${cookie}; locale=en` }, payload: { email: "new@mail.test", currentPassword: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "old@mail.test", pendingEmail: "new@mail.test" });
    const notice = await nextMailTo("old@mail.test");
    expect(notice.subject).toBe("A change of your account's e-mail address");
    const token = linkIn(await nextMailTo("new@mail.test"), "/verify-email");
    const ok = await t.app.inject({ method: "POST", url: "/api/user/verify-email", payload: { token } });
    expect(ok.json()).toMatchObject({ id: user.id, email: "new@mail.test", emailVerified: true });
  });
});

describe("delivery", () => {
  const send = (to: string) => queueMail(t.app, { kind: "test", to, locale: "en", content: { subject: `hello ${to}`, heading: "Hello", paragraphs: ["x"] } });

  it("retries after a temporary (4xx) answer", async () => {
    let first = true;
    smtp.respond = () => {
      if (!first) return null;
      first = false;
      return { code: 451, text: "try again later" };
    };
    const id = await send("retry@mail.test");
    const row = await waitForState(id, ["sent", "failed"]);
    expect(row.state).toBe("sent");
    expect(row.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.subject === "hello retry@mail.test")).toHaveLength(1);
  });

  it("records a permanent (5xx) failure with the server's reason and does not retry", async () => {
    smtp.respond = () => ({ code: 550, text: "mailbox unavailable" });
    const id = await send("bounce@mail.test");
    const row = await waitForState(id, ["sent", "failed"]);
    expect(row.state).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550.*mailbox unavailable/);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/mail/outbox?state=failed", headers: { cookie: await adminCookie(t.db) } });
    expect(list.json().items.map((m: { to: string }) => m.to)).toContain("bounce@mail.test");
  });

  it("gives up after MAIL_MAX_ATTEMPTS temporary failures", async () => {
    smtp.respond = () => ({ code: 421, text: "busy" });
    const id = await send("busy@mail.test");
    const row = await waitForState(id, ["sent", "failed"], 20_000);
    expect(row).toMatchObject({ state: "failed", attempts: 3 });
  }, 25_000);
});

describe("per-domain throttle", () => {
  it("sends at most MAIL_PER_DOMAIN_PER_SECOND messages a second to one domain", async () => {
    const own = await startTestSmtp();
    const o = await buildTestApp({ mail: { ...testConfig().mail, host: "127.0.0.1", port: own.port, perDomainPerSecond: 2 } });
    try {
      const arrivals: number[] = [];
      own.respond = () => (arrivals.push(Date.now()), null);
      for (let i = 0; i < 6; i++) await queueMail(o.app, { kind: "test", to: `t${i}@same.test`, locale: "en", content: { subject: `t${i}`, heading: "x", paragraphs: [] } });
      await own.waitFor(6, 20_000);
      // 2 in the first second, 2 in the next, 2 in the third: the last starts ≥ 2 s after the first
      // was let through (its arrival here is later by the first connection's set-up).
      expect(arrivals[5] - arrivals[0]).toBeGreaterThanOrEqual(1500);
      expect(arrivals[1] - arrivals[0]).toBeLessThan(900);
    } finally {
      await o.close();
      await own.close();
    }
  }, 25_000);
});

describe("admin e-mail calls", () => {
  it("keeps the SMTP password write-only, and refuses non-admins", async () => {
    const admin = await adminCookie(t.db);
    const { cookie } = await signedInUser(t.db);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mail/settings", headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mail/outbox", headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/mail/test", headers: { cookie }, payload: { to: "a@b.test" } })).statusCode).toBe(403);
    const put = await t.app.inject({ method: "PUT", url: "/api/admin/mail/settings", headers: { cookie: admin }, payload: { host: "127.0.0.1", port: smtp.port, user: "", password: "s3cret-pass", from: "admin-from@bitaqa.test" } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain("s3cret-pass");
    expect(put.json()).toMatchObject({ password: "********", hasPassword: true, mode: "smtp" });
    const keep = await t.app.inject({ method: "PUT", url: "/api/admin/mail/settings", headers: { cookie: admin }, payload: { host: "127.0.0.1", port: smtp.port, password: "********", from: "admin-from@bitaqa.test" } });
    expect(keep.json().hasPassword).toBe(true);
    const test = await t.app.inject({ method: "POST", url: "/api/admin/mail/test", headers: { cookie: `${admin}; locale=en` }, payload: { to: "tester@mail.test" } });
    expect(test.statusCode).toBe(202);
    const mail = await nextMailTo("tester@mail.test");
    expect(mail.from?.value[0].address).toBe("admin-from@bitaqa.test");
    expect(mail.subject).toBe("Test e-mail from Bitaqa");
    const bad = await t.app.inject({ method: "PUT", url: "/api/admin/mail/settings", headers: { cookie: admin }, payload: { host: "bad host!", port: 99999 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["host", "port"]));
  });
});

describe("without SMTP: the outbox", () => {
  it("keeps every message for admins to read, HTML included", async () => {
    const o = await buildTestApp();
    try {
      await o.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: "admin@example.com" } });
      const admin = await adminCookie(o.db);
      let items: { id: string; state: string; transport: string }[] = [];
      for (let i = 0; i < 100 && !(items[0]?.state === "sent"); i++) {
        items = (await o.app.inject({ method: "GET", url: "/api/admin/mail/outbox", headers: { cookie: admin } })).json().items;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(items[0]).toMatchObject({ state: "sent", transport: "outbox" });
      const one = await o.app.inject({ method: "GET", url: `/api/admin/mail/outbox/${items[0].id}`, headers: { cookie: admin } });
      expect(one.json().text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
      const html = await o.app.inject({ method: "GET", url: one.json().htmlUrl, headers: { cookie: admin } });
      expect(html.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(html.body).toContain("data:image/png;base64,");
      expect(html.body).not.toContain("cid:");
    } finally {
      await o.close();
    }
  });
});
