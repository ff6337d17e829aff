// The analytics pages' period: a preset (last N days, today included) or from/to chosen by hand, kept
// in the URL so a view can be bookmarked and the back button restores it.
import { MAX_RANGE_DAYS } from "../../../shared/api/analytics.ts";
import { INTERVALS, type Interval } from "./series.ts";

export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export const DEFAULT_PRESET = 30;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ChosenRange {
  /** the preset in days, or null for from/to chosen by hand */
  preset: number | null;
  from: string;
  to: string;
  /** false when from/to by hand are not a usable range (then nothing is asked of the server) */
  valid: boolean;
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const isDay = (s: string | null): s is string => !!s && ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** ?range=7|30|90|365 or ?from=&to= (by hand) → the period; anything else → the default preset. */
export function rangeFromParams(params: URLSearchParams, now = new Date()): ChosenRange {
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) {
    const valid = isDay(from) && isDay(to) && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS;
    return { preset: null, from: from ?? "", to: to ?? "", valid };
  }
  const asked = Number(params.get("range"));
  const preset = (RANGE_PRESETS as readonly number[]).includes(asked) ? asked : DEFAULT_PRESET;
  const end = todayUtc(now);
  return { preset, from: addDays(end, -(preset - 1)), to: end, valid: true };
}

export function intervalFromParams(params: URLSearchParams): Interval {
  const v = params.get("interval");
  return (INTERVALS as readonly string[]).includes(v ?? "") ? (v as Interval) : "day";
}
