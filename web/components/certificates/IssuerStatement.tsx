// The sentence about who issued a certificate, worded by the one shared function
// (shared/certificates/issuer-statement.ts): "Issued by {site}", "Issued by {org}, verified by
// {site}", or "Made on {site} by a visitor/user on {date}; the issuer name … is not verified".
import { BadgeCheck, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CertificateProvenance } from "../../../shared/api/certificates.ts";
import { issuerStatement } from "../../../shared/certificates/issuer-statement.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { Locale } from "../../../shared/limits.ts";
import { localized } from "../../lib/i18n.ts";
import { usePublicSettings } from "../../lib/publicData.ts";
import { cn } from "../../lib/utils.ts";

/** The site's name in the page's language (general settings), else the brand name. */
export function useSiteName(): string {
  const { t, i18n } = useTranslation("web");
  const { data } = usePublicSettings();
  return localized(data?.siteName, i18n.language as Locale) || t("brand.name");
}

export function IssuerStatement({ facts, className }: { facts: Partial<CertificateProvenance> & { issuedAt: string }; className?: string }) {
  const { t, i18n } = useTranslation("webCertificates");
  const site = useSiteName();
  const verified = facts.issuerVerified === true;
  const statement = issuerStatement(
    { issuerVerified: verified, issuedBy: facts.issuedBy ?? "visitor", issuerOrg: facts.issuerOrg ?? null, issuedAt: facts.issuedAt },
    site,
    (iso) => formatDisplayDate(iso, { locale: i18n.language as Locale }),
  );
  const Icon = verified ? BadgeCheck : Info;
  return (
    <p className={cn("flex items-start gap-2 text-sm leading-relaxed", className)} data-testid="issuer-statement" data-verified={verified}>
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", verified ? "text-emerald-600" : "text-amber-600")} />
      <span>{t(statement.key, statement.params)}</span>
    </p>
  );
}
