// GET /api/admin/analytics?from=&to=[&templateId=][&categoryId=][&kind=] → AdminAnalytics (issue 26 §1).
// Admins only. Range: whole UTC days, default the last 30 ending today, at most MAX_RANGE_DAYS.
import type { FastifyInstance } from "fastify";
import { adminAnalyticsQuery } from "../../../../../shared/api/analytics.ts";
import { requireAdmin } from "../../../../policies/auth.ts";
import { adminAnalytics } from "../../../../analytics/query-admin.ts";
import { privateNoStore, rangeOrBadRequest } from "../../../../analytics/request-range.ts";

export default async function adminAnalyticsRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireAdmin }, async (request, reply) => {
    const { from, to, templateId, categoryId, kind } = adminAnalyticsQuery.parse(request.query ?? {});
    const range = rangeOrBadRequest({ from, to });
    privateNoStore(reply);
    return adminAnalytics(app.db, range, { templateId, categoryId, kind }, request.locale);
  });
}
