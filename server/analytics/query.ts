// The read side of engagement analytics (issue 26 §1): the answer for one card or certificate, and the
// pieces the admin dashboard (query-admin.ts) shares with it. Rows are daily counts written by the
// recorder (recorder.ts); here they become a zero-filled series with every event present.
// PostgreSQL answers SUM/COUNT as bigint strings, hence every number goes through Number().
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import { ANALYTICS_EVENTS, zeroCounts, type AnalyticsCounts, type AnalyticsDay, type AnalyticsEvent, type AnalyticsItemKind, type ItemAnalytics } from "../../shared/api/analytics.ts";
import { addDays, eachDay, rangeLength } from "../../shared/api/analytics-range.ts";

export interface DayRange {
  from: string;
  to: string;
}

/** One aggregated row: `n` events of `event` (and `channel`) on `day`. */
export interface CountRow {
  day: string;
  event: string;
  channel: string;
  n: number | string | bigint | null;
}

const EVENTS = new Set<string>(ANALYTICS_EVENTS);
/** Rows of an event this code does not know (written by a newer version) are left out, not answered. */
export const isKnownEvent = (event: string): event is AnalyticsEvent => EVENTS.has(event);

/** Adds `n` of `event` to `counts` (ignoring unknown events). */
export function addCount(counts: AnalyticsCounts, event: string, n: CountRow["n"]): void {
  if (isKnownEvent(event)) counts[event] += Number(n ?? 0);
}

/** Totals, the zero-filled day series and shares per channel of a range's rows. */
export function seriesOf(range: DayRange, rows: CountRow[]): Pick<ItemAnalytics, "totals" | "days" | "shareChannels"> {
  const totals = zeroCounts();
  const byDay = new Map<string, AnalyticsDay>(eachDay(range.from, range.to).map((date) => [date, { date, ...zeroCounts() }]));
  const shareChannels: Record<string, number> = {};
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day || !isKnownEvent(row.event)) continue;
    const n = Number(row.n ?? 0);
    day[row.event] += n;
    totals[row.event] += n;
    if (row.event === "share") shareChannels[row.channel || "other"] = (shareChannels[row.channel || "other"] ?? 0) + n;
  }
  return { totals, days: [...byDay.values()], shareChannels };
}

export interface AnalyticsFilters {
  templateId?: string;
  categoryId?: string;
  kind?: AnalyticsItemKind;
}

/** Ranges longer than this many days are read in item / template order (see dayTerm). */
export const LONG_RANGE_DAYS = 100;

/**
 * The day column as a query's range condition should name it. Over a long range, reading a whole
 * covering index in item or template order (grouping as it goes) beats sorting every row the range
 * finds by day; `day || ''` is the same text, but no index on day can serve it, so SQLite's planner
 * (which has no statistics) stops picking the day index. Short ranges use the day index.
 */
export function dayTerm(range: DayRange): RawBuilder<string> {
  return rangeLength(range.from, range.to) > LONG_RANGE_DAYS ? sql<string>`day || ''` : sql<string>`day`;
}

/** Whole months inside a range and the days before and after them (see wholeMonthsOf). */
export type MonthSplit = NonNullable<ReturnType<typeof wholeMonthsOf>>;

/**
 * The whole months inside a range (YYYY-MM), and the days before and after them, or null when the
 * range holds no whole month. `analytics_item_months` answers those months.
 */
export function wholeMonthsOf(range: DayRange): { first: string; last: string; before: DayRange | null; after: DayRange | null } | null {
  const firstDay = range.from.endsWith("-01") ? range.from : `${addDays(`${range.from.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const lastMonth = addDays(range.to, 1).endsWith("-01") ? range.to.slice(0, 7) : addDays(`${range.to.slice(0, 7)}-01`, -1).slice(0, 7);
  const first = firstDay.slice(0, 7);
  if (first > lastMonth) return null;
  const lastDay = addDays(`${addDays(`${lastMonth}-28`, 7).slice(0, 7)}-01`, -1);
  return {
    first,
    last: lastMonth,
    before: range.from < firstDay ? { from: range.from, to: addDays(firstDay, -1) } : null,
    after: lastDay < range.to ? { from: addDays(lastDay, 1), to: range.to } : null,
  };
}

/** How a long range is read from the month roll-ups: its whole months and edge days, or null for a short range. */
export function monthSplitOf(range: DayRange): MonthSplit | null {
  return rangeLength(range.from, range.to) > LONG_RANGE_DAYS ? wholeMonthsOf(range) : null;
}

/** The partial months of a split, as day ranges. */
export const edgesOf = (split: MonthSplit): DayRange[] => [split.before, split.after].filter((r): r is DayRange => r !== null);

/** The filters as one condition on columns both tables have (template_id, item_kind). */
export function filterCondition(filters: AnalyticsFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (filters.templateId) parts.push(sql`template_id = ${filters.templateId}`);
  if (filters.categoryId) parts.push(sql`template_id in (select id from templates where category_id = ${filters.categoryId})`);
  if (filters.kind) parts.push(sql`item_kind = ${filters.kind}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Only the given cards and certificates (a short list: the top items). */
export function itemsCondition(cards: string[], certificates: string[]): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  if (cards.length) parts.push(sql`(item_kind = 'card' and item_id in (${sql.join(cards)}))`);
  if (certificates.length) parts.push(sql`(item_kind = 'certificate' and item_id in (${sql.join(certificates)}))`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The answer for one item: every row of that item in the range (the primary key's prefix). */
export async function itemAnalytics(db: Db, kind: AnalyticsItemKind, id: string, range: DayRange): Promise<ItemAnalytics> {
  const rows = await db
    .selectFrom("analytics_item_days")
    .select(["day", "event", "channel", "count as n", "first_seen", "last_seen"])
    .where("item_kind", "=", kind)
    .where("item_id", "=", id)
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .execute();
  let firstSeen: string | null = null;
  let lastSeen: string | null = null;
  for (const row of rows) {
    if (!isKnownEvent(row.event)) continue;
    if (firstSeen === null || row.first_seen < firstSeen) firstSeen = row.first_seen;
    if (lastSeen === null || row.last_seen > lastSeen) lastSeen = row.last_seen;
  }
  return { from: range.from, to: range.to, ...seriesOf(range, rows), firstSeen, lastSeen };
}
