// GET /api/categories?kind=card|certificate → visible categories in display order.
import type { FastifyInstance } from "fastify";
import { categoriesQuery } from "../../../../shared/api/settings.ts";
import { listCategories } from "../../../services/categories/list-categories.ts";

export default async function categoriesRoutes(app: FastifyInstance) {
  app.get("/", { config: { session: false } }, async (request) => {
    const { kind } = categoriesQuery.parse(request.query ?? {});
    return listCategories(app.db, { kind });
  });
}
