// GET /api/certificates/{id}/analytics?from=&to= → ItemAnalytics (issue 26 §1): the certificate's owner
// or an admin, like PUT …/expiry-reminders (visitor 401, unknown certificate 404, another user 403).
import type { FastifyInstance } from "fastify";
import { analyticsRangeQuery } from "../../../../shared/api/analytics.ts";
import { forbidden, unauthorized } from "../../../errors.ts";
import { certError } from "../../../services/certificates/errors.ts";
import { itemAnalytics } from "../../../analytics/query.ts";
import { privateNoStore, rangeOrBadRequest } from "../../../analytics/request-range.ts";
import { idParams } from "./ids.ts";

export default async function certificateAnalyticsRoutes(app: FastifyInstance) {
  app.get("/:id/analytics", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    if (!request.user) throw unauthorized();
    const row = await app.db.selectFrom("certificates").select(["id", "owner_id"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw certError(404, "certificates:notFound");
    if (row.owner_id !== request.user.id && request.user.role !== "admin") throw forbidden();
    const range = rangeOrBadRequest(analyticsRangeQuery.parse(request.query ?? {}));
    privateNoStore(reply);
    return itemAnalytics(app.db, "certificate", row.id, range);
  });
}
