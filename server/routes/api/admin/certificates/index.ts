// Admin certificates: GET / ?q=&templateId=&revoked=&page=&pageSize= → page of { id, code, templateId, revisionId,
// templateTitle, type, recipientName, values, issuedAt, expiresAt, revokedAt, revokedReason, jobId, owner, viewCount,
// createdAt, imageUrl } · GET /{id} · DELETE /{id} → 204 · POST /{id}/revoke { reason } → the certificate (409 if already revoked).
// (POST /bulk and /api/admin/jobs belong to the bulk-issuance work.)
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminCertificatesQuery, revokeCertificateInput } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { latestDeliveries } from "../../../../services/email/certificate-mail.ts";
import { deleteCertificate, getAdminCertificate, listAdminCertificates, revokeCertificate } from "../../../../services/admin/items.ts";
import { emitCertificateEvent } from "../../../../webhooks/certificate-events.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function adminCertificatesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async (request) => {
    const page = await listAdminCertificates(app.db, adminCertificatesQuery.parse(request.query ?? {}));
    // Each certificate's recipient e-mail and newest delivery (issue 15).
    const ids = page.items.map((c) => c.id);
    const [emails, deliveries] = await Promise.all([
      ids.length ? app.db.selectFrom("certificates").select(["id", "recipient_email"]).where("id", "in", ids).execute() : [],
      latestDeliveries(app.db, ids),
    ]);
    const emailOf = new Map(emails.map((e) => [e.id, e.recipient_email ?? null]));
    return { ...page, items: page.items.map((c) => ({ ...c, recipientEmail: emailOf.get(c.id) ?? null, delivery: deliveries.get(c.id) ?? null })) };
  });
  app.get("/:id", async (request) => getAdminCertificate(app.db, idParams.parse(request.params).id));
  app.delete("/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await deleteCertificate(app.db, id);
    await recordActivity(app.db, currentUser(request).id, "certificate.delete", id);
    return reply.status(204).send();
  });
  app.post("/:id/revoke", async (request) => {
    const { id } = idParams.parse(request.params);
    const { reason } = revokeCertificateInput.parse(request.body ?? {});
    await revokeCertificate(app.db, id, reason);
    await emitCertificateEvent(app, "certificate.revoked", id, { reason });
    await recordActivity(app.db, currentUser(request).id, "certificate.revoke", id);
    return getAdminCertificate(app.db, id);
  });
}
