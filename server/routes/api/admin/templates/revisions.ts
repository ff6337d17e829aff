// A template's version history (issue 24 §5), admin only (the parent plugin's requireAdmin hook):
// GET /{id}/revisions ?page=&pageSize= → { items: [{ id, number, author, createdAt, current, thumbnailUrl }], total, page, pageSize }
// GET /{id}/revisions/{revisionId} → the same plus { design, fields } (opened read-only in the editor)
// GET /{id}/revisions/{revisionId}/thumbnail.png?width= → drawn by the server renderer (output cache)
// POST /{id}/revisions/{revisionId}/restore { baseRevisionId } → 201 the template, pointing at a NEW
// revision with that design and fields; 409 revisionConflict when baseRevisionId is not the current one.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { restoreRevisionInput, revisionsQuery } from "../../../../../shared/api/revisions.ts";
import { designLocale } from "../../../../../shared/format/design-locale.ts";
import { notFound } from "../../../../errors.ts";
import { currentUser } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getRevision, listRevisions, restoreRevision } from "../../../../services/admin/template-revisions.ts";
import { getAdminTemplate } from "../../../../services/admin/templates.ts";
import { sampleValues } from "../../../../services/templates/sample-values.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const revisionParams = idParams.extend({ revisionId: z.string().min(1).max(64) });
const thumbQuery = z.object({ width: z.coerce.number().int().min(64).max(1600).default(240) });

export default async function templateRevisionsRoutes(app: FastifyInstance) {
  app.get("/:id/revisions", async (request) => listRevisions(app.db, idParams.parse(request.params).id, revisionsQuery.parse(request.query ?? {})));

  app.get("/:id/revisions/:revisionId", async (request) => {
    const { id, revisionId } = revisionParams.parse(request.params);
    return getRevision(app.db, id, revisionId);
  });

  app.get("/:id/revisions/:revisionId/thumbnail.png", async (request, reply) => {
    const { id, revisionId } = revisionParams.parse(request.params);
    const { width } = thumbQuery.parse(request.query ?? {});
    const [revision, template] = await Promise.all([getRevision(app.db, id, revisionId), getAdminTemplate(app.db, id)]);
    if (!app.hasDecorator("render")) throw notFound();
    const design = revision.design as Parameters<typeof designLocale>[0];
    const out = await app.render.output({ design: revision.design, values: sampleValues(revision.fields, designLocale(design, request.locale), template.kind, design), format: "png", width });
    // Drawn once per revision and language (the render output cache, shared by every instance); the
    // sample values follow the admin's language, so the browser revalidates (ETag) instead of keeping it.
    return app.render.send(request, reply, out, { immutable: false, private: true });
  });

  app.post("/:id/revisions/:revisionId/restore", async (request, reply) => {
    const { id, revisionId } = revisionParams.parse(request.params);
    const { baseRevisionId } = restoreRevisionInput.parse(request.body ?? {});
    const actor = currentUser(request).id;
    await restoreRevision(app.db, id, revisionId, baseRevisionId, actor);
    await recordActivity(app.db, actor, "template.revisionRestore", id);
    return reply.status(201).send(await getAdminTemplate(app.db, id));
  });
}
