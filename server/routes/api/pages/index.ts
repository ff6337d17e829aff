// GET /api/pages/{privacy|terms} → { slug, html, isDefault } in the request's language (anyone).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LEGAL_PAGES } from "../../../../shared/api/pages.ts";
import { notFound } from "../../../errors.ts";
import { legalPage } from "../../../services/pages/legal.ts";

const params = z.object({ slug: z.enum(LEGAL_PAGES) });

export default async function pagesRoutes(app: FastifyInstance) {
  app.get("/:slug", async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw notFound();
    reply.header("Vary", "Accept-Language, Cookie");
    return legalPage(app.db, parsed.data.slug, request.locale);
  });
}
