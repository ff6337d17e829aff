// Numbers and dates of the analytics pages in the interface's digits (web/lib/i18n.ts uiLocale):
// Intl is always told the numbering system, so Arabic shows the digits the rest of the UI shows.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { uiLocale } from "../../lib/i18n.ts";
import type { Interval } from "../../lib/analytics/series.ts";

export interface AnalyticsFormat {
  locale: string;
  rtl: boolean;
  number: (n: number) => string;
  percent: (ratio: number) => string;
  /** a day, long enough for a table or caption */
  day: (iso: string) => string;
  /** a bucket's short label on the time axis */
  tick: (iso: string, interval: Interval) => string;
  dateTime: (iso: string) => string;
}

export function makeFormat(language: string, rtl: boolean): AnalyticsFormat {
  const locale = uiLocale(language);
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const days = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const months = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const stamps = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const at = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    locale,
    rtl,
    number: (n) => numbers.format(n),
    percent: (r) => percents.format(Number.isFinite(r) ? r : 0),
    day: (iso) => days.format(at(iso)),
    tick: (iso, interval) => (interval === "month" ? months : short).format(at(iso)),
    dateTime: (iso) => stamps.format(new Date(iso)),
  };
}

export function useAnalyticsFormat(): AnalyticsFormat {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === "rtl";
  return useMemo(() => makeFormat(i18n.language, rtl), [i18n.language, rtl]);
}
