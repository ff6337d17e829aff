// Admin webhooks (Standard Webhooks; docs/webhooks.md):
// GET / → [endpoint] · POST { url, events, description? } → 201 { …endpoint, secret } (the secret once)
// · PATCH /{id} { url?, events?, description?, enabled? } · DELETE /{id} → 204
// · GET /{id}/deliveries?page=&pageSize= · POST /{id}/test → 202 { eventId }
// · POST /{id}/deliveries/{deliveryId}/resend → 202
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageQuery } from "../../../../../shared/api/admin.ts";
import { createWebhookInput, updateWebhookInput } from "../../../../../shared/api/webhooks.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { kickJobs } from "../../../../queue/wake.ts";
import { emitWebhookEvent } from "../../../../webhooks/emit.ts";
import { checkEndpointUrl, createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, resendDelivery, updateWebhook } from "../../../../webhooks/endpoints.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = idParams.extend({ deliveryId: z.string().min(1).max(64) });

export default async function adminWebhooksRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  const allowPrivate = app.config.webhooks.allowPrivate;

  app.get("/", async () => ({ items: await listWebhooks(app.db) }));

  app.post("/", async (request, reply) => {
    const input = createWebhookInput.parse(request.body ?? {});
    await checkEndpointUrl(input.url, allowPrivate);
    const admin = currentUser(request);
    const created = await createWebhook(app.db, input, admin.id);
    await recordActivity(app.db, admin.id, "webhook.create", created.id);
    reply.header("Cache-Control", "no-store"); // the secret must not linger in caches
    return reply.status(201).send(created);
  });

  app.patch("/:id", async (request) => {
    const { id } = parseOr404(idParams, request.params);
    const input = updateWebhookInput.parse(request.body ?? {});
    if (input.url !== undefined) await checkEndpointUrl(input.url, allowPrivate);
    const updated = await updateWebhook(app.db, id, input);
    if (!updated) throw notFound();
    await recordActivity(app.db, currentUser(request).id, "webhook.update", id);
    return updated;
  });

  app.delete("/:id", async (request, reply) => {
    const { id } = parseOr404(idParams, request.params);
    if (!(await deleteWebhook(app.db, id))) throw notFound();
    await recordActivity(app.db, currentUser(request).id, "webhook.delete", id);
    return reply.status(204).send();
  });

  app.get("/:id/deliveries", async (request) => {
    const { id } = parseOr404(idParams, request.params);
    if (!(await getWebhook(app.db, id))) throw notFound();
    const { page, pageSize } = pageQuery.parse(request.query ?? {});
    return listDeliveries(app.db, id, page, pageSize);
  });

  app.post("/:id/test", async (request, reply) => {
    const { id } = parseOr404(idParams, request.params);
    const endpoint = await getWebhook(app.db, id);
    if (!endpoint) throw notFound();
    // Sent even to a turned-off endpoint's URL would be surprising: a test goes only to an enabled one.
    if (endpoint.enabled !== 1) throw notFound();
    const eventId = await emitWebhookEvent(app.db, "webhook.test", { message: "Test event from Bitaqa", endpointId: id }, { endpointId: id });
    kickJobs(app);
    return reply.status(202).send({ eventId });
  });

  app.post("/:id/deliveries/:deliveryId/resend", async (request, reply) => {
    const { id, deliveryId } = parseOr404(deliveryParams, request.params);
    if (!(await resendDelivery(app.db, id, deliveryId))) throw notFound();
    kickJobs(app);
    return reply.status(202).send({ ok: true });
  });
}

function parseOr404<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
