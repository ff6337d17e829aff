// Integrations: POST /api/v1/certificates (Authorization: Bearer <token with certificates:issue>)
// { templateId, values, recipientName?, issuedAt?, expiresAt?, options? } → 201 { id, code,
// verifyUrl, imageUrl, pdfUrl, credentialUrl } (absolute URLs). The same checks as POST
// /api/certificates; the certificate is recorded under the admin who created the token.
import type { FastifyInstance } from "fastify";
import { v1IssueCertificateInput, type V1IssuedCertificate } from "../../../../../shared/api/vc.ts";
import { issueFromInput } from "../../../../services/certificates/issue-from-input.ts";
import { certificateUrls } from "../../../../../shared/certificates/urls.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { apiTokenOf, requireApiToken } from "../../../../policies/api-token.ts";
import { mailIssuedCertificate } from "../../../../services/email/certificate-mail.ts";

export default async function v1CertificatesRoutes(app: FastifyInstance) {
  app.post("/", { preHandler: requireApiToken("certificates:issue") }, async (request, reply) => {
    const token = apiTokenOf(request);
    const input = v1IssueCertificateInput.parse(request.body ?? {});
    const { row } = await issueFromInput(app, input, null, { issuedBy: "apiToken" }, request.locale);
    await recordActivity(app.db, token.createdBy, "apiToken.certificate.issue", row.id);
    await mailIssuedCertificate(app, row.id, request.locale, token.createdBy);
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
