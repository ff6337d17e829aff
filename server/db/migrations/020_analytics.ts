// Engagement analytics (issue 26 §1): daily counts only. No IP address, user agent, cookie or user
// id is stored with an event — a row says "on this day this item had N events of this kind".
// Two tables are written by the same batched flush (server/analytics/recorder.ts):
//  - analytics_item_days: per item (card or certificate) and day, with the first and last time seen;
//    read for an owner's item, the funnel and the top items;
//  - analytics_template_days: the same counts rolled up per template and day, so the admin
//    dashboard's totals and time series read a table that stays small however many items there are.
// Retention (ANALYTICS_RETENTION_DAYS, default 400) deletes rows by day.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_item_days")
    .addColumn("item_kind", col.text, (c) => c.notNull()) // "card" | "certificate"
    .addColumn("item_id", col.id, (c) => c.notNull())
    .addColumn("day", col.text, (c) => c.notNull()) // YYYY-MM-DD (UTC)
    .addColumn("event", col.text, (c) => c.notNull()) // shared/api/analytics.ts ANALYTICS_EVENTS
    .addColumn("channel", col.text, (c) => c.notNull().defaultTo("")) // share channel, "" otherwise
    .addColumn("template_id", col.id) // null: the template was deleted
    .addColumn("count", col.int, (c) => c.notNull())
    .addColumn("first_seen", col.timestamp, (c) => c.notNull())
    .addColumn("last_seen", col.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_item_days_pk", ["item_kind", "item_id", "day", "event", "channel"])
    .execute();
  await db.schema.createIndex("analytics_item_days_day").on("analytics_item_days").columns(["day", "event"]).execute();
  await db.schema
    .createTable("analytics_template_days")
    .addColumn("template_id", col.id, (c) => c.notNull()) // "" when the item has no template any more
    .addColumn("item_kind", col.text, (c) => c.notNull())
    .addColumn("day", col.text, (c) => c.notNull())
    .addColumn("event", col.text, (c) => c.notNull())
    .addColumn("channel", col.text, (c) => c.notNull().defaultTo(""))
    .addColumn("count", col.int, (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_template_days_pk", ["day", "template_id", "item_kind", "event", "channel"])
    .execute();
  await db.schema.createIndex("analytics_template_days_template").on("analytics_template_days").columns(["template_id", "day"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_template_days").ifExists().execute();
  await db.schema.dropTable("analytics_item_days").ifExists().execute();
}
