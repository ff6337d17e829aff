// Admin categories (card categories and certificate types):
// GET / ?kind=&q=&page=&pageSize= → page of { id, slug, kind, name, order, hidden, templates, createdAt, updatedAt }
// POST / { kind, slug, name{ar,en,fr}, hidden? } → 201 category · GET /{id} · PATCH /{id} { name?, hidden?, sortOrder? }
// PUT /order { kind, ids[] } → 204 · DELETE /{id}?moveTo= → 204 (409 while it has templates and no moveTo).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminCategoriesQuery, createCategoryInput, deleteCategoryQuery, reorderCategoriesInput, updateCategoryInput } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { createCategory, deleteCategory, getAdminCategory, listAdminCategories, reorderCategories, updateCategory } from "../../../../services/admin/categories.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function adminCategoriesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);

  app.get("/", async (request) => listAdminCategories(app.db, adminCategoriesQuery.parse(request.query ?? {})));

  app.post("/", async (request, reply) => {
    const created = await createCategory(app.db, createCategoryInput.parse(request.body ?? {}));
    await recordActivity(app.db, currentUser(request).id, "category.create", created.slug);
    return reply.status(201).send(created);
  });

  app.put("/order", async (request, reply) => {
    const { kind, ids } = reorderCategoriesInput.parse(request.body ?? {});
    await reorderCategories(app.db, kind, ids);
    await recordActivity(app.db, currentUser(request).id, "category.reorder", kind);
    return reply.status(204).send();
  });

  app.get("/:id", async (request) => getAdminCategory(app.db, idParams.parse(request.params).id));

  app.patch("/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const updated = await updateCategory(app.db, id, updateCategoryInput.parse(request.body ?? {}));
    await recordActivity(app.db, currentUser(request).id, "category.update", updated.slug);
    return updated;
  });

  app.delete("/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { moveTo } = deleteCategoryQuery.parse(request.query ?? {});
    const category = await getAdminCategory(app.db, id);
    await deleteCategory(app.db, id, moveTo);
    await recordActivity(app.db, currentUser(request).id, "category.delete", category.slug);
    return reply.status(204).send();
  });
}
