// GET /api/certificates/{id}/linkedin → 302 to LinkedIn's "Add to profile" form for this certificate,
// counting the click (engagement analytics, event "linkedin"). The certificate e-mail links here, so
// a click there reaches the server too (on the pages the click is reported by the share beacon). The
// target is built here from the certificate, never taken from the request: no open redirect.
import type { FastifyInstance } from "fastify";
import { certError } from "../../../services/certificates/errors.ts";
import { getCertificate } from "../../../services/certificates/get-certificate.ts";
import { defaultIssuerName } from "../../../services/certificates/context.ts";
import { linkedInOrganizationId } from "../../../services/certificates/linkedin.ts";
import { certificateIssuerName, linkedInData } from "../../../presenters/certificate.ts";
import { isPerson } from "../../../analytics/person.ts";
import { idParams } from "./ids.ts";
import { getSetting } from "../../../settings/store.ts";

export default async function linkedInClickRoutes(app: FastifyInstance) {
  app.get("/:id/linkedin", { config: { session: false, rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const row = await getCertificate(app.db, id);
    if (!row) throw certError(404, "certificates:notFound");
    // The same issuer and organisation id as the certificate's pages and e-mail.
    const platform = await defaultIssuerName(app.db);
    const general = await getSetting(app.db, "general");
    const issuer = certificateIssuerName(row, platform) || general.siteName?.[request.locale] || "";
    const target = linkedInData(row, app.config.publicUrl, issuer, issuer === platform ? await linkedInOrganizationId(app.db) : undefined);
    // Mail scanners that follow links are not people.
    if (isPerson(request.headers)) app.analytics.record({ kind: "certificate", itemId: row.id, templateId: row.template_id, event: "linkedin" });
    return reply.header("cache-control", "no-store").redirect(target.addUrl, 302);
  });
}
