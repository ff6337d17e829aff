// Certificates mailed to their recipients: name, title, the verify link, the PDF attached or linked,
// and LinkedIn's add-to-profile link. Sent when the certificate carries a recipient e-mail and an
// admin turned it on (Settings → E-mail, or the bulk page's box), or when an admin re-sends one.
// A certificate's delivery is its newest "certificate" message.
import type { FastifyInstance } from "fastify";
import { certificateMailSettings, type CertificateDelivery, type CertificateMailSettings, type CertificatePdfMode } from "../../../shared/api/mail.ts";
import type { LocalizedText } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { Db } from "../../db/index.ts";
import type { MailMessagesTable } from "../../db/schema.ts";
import { mailNumberLocale, t } from "../../i18n.ts";
import { queueMail } from "../../mail/queue-mail.ts";
import { certificateIssuerName } from "../../presenters/certificate.ts";
import { getSetting, putSetting } from "../../settings/store.ts";
import { defaultIssuerName } from "../certificates/context.ts";
import { getCertificate } from "../certificates/get-certificate.ts";
import { type CertificateRecord } from "../../presenters/certificate-record.ts";
import { certificateUrls } from "../../../shared/certificates/urls.ts";
import { walletPageUrl } from "../certificates/recipient-key.ts";
import { mailLink } from "../../analytics/mail-link.ts";

export const CERTIFICATE_MAIL_KEY = "certificateMail";
export const CERTIFICATE_MAIL_KIND = "certificate";

export async function getCertificateMailSettings(db: Db): Promise<CertificateMailSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", CERTIFICATE_MAIL_KEY).executeTakeFirst();
  try {
    const parsed = certificateMailSettings.safeParse(row ? JSON.parse(row.value) : {});
    if (parsed.success) return parsed.data;
  } catch {
    /* defaults */
  }
  return certificateMailSettings.parse({});
}

export async function putCertificateMailSettings(db: Db, body: unknown): Promise<CertificateMailSettings> {
  const value = certificateMailSettings.parse(body);
  await putSetting(db, CERTIFICATE_MAIL_KEY, value);
  return value;
}

/** Unicode isolation (FSI … PDI): an Arabic name inside an English sentence keeps both in order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function dateIn(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(mailNumberLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** Queues the certificate's e-mail to its recipient address; answers the message id. */
export async function queueCertificateMail(app: FastifyInstance, row: CertificateRecord, opts: { locale: Locale; pdf: CertificatePdfMode; createdBy?: string | null }): Promise<string | undefined> {
  if (!row.recipient_email) return undefined;
  const { locale } = opts;
  let title: LocalizedText = { ar: "", en: "", fr: "" };
  try {
    title = JSON.parse(row.template_title) as LocalizedText;
  } catch {
    /* untitled */
  }
  const name = title[locale] || title.ar;
  const general = await getSetting(app.db, "general");
  const issuer = certificateIssuerName(row, await defaultIssuerName(app.db)) || general.siteName?.[locale] || "";
  const urls = certificateUrls(app.config.publicUrl, row.id, row.code);
  const links = [
    // Through our redirect (routes/api/certificates/linkedin-click.ts), so the click is counted.
    { label: t(locale, "mail:certificateLinkedin"), url: `${app.config.publicUrl}/api/certificates/${row.id}/linkedin` },
    // The recipient's own link: opens the certificate with its "Add to wallet" offer (oid4vci/).
    { label: t(locale, "mail:certificateWallet"), url: mailLink(walletPageUrl(app.config.publicUrl, app.secret, row.id)) },
  ];
  if (opts.pdf === "link") links.unshift({ label: t(locale, "mail:certificatePdfLink"), url: `${app.config.publicUrl}${urls.downloadUrl}` });
  return queueMail(app, {
    kind: CERTIFICATE_MAIL_KIND,
    to: row.recipient_email,
    locale,
    certificateId: row.id,
    createdBy: opts.createdBy ?? null,
    attachments: opts.pdf === "attach" ? [{ kind: "certificatePdf", certificateId: row.id, filename: `certificate-${urls.code}.pdf` }] : [],
    content: {
      subject: t(locale, "mail:certificateSubject", { title: name }),
      heading: t(locale, "mail:certificateHeading", { name: isolate(row.recipient_name) }),
      paragraphs: [t(locale, "mail:certificateBody", { issuer: isolate(issuer), title: isolate(name), date: dateIn(locale, row.issued_at) })],
      // ?via=email: the page it opens counts as "mail_opened" (analytics/mail-link.ts).
      button: { label: t(locale, "mail:certificateVerify"), url: mailLink(urls.verifyUrl) },
      links,
      notes: [...(opts.pdf === "attach" ? [t(locale, "mail:certificatePdfAttached")] : []), t(locale, "mail:certificateCode", { code: urls.code })],
    },
  });
}

/** After a single issuance (the form, /api/v1): mails it when the admin setting says so. */
export async function mailIssuedCertificate(app: FastifyInstance, certificateId: string, locale: Locale, createdBy: string | null): Promise<void> {
  const settings = await getCertificateMailSettings(app.db);
  if (!settings.enabled) return;
  const row = await getCertificate(app.db, certificateId);
  // Only issuers the platform vouches for mail recipients (issue 22.5); the route refuses the rest first.
  if (row?.recipient_email && row.issuer_verified === 1) await queueCertificateMail(app, row, { locale, pdf: settings.pdf, createdBy });
}

/**
 * Bulk: queues the e-mail of every certificate of these rows that has a recipient address and no
 * certificate e-mail yet. Idempotent, so a slice resumed after a crash queues only what is missing.
 */
export async function mailBulkCertificates(app: FastifyInstance, jobId: string, rows: number[], opts: { locale: Locale; pdf: CertificatePdfMode; createdBy: string | null }): Promise<number> {
  if (rows.length === 0) return 0;
  const pending = await app.db
    .selectFrom("certificates as c")
    .select("c.id")
    .where("c.job_id", "=", jobId)
    .where("c.job_row", "in", rows)
    .where("c.recipient_email", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("mail_messages as m").select("m.id").whereRef("m.certificate_id", "=", "c.id").where("m.kind", "=", CERTIFICATE_MAIL_KIND))),
    )
    .orderBy("c.job_row")
    .execute();
  let queued = 0;
  for (const { id } of pending) {
    const row = await getCertificate(app.db, id);
    if (row && (await queueCertificateMail(app, row, opts))) queued++;
  }
  return queued;
}

export function presentDelivery(m: Pick<MailMessagesTable, "id" | "to_address" | "state" | "last_error" | "sent_at" | "created_at">): CertificateDelivery {
  return { messageId: m.id, to: m.to_address, state: m.state, lastError: m.last_error, sentAt: m.sent_at, createdAt: m.created_at };
}

/** Newest certificate e-mail per certificate id. */
export async function latestDeliveries(db: Db, certificateIds: string[]): Promise<Map<string, CertificateDelivery>> {
  const out = new Map<string, CertificateDelivery>();
  if (certificateIds.length === 0) return out;
  for (let i = 0; i < certificateIds.length; i += 500) {
    const rows = await db
      .selectFrom("mail_messages")
      .select(["id", "to_address", "state", "last_error", "sent_at", "created_at", "certificate_id"])
      .where("kind", "=", CERTIFICATE_MAIL_KIND)
      .where("certificate_id", "in", certificateIds.slice(i, i + 500))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    for (const r of rows) if (r.certificate_id && !out.has(r.certificate_id)) out.set(r.certificate_id, presentDelivery(r));
  }
  return out;
}
