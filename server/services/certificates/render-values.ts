// What a certificate's design is drawn with: the holder's values (date fields formatted per the
// certificate's calendar/digits options) plus the reserved values every template may place —
// certificateCode, verifyUrl (absolute), credentialQrUrl (the QR's signed link), issuedDate, expiryDate, recipientName, issuerName.
import type { DesignDocument, DesignValues } from "../../../shared/design/index.ts";
import type { TemplateField } from "../../../shared/api/templates.ts";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import type { RenderJob, OutputFormat } from "../../render/index.ts";

export interface RenderableCertificate {
  code: string; // formatted
  verifyUrl: string;
  /** The link with the signed credential (issue 34): what a QR bound to the verify link prints. */
  credentialQrUrl?: string;
  recipientName: string;
  issuerName: string;
  issuedAt: string;
  expiresAt: string | null;
  values: Record<string, string>;
  options: CertificateOptions;
}

export function certificateDesignValues(cert: RenderableCertificate, fields: readonly TemplateField[]): DesignValues {
  const display = { locale: "ar", calendar: cert.options.calendar, digits: cert.options.digits } as const;
  const issuedDate = formatDisplayDate(cert.issuedAt, display);
  const values: DesignValues = { ...cert.values };
  for (const f of fields) {
    if (f.type !== "date") continue;
    const raw = cert.values[f.name];
    values[f.name] = raw ? formatDisplayDate(raw, display) : issuedDate;
  }
  return {
    ...values,
    recipientName: cert.values.recipientName || cert.recipientName,
    issuerName: cert.values.issuerName || cert.issuerName,
    certificateCode: cert.code,
    code: cert.code,
    verifyUrl: cert.verifyUrl,
    ...(cert.credentialQrUrl ? { credentialQrUrl: cert.credentialQrUrl } : {}),
    issuedDate,
    expiryDate: cert.expiresAt ? formatDisplayDate(cert.expiresAt, display) : "",
  };
}

/** A QR layer bound to the verify link: on an issued certificate it prints the signed credential link. */
const VERIFY_LINK = "{{verifyUrl}}";
export const CREDENTIAL_QR_LINK = "{{credentialQrUrl}}";

/** The design with the certificate's digit option applied (the document-level digits setting), and,
 * when the certificate has a credential link, its verify-link QR codes printing that link instead. */
export function certificateDesign(design: DesignDocument, options: CertificateOptions, withCredentialQr = false): DesignDocument {
  const layers = withCredentialQr
    ? design.layers.map((layer) => (layer.type === "qr" && layer.props.content.trim() === VERIFY_LINK ? { ...layer, props: { ...layer.props, content: CREDENTIAL_QR_LINK } } : layer))
    : design.layers;
  return { ...design, layers, digits: options.digits === "arab" ? "arabic" : "latin" };
}

export function certificateRenderJob(
  design: DesignDocument,
  fields: readonly TemplateField[],
  cert: RenderableCertificate,
  format: OutputFormat,
  width?: number,
): RenderJob {
  return {
    design: certificateDesign(design, cert.options, Boolean(cert.credentialQrUrl)),
    values: certificateDesignValues(cert, fields),
    format,
    ...(width ? { width } : {}),
    title: `${cert.recipientName} — ${cert.code}`,
  };
}
