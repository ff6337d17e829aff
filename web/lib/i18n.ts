// i18next set-up: namespaces are the JSON files of shared/i18n/<lang>/. The chosen language is kept in
// localStorage 'locale' (and a 'locale' cookie so the server answers and renders <head> in it).
// The browser loads catalogues lazily, the active language only (i18n-catalogues.ts).
import i18n, { type InitOptions, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from "../../shared/limits.ts";
import { BOOT_NAMESPACES, WEB_NAMESPACES, lazyCatalogues } from "./i18n-catalogues.ts";

export const LOCALE_STORAGE_KEY = "locale";

let bundled: Resource | undefined;

/** Unit tests hand every catalogue over (web/test/setup.ts) so that initI18n translates synchronously. */
export function provideBundledCatalogues(resources: Resource): void {
  bundled = resources;
}

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

/** A cookie's value in this document ("" when absent or unreadable). */
export function cookieValue(name: string): string {
  try {
    return document.cookie.split("; ").find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? "";
  } catch {
    return "";
  }
}

export function storedLocale(): Locale {
  // The server-drawn pages switch language with a cookie alone (no script): it wins, as the server's
  // answer already did, so entering the app from such a page keeps its language.
  const fromCookie = cookieValue("locale");
  if (isLocale(fromCookie)) return fromCookie;
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

let ready: Promise<unknown> = Promise.resolve();

export function initI18n(locale: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    const common: InitOptions = {
      lng: locale,
      supportedLngs: [...LOCALES],
      defaultNS: "web",
      interpolation: { escapeValue: false },
      returnNull: false,
    };
    if (bundled) {
      void i18n.use(initReactI18next).init({ ...common, resources: bundled, fallbackLng: DEFAULT_LOCALE, ns: [...WEB_NAMESPACES], initAsync: false });
    } else {
      // No fallback language: it would download a second language's catalogues, and every catalogue
      // has the same keys as the Arabic one (web/lib/i18n.test.ts).
      ready = i18n.use(lazyCatalogues).use(initReactI18next).init({ ...common, fallbackLng: false, ns: [...BOOT_NAMESPACES] });
    }
    // {{n, number}} in the catalogues: plural-aware texts print their numbers in the UI's digits.
    i18n.services.formatter?.add("number", (value, lng, options) => new Intl.NumberFormat(uiLocale(lng ?? DEFAULT_LOCALE), options).format(value));
    i18n.on("languageChanged", (lng) => {
      if (isLocale(lng)) applyLocale(lng);
    });
  } else if (i18n.language !== locale) {
    ready = i18n.changeLanguage(locale);
  }
  applyLocale(locale);
  return i18n;
}

/** initI18n, resolved once the language's BOOT_NAMESPACES are loaded: the browser renders after it. */
export async function loadI18n(locale: Locale = storedLocale()) {
  initI18n(locale);
  await ready;
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
