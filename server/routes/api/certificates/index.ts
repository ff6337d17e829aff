// Certificates: POST /api/certificates (anyone; signed-in users own theirs), GET /api/certificates/{id}
// (anyone with the id), view/share counters, and the sub-plugins for rendering, the credential and
// verification (render.ts, verify.ts).
import type { FastifyInstance } from "fastify";
import { issueCertificateInput, shareInput } from "../../../../shared/api/certificates.ts";
import { issueFromInput } from "../../../services/certificates/issue-from-input.ts";
import { certError, useNamespacedErrors } from "../../../services/certificates/errors.ts";
import { certificateCanvas, defaultIssuerName } from "../../../services/certificates/context.ts";
import { getCertificate } from "../../../services/certificates/get-certificate.ts";
import { countCertificateEvent } from "../../../services/certificates/count-event.ts";
import { presentCertificate } from "../../../presenters/certificate.ts";
import { recordActivity } from "../../../services/activity.ts";
import renderRoutes from "./render.ts";
import { latestDeliveries, mailIssuedCertificate } from "../../../services/email/certificate-mail.ts";
import verifyRoutes from "./verify.ts";
import { provenanceOfUser } from "../../../services/certificates/provenance.ts";
import { checkMayIssue } from "../../../policies/certificate-issuing.ts";
import { linkedInOrganizationId } from "../../../services/certificates/linkedin.ts";
import { emitCoalescedCertificateEvent } from "../../../webhooks/certificate-events.ts";
import { idParams } from "./ids.ts";
import { isOwnView, isPerson } from "../../../analytics/person.ts";
import reminderRoutes from "./reminders.ts";
import linkedInClickRoutes from "./linkedin-click.ts";
import certificateAnalyticsRoutes from "./analytics.ts";

export { idParams } from "./ids.ts";
/** Issuing costs a signature and a row: per IP, generous for people, tight for scripts. */
const ISSUE_LIMIT = { max: 30, timeWindow: 60_000 };
const COUNT_LIMIT = { max: 120, timeWindow: 60_000 };

export default async function certificatesRoutes(app: FastifyInstance) {
  useNamespacedErrors(app);

  app.post("/", { config: { rateLimit: ISSUE_LIMIT } }, async (request, reply) => {
    const input = issueCertificateInput.parse(request.body ?? {});
    const provenance = provenanceOfUser(request.user, input.values.issuerName);
    await checkMayIssue(app.db, provenance, input);
    const { template, row } = await issueFromInput(app, input, request.user?.id ?? null, provenance, request.locale);
    await recordActivity(app.db, request.user?.id ?? null, "certificate.issue", row.id);
    await mailIssuedCertificate(app, row.id, request.locale, request.user?.id ?? null);
    const record = await getCertificate(app.db, row.id);
    return reply.status(201).send(
      withDelivery(await deliveryOf(row.id, record!.recipient_email, true), presentCertificate(record!, {
        publicUrl: app.config.publicUrl,
        issuerName: await defaultIssuerName(app.db),
        linkedInOrganizationId: await linkedInOrganizationId(app.db),
        width: template.design.canvas.width,
        height: template.design.canvas.height,
        viewerId: request.user?.id,
        viewerIsAdmin: request.user?.role === "admin",
      })),
    );
  });

  app.get("/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const row = await getCertificate(app.db, id);
    if (!row) throw certError(404, "certificates:notFound");
    const privileged = (!!request.user && row.owner_id === request.user.id) || request.user?.role === "admin";
    return withDelivery(await deliveryOf(row.id, row.recipient_email, privileged), presentCertificate(row, {
      publicUrl: app.config.publicUrl,
      issuerName: await defaultIssuerName(app.db),
      linkedInOrganizationId: await linkedInOrganizationId(app.db),
      ...(await certificateCanvas(app.db, row.revision_id)),
      viewerId: request.user?.id,
      viewerIsAdmin: request.user?.role === "admin",
    }));
  });

  /** The recipient e-mail and its delivery, only for whoever issued it (or an admin). */
  async function deliveryOf(id: string, email: string | null | undefined, privileged: boolean) {
    if (!privileged) return undefined;
    return { recipientEmail: email ?? null, delivery: (await latestDeliveries(app.db, [id])).get(id) ?? null };
  }

  // Anonymous counters: only a number goes up, once per address and window; no IP, cookie or user is
  // stored with it. Their webhooks are coalesced per certificate and window (webhooks/certificate-events.ts).
  app.post("/:id/view", { config: { rateLimit: COUNT_LIMIT } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const counted = await countCertificateEvent(app.db, id, "view", { ip: request.ip, secret: app.secret });
    if (!counted) throw certError(404, "certificates:notFound");
    if (counted.counted) void emitCoalescedCertificateEvent(app, "certificate.viewed", id);
    // The app shows the certificate after navigating (a server-drawn page counts itself, analytics/page-events.ts).
    if (isPerson(request.headers) && !isOwnView(request.user, counted.ownerId)) {
      app.analytics.record({ kind: "certificate", itemId: id, templateId: counted.templateId, event: "view" });
    }
    return reply.status(204).send();
  });

  app.post("/:id/share", { config: { rateLimit: COUNT_LIMIT } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { channel } = shareInput.parse(request.body ?? {});
    const counted = await countCertificateEvent(app.db, id, "share", { ip: request.ip, secret: app.secret, channel });
    if (!counted) throw certError(404, "certificates:notFound");
    if (counted.counted) void emitCoalescedCertificateEvent(app, "certificate.shared", id, channel);
    // "linkedin" is the "Add to profile" click; "download" is counted by the file route itself (render.ts).
    if (channel !== "download") app.analytics.record({ kind: "certificate", itemId: id, templateId: counted.templateId, ...(channel === "linkedin" ? { event: "linkedin" } : { event: "share", channel }) });
    return reply.status(204).send();
  });

  await app.register(renderRoutes);
  await app.register(verifyRoutes);
  await app.register(reminderRoutes);
  await app.register(linkedInClickRoutes);
  await app.register(certificateAnalyticsRoutes);
}

function withDelivery<T extends object>(extra: object | undefined, detail: T): T {
  return extra ? { ...detail, ...extra } : detail;
}
