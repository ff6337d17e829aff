// GET /api/cards/{id}/analytics?from=&to= → ItemAnalytics (issue 26 §1): the card's owner or an admin,
// like PUT/DELETE (unknown card 404, visitor 401, another user 403).
import type { FastifyInstance } from "fastify";
import { analyticsRangeQuery } from "../../../../shared/api/analytics.ts";
import { forbidden, unauthorized } from "../../../errors.ts";
import { canEditCard } from "../../../services/cards/access.ts";
import { itemAnalytics } from "../../../analytics/query.ts";
import { privateNoStore, rangeOrBadRequest } from "../../../analytics/request-range.ts";
import { loadCard } from "./load-card.ts";

export default async function cardAnalyticsRoutes(app: FastifyInstance) {
  app.get("/:id/analytics", async (request, reply) => {
    const card = await loadCard(app, request.params);
    if (!canEditCard(request.user, card)) throw request.user ? forbidden() : unauthorized();
    const range = rangeOrBadRequest(analyticsRangeQuery.parse(request.query ?? {}));
    privateNoStore(reply);
    return itemAnalytics(app.db, "card", card.id, range);
  });
}
