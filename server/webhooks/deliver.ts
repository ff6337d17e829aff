// The `webhook.deliver` job: one attempt at one delivery. Signed per Standard Webhooks with the
// endpoint's secret (webhook-id = the event id, so a receiver de-duplicates a repeated delivery).
// At least once: a delivery is marked delivered only after a 2xx; an instance killed mid-attempt
// leaves the job to be taken over and the same event sent again with the same id.
// Retries: no answer, 408, 429 and 5xx wait for the next step of the schedule (config), other
// answers stop. An endpoint failing for long enough is turned off and the admins are told.
import type { FastifyInstance } from "fastify";
import { Webhook } from "standardwebhooks";
import { nowIso } from "../db/columns.ts";
import type { JobContext, JobResult } from "../queue/runner.ts";
import { postWebhook, type AttemptResult } from "./deliver-request.ts";
import { notifyAdminsOfDisabledEndpoint } from "./disabled-mail.ts";

export const isRetryable = (r: AttemptResult) => r.status === null ? !r.error?.includes("is not public") : r.status === 408 || r.status === 429 || r.status >= 500;
const isSuccess = (r: AttemptResult) => r.status !== null && r.status >= 200 && r.status < 300;

export function signedHeaders(secret: string, eventId: string, payload: string, at = new Date()): Record<string, string> {
  const signature = new Webhook(secret).sign(eventId, at, payload);
  return { "webhook-id": eventId, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signature };
}

export async function runWebhookDelivery(app: FastifyInstance, ctx: JobContext): Promise<JobResult> {
  const { deliveryId } = JSON.parse(ctx.job.payload) as { deliveryId: string };
  const delivery = await app.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", deliveryId).executeTakeFirst();
  if (!delivery || delivery.state !== "pending") return {};
  const [event, endpoint] = await Promise.all([
    app.db.selectFrom("webhook_events").selectAll().where("id", "=", delivery.event_id).executeTakeFirst(),
    app.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", delivery.endpoint_id).executeTakeFirst(),
  ]);
  if (!event || !endpoint || endpoint.enabled !== 1) {
    await app.db.updateTable("webhook_deliveries").set({ state: "cancelled", next_attempt_at: null, updated_at: nowIso() }).where("id", "=", deliveryId).where("state", "=", "pending").execute();
    return {};
  }

  const result = await postWebhook(endpoint.url, event.payload, signedHeaders(endpoint.secret, event.id, event.payload), { allowPrivate: app.config.webhooks.allowPrivate, signal: ctx.signal });
  // Stopped mid-attempt: record nothing; the runner leaves the job for the next claim (same event id).
  if (ctx.signal.aborted) throw new Error("webhook delivery aborted");
  const attempts = delivery.attempts + 1;
  const now = nowIso();
  const schedule = app.config.webhooks.retryScheduleMs;
  // The schedule counts from the latest "send again"; `attempts` is the delivery's whole total.
  const sinceResend = attempts - delivery.retries_from;
  const retryIn = !isSuccess(result) && isRetryable(result) && sinceResend <= schedule.length ? schedule[sinceResend - 1] : undefined;
  const state = isSuccess(result) ? "delivered" : retryIn !== undefined ? "pending" : "failed";
  await app.db
    .updateTable("webhook_deliveries")
    .set({
      state,
      attempts,
      last_status: result.status,
      last_error: result.error,
      last_latency_ms: result.latencyMs,
      response_excerpt: result.excerpt,
      next_attempt_at: retryIn === undefined ? null : new Date(Date.now() + retryIn).toISOString(),
      updated_at: now,
    })
    .where("id", "=", deliveryId)
    .execute();
  await app.db
    .insertInto("webhook_delivery_attempts")
    .values({ delivery_id: deliveryId, attempt: attempts, at: now, status: result.status, error: result.error, latency_ms: result.latencyMs, response_excerpt: result.excerpt })
    .onConflict((oc) => oc.columns(["delivery_id", "attempt"]).doNothing())
    .execute();
  await recordEndpointHealth(app, endpoint.id, isSuccess(result), now);
  return retryIn === undefined ? {} : { rescheduleMs: retryIn };
}

async function recordEndpointHealth(app: FastifyInstance, endpointId: string, ok: boolean, now: string): Promise<void> {
  if (ok) {
    await app.db.updateTable("webhook_endpoints").set({ consecutive_failures: 0, failing_since: null }).where("id", "=", endpointId).where("consecutive_failures", ">", 0).execute();
    return;
  }
  const row = await app.db
    .updateTable("webhook_endpoints")
    .set((eb) => ({ consecutive_failures: eb("consecutive_failures", "+", 1), failing_since: eb.fn.coalesce("failing_since", eb.val(now)) }))
    .where("id", "=", endpointId)
    .returning(["consecutive_failures", "failing_since", "enabled"])
    .executeTakeFirst();
  if (!row || row.enabled !== 1) return;
  const { disableAfterFailures, disableAfterMs } = app.config.webhooks;
  const failingFor = Date.now() - Date.parse(row.failing_since ?? now);
  if (row.consecutive_failures < disableAfterFailures || failingFor < disableAfterMs) return;
  // Only the instance whose update turns it off sends the e-mail.
  const off = await app.db.updateTable("webhook_endpoints").set({ enabled: 0, disabled_reason: "failures", updated_at: now }).where("id", "=", endpointId).where("enabled", "=", 1).executeTakeFirst();
  if (Number(off.numUpdatedRows) === 1) await notifyAdminsOfDisabledEndpoint(app, endpointId);
}
