// Every web catalogue of every language, imported statically. Only the unit tests use it (web/test/setup.ts):
// they render synchronously. The browser reads catalogues lazily (i18n-catalogues.ts).
import type { Resource } from "i18next";
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
import arAnalytics from "../../shared/i18n/ar/analytics.json";
import enAnalytics from "../../shared/i18n/en/analytics.json";
import frAnalytics from "../../shared/i18n/fr/analytics.json";

export const resources = {
  ar: { web: arWeb, validation: arValidation, webCards: arWebCards, webCertificates: arWebCertificates, admin: arAdmin, polish: arPolish, webMail: arWebMail, pages: arPages, analytics: arAnalytics },
  en: { web: enWeb, validation: enValidation, webCards: enWebCards, webCertificates: enWebCertificates, admin: enAdmin, polish: enPolish, webMail: enWebMail, pages: enPages, analytics: enAnalytics },
  fr: { web: frWeb, validation: frValidation, webCards: frWebCards, webCertificates: frWebCertificates, admin: frAdmin, polish: frPolish, webMail: frWebMail, pages: frPages, analytics: frAnalytics },
} as const satisfies Resource;
