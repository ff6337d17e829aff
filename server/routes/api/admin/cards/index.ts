// Admin cards: GET / ?q=&templateId=&page=&pageSize= → page of { id, templateId, revisionId, templateTitle, category,
// values, owner{id,name,username}|null, viewCount, shareCount, createdAt, updatedAt, imageUrl } · GET /{id} · DELETE /{id} → 204.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminCardsQuery } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { deleteCard, getAdminCard, listAdminCards } from "../../../../services/admin/items.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function adminCardsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async (request) => listAdminCards(app.db, adminCardsQuery.parse(request.query ?? {})));
  app.get("/:id", async (request) => getAdminCard(app.db, idParams.parse(request.params).id));
  app.delete("/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await deleteCard(app.db, id);
    await recordActivity(app.db, currentUser(request).id, "card.delete", id);
    return reply.status(204).send();
  });
}
