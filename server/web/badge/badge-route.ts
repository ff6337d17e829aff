// GET /embed/certificates/{id} — the embeddable badge. The one route other sites may frame:
// `frame-ancestors *` and no X-Frame-Options here; every other answer keeps the site's policy
// (security-headers.ts). Its own CSP allows nothing but its nonce'd style and same-origin images.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { getCertificate } from "../../services/certificates/get-certificate.ts";
import { certificateStatus } from "../../presenters/certificate-record.ts";
import { certificateUrls, issuerLogoUrl } from "../../../shared/certificates/urls.ts";
import { defaultIssuerName } from "../../services/certificates/context.ts";
import { certificateLang } from "../../services/certificates/credential-texts.ts";
import { getPublicSettings } from "../../settings/public.ts";
import { presentVerification } from "../../presenters/certificate.ts";
import { issuerStatement } from "../../../shared/certificates/issuer-statement.ts";
import { parseValues } from "../../presenters/certificate-record.ts";
import { t } from "../../i18n.ts";
import type { Locale } from "../../../shared/limits.ts";
import { renderBadgePage, type BadgeStatus } from "./badge-page.ts";

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** Seconds a badge may be cached: a revocation shows within a minute. */
export const BADGE_MAX_AGE = 60;

export function badgeCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *`;
}

/** The certificate's own language: the one its credential states, else what its texts are written in. */
function badgeLang(credential: string | null, values: Record<string, string>, recipientName: string): Locale {
  try {
    const lang = (JSON.parse(credential ?? "{}") as { credentialSubject?: { achievement?: { inLanguage?: unknown } } }).credentialSubject?.achievement?.inLanguage;
    if (lang === "ar" || lang === "en" || lang === "fr") return lang;
  } catch {
    /* detect below */
  }
  return certificateLang(values, recipientName);
}

export default async function badgeRoutes(app: FastifyInstance) {
  app.get("/embed/certificates/:id", { config: { session: false } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const row = parsed.success ? await getCertificate(app.db, parsed.data.id) : undefined;
    const nonce = randomBytes(16).toString("hex");
    reply.removeHeader("x-frame-options");
    reply.header("content-security-policy", badgeCsp(nonce));
    if (!row) {
      const locale = request.locale as Locale;
      reply.code(404).header("cache-control", "no-store").type("text/html; charset=utf-8");
      return `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><meta charset="utf-8"><title>${t(locale, "certificates:badge.notFound")}</title><p>${t(locale, "certificates:badge.notFound")}</p></html>`;
    }
    const issuerName = await defaultIssuerName(app.db);
    const verification = presentVerification(row, app.config.publicUrl, issuerName);
    const lang = badgeLang(row.credential, parseValues(row.values), row.recipient_name);
    const site = (await getPublicSettings(app.db)).siteName[lang];
    const statusNow = certificateStatus(row);
    const status: BadgeStatus = statusNow !== "valid" ? statusNow : verification.certificate.issuerVerified ? "valid" : "unverified";
    const formatDate = (iso: string) => new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
    const statement = issuerStatement({ ...verification.certificate, issuedAt: verification.certificate.issuedAt }, site, formatDate);
    const issuer = verification.certificate.issuerVerified
      ? t(lang, `webCertificates:${statement.key}`, statement.params)
      : t(lang, "certificates:badge.issuerEntered", { issuer: verification.certificate.issuer || "—" });
    const html = renderBadgePage(
      {
        lang,
        status,
        recipientName: row.recipient_name,
        title: verification.certificate.title[lang] || verification.certificate.title.ar,
        issuer,
        verifyUrl: certificateUrls(app.config.publicUrl, row.id, row.code).verifyUrl,
        siteName: site,
        logoUrl: issuerLogoUrl(app.config.publicUrl),
      },
      nonce,
    );
    reply.header("cache-control", `public, max-age=${BADGE_MAX_AGE}`).type("text/html; charset=utf-8");
    return html;
  });
}
