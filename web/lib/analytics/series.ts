// Grouping of the daily series (GET …/analytics answers one row per day) into weeks or months on the
// client, so changing the interval needs no new request. Days are UTC calendar days (YYYY-MM-DD).
import { ANALYTICS_EVENTS, zeroCounts, type AnalyticsCounts, type AnalyticsDay } from "../../../shared/api/analytics.ts";

export const INTERVALS = ["day", "week", "month"] as const;
export type Interval = (typeof INTERVALS)[number];

/** One point of the chart: the days from `start` to `end` (both included, clipped to the range). */
export interface Bucket {
  start: string;
  end: string;
  counts: AnalyticsCounts;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Used where the browser has no Intl week data (Firefox): the CLDR first days of our languages. */
const FIRST_DAY_FALLBACK: Record<string, number> = { ar: 6, en: 7, fr: 1 };

/**
 * The first day of the week in `locale`, ISO numbered (1 = Monday … 7 = Sunday): Saturday in Arabic,
 * Sunday in English, Monday in French, as the CLDR data of the browser says.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = l.getWeekInfo?.() ?? l.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {
    /* an unknown tag: the table below */
  }
  return FIRST_DAY_FALLBACK[locale.slice(0, 2)] ?? 1;
}

/** The key of the bucket a day falls in: the day itself, its week's first day, or YYYY-MM. */
function bucketKey(date: string, interval: Interval, firstDay: number): string {
  if (interval === "day") return date;
  if (interval === "month") return date.slice(0, 7);
  const n = dayNumber(date);
  const isoWeekday = ((new Date(n * DAY_MS).getUTCDay() + 6) % 7) + 1; // 1 = Monday … 7 = Sunday
  return isoOf(n - ((isoWeekday - firstDay + 7) % 7));
}

/** Sums the days (in date order) per day, week (starting on `firstDay`) or calendar month. */
export function groupDays(days: readonly AnalyticsDay[], interval: Interval, firstDay = 1): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = bucketKey(day.date, interval, firstDay);
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { start: day.date, end: day.date, counts: zeroCounts() }));
    b.end = day.date;
    for (const e of ANALYTICS_EVENTS) b.counts[e] += day[e] ?? 0;
  }
  return [...buckets.values()];
}

export function totalOf(counts: AnalyticsCounts): number {
  return ANALYTICS_EVENTS.reduce((s, e) => s + (counts[e] ?? 0), 0);
}
