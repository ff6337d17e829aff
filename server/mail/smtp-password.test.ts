// The write-only SMTP password stays with the server it was given for (issue 22, finding 11): a
// change of host, port or user drops it unless it is given again, so "send a test e-mail" cannot hand
// it to another server; remote servers must offer TLS first; only a real loopback name counts as local.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { adminCookie, signedInUser } from "../test/factories.ts";
import { isLoopbackHost, transportOptions } from "./transport.ts";

/** An SMTP server on loopback that accepts any AUTH and remembers every password it was sent. */
async function recordingSmtp() {
  const state = { port: 0, connections: 0, passwords: [] as string[], close: async () => undefined as void };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      state.passwords.push(String(auth.password));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

let t: TestApp;
let admin: string;
let ours: Awaited<ReturnType<typeof recordingSmtp>>;
let theirs: Awaited<ReturnType<typeof recordingSmtp>>;

beforeAll(async () => {
  [ours, theirs] = await Promise.all([recordingSmtp(), recordingSmtp()]);
  t = await buildTestApp({ mail: { ...testConfig().mail, maxAttempts: 1, retryBaseMs: 50, perDomainPerSecond: 100 } });
  admin = await adminCookie(t.db);
});
afterAll(async () => {
  await t?.close();
  await ours?.close();
  await theirs?.close();
});

const put = (payload: object, cookie = admin) => t.app.inject({ method: "PUT", url: "/api/admin/mail/settings", headers: { cookie }, payload });

/** Queues a test e-mail and waits until the job has tried to deliver it. */
async function sendTest(): Promise<void> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/mail/test", headers: { cookie: admin }, payload: { to: "probe@mail.test" } });
  expect(res.statusCode).toBe(202);
  const id = res.json().id as string;
  const until = Date.now() + 15_000;
  while ((await t.db.selectFrom("mail_messages").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state === "queued") {
    if (Date.now() > until) throw new Error("the test e-mail was never tried");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the stored SMTP password", () => {
  it("goes only to the server it was given for: another port drops it, and the view says why", async () => {
    const first = await put({ host: "127.0.0.1", port: ours.port, user: "mailer", password: "s3cret-pass" });
    expect(first.json()).toMatchObject({ hasPassword: true, passwordCleared: false });
    await sendTest();
    expect(ours.passwords).toEqual(["s3cret-pass"]);

    // Only the port changes, the form sends the mask back: the password must not follow.
    const moved = await put({ host: "127.0.0.1", port: theirs.port, user: "mailer", password: "********" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ hasPassword: false, password: "", passwordCleared: true });
    await sendTest();
    expect(theirs.connections).toBeGreaterThan(0);
    expect(theirs.passwords).not.toContain("s3cret-pass");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mail/settings", headers: { cookie: admin } })).json().passwordCleared).toBe(true);

    // Given again, it is kept, and the notice goes.
    const again = await put({ host: "127.0.0.1", port: theirs.port, user: "mailer", password: "new-pass-2" });
    expect(again.json()).toMatchObject({ hasPassword: true, passwordCleared: false });
  });

  it("is dropped by a change of host or user, kept when only the sender address changes", async () => {
    await put({ host: "127.0.0.1", port: ours.port, user: "mailer", password: "s3cret-pass" });
    const from = await put({ host: "127.0.0.1", port: ours.port, user: "mailer", password: "********", from: "other@bitaqa.test" });
    expect(from.json()).toMatchObject({ hasPassword: true, passwordCleared: false });
    const host = await put({ host: "smtp.elsewhere.example", port: ours.port, user: "mailer", password: "********" });
    expect(host.json()).toMatchObject({ hasPassword: false, passwordCleared: true });

    await put({ host: "127.0.0.1", port: ours.port, user: "mailer", password: "s3cret-pass" });
    const user = await put({ host: "127.0.0.1", port: ours.port, user: "someone-else", password: "********" });
    expect(user.json()).toMatchObject({ hasPassword: false, passwordCleared: true });
    // A save that changes nothing else ends the notice; the password stays gone.
    const after = await put({ host: "127.0.0.1", port: ours.port, user: "someone-else" });
    expect(after.json()).toMatchObject({ hasPassword: false, passwordCleared: false });
  });

  it("is not for other users: the settings calls answer 403 and change nothing", async () => {
    await put({ host: "127.0.0.1", port: ours.port, user: "mailer", password: "s3cret-pass" });
    const { cookie } = await signedInUser(t.db);
    expect((await put({ host: "127.0.0.1", port: theirs.port, user: "mailer", password: "********" }, cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mail/settings", headers: { cookie: admin } })).json()).toMatchObject({ port: ours.port, hasPassword: true });
  });
});

describe("the SMTP connection", () => {
  it("counts only a whole loopback name as local", () => {
    for (const host of ["localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.1.2.3", "::1"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["localhost.evil.example", "127.0.0.1.evil.example", "127.evil.example", "localhostx", "::1.evil", "1127.0.0.1", "smtp.example.com", ""]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("checks certificates and requires STARTTLS for every other host", () => {
    const base = { port: 587, secure: false, user: "u", password: "p", from: "" };
    const evil = transportOptions({ ...base, host: "localhost.evil.example" });
    expect(evil.tls?.rejectUnauthorized).toBe(true);
    expect(evil.requireTLS).toBe(true);
    expect(transportOptions({ ...base, host: "smtp.example.com", port: 465, secure: true }).tls?.rejectUnauthorized).toBe(true);
    const local = transportOptions({ ...base, host: "127.0.0.1" });
    expect(local.requireTLS).toBe(false);
    expect(local.tls?.rejectUnauthorized).toBe(false);
  });
});
