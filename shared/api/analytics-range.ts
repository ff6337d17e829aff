// The date range of an analytics query (issue 26 §1): whole UTC days, both ends included. Shared so the
// web's date pickers refuse what the server refuses, with the same translated messages.
import { MAX_RANGE_DAYS } from "./analytics.ts";

/** The range the dashboard shows when none is asked for: the last 30 days ending today. */
export const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

export const ANALYTICS_RANGE_MESSAGES = {
  /** "from" is after "to" */
  order: "validation:analytics.rangeOrder",
  /** more than MAX_RANGE_DAYS days; "|400" becomes the message's {{value}} */
  tooLong: `validation:analytics.rangeTooLong|${MAX_RANGE_DAYS}`,
} as const;

export type ResolvedRange = { ok: true; from: string; to: string } | { ok: false; fields: Record<string, string> };

/** Today's date (YYYY-MM-DD) in UTC. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day; ≤ 0 when to < from). */
export function rangeLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Fills in the defaults (to = today, from = to − 29 days) and checks the order and the length.
 * Input days are already well-formed (the query schemas check that).
 */
export function resolveAnalyticsRange(query: { from?: string; to?: string }, today: string = utcDay()): ResolvedRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  // Both messages sit at "from": the start is what a date-range picker asks to move.
  if (from > to) return { ok: false, fields: { from: ANALYTICS_RANGE_MESSAGES.order } };
  if (rangeLength(from, to) > MAX_RANGE_DAYS) return { ok: false, fields: { from: ANALYTICS_RANGE_MESSAGES.tooLong } };
  return { ok: true, from, to };
}
