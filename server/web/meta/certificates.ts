// /certificate/{id}, /certificates/preview/{id} and /certificates/verify/{code}: rich previews for
// shared links (og:type article) — the certificate's title and recipient, issuer, date and code,
// and its PNG 1200 px wide. Certificates are personal: noindex unless an admin's per-certificate
// SEO settings (seo_settings 'certificate', certificate id) say otherwise; those win over all.
import { mergeSeo, type SeoFields } from "../../../shared/api/seo.ts";
import { parseCode } from "../../../shared/certificates/code.ts";
import { toLatinDigits } from "../../../shared/design/digits.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { FastifyInstance } from "fastify";
import { t } from "../../i18n.ts";
import { getGlobalSeo, readSeoRow } from "../../services/seo/get-seo.ts";
import { getCertificate, getCertificateByCode } from "../../services/certificates/get-certificate.ts";
import { parseOptions, type CertificateRecord } from "../../presenters/certificate-record.ts";
import { certificateCanvas, defaultIssuerName } from "../../services/certificates/context.ts";
import { certificateUrls } from "../../../shared/certificates/urls.ts";
import { provenanceFields } from "../../presenters/certificate.ts";
import { certificateStatus } from "../../presenters/certificate-record.ts";
import { getSetting } from "../../settings/store.ts";
import { certificateTitle, issuerStatement, type Translatable } from "../../../shared/certificates/issuer-statement.ts";
import type { EntityPageMeta, MetaResolver } from "./index.ts";
import { stripBidiControls } from "../../../shared/format/bidi.ts";

export const CERTIFICATE_OG_WIDTH = 1200;
const ID = /^[A-Za-z0-9_-]{16,64}$/;


function titleOf(row: CertificateRecord, locale: Locale): string {
  try {
    const title = JSON.parse(row.template_title) as Partial<Record<Locale, string>>;
    return title[locale] || title.ar || "";
  } catch {
    return "";
  }
}

const say = (locale: Locale, s: Translatable) => t(locale, `webCertificates:${s.key}`, s.params);

/**
 * Title and description of a shared link: they follow the status (a revoked or expired certificate
 * never reads "verified") and claim an issuer only when the platform vouches for it (issue 22.3/22.4).
 */
async function certificateMeta(app: FastifyInstance, row: CertificateRecord, locale: Locale, verifyPage: boolean): Promise<EntityPageMeta> {
  const base = app.config.publicUrl;
  const urls = certificateUrls(base, row.id, row.code);
  const image = `${base}${urls.imageUrl}?width=${CERTIFICATE_OG_WIDTH}`;
  const title = titleOf(row, locale);
  const options = parseOptions(row.options);
  const date = (iso: string) => formatDisplayDate(iso, { locale, calendar: options.calendar, digits: locale === "ar" ? options.digits : "latn" });
  const facts = { ...provenanceFields(row), issuedAt: row.issued_at };
  const general = await getSetting(app.db, "general");
  const site = general.siteName?.[locale] || general.siteName?.ar || (await defaultIssuerName(app.db));
  const parts = [say(locale, issuerStatement(facts, site, date))];
  if (facts.statedDate) parts.push(`${t(locale, "webCertificates:issuerStatement.statedDate")}: ${date(facts.statedDate)}`);
  parts.push(t(locale, "webCertificates:issuerStatement.code", { code: urls.code }));
  // Names and typed texts come from whoever made the certificate: no bidi controls in tags (shared/format/bidi.ts).
  const derived: Partial<SeoFields> = {
    title: stripBidiControls(say(locale, certificateTitle(certificateStatus(row), facts.issuerVerified, title, row.recipient_name))),
    description: stripBidiControls(parts.join(" · ")),
    ogImage: image,
    canonicalUrl: verifyPage ? urls.verifyUrl : urls.viewUrl,
    noIndex: true,
  };
  const [global, own] = await Promise.all([getGlobalSeo(app.db), readSeoRow(app.db, "certificate", row.id)]);
  const seo = mergeSeo(mergeSeo(global, derived), own);
  const { width, height } = await certificateCanvas(app.db, row.revision_id);
  return {
    seo,
    ogType: "article",
    item: { kind: "certificate", id: row.id, templateId: row.template_id, ownerId: row.owner_id },
    ...(seo.ogImage === image && width > 0 ? { image: { width: CERTIFICATE_OG_WIDTH, height: Math.round((height * CERTIFICATE_OG_WIDTH) / width) } } : {}),
  };
}

const resolveById: MetaResolver["resolve"] = async (app, match, locale) => {
  const id = match.groups?.id ?? "";
  if (!ID.test(id)) return null;
  const row = await getCertificate(app.db, id);
  return row ? certificateMeta(app, row, locale, false) : null;
};

// The verify page exists for every code (it explains unknown and mistyped ones), so it never 404s.
const resolveVerify: MetaResolver["resolve"] = async (app, match, locale) => {
  let raw = match.groups?.code ?? "";
  try {
    raw = decodeURIComponent(raw);
  } catch {
    /* keep as typed */
  }
  const parsed = parseCode(toLatinDigits(raw));
  const row = parsed.ok ? await getCertificateByCode(app.db, parsed.normalized) : undefined;
  if (row) return certificateMeta(app, row, locale, true);
  // Unknown or mistyped: the site's own meta (the page explains the problem; nothing to preview).
  return { seo: await getGlobalSeo(app.db), ogType: "article" };
};

export const CERTIFICATE_META: MetaResolver[] = [
  { pattern: /^\/certificate\/(?<id>[^/]+)\/?$/, resolve: resolveById },
  { pattern: /^\/certificates\/preview\/(?<id>[^/]+)\/?$/, resolve: resolveById },
  { pattern: /^\/certificates\/verify\/(?<code>[^/]+)\/?$/, resolve: resolveVerify },
];
