// Expiry reminders: 30, 7 and 1 day(s) before (or the site's days), each once, only the nearest when
// several are due, none for a certificate whose owner turned them off, in the certificate's
// language, and exactly one when two instances look at the same moment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sharedDatabase, type SharedDatabase } from "../../test/shared-database.ts";
import type { DbHandle } from "../../db/index.ts";
import { adminCookie, signedInUser } from "../../test/factories.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { sendDueReminders } from "./expiry-reminders.ts";

const DAY = 24 * 60 * 60 * 1000;
let shared: SharedDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let second: FastifyInstance;
let cookie: string;
let templateId: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  handle = shared.handle;
  [app, second] = await Promise.all([shared.startApp(), shared.startApp()]);
  cookie = await adminCookie(handle.db);
  templateId = (await buildCertificateTemplate(handle.db)).id;
  // A site that mails its certificates: their reminders are on (issue 36 §5).
  await mailCertificates(true);
});
afterAll(async () => shared?.close());

const mailCertificates = (enabled: boolean) => app.inject({ method: "PUT", url: "/api/admin/mail/certificate-settings", headers: { cookie }, payload: { enabled, pdf: "link" } });

async function issue(expiresInDays: number, email = "learner@example.com", locale = "ar") {
  const res = await app.inject({
    method: "POST", url: "/api/certificates", headers: { cookie, "accept-language": locale },
    payload: { templateId, recipientEmail: email, expiresAt: new Date(Date.now() + expiresInDays * DAY).toISOString(), values: { recipientName: "سارة أحمد", course: "السلامة", date: "2026-03-20" } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
const reminders = (id: string) => handle.db.selectFrom("mail_messages").select(["subject", "locale", "to_address"]).where("certificate_id", "=", id).where("kind", "=", "certificate.expiry").execute();
const rows = (id: string) => handle.db.selectFrom("certificate_reminders").select(["days_before", "mail_id"]).where("certificate_id", "=", id).orderBy("days_before", "desc").execute();

describe("expiry reminders", () => {
  it("sends the 30-, 7- and 1-day reminders once each, as the date comes closer", async () => {
    const { id } = await issue(20);
    const now = Date.now();
    await sendDueReminders(app, now);
    expect(await reminders(id)).toHaveLength(1);
    await sendDueReminders(app, now + 60_000);
    expect(await reminders(id)).toHaveLength(1); // once
    await sendDueReminders(app, now + 14 * DAY);
    expect(await reminders(id)).toHaveLength(2);
    await sendDueReminders(app, now + 19.5 * DAY);
    await sendDueReminders(app, now + 19.6 * DAY);
    const sent = await reminders(id);
    expect(sent).toHaveLength(3);
    expect(sent.every((m) => m.to_address === "learner@example.com" && m.locale === "ar")).toBe(true);
    expect(sent[0].subject).toMatch(/تنتهي صلاحية شهادتك/);
    expect((await rows(id)).map((r) => r.days_before)).toEqual([30, 7, 1]);
    await sendDueReminders(app, now + 21 * DAY); // expired: nothing more
    expect(await reminders(id)).toHaveLength(3);
  });

  it("a certificate issued 3 days before its expiry gets only the nearest reminder due", async () => {
    const { id } = await issue(3);
    await sendDueReminders(app);
    expect(await reminders(id)).toHaveLength(1);
    expect(await rows(id)).toEqual([{ days_before: 30, mail_id: null }, { days_before: 7, mail_id: expect.any(String) }]);
  });

  it("writes in the language of the certificate's e-mail", async () => {
    const { id } = await issue(5, "english@example.com", "en");
    await sendDueReminders(app);
    const [mail] = await reminders(id);
    expect(mail).toMatchObject({ locale: "en", subject: expect.stringMatching(/^Your certificate “.+” expires on /) });
  });

  it("with certificate e-mails off, sends none by default; turned on, it speaks the certificate's language", async () => {
    await mailCertificates(false);
    try {
      const { id } = await issue(4, "francais@example.com", "fr");
      await sendDueReminders(app);
      expect(await reminders(id)).toHaveLength(0); // the recipient never heard from us
      expect(await handle.db.selectFrom("mail_messages").select("id").where("certificate_id", "=", id).execute()).toHaveLength(0);
      const on = await app.inject({ method: "PUT", url: `/api/certificates/${id}/expiry-reminders`, headers: { cookie }, payload: { enabled: true } });
      expect(on.json()).toEqual({ expiryReminders: true });
      await sendDueReminders(app);
      const [mail] = await reminders(id);
      expect(mail).toMatchObject({ locale: "fr", subject: expect.stringMatching(/^Votre certificat « .+ » expire le /) });
    } finally {
      await mailCertificates(true);
    }
  });

  it("sends none when its owner turned them off; only the owner or an admin may", async () => {
    const { id } = await issue(6);
    const user = await signedInUser(handle.db);
    const put = (headers: Record<string, string>, enabled: boolean) => app.inject({ method: "PUT", url: `/api/certificates/${id}/expiry-reminders`, headers, payload: { enabled } });
    expect((await put({}, false)).statusCode).toBe(401);
    expect((await put({ cookie: user.cookie }, false)).statusCode).toBe(403);
    expect((await put({ cookie }, "no" as unknown as boolean)).statusCode).toBe(400);
    const off = await put({ cookie }, false);
    expect(off.json()).toEqual({ expiryReminders: false });
    await sendDueReminders(app);
    expect(await reminders(id)).toHaveLength(0);
  });

  it("follows the site's days, and sends nothing when turned off", async () => {
    const setDays = (expiryReminders: object) => app.inject({ method: "PUT", url: "/api/admin/mail/certificate-settings", headers: { cookie }, payload: { enabled: true, pdf: "link", expiryReminders } });
    expect((await setDays({ enabled: true, days: [0] })).statusCode).toBe(400);
    const { id } = await issue(12);
    expect((await setDays({ enabled: false, days: [30] })).statusCode).toBe(200);
    await sendDueReminders(app);
    expect(await reminders(id)).toHaveLength(0);
    expect((await setDays({ enabled: true, days: [10, 14] })).json().expiryReminders).toEqual({ enabled: true, days: [14, 10] });
    await sendDueReminders(app);
    expect((await rows(id)).map((r) => r.days_before)).toEqual([14]);
    await setDays({ enabled: true, days: [30, 7, 1] });
  });

  it("two instances at the same moment send one reminder", async () => {
    const { id } = await issue(25);
    const now = Date.now();
    await Promise.all([sendDueReminders(app, now), sendDueReminders(second, now), sendDueReminders(app, now), sendDueReminders(second, now)]);
    expect(await reminders(id)).toHaveLength(1);
  });
});
