// Two roll-ups that keep the admin dashboard's long ranges fast (issue 26: ≤ 200 ms), written by the
// same flush as the daily counts (server/analytics/write-rollups.ts) and filled here from what is recorded:
//
// - analytics_certificate_steps: the certificate funnel (issued → opened → shared → LinkedIn/wallet →
//   verified) as one row per certificate with the first day of each step. The funnel was four
//   look-ups per certificate issued in the range (≈ 130–160 ms for 18,000 certificates on SQLite);
//   now it is one read of a covering index over the range's issued days. A step only follows the
//   issue, so for a certificate issued in [from, to] "a view in [from, to]" is "its first view is on
//   or before to".
// - analytics_item_months: views per item and month, for the most viewed items over long ranges
//   (whole months from here, the partial months at the ends from analytics_item_days): a few rows
//   per item instead of one per day with views.
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_certificate_steps")
    .addColumn("certificate_id", col.id, (c) => c.primaryKey())
    .addColumn("template_id", col.text, (c) => c.notNull().defaultTo("")) // "" when it has none any more
    .addColumn("issued_day", col.text) // YYYY-MM-DD (UTC); null until its "issued" event is flushed
    .addColumn("opened_day", col.text)
    .addColumn("shared_day", col.text)
    .addColumn("linkedin_or_wallet_day", col.text)
    .addColumn("verified_day", col.text)
    .execute();
  await db.schema
    .createIndex("analytics_certificate_steps_issued")
    .on("analytics_certificate_steps")
    .columns(["issued_day", "template_id", "opened_day", "shared_day", "linkedin_or_wallet_day", "verified_day"])
    .execute();
  await db.schema
    .createTable("analytics_item_months")
    .addColumn("item_kind", col.text, (c) => c.notNull())
    .addColumn("item_id", col.id, (c) => c.notNull())
    .addColumn("month", col.text, (c) => c.notNull()) // YYYY-MM (UTC)
    .addColumn("template_id", col.id) // null: the template was deleted
    .addColumn("views", col.int, (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_item_months_pk", ["item_kind", "item_id", "month"])
    .execute();
  // Covering, in the order the top items group by (item) over a range of months.
  await db.schema.createIndex("analytics_item_months_item").on("analytics_item_months").columns(["item_kind", "item_id", "month", "template_id", "views"]).execute();
  await fillRollupsFromDailyCounts(db);
}

/** Both roll-ups from analytics_item_days (also the analytics bench's fill). */
export async function fillRollupsFromDailyCounts(db: Kysely<any>): Promise<void> {
  const first = (events: string[]) => sql`min(case when event in (${sql.join(events)}) then day end)`;
  await sql`insert into analytics_certificate_steps (certificate_id, template_id, issued_day, opened_day, shared_day, linkedin_or_wallet_day, verified_day)
    select item_id, coalesce(max(template_id), ''), ${first(["issued"])}, ${first(["view"])}, ${first(["share"])}, ${first(["linkedin", "wallet"])}, ${first(["verify"])}
    from analytics_item_days
    where item_kind = 'certificate' and event in ('issued', 'view', 'share', 'linkedin', 'wallet', 'verify')
    group by item_id`.execute(db);
  await sql`insert into analytics_item_months (item_kind, item_id, month, template_id, views)
    select item_kind, item_id, substr(day, 1, 7), max(template_id), sum(count)
    from analytics_item_days where event = 'view'
    group by item_kind, item_id, substr(day, 1, 7)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_item_months").ifExists().execute();
  await db.schema.dropTable("analytics_certificate_steps").ifExists().execute();
}
