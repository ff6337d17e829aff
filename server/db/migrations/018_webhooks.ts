// Outgoing webhooks (Standard Webhooks): endpoints an admin registers, the events we emitted (the
// outbox: written in the same transaction as what they report, so a crash loses none) and one
// delivery per (event, endpoint), which a `webhook.deliver` job attempts until it succeeds, gives up
// or its endpoint is disabled.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("url", col.text, (c) => c.notNull())
    .addColumn("description", col.text, (c) => c.notNull().defaultTo(""))
    .addColumn("events", col.json, (c) => c.notNull()) // ["certificate.issued", …]
    .addColumn("secret", col.text, (c) => c.notNull()) // whsec_…: needed to sign, so kept as is
    .addColumn("enabled", col.bool, (c) => c.notNull().defaultTo(1))
    .addColumn("disabled_reason", col.text) // null | "failures" | "admin"
    .addColumn("consecutive_failures", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("failing_since", col.timestamp)
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", col.id, (c) => c.primaryKey()) // msg_…: the webhook-id receivers de-duplicate by
    .addColumn("type", col.text, (c) => c.notNull())
    .addColumn("payload", col.json, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("event_id", col.id, (c) => c.notNull())
    .addColumn("endpoint_id", col.id, (c) => c.notNull())
    .addColumn("state", col.text, (c) => c.notNull()) // pending | delivered | failed | cancelled
    .addColumn("attempts", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("last_status", col.int)
    .addColumn("last_error", col.text)
    .addColumn("last_latency_ms", col.int)
    .addColumn("response_excerpt", col.text)
    .addColumn("next_attempt_at", col.timestamp)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_deliveries_endpoint").on("webhook_deliveries").columns(["endpoint_id", "created_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_event_endpoint").on("webhook_deliveries").columns(["event_id", "endpoint_id"]).unique().execute();
  await db.schema.createIndex("webhook_events_created").on("webhook_events").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").ifExists().execute();
  await db.schema.dropTable("webhook_events").ifExists().execute();
  await db.schema.dropTable("webhook_endpoints").ifExists().execute();
}
