// Dates on cards and certificates through the platform's Intl (ICU): Gregorian or Hijri (Umm al-Qura)
// and Arabic-Indic or Latin digits — no hand-made calendar maths.
export type CalendarOption = "gregory" | "islamic-umalqura";
export type DigitsOption = "arab" | "latn";

export interface DateDisplay {
  locale: string; // ar, en, fr
  calendar?: CalendarOption;
  digits?: DigitsOption;
  style?: "long" | "medium" | "short";
}

// Building an ICU formatter costs ~1 ms (a bulk job formats a date per row); the few combinations of
// locale, calendar, digits and style in use are kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tag: string, style: NonNullable<DateDisplay["style"]>): Intl.DateTimeFormat {
  const key = `${tag}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    if (formatters.size >= 64) formatters.clear();
    f = new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: "UTC" });
    formatters.set(key, f);
  }
  return f;
}

/** Formats an ISO date (YYYY-MM-DD or full ISO) as a civil date; invalid input gives "". */
export function formatDisplayDate(value: string | Date, opts: DateDisplay): string {
  const date = typeof value === "string" ? parseCivilDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return "";
  const calendar = opts.calendar ?? "gregory";
  const digits = opts.digits ?? (opts.locale === "ar" ? "arab" : "latn");
  const tag = `${opts.locale}-u-ca-${calendar}-nu-${digits}`;
  // UTC so a date typed as 2026-03-20 stays the 20th in every time zone.
  const text = formatter(tag, opts.style ?? "long").format(date);
  // The era mark "هـ" belongs to its year: a no-break space keeps it from wrapping onto a line of
  // its own in narrow boxes (issue 16, a 390 px phone).
  return text.replace(/ (هـ)/u, "\u00A0$1");
}

function parseCivilDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
