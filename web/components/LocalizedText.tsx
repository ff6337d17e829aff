// A { ar, en, fr } text in the page's language. When the page's language has no text yet (an admin
// wrote only the Arabic), the Arabic is shown as Arabic (lang/dir set, so it reads right to left in an
// LTR page) with a small visible marker, instead of passing silently for a translation (issue 16).
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "../../shared/limits.ts";
import { isLocale } from "../lib/i18n.ts";
import { cn } from "../lib/utils.ts";

type Text = Partial<Record<Locale, string>> | null | undefined;

/** Which language a text is shown in for `locale`, and the text: its own, else Arabic, else any. */
export function pickLocalized(text: Text, locale: Locale): { text: string; lang: Locale; fallback: boolean } {
  const own = text?.[locale]?.trim();
  if (own) return { text: own, lang: locale, fallback: false };
  for (const lang of [DEFAULT_LOCALE, "en", "fr"] as const) {
    const v = text?.[lang]?.trim();
    if (v) return { text: v, lang, fallback: true };
  }
  return { text: "", lang: locale, fallback: false };
}

export function LocalizedText({ text, className, markerClassName }: { text: Text; className?: string; markerClassName?: string }) {
  const { t, i18n } = useTranslation("polish");
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const shown = pickLocalized(text, locale);
  if (!shown.fallback) return <span className={className}>{shown.text}</span>;
  return (
    <span className={className}>
      <bdi lang={shown.lang} dir={shown.lang === "ar" ? "rtl" : "ltr"}>{shown.text}</bdi>{" "}
      <span
        className={cn("inline-block rounded bg-muted px-1 py-px align-middle text-[10px] font-semibold uppercase tracking-wide text-muted-foreground", markerClassName)}
        title={t("fallback.title")}
        data-testid="translation-fallback"
      >
        {t("fallback.marker")}
      </span>
    </span>
  );
}
