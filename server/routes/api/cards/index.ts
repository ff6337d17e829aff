// Cards: POST /api/cards { templateId, values, design? } (anyone), GET /api/cards/{id} (anyone with the
// id), PUT { values?, design? } / DELETE (owner or admin). A design is the card's own ("remix"), checked
// by services/designs; bodies up to DESIGN_LIMITS.requestBytesMax (larger: 413).
// Image/PDF routes live in files.ts, view/share counters in counters.ts.
import type { FastifyInstance } from "fastify";
import { createCardInput, updateCardInput } from "../../../../shared/api/cards.ts";
import { forbidden, HttpError, notFound, tooManyRequests } from "../../../errors.ts";
import { presentCard } from "../../../presenters/card.ts";
import { canEditCard } from "../../../services/cards/access.ts";
import { getCard } from "../../../services/cards/card-record.ts";
import { loadCard } from "./load-card.ts";
import { createCard } from "../../../services/cards/create-card.ts";
import { deleteCard, updateCard } from "../../../services/cards/update-card.ts";
import { DESIGN_LIMITS } from "../../../../shared/limits.ts";
import { hitRateLimit } from "../../../rate-limits/hit.ts";
import type { RateLimitRule } from "../../../config.ts";
import { recordActivity } from "../../../services/activity.ts";
import countersRoutes from "./counters.ts";
import filesRoutes from "./files.ts";
import cardAnalyticsRoutes from "./analytics.ts";
import { kickJobs } from "../../../queue/wake.ts";

/**
 * New cards that bring their own design, per IP (besides the route's 60/min): each may store up to
 * 2 MB, so this bounds how fast one address can grow the database. Tests may set config.rateLimits.cardDesigns.
 */
export const CARD_DESIGNS_LIMIT: RateLimitRule = { max: 30, windowMs: 60 * 60_000 };

export default async function cardsRoutes(app: FastifyInstance) {
  const bodyLimit = DESIGN_LIMITS.requestBytesMax;
  const designLimit = (app.config.rateLimits as { cardDesigns?: RateLimitRule }).cardDesigns ?? CARD_DESIGNS_LIMIT;

  app.post("/", { bodyLimit, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = createCardInput.parse(request.body ?? {});
    if (input.design !== undefined && input.design !== null) {
      const hit = await hitRateLimit(app.db, `card-design:${request.ip}`, designLimit.windowMs);
      if (hit.count > designLimit.max) throw tooManyRequests(Math.max(1, Math.ceil(hit.ttlMs / 1000)));
    }
    const id = await createCard(app.db, { templateId: input.templateId, values: input.values, design: input.design, ownerId: request.user?.id ?? null, publicUrl: app.config.publicUrl });
    if (!id) throw new HttpError(404, "cards:templateNotFound");
    app.analytics.record({ kind: "card", itemId: id, templateId: input.templateId, event: "issued" });
    kickJobs(app); // its card.created deliveries, if anyone listens
    const card = await getCard(app.db, id);
    if (!card) throw notFound();
    return reply.status(201).send(presentCard(card, canEditCard(request.user, card)));
  });

  app.get("/:id", async (request) => {
    const card = await loadCard(app, request.params);
    return presentCard(card, canEditCard(request.user, card));
  });

  app.put("/:id", { bodyLimit }, async (request) => {
    const card = await loadCard(app, request.params);
    if (!canEditCard(request.user, card)) throw request.user ? forbidden() : new HttpError(401, "unauthorized");
    const input = updateCardInput.parse(request.body ?? {});
    await updateCard(app.db, card, { values: input.values, design: input.design, baseUpdatedAt: input.baseUpdatedAt });
    return presentCard((await getCard(app.db, card.id))!, canEditCard(request.user, card));
  });

  app.delete("/:id", async (request, reply) => {
    const card = await loadCard(app, request.params);
    if (!canEditCard(request.user, card)) throw request.user ? forbidden() : new HttpError(401, "unauthorized");
    await deleteCard(app.db, card.id);
    if (request.user) await recordActivity(app.db, request.user.id, "card.delete", card.id);
    return reply.status(204).send();
  });

  await app.register(filesRoutes);
  await app.register(countersRoutes);
  await app.register(cardAnalyticsRoutes);
}
