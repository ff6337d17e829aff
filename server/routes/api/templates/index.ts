// Public templates: GET /api/templates?kind=&category= and GET /api/templates/{id}.
// (The thumbnail route lives beside, in thumbnail.ts.) Only published templates of visible categories.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { templatesQuery } from "../../../../shared/api/templates.ts";
import { notFound } from "../../../errors.ts";
import { presentTemplate, presentTemplateSummary } from "../../../presenters/template.ts";
import { getPublishedTemplate, listPublishedTemplates } from "../../../services/templates/get-template.ts";
import thumbnailRoute from "./thumbnail.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function templatesRoutes(app: FastifyInstance) {
  app.get("/", { config: { session: false } }, async (request) => {
    const filter = templatesQuery.parse(request.query ?? {});
    return (await listPublishedTemplates(app.db, filter)).map(presentTemplateSummary);
  });

  app.get("/:id", { config: { session: false } }, async (request) => {
    const { id } = idParams.parse(request.params);
    const template = await getPublishedTemplate(app.db, id);
    if (!template) throw notFound();
    return presentTemplate(template);
  });

  await app.register(thumbnailRoute);
}
