import { Globe, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../shared/limits.ts";
import { localized } from "../lib/i18n.ts";
import { usePublicSettings } from "../lib/publicData.ts";
import { useCatalog } from "./catalog.tsx";
import { LogoMark } from "./Logo.tsx";

const headingClass = "mb-3 text-sm font-extrabold";
const linkClass = "text-sm text-muted-foreground transition hover:text-primary";

/** Footer (SPEC §1): contact details, social links and a credit line from /api/settings/public. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { data } = usePublicSettings();
  const cards = useCatalog("card");
  const siteName = localized(data?.siteName, locale) || t("brand.name");
  const credit = localized(data?.credit, locale) || t("footer.defaultCredit");
  const contact = data?.contact;
  const address = contact ? localized(contact.address, locale) : "";
  const social = Array.isArray(data?.social) ? data.social : [];

  return (
    <footer className="mt-16 border-t border-border bg-card/60" data-testid="footer">
      <div className="page-container mx-auto grid w-full max-w-[96rem] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-extrabold">{siteName}</span>
          </div>
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{t("brand.tagline")}</p>
        </div>

        <div>
          <h2 className={headingClass}>{t("nav.cards")}</h2>
          <ul className="grid gap-2">
            {cards.map((c) => (
              <li key={c.slug}>
                <Link to={c.href} className={linkClass}>{c.label}</Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t("footer.links")}</h2>
          <ul className="grid gap-2">
            <li><Link to="/privacy" className={linkClass} data-testid="footer-privacy">{t("footer.privacy")}</Link></li>
            <li><Link to="/terms" className={linkClass} data-testid="footer-terms">{t("footer.terms")}</Link></li>
            <li><Link to="/contact" className={linkClass} data-testid="footer-contact">{t("footer.contactPage")}</Link></li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <ul className="grid gap-2.5 text-sm text-muted-foreground" data-testid="footer-contact-details">
            {contact?.email && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-primary" />
                <span className="sr-only">{t("footer.email")}</span>
                <a href={`mailto:${contact.email}`} dir="ltr" className="hover:text-primary">{contact.email}</a>
              </li>
            )}
            {contact?.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-primary" />
                <span className="sr-only">{t("footer.phone")}</span>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} dir="ltr" className="hover:text-primary">{contact.phone}</a>
              </li>
            )}
            {address && (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 text-primary" />
                <span className="sr-only">{t("footer.address")}</span>
                {address}
              </li>
            )}
            {!contact?.email && !contact?.phone && !address && (
              <li><Link to="/contact" className={linkClass}>{t("footer.contactPage")}</Link></li>
            )}
          </ul>
          {social.length > 0 && (
            <>
              <h2 className={`${headingClass} mt-5`}>{t("footer.follow")}</h2>
              <ul className="flex flex-wrap gap-2" data-testid="footer-social">
                {social.map((s) => (
                  <li key={`${s.network}-${s.url}`}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={t(`polish:social.${s.network}`, { defaultValue: s.network })}
                      data-testid={`footer-social-${s.network}`}
                      className="flex h-9 items-center gap-1.5 rounded-full border border-border px-3 text-xs font-semibold text-muted-foreground transition hover:border-primary hover:text-primary"
                    >
                      <Globe aria-hidden className="size-3.5" />
                      {/* The network's name in the page's language ("إنستغرام" in Arabic), issue 16. */}
                      {t(`polish:social.${s.network}`, { defaultValue: s.network })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="page-container mx-auto flex w-full max-w-[96rem] flex-col items-center justify-between gap-2 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: siteName })}</p>
          <p data-testid="footer-credit">{credit}</p>
        </div>
      </div>
    </footer>
  );
}
