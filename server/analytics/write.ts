// One chunk of buffered counts written to the analytics tables in one transaction: the per-item
// rows as they are, the same counts summed per template (the admin dashboard's table), and the
// roll-ups of migration 022 (each certificate's funnel steps, views per item and month). Upserts
// add to what other instances (or earlier flushes) wrote: count + excluded.count, the earlier
// first_seen, the later last_seen. Timestamps are ISO text, so comparing them as text is correct.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsCertificateStepsTable, AnalyticsItemDaysTable, AnalyticsItemMonthsTable, AnalyticsTemplateDaysTable } from "../db/schema-analytics.ts";

export type AnalyticsRow = AnalyticsItemDaysTable;

/** Rows must have distinct keys (PostgreSQL refuses to update one row twice in a statement). */
export async function writeAnalyticsChunk(db: Db, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const perTemplate = new Map<string, AnalyticsTemplateDaysTable>();
  for (const r of rows) {
    const templateId = r.template_id ?? "";
    const key = `${templateId}\u0000${r.item_kind}\u0000${r.day}\u0000${r.event}\u0000${r.channel}`;
    const t = perTemplate.get(key);
    if (t) t.count += r.count;
    else perTemplate.set(key, { template_id: templateId, item_kind: r.item_kind, day: r.day, event: r.event, channel: r.channel, count: r.count });
  }
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
      .values([...perTemplate.values()])
      .onConflict((oc) =>
        oc.columns(["day", "template_id", "item_kind", "event", "channel"]).doUpdateSet({
          count: sql<number>`analytics_template_days.count + excluded.count`,
        }),
      )
      .execute();
    await writeCertificateSteps(trx, rows);
    await writeItemMonths(trx, rows);
  });
}

/** Adds the chunk's views to their items' months (analytics_item_months, migration 022). */
export async function writeItemMonths(db: Db, rows: Pick<AnalyticsRow, "item_kind" | "item_id" | "day" | "event" | "template_id" | "count">[]): Promise<void> {
  const months = new Map<string, AnalyticsItemMonthsTable>();
  for (const r of rows) {
    if (r.event !== "view") continue;
    const month = r.day.slice(0, 7);
    const key = `${r.item_kind}\u0000${r.item_id}\u0000${month}`;
    const row = months.get(key);
    if (row) {
      row.views += r.count;
      row.template_id ??= r.template_id;
    } else months.set(key, { item_kind: r.item_kind, item_id: r.item_id, month, template_id: r.template_id, views: r.count });
  }
  if (months.size === 0) return;
  await db
    .insertInto("analytics_item_months")
    .values([...months.values()])
    .onConflict((oc) =>
      oc.columns(["item_kind", "item_id", "month"]).doUpdateSet({
        views: sql<number>`analytics_item_months.views + excluded.views`,
        template_id: sql<string | null>`coalesce(analytics_item_months.template_id, excluded.template_id)`,
      }),
    )
    .execute();
}

/** The funnel's steps and the events that make each (migration 022). */
const STEP_OF_EVENT: Record<string, StepColumn> = {
  issued: "issued_day",
  view: "opened_day",
  share: "shared_day",
  linkedin: "linkedin_or_wallet_day",
  wallet: "linkedin_or_wallet_day",
  verify: "verified_day",
};
type StepColumn = "issued_day" | "opened_day" | "shared_day" | "linkedin_or_wallet_day" | "verified_day";
const STEP_COLUMNS: StepColumn[] = ["issued_day", "opened_day", "shared_day", "linkedin_or_wallet_day", "verified_day"];

/**
 * Keeps each certificate's first day per funnel step: one upsert row per certificate of the chunk,
 * the earlier of the stored and the new day for each step (a step flushed by another instance before
 * the issue itself makes the row, the issue fills it in later).
 */
export async function writeCertificateSteps(db: Db, rows: Pick<AnalyticsRow, "item_kind" | "item_id" | "day" | "event" | "template_id">[]): Promise<void> {
  const steps = new Map<string, AnalyticsCertificateStepsTable>();
  for (const r of rows) {
    const column = STEP_OF_EVENT[r.event];
    if (r.item_kind !== "certificate" || !column) continue;
    const row = steps.get(r.item_id) ?? { certificate_id: r.item_id, template_id: "", issued_day: null, opened_day: null, shared_day: null, linkedin_or_wallet_day: null, verified_day: null };
    if (!row.template_id && r.template_id) row.template_id = r.template_id;
    const known = row[column];
    if (known === null || r.day < known) row[column] = r.day;
    steps.set(r.item_id, row);
  }
  if (steps.size === 0) return;
  const earlier = (c: StepColumn) =>
    sql<string | null>`case when analytics_certificate_steps.${sql.ref(c)} is null or excluded.${sql.ref(c)} < analytics_certificate_steps.${sql.ref(c)} then coalesce(excluded.${sql.ref(c)}, analytics_certificate_steps.${sql.ref(c)}) else analytics_certificate_steps.${sql.ref(c)} end`;
  await db
    .insertInto("analytics_certificate_steps")
    .values([...steps.values()])
    .onConflict((oc) =>
      oc.column("certificate_id").doUpdateSet({
        template_id: sql<string>`case when analytics_certificate_steps.template_id = '' then excluded.template_id else analytics_certificate_steps.template_id end`,
        ...Object.fromEntries(STEP_COLUMNS.map((c) => [c, earlier(c)])),
      }),
    )
    .execute();
}
