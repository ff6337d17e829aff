// Integrations: POST /api/v1/certificates (Authorization: Bearer <token with certificates:issue>)
// { templateId, values, recipientName?, issuedAt?, expiresAt?, options? } → 201 { id, code,
// verifyUrl, imageUrl, pdfUrl, credentialUrl } (absolute URLs). The same checks as POST
// /api/certificates; the certificate is recorded under the admin who created the token.
import type { FastifyInstance } from "fastify";
import { v1IssueCertificateInput, type V1IssuedCertificate } from "../../../../../shared/api/vc.ts";
import { getPublishedTemplate } from "../../../../services/templates/get-template.ts";
import { issueCertificate } from "../../../../services/certificates/issue-certificate.ts";
import { certError } from "../../../../services/certificates/errors.ts";
import { issueContext } from "../../../../services/certificates/context.ts";
import { certificateUrls } from "../../../../services/certificates/urls.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { apiTokenOf, requireApiToken } from "../../../../policies/api-token.ts";

export default async function v1CertificatesRoutes(app: FastifyInstance) {
  app.post("/", { preHandler: requireApiToken("certificates:issue") }, async (request, reply) => {
    const token = apiTokenOf(request);
    const input = v1IssueCertificateInput.parse(request.body ?? {});
    const template = await getPublishedTemplate(app.db, input.templateId);
    if (!template || template.kind !== "certificate") throw certError(404, "certificates:templateNotFound");
    const row = await issueCertificate(await issueContext(app), {
      template,
      values: input.values,
      recipientName: input.recipientName,
      issuedAt: input.issuedAt,
      expiresAt: input.expiresAt,
      options: {
        calendar: input.options.calendar ?? "gregory",
        digits: input.options.digits ?? (template.design.digits === "latin" ? "latn" : "arab"),
      },
      ownerId: null,
    });
    await recordActivity(app.db, token.createdBy, "apiToken.certificate.issue", row.id);
    const urls = certificateUrls(app.config.publicUrl, row.id, row.code);
    const base = app.config.publicUrl;
    const answer: V1IssuedCertificate = {
      id: row.id,
      code: urls.code,
      verifyUrl: urls.verifyUrl,
      imageUrl: `${base}${urls.imageUrl}`,
      pdfUrl: `${base}${urls.pdfUrl}`,
      credentialUrl: urls.credentialUrl,
    };
    return reply.status(201).send(answer);
  });
}
