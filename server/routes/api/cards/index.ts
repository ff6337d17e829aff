// Cards: POST /api/cards (anyone), GET /api/cards/{id} (anyone with the id), PUT/DELETE (owner or
// admin). Image/PDF routes live in files.ts, view/share counters in counters.ts.
import type { FastifyInstance } from "fastify";
import { createCardInput, updateCardInput } from "../../../../shared/api/cards.ts";
import { forbidden, HttpError, notFound } from "../../../http/errors.ts";
import { presentCard } from "../../../presenters/card.ts";
import { canEditCard } from "../../../services/cards/access.ts";
import { getCard } from "../../../services/cards/card-record.ts";
import { loadCard } from "./load-card.ts";
import { createCard } from "../../../services/cards/create-card.ts";
import { deleteCard, updateCardValues } from "../../../services/cards/update-card.ts";
import { recordActivity } from "../../../services/activity.ts";
import countersRoutes from "./counters.ts";
import filesRoutes from "./files.ts";

export default async function cardsRoutes(app: FastifyInstance) {
  app.post("/", { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = createCardInput.parse(request.body ?? {});
    const id = await createCard(app.db, { templateId: input.templateId, values: input.values, ownerId: request.user?.id ?? null });
    if (!id) throw new HttpError(404, "cards:templateNotFound");
    const card = await getCard(app.db, id);
    if (!card) throw notFound();
    return reply.status(201).send(presentCard(card, request.user));
  });

  app.get("/:id", async (request) => {
    const card = await loadCard(app, request.params);
    return presentCard(card, request.user);
  });

  app.put("/:id", async (request) => {
    const card = await loadCard(app, request.params);
    if (!canEditCard(request.user, card)) throw request.user ? forbidden() : new HttpError(401, "unauthorized");
    const input = updateCardInput.parse(request.body ?? {});
    await updateCardValues(app.db, card, input.values);
    return presentCard((await getCard(app.db, card.id))!, request.user);
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
}
