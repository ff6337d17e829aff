// Admin templates (all answers are AdminTemplateSummary/Detail from services/admin/templates.ts):
// GET / ?q=&kind=&category=&published=&deleted=&page=&pageSize= · POST / { kind, categoryId, title, description?, design?, fields?, published? } → 201
// GET /{id} · PATCH /{id} { title?, description?, categoryId?, published?, sortOrder? }
// PUT /{id}/design { design, fields?, baseRevisionId } (ONE new revision with both; 409 revisionConflict when
// baseRevisionId is not the current revision; deletes the saver's draft)
// GET /{id}/draft → { hasDraft: true, design, fields, hasFields, baseRevisionId, revisionId, updatedAt } | { hasDraft: false, revisionId } · PUT /{id}/draft { design, fields?, baseRevisionId? } · DELETE /{id}/draft → 204
// (drafts are per admin: each admin reads, writes and deletes only their own)
// GET /{id}/fields → { fields, revisionId } · PUT /{id}/fields { fields } (new revision) · POST /{id}/duplicate → 201
// DELETE /{id} (soft) → 204 · POST /{id}/restore (undo) · GET /{id}/thumbnail.png (also unpublished).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminTemplatesQuery, createTemplateInput, templateDesignInput, templateDraftInput, templateFieldsInput, updateTemplateInput } from "../../../../../shared/api/admin.ts";
import { DESIGN_LIMITS } from "../../../../../shared/limits.ts";
import { deleteTemplateDraft, draftNotFound, getTemplateDraft, saveTemplateDraft } from "../../../../services/admin/template-drafts.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import {
  createAdminTemplate, duplicateTemplate, getAdminTemplate, listAdminTemplates, restoreTemplate, saveAdminDesign, saveAdminFields,
  softDeleteTemplate, updateAdminTemplate,
} from "../../../../services/admin/templates.ts";
import { getTemplate } from "../../../../services/templates/get-template.ts";
import { sampleValues } from "../../../../services/templates/sample-values.ts";
import { designLocale } from "../../../../../shared/format/design-locale.ts";
import templateRevisionsRoutes from "./revisions.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const thumbQuery = z.object({ width: z.coerce.number().int().min(64).max(1600).default(480) });

export default async function adminTemplatesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  await app.register(templateRevisionsRoutes); // GET /{id}/revisions…, POST /{id}/revisions/{revisionId}/restore

  app.get("/", async (request) => listAdminTemplates(app.db, adminTemplatesQuery.parse(request.query ?? {})));

  // Routes that take a design accept the largest legal one (DESIGN_LIMITS); bigger bodies answer 413.
  const bodyLimit = DESIGN_LIMITS.requestBytesMax;

  app.post("/", { bodyLimit }, async (request, reply) => {
    const created = await createAdminTemplate(app.db, createTemplateInput.parse(request.body ?? {}), actor(request));
    await recordActivity(app.db, actor(request), "template.create", created.id);
    return reply.status(201).send(created);
  });

  app.get("/:id", async (request) => getAdminTemplate(app.db, idParams.parse(request.params).id));

  app.patch("/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const input = updateTemplateInput.parse(request.body ?? {});
    const updated = await updateAdminTemplate(app.db, id, input);
    const action = input.published === undefined ? "template.update" : input.published ? "template.publish" : "template.unpublish";
    await recordActivity(app.db, actor(request), action, id);
    return updated;
  });

  app.put("/:id/design", { bodyLimit }, async (request) => {
    const { id } = idParams.parse(request.params);
    const { design, fields, baseRevisionId } = templateDesignInput.parse(request.body ?? {});
    const saved = await saveAdminDesign(app.db, id, design, actor(request), { fields, baseRevisionId });
    await recordActivity(app.db, actor(request), "template.design", id);
    return saved;
  });

  app.get("/:id/draft", async (request) => getTemplateDraft(app.db, idParams.parse(request.params).id, actor(request)));

  app.put("/:id/draft", { bodyLimit }, async (request) => {
    const { id } = idParams.parse(request.params);
    const { design, fields, baseRevisionId } = templateDraftInput.parse(request.body ?? {});
    return saveTemplateDraft(app.db, id, design, fields, actor(request), baseRevisionId);
  });

  app.delete("/:id/draft", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    if (!(await deleteTemplateDraft(app.db, id, actor(request)))) throw draftNotFound();
    return reply.status(204).send();
  });

  app.get("/:id/fields", async (request) => {
    const t = await getAdminTemplate(app.db, idParams.parse(request.params).id);
    return { fields: t.fields, revisionId: t.revisionId };
  });

  app.put("/:id/fields", async (request) => {
    const { id } = idParams.parse(request.params);
    const { fields } = templateFieldsInput.parse(request.body ?? {});
    const saved = await saveAdminFields(app.db, id, fields, actor(request));
    await recordActivity(app.db, actor(request), "template.fields", id);
    return { fields: saved.fields, revisionId: saved.revisionId };
  });

  app.post("/:id/duplicate", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const copy = await duplicateTemplate(app.db, id, actor(request));
    await recordActivity(app.db, actor(request), "template.duplicate", copy.id);
    return reply.status(201).send(copy);
  });

  app.delete("/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await softDeleteTemplate(app.db, id);
    await recordActivity(app.db, actor(request), "template.delete", id);
    return reply.status(204).send();
  });

  app.post("/:id/restore", async (request) => {
    const { id } = idParams.parse(request.params);
    const restored = await restoreTemplate(app.db, id);
    await recordActivity(app.db, actor(request), "template.restore", id);
    return restored;
  });

  // Admin-only bytes: never kept by shared caches (overrides the renderer's public Cache-Control).
  const privateCache = async (_request: unknown, reply: { header(name: string, value: string): unknown }, payload: unknown) => {
    reply.header("cache-control", "private, no-cache");
    return payload;
  };
  app.get("/:id/thumbnail.png", { onSend: privateCache }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { width } = thumbQuery.parse(request.query ?? {});
    const template = await getTemplate(app.db, id);
    if (!template || !app.hasDecorator("render")) throw notFound();
    const out = await app.render.output({ design: template.design, values: sampleValues(template.fields, designLocale(template.design, request.locale), template.kind, template.design), format: "png", width });
    return app.render.send(request, reply, out, { immutable: false, private: true });
  });
}
