// One chunk of buffered counts written to the analytics tables in one transaction: the per-item
// rows as they are, the same counts summed per template (the admin dashboard's table), and the
// roll-ups of migrations 022–023 (write-rollups.ts). Upserts
// add to what other instances (or earlier flushes) wrote: count + excluded.count, the earlier
// first_seen, the later last_seen. Timestamps are ISO text, so comparing them as text is correct.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsItemDaysTable, AnalyticsTemplateDaysTable } from "../db/schema-analytics.ts";
import { sumBy, writeCertificateSteps, writeItemMonths, writeSiteDays, writeTemplateMonths } from "./write-rollups.ts";

export type AnalyticsRow = AnalyticsItemDaysTable;

/** Rows must have distinct keys (PostgreSQL refuses to update one row twice in a statement). */
export async function writeAnalyticsChunk(db: Db, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const templateRows = sumBy(
    rows,
    (r) => `${r.template_id ?? ""}\u0000${r.item_kind}\u0000${r.day}\u0000${r.event}\u0000${r.channel}`,
    (r): AnalyticsTemplateDaysTable => ({ template_id: r.template_id ?? "", item_kind: r.item_kind, day: r.day, event: r.event, channel: r.channel, count: r.count }),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("analytics_item_days")
      .values(rows)
      .onConflict((oc) =>
        oc.columns(["item_kind", "item_id", "day", "event", "channel"]).doUpdateSet({
          count: sql<number>`analytics_item_days.count + excluded.count`,
          first_seen: sql<string>`case when excluded.first_seen < analytics_item_days.first_seen then excluded.first_seen else analytics_item_days.first_seen end`,
          last_seen: sql<string>`case when excluded.last_seen > analytics_item_days.last_seen then excluded.last_seen else analytics_item_days.last_seen end`,
          // An item whose template was set after an earlier count (never expected) keeps a known one.
          template_id: sql<string | null>`coalesce(analytics_item_days.template_id, excluded.template_id)`,
        }),
      )
      .execute();
    await trx
      .insertInto("analytics_template_days")
      .values(templateRows)
      .onConflict((oc) =>
        oc.columns(["day", "template_id", "item_kind", "event", "channel"]).doUpdateSet({
          count: sql<number>`analytics_template_days.count + excluded.count`,
        }),
      )
      .execute();
    await writeCertificateSteps(trx, rows);
    await writeItemMonths(trx, rows);
    await writeSiteDays(trx, templateRows);
    await writeTemplateMonths(trx, templateRows);
  });
}
