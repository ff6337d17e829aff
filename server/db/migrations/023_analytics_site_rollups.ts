// Two more roll-ups of analytics_template_days for the admin dashboard's long ranges (issue 26: ≤ 200 ms
// on a million daily counts), written by the same flush (server/analytics/write-rollups.ts):
//
// - analytics_site_days: the whole site's counts per day, event and channel (and kind). The day series
//   of an unfiltered dashboard summed every template's rows of each day (≈ 212,000 rows for a year of
//   48 templates, ≈ 45 ms on SQLite); here a year is a few thousand rows.
// - analytics_template_months: counts per template, month and event, for the by-template and
//   by-category tables: whole months from here, the partial months at the ends from the daily rows.
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_site_days")
    .addColumn("day", col.text, (c) => c.notNull()) // YYYY-MM-DD (UTC)
    .addColumn("item_kind", col.text, (c) => c.notNull())
    .addColumn("event", col.text, (c) => c.notNull())
    .addColumn("channel", col.text, (c) => c.notNull().defaultTo(""))
    .addColumn("count", col.int, (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_site_days_pk", ["day", "item_kind", "event", "channel"])
    .execute();
  await db.schema
    .createTable("analytics_template_months")
    .addColumn("template_id", col.text, (c) => c.notNull()) // "" when the item had no template
    .addColumn("item_kind", col.text, (c) => c.notNull())
    .addColumn("month", col.text, (c) => c.notNull()) // YYYY-MM (UTC)
    .addColumn("event", col.text, (c) => c.notNull())
    .addColumn("count", col.int, (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_template_months_pk", ["template_id", "item_kind", "month", "event"])
    .execute();
  await fillSiteRollupsFromTemplateDays(db);
}

/** Both roll-ups from analytics_template_days (also the analytics bench's fill). */
export async function fillSiteRollupsFromTemplateDays(db: Kysely<any>): Promise<void> {
  await sql`insert into analytics_site_days (day, item_kind, event, channel, count)
    select day, item_kind, event, channel, sum(count) from analytics_template_days group by day, item_kind, event, channel`.execute(db);
  await sql`insert into analytics_template_months (template_id, item_kind, month, event, count)
    select template_id, item_kind, substr(day, 1, 7), event, sum(count) from analytics_template_days
    group by template_id, item_kind, substr(day, 1, 7), event`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_template_months").ifExists().execute();
  await db.schema.dropTable("analytics_site_days").ifExists().execute();
}
