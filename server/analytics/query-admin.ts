// The admin dashboard's answer (GET /api/admin/analytics): totals, the day series and shares per
// channel come from the site's days (or analytics_template_days when a template or category filters);
// the by-template / by-category rows from the template roll-ups; the funnel and the top items need
// items (query-items.ts, query-top.ts). Filters: one template, one category (its templates), one kind.
import type { RawBuilder, SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import type { Locale } from "../../shared/limits.ts";
import { zeroCounts, type AdminAnalytics, type AnalyticsCounts, type AnalyticsGroupRow } from "../../shared/api/analytics.ts";
import { addCount, dayTerm, edgesOf, filterCondition, monthSplitOf, seriesOf, type AnalyticsFilters, type CountRow, type DayRange } from "./query.ts";
import { funnelOf, topItemsOf } from "./query-items.ts";
import { certificatesIssued, issuedPerDay, issuedPerTemplate, STORED_EVENTS } from "./stored-counts.ts";

export async function adminAnalytics(db: Db, range: DayRange, filters: AnalyticsFilters, locale: Locale): Promise<AdminAnalytics> {
  const where = filterCondition(filters);
  const [seriesRows, templateRows, funnelSteps, topItems, issuedDays, issuedTemplates, issued] = await Promise.all([
    seriesRowsOf(db, range, filters),
    templateRowsOf(db, range, filters),
    funnelOf(db, range, filters),
    topItemsOf(db, range, filters, locale),
    issuedPerDay(db, range, filters),
    issuedPerTemplate(db, range, filters),
    certificatesIssued(db, range, filters),
  ]);
  // "issued" from the rows (stored-counts.ts), every other event from the recorder's counts.
  const series = seriesOf(range, [...seriesRows.filter((r) => !STORED_EVENTS.has(r.event)), ...issuedDays]);
  const funnel = { ...funnelSteps, issued };
  const { firstSeen, lastSeen } = await seenBounds(db, series.days, where);
  const { templates, categories } = await groupRows(db, [...templateRows.filter((r) => !STORED_EVENTS.has(r.event)), ...issuedTemplates]);
  return { from: range.from, to: range.to, ...series, firstSeen, lastSeen, templates, categories, funnel, topItems };
}

/** Counts per day, event and channel: the site's own days (migration 023) unless a template or category filters them. */
function seriesRowsOf(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<CountRow[]> {
  const where = filterCondition(filters);
  const fromTable = filters.templateId || filters.categoryId ? ("analytics_template_days" as const) : ("analytics_site_days" as const);
  return db
    .selectFrom(fromTable)
    .select((eb) => ["day", "event", "channel", eb.fn.sum<string | number>("count").as("n")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where(where)
    .groupBy(["day", "event", "channel"])
    .execute();
}

/**
 * Counts per template and event. A long range reads its whole months from analytics_template_months
 * (migration 023) and its partial months from the daily rows, a few thousand rows instead of every
 * template's every day.
 */
async function templateRowsOf(db: Db, range: DayRange, filters: AnalyticsFilters) {
  const where = filterCondition(filters);
  const days = (r: DayRange) => {
    const day = dayTerm(r);
    return db.selectFrom("analytics_template_days").select(["template_id", "event", "count"]).where(day, ">=", r.from).where(day, "<=", r.to).where(where);
  };
  const split = monthSplitOf(range);
  const rows = split
    ? edgesOf(split).reduce(
        (q, r) => q.unionAll(days(r)),
        db.selectFrom("analytics_template_months").select(["template_id", "event", "count"]).where("month", ">=", split.first).where("month", "<=", split.last).where(where),
      )
    : days(range);
  return db
    .selectFrom(rows.as("r"))
    .select((eb) => ["r.template_id", "r.event", eb.fn.sum<string | number>("r.count").as("n")])
    .groupBy(["r.template_id", "r.event"])
    .execute();
}

/**
 * First and last time seen in the range: only the first and the last day with events can hold them,
 * so two lookups of one day each instead of reading every item row of the range.
 */
async function seenBounds(db: Db, days: AdminAnalytics["days"], where: RawBuilder<SqlBool>) {
  const active = days.filter((d) => Object.entries(d).some(([k, v]) => k !== "date" && v !== 0));
  if (active.length === 0) return { firstSeen: null, lastSeen: null };
  const first = active[0].date;
  const last = active[active.length - 1].date;
  const onDay = (day: string) => db.selectFrom("analytics_item_days").where("day", "=", day).where(where);
  const [a, b] = await Promise.all([
    onDay(first).select((eb) => eb.fn.min("first_seen").as("t")).executeTakeFirst(),
    onDay(last).select((eb) => eb.fn.max("last_seen").as("t")).executeTakeFirst(),
  ]);
  return { firstSeen: (a?.t as string | null | undefined) ?? null, lastSeen: (b?.t as string | null | undefined) ?? null };
}

const byViews = (a: AnalyticsGroupRow, b: AnalyticsGroupRow) => b.counts.view - a.counts.view || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function parseTitle(json: string | null | undefined): Record<string, string> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * Per-template counts → the templates' rows (stored localized titles) and their categories' rows.
 * Counts of items without a template (template_id "") or of a template since removed are kept under
 * id "" / the unknown id with a null title, so the rows still add up to the totals.
 */
async function groupRows(db: Db, rows: { template_id: string; event: string; n: string | number | null }[]) {
  const perTemplate = new Map<string, AnalyticsCounts>();
  for (const row of rows) {
    const counts = perTemplate.get(row.template_id) ?? zeroCounts();
    addCount(counts, row.event, row.n);
    perTemplate.set(row.template_id, counts);
  }
  const ids = [...perTemplate.keys()].filter((id) => id !== "");
  const templateInfo = ids.length
    ? await db.selectFrom("templates").select(["id", "title", "category_id"]).where("id", "in", ids).execute()
    : [];
  const info = new Map(templateInfo.map((t) => [t.id, t]));
  const templates: AnalyticsGroupRow[] = [...perTemplate].map(([id, counts]) => ({ id, title: parseTitle(info.get(id)?.title), counts }));

  const perCategory = new Map<string, AnalyticsCounts>();
  for (const [id, counts] of perTemplate) {
    const categoryId = info.get(id)?.category_id ?? "";
    const sum = perCategory.get(categoryId) ?? zeroCounts();
    for (const [event, n] of Object.entries(counts)) addCount(sum, event, n);
    perCategory.set(categoryId, sum);
  }
  const categoryIds = [...perCategory.keys()].filter((id) => id !== "");
  const names = categoryIds.length ? await db.selectFrom("categories").select(["id", "name"]).where("id", "in", categoryIds).execute() : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const categories: AnalyticsGroupRow[] = [...perCategory].map(([id, counts]) => ({ id, title: parseTitle(nameOf.get(id)), counts }));
  return { templates: templates.sort(byViews), categories: categories.sort(byViews) };
}
