// GET /api/templates/{id}/thumbnail.png?v=<revision>&width= — the design drawn with its fields'
// sample values (defaults, else placeholders, else the label) in the design's language, for galleries
// and admin lists.
// thumbnail.webp: the same, lossy and several times smaller, for the galleries' <picture> (issue 13).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../../errors.ts";
import { getPublishedTemplate } from "../../../services/templates/get-template.ts";
import { sampleValues } from "../../../services/templates/sample-values.ts";
import { designLocale } from "../../../../shared/format/design-locale.ts";

const params = z.object({ id: z.string().min(1).max(64) });
const query = z.object({ width: z.coerce.number().int().min(64).max(1600).default(480), v: z.string().max(64).optional() });

export default async function thumbnailRoute(app: FastifyInstance) {
  for (const format of ["png", "webp"] as const) {
    app.get(`/:id/thumbnail.${format}`, { config: { session: false } }, async (request, reply) => {
      const { id } = params.parse(request.params);
      const { width, v } = query.parse(request.query ?? {});
      const template = await getPublishedTemplate(app.db, id);
      if (!template) throw notFound();
      const out = await app.render.output({ design: template.design, values: sampleValues(template.fields, designLocale(template.design, request.locale), template.kind, template.design), format, width });
      // The URL carries the revision id: when it matches, the bytes never change.
      return app.render.send(request, reply, out, { immutable: v === template.revisionId });
    });
  }
}
