// The tables of outgoing webhooks (server/webhooks/, migration 018): endpoints, the events we
// emitted (the outbox) and one delivery per (event, endpoint). Part of the Database in schema.ts.
import type { Generated } from "kysely";

/** An outgoing webhook endpoint (server/webhooks/). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: string;
  /** JSON text: the event types it receives */
  events: string;
  /** whsec_… (Standard Webhooks): needed to sign every delivery */
  secret: string;
  enabled: number;
  /** why it is off: "failures" (disabled automatically) or "admin" */
  disabled_reason: string | null;
  consecutive_failures: number;
  failing_since: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An event we emitted (the outbox); its id is the webhook-id receivers de-duplicate by. */
export interface WebhookEventsTable {
  id: string;
  type: string;
  /** JSON text: the whole body sent, { type, timestamp, data } */
  payload: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  state: "pending" | "delivered" | "failed" | "cancelled";
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_latency_ms: number | null;
  response_excerpt: string | null;
  next_attempt_at: string | null;
  /** attempts made before the latest "send again": the retry schedule counts from here (migration 025) */
  retries_from: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One attempt of a delivery, kept for the delivery log's history (migration 025). */
export interface WebhookDeliveryAttemptsTable {
  delivery_id: string;
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  latency_ms: number | null;
  response_excerpt: string | null;
}
