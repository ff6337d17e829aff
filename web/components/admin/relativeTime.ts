// "3 minutes ago" in the current language (Intl.RelativeTimeFormat), largest fitting unit, in the
// interface's digits (uiLocale).
import { uiLocale } from "../../lib/i18n.ts";
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now) / 1000);
  const fmt = new Intl.RelativeTimeFormat(uiLocale(locale), { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") return fmt.format(Math.trunc(seconds / size), unit);
  }
  return "";
}

/** Full date and time for a title/tooltip. */
export function dateTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(uiLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(d);
}
