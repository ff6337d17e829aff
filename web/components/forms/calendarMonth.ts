// Month grids for the date picker in the Gregorian or Hijri (Umm al-Qura) calendar, with no calendar
// arithmetic of our own: days are UTC midnights, and Intl (ICU) says which day of its month each one
// is. A month starts where the day number is 1 and ends before the next 1.
import type { CalendarOption } from "../../../shared/format/date.ts";

const DAY_MS = 86_400_000;
const partsCache = new Map<CalendarOption, Intl.DateTimeFormat>();

function dayFormat(calendar: CalendarOption): Intl.DateTimeFormat {
  let f = partsCache.get(calendar);
  if (!f) {
    f = new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" });
    partsCache.set(calendar, f);
  }
  return f;
}

/** Day of the month of a UTC date in `calendar` (1-based). */
export function dayOfMonth(date: Date, calendar: CalendarOption): number {
  const part = dayFormat(calendar).formatToParts(date).find((p) => p.type === "day");
  return Number(part?.value ?? 1);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** UTC midnight of an ISO date (YYYY-MM-DD), or null. */
export function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value.trim() ? d : null;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today as a UTC midnight of the local calendar day. */
export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** First day of the month (in `calendar`) that contains `date`. */
export function startOfMonth(date: Date, calendar: CalendarOption): Date {
  return addDays(date, 1 - dayOfMonth(date, calendar));
}

/** Number of days of the month starting at `first`. */
export function monthLength(first: Date, calendar: CalendarOption): number {
  // Months have 29–31 days: start looking at day 28.
  let n = 28;
  while (n < 32 && dayOfMonth(addDays(first, n), calendar) !== 1) n++;
  return n;
}

export function nextMonth(first: Date, calendar: CalendarOption): Date {
  return addDays(first, monthLength(first, calendar));
}

export function previousMonth(first: Date, calendar: CalendarOption): Date {
  return startOfMonth(addDays(first, -1), calendar);
}

/** First day of the week per language: Saturday in Arabic, Sunday in English, Monday in French. */
export function firstWeekday(locale: string): number {
  return locale === "ar" ? 6 : locale === "fr" ? 1 : 0;
}

/** The month as weeks of 7 cells (null outside the month), starting on the locale's first weekday. */
export function monthGrid(first: Date, calendar: CalendarOption, locale: string): (Date | null)[][] {
  const length = monthLength(first, calendar);
  const lead = (first.getUTCDay() - firstWeekday(locale) + 7) % 7;
  const cells: (Date | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, i) => addDays(first, i))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
