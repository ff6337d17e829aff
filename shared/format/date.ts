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

/** Formats an ISO date (YYYY-MM-DD or full ISO) as a civil date; invalid input gives "". */
export function formatDisplayDate(value: string | Date, opts: DateDisplay): string {
  const date = typeof value === "string" ? parseCivilDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return "";
  const calendar = opts.calendar ?? "gregory";
  const digits = opts.digits ?? (opts.locale === "ar" ? "arab" : "latn");
  const tag = `${opts.locale}-u-ca-${calendar}-nu-${digits}`;
  // UTC so a date typed as 2026-03-20 stays the 20th in every time zone.
  const text = new Intl.DateTimeFormat(tag, { dateStyle: opts.style ?? "long", timeZone: "UTC" }).format(date);
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
