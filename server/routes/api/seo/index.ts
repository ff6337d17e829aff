// GET /api/seo/global · GET /api/seo/{card|certificate|category}/{id} (entity values over global).
import type { FastifyInstance } from "fastify";
import { notFound } from "../../../errors.ts";
import { getEntitySeo, getGlobalSeo } from "../../../services/seo/get-seo.ts";
import { entityParams } from "./schema.ts";

export default async function seoRoutes(app: FastifyInstance) {
  app.get("/global", async () => getGlobalSeo(app.db));
  app.get("/:type/:id", async (request) => {
    const parsed = entityParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return getEntitySeo(app.db, parsed.data.type, parsed.data.id);
  });
}
