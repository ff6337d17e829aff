// Expiry reminders (issue 26 §3): every instance looks, hourly, for certificates that expire within
// the site's reminder days (Settings → E-mail; 30, 7 and 1 by default) and e-mails their recipients through the mail queue, in the
// certificate's language (the one it was issued in; for older rows that of its certificate e-mail, else
// the site's). Reminders are on for a certificate when the site mailed certificates as it was issued. Each reminder is claimed
// by inserting its (certificate, days) row first: another instance, or the next run, finds the row
// and sends nothing, so no reminder goes out twice (a crash right after the claim loses that one
// reminder rather than risking two). A certificate issued a few days before its expiry gets only the
// nearest reminder due, the earlier ones are recorded as skipped.
import type { FastifyInstance } from "fastify";
import type { LocalizedText } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { nowIso } from "../../db/columns.ts";
import { isLocale, mailNumberLocale, t } from "../../i18n.ts";
import { queueMail } from "../../mail/queue-mail.ts";
import { everyInstanceTimer } from "../../queue/every-instance-timer.ts";
import { getSetting } from "../../settings/store.ts";
import { getCertificate } from "../certificates/get-certificate.ts";
import { type CertificateRecord } from "../../presenters/certificate-record.ts";
import { certificateUrls } from "../../../shared/certificates/urls.ts";
import { getCertificateMailSettings } from "./certificate-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks (it is cheap: one indexed range query); the first look is a minute after start. */
export const EXPIRY_SCAN_EVERY_MS = 60 * 60 * 1000;
const FIRST_SCAN_AFTER_MS = 60 * 1000;

/** Looks for due reminders on a timer while the app runs. Every instance does; the claim rows make
 * sure a reminder is sent once (the timer only decides when to look, the state is in the database). */
export function scheduleExpiryReminders(app: FastifyInstance): () => void {
  const scan = () => {
    sendDueReminders(app).catch((err: unknown) => app.log.error({ err }, "expiry reminders failed"));
  };
  return everyInstanceTimer(scan, { firstAfterMs: FIRST_SCAN_AFTER_MS, everyMs: EXPIRY_SCAN_EVERY_MS });
}

/** Sends what is due now; answers how many reminders were sent (tests, logs). */
export async function sendDueReminders(app: FastifyInstance, now = Date.now()): Promise<number> {
  const { expiryReminders } = await getCertificateMailSettings(app.db);
  if (!expiryReminders.enabled || expiryReminders.days.length === 0) return 0;
  const days = [...expiryReminders.days].sort((a, b) => a - b);
  const candidates = await app.db
    .selectFrom("certificates")
    .select(["id", "expires_at"])
    .where("expires_at", ">", new Date(now).toISOString())
    .where("expires_at", "<=", new Date(now + days[days.length - 1] * DAY_MS).toISOString())
    .where("revoked_at", "is", null)
    .where("recipient_email", "is not", null)
    .where("expiry_reminders", "=", 1)
    .execute();
  let sent = 0;
  for (const c of candidates) {
    const left = Date.parse(c.expires_at!) - now;
    const due = days.filter((d) => left <= d * DAY_MS);
    if (due.length === 0) continue;
    const nearest = due[0];
    const done = await app.db.selectFrom("certificate_reminders").select("days_before").where("certificate_id", "=", c.id).execute();
    if (done.some((r) => r.days_before <= nearest)) continue;
    const at = nowIso();
    const claimed = await app.db.insertInto("certificate_reminders").values({ certificate_id: c.id, days_before: nearest, sent_at: at, mail_id: null }).onConflict((oc) => oc.columns(["certificate_id", "days_before"]).doNothing()).executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) continue; // another instance has it
    for (const skipped of due.slice(1)) {
      await app.db.insertInto("certificate_reminders").values({ certificate_id: c.id, days_before: skipped, sent_at: at, mail_id: null }).onConflict((oc) => oc.columns(["certificate_id", "days_before"]).doNothing()).execute();
    }
    const row = await getCertificate(app.db, c.id);
    if (!row?.recipient_email) continue;
    const mailId = await queueReminder(app, row, await certificateLocale(app, row.id));
    await app.db.updateTable("certificate_reminders").set({ mail_id: mailId }).where("certificate_id", "=", c.id).where("days_before", "=", nearest).execute();
    sent++;
  }
  return sent;
}

/** The certificate's own language (issue 36 §5), else the one its recipient was written to, else the site's. */
async function certificateLocale(app: FastifyInstance, certificateId: string): Promise<Locale> {
  const own = await app.db.selectFrom("certificates").select("locale").where("id", "=", certificateId).executeTakeFirst();
  if (isLocale(own?.locale)) return own.locale;
  const mail = await app.db.selectFrom("mail_messages").select("locale").where("certificate_id", "=", certificateId).where("kind", "=", "certificate").orderBy("created_at", "desc").executeTakeFirst();
  if (mail && isLocale(mail.locale)) return mail.locale;
  const general = await getSetting(app.db, "general");
  return isLocale(general.defaultLocale) ? general.defaultLocale : "ar";
}

function queueReminder(app: FastifyInstance, row: CertificateRecord, locale: Locale): Promise<string> {
  let title: LocalizedText = { ar: "", en: "", fr: "" };
  try {
    title = JSON.parse(row.template_title) as LocalizedText;
  } catch {
    /* untitled */
  }
  const name = `\u2068${title[locale] || title.ar}\u2069`;
  const date = new Intl.DateTimeFormat(mailNumberLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(row.expires_at!));
  const urls = certificateUrls(app.config.publicUrl, row.id, row.code);
  return queueMail(app, {
    kind: "certificate.expiry",
    to: row.recipient_email!,
    locale,
    certificateId: row.id,
    content: {
      subject: t(locale, "mail:expirySubject", { title: name, date }),
      heading: t(locale, "mail:expiryHeading", { name: `\u2068${row.recipient_name}\u2069` }),
      paragraphs: [t(locale, "mail:expiryBody", { title: name, date })],
      button: { label: t(locale, "mail:expiryButton"), url: urls.viewUrl },
      links: [{ label: t(locale, "mail:certificateVerify"), url: urls.verifyUrl }],
      notes: [t(locale, "mail:certificateCode", { code: urls.code })],
    },
  });
}
