// Which items were viewed most in a range (the admin dashboard's top items; their counts and titles
// are read in query-items.ts). A short range sums the daily rows. A long range has whole months,
// read from analytics_item_months, and partial months at its ends ("edges"), read from the daily
// rows. Summing every item's months and edge days and sorting them all read ~150,000 rows for a
// year of 40,000 items (≈ 85 ms on SQLite); instead, an exact threshold merge:
//
//  1. the LEADERS × `limit` leaders of the whole months (M = an item's views in them; the last
//     leader's M is L: ten times as many leaders as needed makes L low, so step 3 finds few) and,
//     at the same time (PostgreSQL runs both at once), every item's views on the edge days (E);
//  2. the leaders' totals M + E; T = the `limit`-th best of those totals;
//  3. any other item has M ≤ L, so it can reach T only with E ≥ T − L: usually a handful of
//     items, whose months are looked up;
//  4. the best `limit` of the leaders and those contenders by total.
//
// Exact: an item left out has M ≤ L and E < T − L, so a total below T, and `limit` leaders have a
// total ≥ T. (Among equal totals at the last place the choice may differ from a full sort.)
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsItemKind } from "../../shared/api/analytics.ts";
import { dayTerm, edgesOf, filterCondition, itemsCondition, monthSplitOf, type AnalyticsFilters, type DayRange, type MonthSplit } from "./query.ts";

export interface ViewedItem {
  item_kind: AnalyticsItemKind;
  item_id: string;
  views: number;
}

/** Leaders read per item shown (step 1). */
const LEADERS = 10;
/** Contenders looked up by a list of ids; more are answered by reading every item's months. */
const MAX_LISTED = 1000;

const keyOf = (i: { item_kind: string; item_id: string }) => `${i.item_kind}:${i.item_id}`;
const byViews = (a: ViewedItem, b: ViewedItem) => b.views - a.views || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
const toItems = (rows: { item_kind: AnalyticsItemKind; item_id: string; views: number | string | null }[]): ViewedItem[] =>
  rows.map((r) => ({ item_kind: r.item_kind, item_id: r.item_id, views: Number(r.views ?? 0) }));

/** The `limit` items with the most views in the range, most first. */
export async function topViewed(db: Db, range: DayRange, filters: AnalyticsFilters, limit: number): Promise<ViewedItem[]> {
  const split = monthSplitOf(range);
  if (!split) return topOfDays(db, range, filters, limit);
  const wanted = limit * LEADERS;
  const edges = edgesOf(split);
  const [leaders, onEdges] = await Promise.all([leadersOf(db, split, filters, wanted), edges.length ? edgeViews(db, edges, filters) : []]);
  if (edges.length === 0) return leaders.slice(0, limit);
  const edgeViewsOf = new Map(onEdges.map((e) => [keyOf(e), e.views]));
  const totals = leaders.map((l) => ({ ...l, views: l.views + (edgeViewsOf.get(keyOf(l)) ?? 0) })).sort(byViews);
  const floor = leaders.length === wanted ? leaders[wanted - 1].views : 0;
  const tenth = totals.length >= limit ? totals[limit - 1].views : 0;
  const known = new Set(leaders.map(keyOf));
  const contenders = onEdges.filter((e) => e.views >= tenth - floor && !known.has(keyOf(e)));
  if (contenders.length === 0) return totals.slice(0, limit);
  const ids = (kind: AnalyticsItemKind) => contenders.filter((c) => c.item_kind === kind).map((c) => c.item_id);
  // Many contenders (a site whose views are nearly all on the edge days) read every item's months
  // instead of a list too long for one statement.
  const months = contenders.length > MAX_LISTED ? monthViews(db, split, filters) : monthViews(db, split, filters).where(itemsCondition(ids("card"), ids("certificate")));
  const theirMonths = new Map(toItems(await months.execute()).map((m) => [keyOf(m), m.views]));
  const others = contenders.map((c) => ({ ...c, views: c.views + (theirMonths.get(keyOf(c)) ?? 0) }));
  return [...totals, ...others].sort(byViews).slice(0, limit);
}

/** A short range: every item's views summed from the daily rows. */
async function topOfDays(db: Db, range: DayRange, filters: AnalyticsFilters, limit: number): Promise<ViewedItem[]> {
  const day = dayTerm(range);
  const rows = await db
    .selectFrom("analytics_item_days")
    .select((eb) => ["item_kind", "item_id", eb.fn.sum<number | string>("count").as("views")])
    .where("event", "=", "view")
    .where(day, ">=", range.from)
    .where(day, "<=", range.to)
    .where(filterCondition(filters))
    .groupBy(["item_kind", "item_id"])
    .orderBy("views", "desc")
    .orderBy("item_kind")
    .orderBy("item_id")
    .limit(limit)
    .execute();
  return toItems(rows);
}

/**
 * The `wanted` items with the most views in the whole months. PostgreSQL's planner hashes the ~100,000
 * month rows of a year, measured twice as slow (≈ 80–110 ms against 50–55 ms) as grouping them in the
 * order the covering index already holds them; the setting holds for this one transaction.
 */
async function leadersOf(db: Db, split: MonthSplit, filters: AnalyticsFilters, wanted: number): Promise<ViewedItem[]> {
  const leaders = (q: Db) => monthViews(q, split, filters).orderBy("views", "desc").orderBy("item_kind").orderBy("item_id").limit(wanted).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return toItems(await leaders(db));
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_hashagg = off`.execute(trx);
    return toItems(await leaders(trx));
  });
}

/** Views per item in the split's whole months (grouped in the covering index's item order). */
function monthViews(db: Db, split: MonthSplit, filters: AnalyticsFilters) {
  return db
    .selectFrom("analytics_item_months")
    .select((eb) => ["item_kind", "item_id", eb.fn.sum<number | string>("views").as("views")])
    .where("month", ">=", split.first)
    .where("month", "<=", split.last)
    .where(filterCondition(filters))
    .groupBy(["item_kind", "item_id"]);
}

/**
 * Every item's views on the edge days. One branch per edge: a plain range on
 * day is a seek in analytics_item_days_event_day, an OR of two is not.
 */
async function edgeViews(db: Db, edges: DayRange[], filters: AnalyticsFilters): Promise<ViewedItem[]> {
  const branch = (r: DayRange) =>
    db
      .selectFrom("analytics_item_days")
      .select(["item_kind", "item_id", "count as views"])
      .where("event", "=", "view")
      .where("day", ">=", r.from)
      .where("day", "<=", r.to)
      .where(filterCondition(filters));
  const union = edges.slice(1).reduce((q, r) => q.unionAll(branch(r)), branch(edges[0]));
  const rows = await db
    .selectFrom(union.as("e"))
    .select((eb) => ["e.item_kind", "e.item_id", eb.fn.sum<number | string>("e.views").as("views")])
    .groupBy(["e.item_kind", "e.item_id"])
    .execute();
  return toItems(rows);
}
