// POST /api/cards/{id}/view and /share { channel } → 204. Counted once per address (hashed) and
// window; repeated calls still answer 204 but do not count. The owner's and admins' views are not counted.
import type { FastifyInstance } from "fastify";
import { shareInput } from "../../../../shared/api/cards.ts";
import { countCardShare, countCardView } from "../../../services/cards/count-card.ts";
import { loadCard } from "./load-card.ts";
import { isOwnView, isPerson } from "../../../analytics/person.ts";

const LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };

export default async function countersRoutes(app: FastifyInstance) {
  app.post("/:id/view", { config: LIMIT }, async (request, reply) => {
    const card = await loadCard(app, request.params);
    if (!isOwnView(request.user, card.ownerId)) {
      await countCardView(app.db, card.id, { ip: request.ip, secret: app.secret });
      // The app shows the card after navigating (a server-drawn page counts itself, analytics/page-events.ts).
      if (isPerson(request.headers)) app.analytics.record({ kind: "card", itemId: card.id, templateId: card.templateId, event: "view" });
    }
    return reply.status(204).send();
  });

  app.post("/:id/share", { config: LIMIT }, async (request, reply) => {
    const card = await loadCard(app, request.params);
    const { channel } = shareInput.parse(request.body ?? {});
    await countCardShare(app.db, card.id, channel, { ip: request.ip, secret: app.secret });
    app.analytics.record({ kind: "card", itemId: card.id, templateId: card.templateId, event: "share", channel });
    return reply.status(204).send();
  });
}
