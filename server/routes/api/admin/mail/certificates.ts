// Admin, certificates by e-mail (under /api/admin/mail):
//   GET/PUT /certificate-settings { enabled, pdf } — mail certificates issued by the form and /api/v1
//   POST /certificates/{id}/send { pdf? } → 202 { id }: (re-)sends one certificate to its recipient
//   GET /jobs/{id}/deliveries → BulkDeliveries: per row of a bulk job, queued / sent / failed (reason)
//   POST /jobs/{id}/deliveries/resend-failed → 202 { queued }: a fresh message for every failed row
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CERTIFICATE_PDF_MODES, type BulkDeliveries } from "../../../../../shared/api/mail.ts";
import { currentUser } from "../../../../policies/auth.ts";
import { HttpError, notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getCertificate } from "../../../../services/certificates/get-certificate.ts";
import { getCertificateMailSettings, latestDeliveries, putCertificateMailSettings, queueCertificateMail } from "../../../../services/email/certificate-mail.ts";
import { isLocale } from "../../../../i18n.ts";

const certParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const jobParams = z.object({ id: z.string().uuid() });
const sendInput = z.object({ pdf: z.enum(CERTIFICATE_PDF_MODES).optional() });

export default async function adminCertificateMailRoutes(app: FastifyInstance) {
  app.get("/certificate-settings", async () => getCertificateMailSettings(app.db));
  app.put("/certificate-settings", async (request) => {
    const saved = await putCertificateMailSettings(app.db, request.body ?? {});
    await recordActivity(app.db, currentUser(request).id, "settings.update", "certificateMail");
    return saved;
  });

  app.post("/certificates/:id/send", async (request, reply) => {
    const parsed = certParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const row = await getCertificate(app.db, parsed.data.id);
    if (!row) throw notFound();
    if (!row.recipient_email) throw new HttpError(409, "mail:noRecipientEmail");
    const { pdf } = sendInput.parse(request.body ?? {});
    const id = await queueCertificateMail(app, row, { locale: request.locale, pdf: pdf ?? (await getCertificateMailSettings(app.db)).pdf, createdBy: currentUser(request).id });
    await recordActivity(app.db, currentUser(request).id, "certificate.email", row.id);
    return reply.status(202).send({ id });
  });

  async function jobCertificates(params: unknown) {
    const parsed = jobParams.safeParse(params);
    if (!parsed.success) throw notFound();
    const job = await app.db.selectFrom("jobs").select(["id", "payload"]).where("id", "=", parsed.data.id).executeTakeFirst();
    if (!job) throw notFound();
    const rows = await app.db
      .selectFrom("certificates")
      .select(["id", "job_row", "recipient_name", "recipient_email"])
      .where("job_id", "=", job.id)
      .orderBy("job_row")
      .execute();
    return { job, rows };
  }

  app.get("/jobs/:id/deliveries", async (request): Promise<BulkDeliveries> => {
    const { rows } = await jobCertificates(request.params);
    const deliveries = await latestDeliveries(app.db, rows.filter((r) => r.recipient_email).map((r) => r.id));
    const counts = { queued: 0, sent: 0, failed: 0, none: 0 };
    const out = rows.map((r) => {
      const delivery = deliveries.get(r.id) ?? null;
      counts[delivery ? delivery.state : "none"]++;
      return { row: Number(r.job_row), certificateId: r.id, recipientName: r.recipient_name, to: r.recipient_email ?? null, delivery };
    });
    return { counts, rows: out };
  });

  app.post("/jobs/:id/deliveries/resend-failed", async (request, reply) => {
    const { job, rows } = await jobCertificates(request.params);
    const payload = JSON.parse(job.payload) as { locale?: string; email?: { pdf?: "attach" | "link" } };
    const deliveries = await latestDeliveries(app.db, rows.filter((r) => r.recipient_email).map((r) => r.id));
    let queued = 0;
    for (const r of rows) {
      if (deliveries.get(r.id)?.state !== "failed") continue;
      const cert = await getCertificate(app.db, r.id);
      if (!cert) continue;
      await queueCertificateMail(app, cert, { locale: isLocale(payload.locale) ? payload.locale : request.locale, pdf: payload.email?.pdf ?? "attach", createdBy: currentUser(request).id });
      queued++;
    }
    await recordActivity(app.db, currentUser(request).id, "certificate.bulk.email.resend", job.id);
    return reply.status(202).send({ queued });
  });
}
