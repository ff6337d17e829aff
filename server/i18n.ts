// Server-side translation of error messages. Catalogues are the shared JSON namespaces, so the
// web and the server agree on wording. Keys look like "server:unauthorized" or "validation:min".
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/limits.ts";
import arServer from "../shared/i18n/ar/server.json" with { type: "json" };
import enServer from "../shared/i18n/en/server.json" with { type: "json" };
import frServer from "../shared/i18n/fr/server.json" with { type: "json" };
import arValidation from "../shared/i18n/ar/validation.json" with { type: "json" };
import enValidation from "../shared/i18n/en/validation.json" with { type: "json" };
import frValidation from "../shared/i18n/fr/validation.json" with { type: "json" };
import arCards from "../shared/i18n/ar/cards.json" with { type: "json" };
import enCards from "../shared/i18n/en/cards.json" with { type: "json" };
import frCards from "../shared/i18n/fr/cards.json" with { type: "json" };
import arCertificates from "../shared/i18n/ar/certificates.json" with { type: "json" };
import enCertificates from "../shared/i18n/en/certificates.json" with { type: "json" };
import frCertificates from "../shared/i18n/fr/certificates.json" with { type: "json" };
import arBulk from "../shared/i18n/ar/bulk.json" with { type: "json" };
import enBulk from "../shared/i18n/en/bulk.json" with { type: "json" };
import frBulk from "../shared/i18n/fr/bulk.json" with { type: "json" };
import arDesigns from "../shared/i18n/ar/designs.json" with { type: "json" };
import enDesigns from "../shared/i18n/en/designs.json" with { type: "json" };
import frDesigns from "../shared/i18n/fr/designs.json" with { type: "json" };
import arMail from "../shared/i18n/ar/mail.json" with { type: "json" };
import enMail from "../shared/i18n/en/mail.json" with { type: "json" };
import frMail from "../shared/i18n/fr/mail.json" with { type: "json" };
import arRender from "../shared/i18n/ar/render.json" with { type: "json" };
import enRender from "../shared/i18n/en/render.json" with { type: "json" };
import frRender from "../shared/i18n/fr/render.json" with { type: "json" };
// The certificate pages' issuer statements (shared/certificates/issuer-statement.ts) are nested keys here.
import arWebCertificates from "../shared/i18n/ar/webCertificates.json" with { type: "json" };
import enWebCertificates from "../shared/i18n/en/webCertificates.json" with { type: "json" };
import frWebCertificates from "../shared/i18n/fr/webCertificates.json" with { type: "json" };

type Catalogue = Record<string, Record<string, unknown>>;
const catalogues: Record<Locale, Catalogue> = {
  ar: { server: arServer, validation: arValidation, cards: arCards, certificates: arCertificates, bulk: arBulk, designs: arDesigns, mail: arMail, render: arRender, webCertificates: arWebCertificates },
  en: { server: enServer, validation: enValidation, cards: enCards, certificates: enCertificates, bulk: enBulk, designs: enDesigns, mail: enMail, render: enRender, webCertificates: enWebCertificates },
  fr: { server: frServer, validation: frValidation, cards: frCards, certificates: frCertificates, bulk: frBulk, designs: frDesigns, mail: frMail, render: frRender, webCertificates: frWebCertificates },
};

/** A key of the "server" namespace, or "namespace:key" of another one (cards, certificates, bulk, validation, designs, mail). */
export type ServerMessageKey = keyof typeof enServer | `${"cards" | "certificates" | "bulk" | "validation" | "designs" | "mail" | "render" | "webCertificates"}:${string}`;

/** A flat key, or a dotted path into nested objects ("issuerStatement.bySite"). */
function lookup(catalogue: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = catalogue?.[key];
  if (node === undefined && key.includes(".")) node = key.split(".").reduce<unknown>((n, part) => (n && typeof n === "object" ? (n as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof node === "string" ? node : undefined;
}

/** The Intl tag for numbers and dates in e-mails: Arabic e-mails use Arabic-Indic digits, as the
 * certificate and reminder e-mails always have (the web interface writes Latin digits, web/lib/i18n.ts). */
export function mailNumberLocale(locale: Locale): string {
  return locale === "ar" ? "ar-u-nu-arab" : locale;
}

/** i18next's plural suffixes: `_zero` for 0 when the catalogue has it, else the language's CLDR category. */
function pluralKeys(locale: Locale, key: string, count: number): string[] {
  const category = new Intl.PluralRules(locale).select(count);
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${category}`, `${key}_other`, key];
}

function find(locale: Locale, ns: string, keys: string[]): string | undefined {
  for (const key of keys) {
    const found = lookup(catalogues[locale]?.[ns], key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Translates "namespace:key" with {{param}} interpolation; falls back to Arabic, then the key itself.
 * A numeric `count` picks the plural form (key_one, key_few, …) as i18next does on the web. Numbers
 * are written with Latin digits, as the interface does, unless `numberLocale` says otherwise (mailT). */
export function t(locale: Locale, fullKey: string, params: Record<string, string | number> = {}, numberLocale?: string): string {
  const [ns, key] = fullKey.includes(":") ? fullKey.split(":", 2) : ["server", fullKey];
  const count = params.count;
  const keys = typeof count === "number" ? pluralKeys(locale, key, count) : [key];
  const template = find(locale, ns, keys) ?? find(DEFAULT_LOCALE, ns, typeof count === "number" ? pluralKeys(DEFAULT_LOCALE, key, count) : [key]) ?? fullKey;
  const numbers = numberLocale ? new Intl.NumberFormat(numberLocale, { useGrouping: false }) : undefined;
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*number\s*)?\}\}/g, (_, name: string) => {
    if (!(name in params)) return "";
    const value = params[name];
    return typeof value === "number" && numbers ? numbers.format(value) : String(value);
  });
}

/** t for e-mails: numbers in the e-mail's digits (mailNumberLocale). */
export function mailT(locale: Locale, fullKey: string, params: Record<string, string | number> = {}): string {
  return t(locale, fullKey, params, mailNumberLocale(locale));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header (quality values honoured). */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(";");
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined;
}

/** The `locale` cookie (the user's explicit choice) wins over Accept-Language; default Arabic. */
export function resolveLocale(cookieLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
