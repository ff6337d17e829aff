// The read side of engagement analytics (issue 26 §1): the answer for one card or certificate, and the
// pieces the admin dashboard (query-admin.ts) shares with it. Rows are daily counts written by the
// recorder (recorder.ts); here they become a zero-filled series with every event present.
// PostgreSQL answers SUM/COUNT as bigint strings, hence every number goes through Number().
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import { ANALYTICS_EVENTS, zeroCounts, type AnalyticsCounts, type AnalyticsDay, type AnalyticsEvent, type AnalyticsItemKind, type ItemAnalytics } from "../../shared/api/analytics.ts";
import { eachDay, rangeLength } from "../../shared/api/analytics-range.ts";

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

/** The filters as one condition on columns both tables have (template_id, item_kind). */
export function filterCondition(filters: AnalyticsFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (filters.templateId) parts.push(sql`template_id = ${filters.templateId}`);
  if (filters.categoryId) parts.push(sql`template_id in (select id from templates where category_id = ${filters.categoryId})`);
  if (filters.kind) parts.push(sql`item_kind = ${filters.kind}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
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
