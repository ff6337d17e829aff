// Puts a message in the outbox (mail_messages) and, in the same transaction, the `mail.send` job
// that delivers it — so a message is never lost between the two, and a restart resumes it.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../shared/limits.ts";
import { nowIso } from "../db/columns.ts";
import { kickJobs } from "../queue/wake.ts";
import { mailFrame } from "./frame.ts";
import { MAIL_JOB_TYPE } from "./job-type.ts";
import { mailHtml, mailText, type MailContent } from "./templates/MailMessage.tsx";


/** Bytes made when the message is sent (a certificate's PDF is rendered then, not stored twice). */
export type MailAttachmentRef = { kind: "certificatePdf"; certificateId: string; filename: string };

export interface NewMail {
  kind: string;
  to: string;
  locale: Locale;
  content: MailContent;
  attachments?: MailAttachmentRef[];
  certificateId?: string | null;
  createdBy?: string | null;
  /** where answers go (an address the caller validated), when not to the sender */
  replyTo?: string | null;
}

export async function queueMail(app: FastifyInstance, mail: NewMail): Promise<string> {
  const frame = await mailFrame(app, mail.locale);
  const id = randomUUID();
  const now = nowIso();
  const host = new URL(app.config.publicUrl).hostname || "localhost";
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mail_messages")
      .values({
        id,
        kind: mail.kind,
        to_address: mail.to,
        locale: mail.locale,
        subject: mail.content.subject,
        html: mailHtml(frame, mail.content),
        text: mailText(frame, mail.content),
        attachments: JSON.stringify(mail.attachments ?? []),
        state: "queued",
        transport: null,
        attempts: 0,
        last_error: null,
        message_id: `<${id}@${host}>`,
        certificate_id: mail.certificateId ?? null,
        reply_to: mail.replyTo ?? null,
        created_by: mail.createdBy ?? null,
        created_at: now,
        updated_at: now,
        sent_at: null,
      })
      .execute();
    await trx
      .insertInto("jobs")
      .values({ id: randomUUID(), type: MAIL_JOB_TYPE, state: "queued", payload: JSON.stringify({ messageId: id }), done: 0, total: 1, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: mail.createdBy ?? null, created_at: now, updated_at: now })
      .execute();
  });
  kickJobs(app);
  return id;
}

/** Sends an existing message again (a failed one, or a certificate an admin re-sends): a fresh copy. */
export async function requeueMail(app: FastifyInstance, messageId: string, createdBy: string | null): Promise<string | undefined> {
  const old = await app.db.selectFrom("mail_messages").selectAll().where("id", "=", messageId).executeTakeFirst();
  if (!old) return undefined;
  const id = randomUUID();
  const now = nowIso();
  const host = new URL(app.config.publicUrl).hostname || "localhost";
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto("mail_messages").values({ ...old, id, state: "queued", transport: null, attempts: 0, last_error: null, message_id: `<${id}@${host}>`, created_by: createdBy, created_at: now, updated_at: now, sent_at: null }).execute();
    await trx
      .insertInto("jobs")
      .values({ id: randomUUID(), type: MAIL_JOB_TYPE, state: "queued", payload: JSON.stringify({ messageId: id }), done: 0, total: 1, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: createdBy, created_at: now, updated_at: now })
      .execute();
  });
  kickJobs(app);
  return id;
}
