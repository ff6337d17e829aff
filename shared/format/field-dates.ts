// Date fields of cards print as dates people read — "٢٤ ديسمبر ٢٠٢٦" or "١٤ جمادى الآخرة ١٤٤٨ هـ" —
// not as the ISO value they are stored as (issue 16). A date field says how in its `style`:
//   calendar: "gregory" (default) | "islamic-umalqura";  locale: "ar" | "en" | "fr", by default the design's
//   language (design-locale.ts: an English card's dates in English, an Arabic card's in Arabic).
// Digits follow the design document (latin/arabic). Only ISO dates are formatted; any other text
// (a placeholder such as "٢٠ مارس ٢٠٢٦") is left as typed. Certificates format theirs in
// server/services/certificates/render-values.ts with the certificate's own options.
import type { TemplateField } from "../api/templates.ts";
import type { DesignDocument, DesignValues } from "../design/schema.ts";
import { formatDisplayDate, type CalendarOption } from "./date.ts";
import { designLocale } from "./design-locale.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCALES = ["ar", "en", "fr"] as const;

export interface DateFieldStyle {
  calendar: CalendarOption;
  locale: (typeof LOCALES)[number];
}

/** A date field's calendar and language, from its style (unset or unknown: Gregorian, `language`). */
export function dateFieldStyle(field: Pick<TemplateField, "style">, language: DateFieldStyle["locale"] = "ar"): DateFieldStyle {
  const style = field.style ?? {};
  const calendar = style.calendar === "islamic-umalqura" ? "islamic-umalqura" : "gregory";
  const locale = LOCALES.find((l) => l === style.locale) ?? language;
  return { calendar, locale };
}

/** The values a card's design is drawn with: ISO dates of date fields formatted, the rest unchanged. */
export function cardDisplayValues(
  fields: readonly Pick<TemplateField, "name" | "type" | "style">[],
  values: DesignValues,
  design: { digits?: "latin" | "arabic"; layers?: DesignDocument["layers"] } | null | undefined,
): DesignValues {
  const out: DesignValues = { ...values };
  // The same for every viewer (a saved card's PNG is one picture): a Latin-script design gets English.
  const language = design?.layers ? designLocale({ digits: design.digits ?? "latin", layers: design.layers }, "ar") : "ar";
  for (const field of fields) {
    if (field.type !== "date") continue;
    const raw = values[field.name];
    if (typeof raw !== "string" || !ISO_DATE.test(raw.trim())) continue;
    const { calendar, locale } = dateFieldStyle(field, language);
    const formatted = formatDisplayDate(raw.trim(), { locale, calendar, digits: design?.digits === "arabic" ? "arab" : "latn" });
    if (formatted) out[field.name] = formatted;
  }
  return out;
}
