// certificates row → API shapes (shared/api/certificates.ts). Counters go only to the owner and
// admins; nothing here carries personal data beyond what the certificate itself shows.
import type { CertificateDetail, CertificateSummary, LinkedInCertification, VerifyCodeAnswer } from "../../shared/api/certificates.ts";
import type { LocalizedText } from "../../shared/api/templates.ts";
import { certificateStatus, parseOptions, parseValues, type CertificateRecord } from "./certificate-record.ts";
import { certificateUrls } from "../../shared/certificates/urls.ts";
import { ISSUED_BY, type IssuedBy } from "../../shared/certificates/issuer-statement.ts";

function localized(json: string): LocalizedText {
  try {
    const v = JSON.parse(json) as Partial<LocalizedText>;
    return { ar: v.ar ?? "", en: v.en || v.ar || "", fr: v.fr || v.ar || "" };
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

/**
 * The issuer name to show: for an unverified certificate only what its creator typed (possibly
 * nothing — never the platform's name); else the verified organisation, the name the certificate
 * says, the credential's issuer, or the fallback (the platform).
 */
export function certificateIssuerName(row: Pick<CertificateRecord, "credential" | "values" | "issuer_verified" | "issuer_org">, fallback: string): string {
  const values = parseValues(row.values);
  if (row.issuer_verified === 0) return values.issuerName ?? "";
  if (row.issuer_org) return row.issuer_org;
  if (values.issuerName) return values.issuerName;
  try {
    const name = (JSON.parse(row.credential ?? "{}") as { issuer?: { name?: unknown } }).issuer?.name;
    if (typeof name === "string" && name) return name;
  } catch {
    /* fall back */
  }
  return fallback;
}

/** What the pages need to say who issued it (shared/certificates/issuer-statement.ts). */
export function provenanceFields(row: Pick<CertificateRecord, "issued_by" | "issuer_verified" | "issuer_org" | "stated_date">) {
  const issuedBy = (ISSUED_BY as readonly string[]).includes(row.issued_by ?? "") ? (row.issued_by as IssuedBy) : "visitor";
  return { issuerVerified: row.issuer_verified === 1, issuedBy, issuerOrg: row.issuer_org ?? null, statedDate: row.stated_date ?? null };
}

/**
 * `organizationId` (LinkedIn's company id) is passed only when the platform itself is the issuer shown.
 * It is dropped here for any certificate whose issuer is not verified: a visitor may type the
 * platform's own name as issuer, and a name match must not put the company page on it.
 */
export function linkedInData(row: CertificateRecord, publicUrl: string, issuerName: string, platformOrganizationId?: string): LinkedInCertification {
  const platformIsIssuer = row.issuer_verified === 1 && !row.issuer_org;
  const organizationId = platformIsIssuer ? platformOrganizationId : undefined;
  const urls = certificateUrls(publicUrl, row.id, row.code);
  const issued = new Date(row.issued_at);
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  const data = {
    name: localized(row.template_title).ar,
    organizationName: issuerName,
    issueYear: issued.getUTCFullYear(),
    issueMonth: issued.getUTCMonth() + 1,
    ...(expires ? { expirationYear: expires.getUTCFullYear(), expirationMonth: expires.getUTCMonth() + 1 } : {}),
    certUrl: urls.verifyUrl,
    certId: urls.code,
  };
  const params = new URLSearchParams({ startTask: "CERTIFICATION_NAME" });
  for (const [k, v] of Object.entries(data)) params.set(k, String(v));
  if (organizationId) {
    params.delete("organizationName");
    params.set("organizationId", organizationId);
  }
  return { ...data, ...(organizationId && { organizationId }), addUrl: `https://www.linkedin.com/profile/add?${params.toString()}` };
}

export interface PresentContext {
  publicUrl: string;
  issuerName: string;
  width: number;
  height: number;
  viewerId?: string;
  viewerIsAdmin?: boolean;
  now?: Date;
  /** Settings → Certificates: the organisation's LinkedIn id. */
  linkedInOrganizationId?: string;
}

export function presentCertificate(row: CertificateRecord, ctx: PresentContext): CertificateDetail {
  const urls = certificateUrls(ctx.publicUrl, row.id, row.code);
  const issuerName = certificateIssuerName(row, ctx.issuerName);
  const isOwner = !!ctx.viewerId && row.owner_id === ctx.viewerId;
  return {
    id: row.id,
    code: urls.code,
    templateId: row.template_id,
    revisionId: row.revision_id,
    type: row.type,
    title: localized(row.template_title),
    recipientName: row.recipient_name,
    issuerName,
    values: parseValues(row.values),
    options: parseOptions(row.options),
    issuedAt: row.issued_at,
    ...provenanceFields(row),
    expiresAt: row.expires_at,
    status: certificateStatus(row, ctx.now),
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    verifyUrl: urls.verifyUrl,
    previewPath: urls.previewPath,
    viewPath: urls.viewPath,
    imageUrl: urls.imageUrl,
    pdfUrl: urls.pdfUrl,
    downloadUrl: urls.downloadUrl,
    credentialUrl: urls.credentialPath,
    width: ctx.width,
    height: ctx.height,
    linkedIn: linkedInData(row, ctx.publicUrl, issuerName, issuerName === ctx.issuerName ? ctx.linkedInOrganizationId : undefined),
    createdAt: row.created_at,
    stats: isOwner || ctx.viewerIsAdmin ? { views: row.view_count, shares: row.share_count } : null,
    isOwner,
  };
}

export function presentCertificateSummary(row: CertificateRecord, publicUrl: string, issuerName: string, linkedInOrganizationId?: string): CertificateSummary {
  const shownIssuer = certificateIssuerName(row, issuerName);
  const urls = certificateUrls(publicUrl, row.id, row.code);
  return {
    id: row.id,
    code: urls.code,
    templateId: row.template_id,
    type: row.type,
    title: localized(row.template_title),
    recipientName: row.recipient_name,
    status: certificateStatus(row),
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    verifyUrl: urls.verifyUrl,
    imageUrl: urls.imageUrl,
    pdfUrl: urls.pdfUrl,
    credentialUrl: urls.credentialPath,
    linkedIn: linkedInData(row, publicUrl, shownIssuer, shownIssuer === issuerName ? linkedInOrganizationId : undefined),
    stats: { views: row.view_count, shares: row.share_count },
    createdAt: row.created_at,
  };
}

export function presentVerification(row: CertificateRecord, publicUrl: string, issuerName: string, now = new Date()): VerifyCodeAnswer {
  const urls = certificateUrls(publicUrl, row.id, row.code);
  return {
    status: certificateStatus(row, now),
    code: urls.code,
    certificate: {
      id: row.id,
      recipientName: row.recipient_name,
      title: localized(row.template_title),
      type: row.type,
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      issuer: certificateIssuerName(row, issuerName),
      ...provenanceFields(row),
      ...(row.revoked_at ? { revokedAt: row.revoked_at, revokedReason: row.revoked_reason ?? "" } : {}),
    },
    imageUrl: urls.imageUrl,
    pdfUrl: urls.pdfUrl,
    credentialUrl: urls.credentialPath,
  };
}
