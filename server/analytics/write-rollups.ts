// The roll-ups written beside the daily counts in the flush's transaction (write.ts), each an upsert
// that adds to what other instances wrote, so the long-range dashboard reads few rows:
// - migration 022: each certificate's first day per funnel step; views per item and month;
// - migration 023: the whole site's counts per day; counts per template and month.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsCertificateStepsTable, AnalyticsItemDaysTable, AnalyticsItemMonthsTable, AnalyticsSiteDaysTable, AnalyticsTemplateDaysTable, AnalyticsTemplateMonthsTable } from "../db/schema-analytics.ts";

type AnalyticsRow = AnalyticsItemDaysTable;

/** Sums rows into one row per key (a chunk's rows hold distinct item keys, not distinct roll-up keys). */
export function sumBy<R, T extends { count: number }>(rows: R[], key: (r: R) => string, make: (r: R) => T): T[] {
  const out = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    const made = make(r);
    const known = out.get(k);
    if (known) known.count += made.count;
    else out.set(k, made);
  }
  return [...out.values()];
}

/** Adds a chunk's per-template counts to the site's days (analytics_site_days). */
export async function writeSiteDays(db: Db, rows: AnalyticsTemplateDaysTable[]): Promise<void> {
  const days = sumBy(rows, (r) => `${r.day}\u0000${r.item_kind}\u0000${r.event}\u0000${r.channel}`, (r): AnalyticsSiteDaysTable => ({ day: r.day, item_kind: r.item_kind, event: r.event, channel: r.channel, count: r.count }));
  if (days.length === 0) return;
  await db
    .insertInto("analytics_site_days")
    .values(days)
    .onConflict((oc) => oc.columns(["day", "item_kind", "event", "channel"]).doUpdateSet({ count: sql<number>`analytics_site_days.count + excluded.count` }))
    .execute();
}

/** Adds a chunk's per-template counts to their templates' months (analytics_template_months). */
export async function writeTemplateMonths(db: Db, rows: AnalyticsTemplateDaysTable[]): Promise<void> {
  const months = sumBy(
    rows,
    (r) => `${r.template_id}\u0000${r.item_kind}\u0000${r.day.slice(0, 7)}\u0000${r.event}`,
    (r): AnalyticsTemplateMonthsTable => ({ template_id: r.template_id, item_kind: r.item_kind, month: r.day.slice(0, 7), event: r.event, count: r.count }),
  );
  if (months.length === 0) return;
  await db
    .insertInto("analytics_template_months")
    .values(months)
    .onConflict((oc) => oc.columns(["template_id", "item_kind", "month", "event"]).doUpdateSet({ count: sql<number>`analytics_template_months.count + excluded.count` }))
    .execute();
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
