// Covering indexes for the analytics queries (server/analytics/query*.ts), measured on a million daily
// counts by `npm run bench -- --only analytics-query` (docs/analytics.md). Each holds `count`, so the
// dashboard's sums read no table row:
//  - analytics_item_days_event: top items over long ranges, the funnel's issued certificates and its
//    one-seek-per-certificate checks;
//  - analytics_item_days_event_day: top items over short ranges (the default 30 days);
//  - analytics_template_days_series: the day series (a range on day, grouped in index order);
//  - analytics_template_days_groups: per-template sums; it replaces 020's (template_id, day), its prefix.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("analytics_item_days_event").on("analytics_item_days").columns(["event", "item_kind", "item_id", "day", "template_id", "count"]).execute();
  await db.schema.createIndex("analytics_item_days_event_day").on("analytics_item_days").columns(["event", "day", "item_kind", "item_id", "template_id", "count"]).execute();
  await db.schema.createIndex("analytics_template_days_series").on("analytics_template_days").columns(["day", "event", "channel", "item_kind", "template_id", "count"]).execute();
  await db.schema.createIndex("analytics_template_days_groups").on("analytics_template_days").columns(["template_id", "event", "day", "item_kind", "count"]).execute();
  await db.schema.dropIndex("analytics_template_days_template").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("analytics_template_days_template").on("analytics_template_days").columns(["template_id", "day"]).execute();
  for (const name of ["analytics_template_days_groups", "analytics_template_days_series", "analytics_item_days_event_day", "analytics_item_days_event"]) {
    await db.schema.dropIndex(name).execute();
  }
}
