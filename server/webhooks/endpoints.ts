// Admin management of webhook endpoints: create (the secret answered once), list, change, delete,
// the delivery log, a test event and sending a delivery again.
import { randomBytes, randomUUID } from "node:crypto";
import dns from "node:dns/promises";
import { isIP } from "node:net";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";
import type { WebhookEndpointsTable } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import type { CreatedWebhook, UpdateWebhookInput, WebhookDeliveryView, WebhookEventType, WebhookView } from "../../shared/api/webhooks.ts";
import { isPublicAddress } from "./address-policy.ts";
import { forgetSubscribers, parseEvents, queueDeliveryJob } from "./emit.ts";

/** A Standard Webhooks secret: "whsec_" + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export function presentWebhook(row: WebhookEndpointsTable): WebhookView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: parseEvents(row.events) as WebhookEventType[],
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason === "failures" || row.disabled_reason === "admin" ? row.disabled_reason : null,
    consecutiveFailures: row.consecutive_failures,
    createdAt: row.created_at,
  };
}

/** Refuses, at registration, an address that is plainly not public (the real check runs on every connection). */
export async function checkEndpointUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return; // not resolvable now: deliveries will fail and be retried; nothing private is reached
    }
  }
  if (addresses.some((a) => !isPublicAddress(a))) throw badRequest({ url: "validation:webhookPrivate" });
}

export async function createWebhook(db: Db, input: { url: string; events: string[]; description?: string }, createdBy: string): Promise<CreatedWebhook> {
  const now = nowIso();
  const row: WebhookEndpointsTable = {
    id: randomUUID(), url: input.url, description: input.description ?? "", events: JSON.stringify(input.events), secret: newWebhookSecret(),
    enabled: 1, disabled_reason: null, consecutive_failures: 0, failing_since: null, created_by: createdBy, created_at: now, updated_at: now,
  };
  await db.insertInto("webhook_endpoints").values(row).execute();
  forgetSubscribers(db);
  return { ...presentWebhook(row), secret: row.secret };
}

export async function listWebhooks(db: Db): Promise<WebhookView[]> {
  const rows = await db.selectFrom("webhook_endpoints").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(presentWebhook);
}

export async function getWebhook(db: Db, id: string): Promise<WebhookEndpointsTable | undefined> {
  return db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateWebhook(db: Db, id: string, input: UpdateWebhookInput): Promise<WebhookView | undefined> {
  const set: Partial<WebhookEndpointsTable> = { updated_at: nowIso() };
  if (input.url !== undefined) set.url = input.url;
  if (input.description !== undefined) set.description = input.description;
  if (input.events !== undefined) set.events = JSON.stringify([...new Set(input.events)]);
  if (input.enabled === true) Object.assign(set, { enabled: 1, disabled_reason: null, consecutive_failures: 0, failing_since: null });
  if (input.enabled === false) Object.assign(set, { enabled: 0, disabled_reason: "admin" });
  const r = await db.updateTable("webhook_endpoints").set(set).where("id", "=", id).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  forgetSubscribers(db);
  const row = await getWebhook(db, id);
  return row && presentWebhook(row);
}

/** Deletes the endpoint; its pending deliveries are cancelled with it. */
export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  forgetSubscribers(db);
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom("webhook_endpoints").where("id", "=", id).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) return false;
    await trx.updateTable("webhook_deliveries").set({ state: "cancelled", next_attempt_at: null, updated_at: nowIso() }).where("endpoint_id", "=", id).where("state", "=", "pending").execute();
    return true;
  });
}

export async function listDeliveries(db: Db, endpointId: string, page: number, pageSize: number): Promise<{ items: WebhookDeliveryView[]; total: number; page: number; pageSize: number }> {
  const base = db.selectFrom("webhook_deliveries as d").innerJoin("webhook_events as e", "e.id", "d.event_id").where("d.endpoint_id", "=", endpointId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base.selectAll("d").select("e.type").orderBy("d.created_at", "desc").orderBy("d.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  const history = rows.length
    ? await db.selectFrom("webhook_delivery_attempts").selectAll().where("delivery_id", "in", rows.map((d) => d.id)).orderBy("delivery_id").orderBy("attempt").execute()
    : [];
  const attemptsOf = (id: string) =>
    history.filter((a) => a.delivery_id === id).map((a) => ({ attempt: a.attempt, at: a.at, status: a.status, error: a.error, latencyMs: a.latency_ms, responseExcerpt: a.response_excerpt }));
  const items = rows.map((d) => ({
    history: attemptsOf(d.id),
    id: d.id, eventId: d.event_id, eventType: d.type, state: d.state, attempts: d.attempts, lastStatus: d.last_status, lastError: d.last_error,
    latencyMs: d.last_latency_ms, responseExcerpt: d.response_excerpt, nextAttemptAt: d.next_attempt_at, createdAt: d.created_at, updatedAt: d.updated_at,
  }));
  return { items, total: Number(n), page, pageSize };
}

/** "Send again": the same event (same webhook-id) once more to its endpoint. Its attempts go on from
 * the total (the history keeps every one); the retry schedule starts afresh from `retries_from`. */
export async function resendDelivery(db: Db, endpointId: string, deliveryId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const r = await trx
      .updateTable("webhook_deliveries")
      .set((eb) => ({ state: "pending", retries_from: eb.ref("attempts"), next_attempt_at: now, updated_at: now }))
      .where("id", "=", deliveryId)
      .where("endpoint_id", "=", endpointId)
      .where("state", "!=", "pending")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    await queueDeliveryJob(trx, deliveryId, now);
    return true;
  });
}
