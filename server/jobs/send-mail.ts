// `mail.send` job: delivers one outbox message. The runner's lease makes sure one instance works on
// it at a time, and the message row's state makes a re-run (after a takeover or a restart) skip a
// message already sent. Temporary SMTP failures (4xx, connection errors) are retried with doubling
// delays; a 5xx answer, or too many attempts, marks the message failed with the server's reason.
// Every receiving domain gets at most MAIL_PER_DOMAIN_PER_SECOND messages a second across all
// instances (a counter in rate_limits); a message over the limit waits for a later second.
import type { FastifyInstance } from "fastify";
import type { Attachment } from "nodemailer/lib/mailer/index.js";
import type { JobContext, JobResult } from "../queue/runner.ts";
import { nowIso } from "../db/columns.ts";
import { hitRateLimit } from "../rate-limits/hit.ts";
import { effectiveSmtp } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { logoPng } from "../mail/logo.ts";
import { LOGO_CID } from "../mail/templates/MailMessage.tsx";
import type { MailAttachmentRef } from "../mail/queue-mail.ts";
import { getSetting } from "../settings/store.ts";
import { getCertificate } from "../services/certificates/get-certificate.ts";
import { renderCertificate } from "../services/certificates/context.ts";
import { readJobFile } from "../storage/job-files.ts";
import { emitAndWake } from "../webhooks/emit.ts";
import { recordCertificateEvent } from "../analytics/item-events.ts";
import { CERTIFICATE_MAIL_KIND } from "../services/email/certificate-mail.ts";

interface SmtpError {
  responseCode?: number;
  code?: string;
  response?: string;
  message?: string;
}

/** 5xx is final; anything else (4xx, timeouts, refused connections) may work later. */
export function isPermanent(err: SmtpError): boolean {
  return typeof err.responseCode === "number" && err.responseCode >= 500;
}

export function retryDelayMs(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

async function attachmentsOf(app: FastifyInstance, json: string): Promise<Attachment[]> {
  const refs = JSON.parse(json || "[]") as MailAttachmentRef[];
  const out: Attachment[] = [];
  for (const ref of refs) {
    if (ref.kind !== "certificatePdf") continue;
    const row = await getCertificate(app.db, ref.certificateId);
    if (!row) continue;
    // A bulk job already rendered this certificate's PDF into job_files (the ZIP's bytes); the e-mails
    // of a thousand rows would otherwise render every one of them a second time.
    const stored = row.job_id !== null && row.job_row !== null ? await readJobFile(app.db, row.job_id, row.job_row) : null;
    const content = stored ?? Buffer.from((await renderCertificate(app, row, "pdf")).bytes);
    out.push({ filename: ref.filename, content, contentType: "application/pdf" });
  }
  return out;
}

export async function runSendMail(app: FastifyInstance, ctx: JobContext): Promise<JobResult> {
  const { messageId } = JSON.parse(ctx.job.payload) as { messageId: string };
  const msg = await app.db.selectFrom("mail_messages").selectAll().where("id", "=", messageId).executeTakeFirst();
  if (!msg || msg.state !== "queued") return {};
  const config = app.config.mail;
  const smtp = await effectiveSmtp(app.db, config);
  const update = (set: Record<string, unknown>) =>
    app.db.updateTable("mail_messages").set({ ...set, updated_at: nowIso() }).where("id", "=", msg.id).where("state", "=", "queued").execute();

  if (!smtp.host) {
    // No SMTP: the outbox is the delivery. Admins read it at /admin/outbox.
    await update({ state: "sent", transport: "outbox", sent_at: nowIso() });
    app.log.info({ to: msg.to_address, subject: msg.subject, url: `${app.config.publicUrl}/admin/outbox/${msg.id}` }, "e-mail kept in the outbox (no SMTP configured)");
    return {};
  }

  const domain = msg.to_address.split("@").pop()!.toLowerCase();
  const hit = await hitRateLimit(app.db, `mail:domain:${domain}`, 1000);
  if (hit.count > config.perDomainPerSecond) {
    // Spread the waiting messages over the next seconds instead of all retrying at once.
    const later = Math.floor((hit.count - 1) / config.perDomainPerSecond) * 1000;
    return { rescheduleMs: hit.ttlMs + later - 1000 + 20 };
  }

  const appearance = await getSetting(app.db, "appearance");
  const attempts = msg.attempts + 1;
  try {
    const attachments = await attachmentsOf(app, msg.attachments);
    await smtpTransport(smtp).sendMail({
      from: smtp.from,
      to: msg.to_address,
      ...(msg.reply_to ? { replyTo: msg.reply_to } : {}),
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      messageId: msg.message_id,
      headers: { "Content-Language": msg.locale, "Auto-Submitted": "auto-generated" },
      attachments: [{ filename: "logo.png", content: logoPng((appearance as { primaryColor?: string }).primaryColor ?? "#0f766e"), cid: LOGO_CID, contentType: "image/png" }, ...attachments],
    });
    await update({ state: "sent", transport: "smtp", attempts, last_error: null, sent_at: nowIso() });
    // The certificate's own e-mail accepted by the SMTP server (not reminders or account mail).
    if (msg.certificate_id && msg.kind === CERTIFICATE_MAIL_KIND) recordCertificateEvent(app, msg.certificate_id, "mail_delivered");
    return {};
  } catch (raw) {
    const err = raw as SmtpError;
    const reason = (err.response || err.message || String(raw)).slice(0, 500);
    if (isPermanent(err) || attempts >= config.maxAttempts) {
      await update({ state: "failed", attempts, last_error: reason });
      app.log.warn({ to: msg.to_address, reason, messageId: msg.id }, "e-mail failed");
      await emitAndWake(app, "mail.failed", { mail: { id: msg.id, kind: msg.kind, to: msg.to_address, certificateId: msg.certificate_id, reason, attempts } }, { id: `msg_mail_${msg.id}` });
      return {};
    }
    await update({ attempts, last_error: reason });
    return { rescheduleMs: retryDelayMs(config.retryBaseMs, attempts) };
  }
}
