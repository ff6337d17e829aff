// Rows for one webhook delivery attempt called directly (deliver.test.ts, deliver-race.test.ts): an
// endpoint, an event with its pending delivery, and the `webhook.deliver` job context the runner
// would hand runWebhookDelivery.
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/index.ts";
import type { JobsTable } from "../../db/schema.ts";
import type { JobContext } from "../../queue/runner.ts";
import { runWebhookDelivery } from "../deliver.ts";

export const testSecret = `whsec_${randomBytes(32).toString("base64")}`;
export const testPayload = JSON.stringify({ type: "certificate.issued", timestamp: "2026-11-28T00:00:00.000Z", data: { certificate: { id: "c1" } } });

export interface EndpointFields {
  url: string;
  enabled?: number;
  consecutive_failures?: number;
  failing_since?: string | null;
}

/** An endpoint for certificate.issued signed with testSecret; answers its id. */
export async function insertEndpoint(db: Db, fields: EndpointFields): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("webhook_endpoints")
    .values({ id, url: fields.url, description: "", events: JSON.stringify(["certificate.issued"]), secret: testSecret, enabled: fields.enabled ?? 1, disabled_reason: null, consecutive_failures: fields.consecutive_failures ?? 0, failing_since: fields.failing_since ?? null, created_by: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** An event (testPayload) and its delivery to `endpointId`, pending unless told; answers the delivery id. */
export async function insertDelivery(db: Db, endpointId: string, extra: { state?: "pending" | "delivered" | "failed" | "cancelled"; attempts?: number; retries_from?: number } = {}): Promise<string> {
  const id = randomUUID();
  const eventId = `msg_${randomBytes(8).toString("hex")}`;
  const now = new Date().toISOString();
  await db.insertInto("webhook_events").values({ id: eventId, type: "certificate.issued", payload: testPayload, created_at: now }).execute();
  await db
    .insertInto("webhook_deliveries")
    .values({ id, event_id: eventId, endpoint_id: endpointId, state: extra.state ?? "pending", attempts: extra.attempts ?? 0, retries_from: extra.retries_from ?? 0, last_status: null, last_error: null, last_latency_ms: null, response_excerpt: null, next_attempt_at: now, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** One attempt at the delivery, as the job runner would run it. */
export function runAttempt(app: FastifyInstance, deliveryId: string, signal = new AbortController().signal) {
  const job = { id: randomUUID(), type: "webhook.deliver", state: "running", payload: JSON.stringify({ deliveryId }), done: 0, total: 1, errors: "[]" } as JobsTable;
  const ctx: JobContext = { job, signal, progress: async () => undefined };
  return runWebhookDelivery(app, ctx);
}

/** The "endpoint turned off" e-mails queued for the admins. */
export const disabledMails = (db: Db) => db.selectFrom("mail_messages").select(["to_address"]).where("kind", "=", "webhook.disabled").execute();
