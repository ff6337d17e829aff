// i18next set-up: namespaces are the JSON files of shared/i18n/<lang>/. The chosen language is kept in
// localStorage 'locale' (and a 'locale' cookie so the server answers and renders <head> in it).
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from "../../shared/limits.ts";
import arWeb from "../../shared/i18n/ar/web.json";
import enWeb from "../../shared/i18n/en/web.json";
import frWeb from "../../shared/i18n/fr/web.json";
import arValidation from "../../shared/i18n/ar/validation.json";
import enValidation from "../../shared/i18n/en/validation.json";
import frValidation from "../../shared/i18n/fr/validation.json";
import arWebCards from "../../shared/i18n/ar/webCards.json";
import enWebCards from "../../shared/i18n/en/webCards.json";
import frWebCards from "../../shared/i18n/fr/webCards.json";
import arWebCertificates from "../../shared/i18n/ar/webCertificates.json";
import enWebCertificates from "../../shared/i18n/en/webCertificates.json";
import frWebCertificates from "../../shared/i18n/fr/webCertificates.json";
import arAdmin from "../../shared/i18n/ar/admin.json";
import enAdmin from "../../shared/i18n/en/admin.json";
import frAdmin from "../../shared/i18n/fr/admin.json";
import arPolish from "../../shared/i18n/ar/polish.json";
import enPolish from "../../shared/i18n/en/polish.json";
import frPolish from "../../shared/i18n/fr/polish.json";
import arWebMail from "../../shared/i18n/ar/webMail.json";
import enWebMail from "../../shared/i18n/en/webMail.json";
import frWebMail from "../../shared/i18n/fr/webMail.json";
import arPages from "../../shared/i18n/ar/pages.json";
import enPages from "../../shared/i18n/en/pages.json";
import frPages from "../../shared/i18n/fr/pages.json";

export const LOCALE_STORAGE_KEY = "locale";

export const resources = {
  ar: { web: arWeb, validation: arValidation, webCards: arWebCards, webCertificates: arWebCertificates, admin: arAdmin, polish: arPolish, webMail: arWebMail, pages: arPages },
  en: { web: enWeb, validation: enValidation, webCards: enWebCards, webCertificates: enWebCertificates, admin: enAdmin, polish: enPolish, webMail: enWebMail, pages: enPages },
  fr: { web: frWeb, validation: frValidation, webCards: frWebCards, webCertificates: frWebCertificates, admin: frAdmin, polish: frPolish, webMail: frWebMail, pages: frPages },
} as const;

/**
 * One digit style per language for the interface (issue 16: a table mixed 1 and ١). Every text of
 * the UI writes numbers with Latin digits, and so do the catalogues' interpolations; ICU's default
 * for "ar" differs between browsers, so Intl is always told. (Cards and certificates choose their
 * own digits as part of the document.)
 */
export const UI_DIGITS: Record<Locale, "latn" | "arab"> = { ar: "latn", en: "latn", fr: "latn" };

/** The Intl locale tag of the interface in `lang`, with its digit style. */
export function uiLocale(lang: string): string {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return `${locale}-u-nu-${UI_DIGITS[locale]}`;
}

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/** ar → en → fr → ar */
export function nextLocale(current: string): Locale {
  const i = LOCALES.indexOf(current as Locale);
  return LOCALES[(i + 1) % LOCALES.length];
}

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Sets <html lang dir>, remembers the choice, and tells the server through a cookie. */
export function applyLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice just isn't remembered */
  }
  document.cookie = `locale=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function initI18n(locale: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ["web", "validation", "webCards", "webCertificates", "admin", "polish", "webMail", "pages"],
      defaultNS: "web",
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    // {{n, number}} in the catalogues: plural-aware texts print their numbers in the UI's digits.
    i18n.services.formatter?.add("number", (value, lng, options) => new Intl.NumberFormat(uiLocale(lng ?? DEFAULT_LOCALE), options).format(value));
    i18n.on("languageChanged", (lng) => {
      if (isLocale(lng)) applyLocale(lng);
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  applyLocale(locale);
  return i18n;
}

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Picks the current language's text from a { ar, en, fr } object (ar is always present). */
export function localized(text: Partial<Record<Locale, string>> | undefined | null, locale: Locale = currentLocale()): string {
  if (!text) return "";
  return text[locale] || text[DEFAULT_LOCALE] || text.en || text.fr || "";
}

export { i18n };
