// Admin e-mail: GET/PUT /settings (SMTP override; the password is write-only), POST /test { to }
// (a test message through the normal queue), GET /outbox?page=&state= (every message, newest
// first), GET /outbox/{id}, GET /outbox/{id}/html (the HTML part for a sandboxed frame, the logo
// inlined), POST /outbox/{id}/resend (a failed or any message, as a fresh copy).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { testMailInput, type OutboxItem, type OutboxMessage } from "../../../../../shared/api/mail.ts";
import type { MailMessagesTable } from "../../../../db/schema.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { t } from "../../../../i18n.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getSetting } from "../../../../settings/store.ts";
import { mailSettingsView, saveMailSettings } from "../../../../mail/settings.ts";
import { mailFrame } from "../../../../mail/frame.ts";
import { queueMail, requeueMail, type MailAttachmentRef } from "../../../../mail/queue-mail.ts";
import { logoPng } from "../../../../mail/logo.ts";
import { LOGO_CID } from "../../../../mail/templates/MailMessage.tsx";
import certificateMailRoutes from "./certificates.ts";

const idParams = z.object({ id: z.string().uuid() });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  state: z.enum(["queued", "sent", "failed"]).optional(),
});

export function presentOutboxItem(m: MailMessagesTable): OutboxItem {
  return {
    id: m.id,
    kind: m.kind,
    to: m.to_address,
    subject: m.subject,
    locale: m.locale,
    state: m.state,
    transport: m.transport,
    attempts: m.attempts,
    lastError: m.last_error,
    certificateId: m.certificate_id,
    createdAt: m.created_at,
    sentAt: m.sent_at,
  };
}

export default async function adminMailRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  await app.register(certificateMailRoutes);

  app.get("/settings", async () => mailSettingsView(app.db, app.config.mail));
  app.put("/settings", async (request) => {
    const saved = await saveMailSettings(app.db, app.config.mail, request.body ?? {});
    await recordActivity(app.db, currentUser(request).id, "settings.update", "mail");
    return saved;
  });

  app.post("/test", { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request, reply) => {
    const { to } = testMailInput.parse(request.body ?? {});
    const locale = request.locale;
    const { siteName: site } = await mailFrame(app, locale);
    const id = await queueMail(app, {
      kind: "test",
      to,
      locale,
      createdBy: currentUser(request).id,
      content: { subject: t(locale, "mail:testSubject", { site }), heading: t(locale, "mail:testSubject", { site }), paragraphs: [t(locale, "mail:testBody")] },
    });
    return reply.status(202).send({ id });
  });

  app.get("/outbox", async (request) => {
    const q = listQuery.parse(request.query ?? {});
    let base = app.db.selectFrom("mail_messages");
    if (q.state) base = base.where("state", "=", q.state);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("created_at", "desc").orderBy("id").limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(presentOutboxItem), total: Number(total.n), page: q.page, pageSize: q.pageSize };
  });

  async function load(params: unknown) {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound();
    const row = await app.db.selectFrom("mail_messages").selectAll().where("id", "=", parsed.data.id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  app.get("/outbox/:id", async (request): Promise<OutboxMessage> => {
    const row = await load(request.params);
    const attachments = (JSON.parse(row.attachments || "[]") as MailAttachmentRef[]).map((a) => ({ filename: a.filename }));
    return { ...presentOutboxItem(row), text: row.text, htmlUrl: `/api/admin/mail/outbox/${row.id}/html`, attachments };
  });

  app.get("/outbox/:id/html", async (request, reply) => {
    const row = await load(request.params);
    const appearance = await getSetting(app.db, "appearance");
    const logo = `data:image/png;base64,${logoPng((appearance as { primaryColor?: string }).primaryColor ?? "#0f766e").toString("base64")}`;
    // Shown in a sandboxed frame: no script, nothing remote, links open outside the frame.
    reply.header("Content-Security-Policy", "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox");
    reply.header("Cache-Control", "no-store");
    return reply.type("text/html; charset=utf-8").send(row.html.replaceAll(`cid:${LOGO_CID}`, logo).replace("<head>", '<head><base target="_blank">'));
  });

  app.post("/outbox/:id/resend", async (request, reply) => {
    const row = await load(request.params);
    const id = await requeueMail(app, row.id, currentUser(request).id);
    await recordActivity(app.db, currentUser(request).id, "mail.resend", row.id);
    return reply.status(202).send({ id });
  });
}
