// Emitting an event: the event row, one delivery per subscribed enabled endpoint, and the job that
// attempts each delivery, all through the caller's database handle — pass the transaction that
// writes what the event reports, and the event exists exactly when that change does (an outbox).
// The caller wakes the runners after its transaction commits (wakeWebhookRunners).
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";
import { kickJobs } from "../queue/wake.ts";
import type { WebhookEventType } from "../../shared/api/webhooks.ts";
import { WEBHOOK_DELIVERY_JOB_TYPE } from "./job-type.ts";

export const newEventId = () => `msg_${randomBytes(16).toString("base64url")}`;

export interface EmitOptions {
  /** A stable id for an event that may be emitted again after a crash (e.g. `bulk.completed` of a job):
   * emitting an id twice stores and sends it once. */
  id?: string;
  /** Deliver to this endpoint only, whatever it subscribes to ("send a test event"). */
  endpointId?: string;
}

/** Stores the event and queues its deliveries; answers the event id, or null when nobody listens. */
export async function emitWebhookEvent(db: Db, type: WebhookEventType | "webhook.test", data: Record<string, unknown>, options: EmitOptions = {}): Promise<string | null> {
  let query = db.selectFrom("webhook_endpoints").select(["id", "events"]).where("enabled", "=", 1);
  if (options.endpointId) query = query.where("id", "=", options.endpointId);
  const endpoints = (await query.execute()).filter((e) => options.endpointId || parseEvents(e.events).includes(type));
  if (endpoints.length === 0) return null;
  const id = options.id ?? newEventId();
  const now = nowIso();
  const payload = JSON.stringify({ type, timestamp: now, data });
  const inserted = await db.insertInto("webhook_events").values({ id, type, payload, created_at: now }).onConflict((oc) => oc.column("id").doNothing()).executeTakeFirst();
  if (options.id && Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return id; // emitted before
  for (const endpoint of endpoints) {
    const deliveryId = randomUUID();
    await db
      .insertInto("webhook_deliveries")
      .values({ id: deliveryId, event_id: id, endpoint_id: endpoint.id, state: "pending", attempts: 0, last_status: null, last_error: null, last_latency_ms: null, response_excerpt: null, next_attempt_at: now, created_at: now, updated_at: now })
      .execute();
    await queueDeliveryJob(db, deliveryId, now);
  }
  return id;
}

export async function queueDeliveryJob(db: Db, deliveryId: string, now = nowIso()): Promise<void> {
  await db
    .insertInto("jobs")
    .values({ id: randomUUID(), type: WEBHOOK_DELIVERY_JOB_TYPE, state: "queued", payload: JSON.stringify({ deliveryId }), done: 0, total: 1, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now })
    .execute();
}

// Which event types have an enabled endpoint, per database, re-read at most every 2 s: a page view
// or a verification (hot paths) then costs nothing when nobody listens. Changes made through this
// instance clear it at once; another instance's changes are seen within SUBSCRIBERS_TTL_MS.
const SUBSCRIBERS_TTL_MS = 2_000;
const subscribed = new WeakMap<Db, { at: number; types: Set<string> }>();

export function forgetSubscribers(db: Db): void {
  subscribed.delete(db);
}

async function hasSubscribers(db: Db, type: string): Promise<boolean> {
  let entry = subscribed.get(db);
  if (!entry || Date.now() - entry.at > SUBSCRIBERS_TTL_MS) {
    const rows = await db.selectFrom("webhook_endpoints").select("events").where("enabled", "=", 1).execute();
    entry = { at: Date.now(), types: new Set(rows.flatMap((r) => parseEvents(r.events))) };
    subscribed.set(db, entry);
  }
  return entry.types.has(type);
}

/** Emits outside any transaction and wakes this instance's runners (events that report a read: views,
 * shares, verifications). Never throws: a page must not fail because an event could not be stored. */
export async function emitAndWake(
  app: FastifyInstance,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: EmitOptions & { data?: () => Promise<Record<string, unknown> | undefined> } = {},
): Promise<void> {
  try {
    if (!(await hasSubscribers(app.db, type))) return;
    // The data is loaded only when someone listens.
    const loaded = options.data ? await options.data() : data;
    if (!loaded) return;
    if (await emitWebhookEvent(app.db, type, loaded, options)) kickJobs(app);
  } catch (err) {
    app.log.error({ err, type }, "webhook event not stored");
  }
}

export function parseEvents(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
