// GET /api/user/certificates?page=&pageSize= — the signed-in user's own certificates, newest first,
// with code, status, counters and LinkedIn "add certification" data.
import type { FastifyInstance } from "fastify";
import { userCertificatesQuery } from "../../../../../shared/api/certificates.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { listOwnCertificates } from "../../../../services/certificates/get-certificate.ts";
import { defaultIssuerName } from "../../../../services/certificates/context.ts";
import { presentCertificateSummary } from "../../../../presenters/certificate.ts";
import { linkedInOrganizationId } from "../../../../services/certificates/linkedin.ts";

export default async function userCertificatesRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const { page, pageSize } = userCertificatesQuery.parse(request.query ?? {});
    const { items, total } = await listOwnCertificates(app.db, user.id, page, pageSize);
    const issuerName = await defaultIssuerName(app.db);
    const organizationId = await linkedInOrganizationId(app.db);
    return { items: items.map((row) => presentCertificateSummary(row, app.config.publicUrl, issuerName, organizationId)), total, page, pageSize };
  });
}
