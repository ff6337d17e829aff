// GET /api/user/cards?page=&pageSize= — the signed-in user's own cards, newest first.
import type { FastifyInstance } from "fastify";
import { userCardsQuery, type CardList } from "../../../../../shared/api/cards.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { presentCardSummary } from "../../../../presenters/card.ts";
import { canEditCard } from "../../../../services/cards/access.ts";
import { listUserCards } from "../../../../services/cards/list-user-cards.ts";

export default async function userCardsRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireUser }, async (request): Promise<CardList> => {
    const user = currentUser(request);
    const { page, pageSize } = userCardsQuery.parse(request.query ?? {});
    const { records, total } = await listUserCards(app.db, user.id, page, pageSize);
    return { items: records.map((card) => presentCardSummary(card, canEditCard(user, card))), total, page, pageSize };
  });
}
