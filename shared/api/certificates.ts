// Certificates (API.md "Certificates"): issue input, display options and the answer shapes the web
// pages read. Values are checked on the server against the template's fields (buildValuesSchema).
import { z } from "zod";
import { V } from "./validation.ts";
import type { LocalizedText } from "./templates.ts";
import { recipientEmail, type CertificateDelivery } from "./mail.ts";
import type { IssuedBy } from "../certificates/issuer-statement.ts";

/** Who vouches for the issuer (issue 22.3); the pages' wording comes from issuerStatement(). */
export interface CertificateProvenance {
  /** true only for an admin, an API token, bulk issuance or a verified issuer account */
  issuerVerified: boolean;
  issuedBy: IssuedBy;
  /** the verified organisation; null: the platform itself (or not verified) */
  issuerOrg: string | null;
  /** the date its creator typed ("date on the certificate"); issuedAt is when it was recorded */
  statedDate: string | null;
}

export const CALENDARS = ["gregory", "islamic-umalqura"] as const;
export const DIGITS = ["arab", "latn"] as const;
export type CertificateCalendar = (typeof CALENDARS)[number];
export type CertificateDigits = (typeof DIGITS)[number];

export const certificateOptions = z.object({
  calendar: z.enum(CALENDARS, { error: V.invalid }).optional(),
  digits: z.enum(DIGITS, { error: V.invalid }).optional(),
});
export type CertificateOptions = { calendar: CertificateCalendar; digits: CertificateDigits };

/** YYYY-MM-DD or a full ISO timestamp. */
const dateInput = z
  .string({ error: V.invalid })
  .max(40, { error: V.invalid })
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(new Date(s).getTime()), { error: V.invalid });

export const issueCertificateInput = z.object({
  templateId: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.invalid }),
  values: z.record(z.string(), z.unknown()).default({}),
  recipientName: z.string().trim().max(200, { error: `${V.max}|200` }).optional(),
  /** where the certificate is e-mailed (when an admin turned that on) */
  recipientEmail: recipientEmail.optional(),
  /** the date printed on the certificate ("date on the certificate"); the issue date is when it is recorded */
  issuedAt: dateInput.optional(),
  expiresAt: dateInput.nullable().optional(),
  options: certificateOptions.default({}),
});
export type IssueCertificateInput = z.input<typeof issueCertificateInput>;

/** Reserved value names every certificate design may use in text and QR layers. */
export const CERTIFICATE_RESERVED_VALUES = ["certificateCode", "verifyUrl", "issuedDate", "expiryDate", "recipientName", "issuerName"] as const;

export type CertificateStatus = "valid" | "revoked" | "expired";

export interface LinkedInCertification {
  name: string;
  organizationName: string;
  /** LinkedIn's id of the issuing organisation (Settings → Certificates), when the platform issued it. */
  organizationId?: string;
  issueYear: number;
  issueMonth: number;
  expirationYear?: number;
  expirationMonth?: number;
  certUrl: string;
  certId: string;
  /** Ready "add to profile" link (https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&…). */
  addUrl: string;
}

/** GET /api/certificates/{id} and the 201 answer of POST /api/certificates. */
export interface CertificateDetail extends CertificateProvenance {
  id: string;
  /** formatted XXXXX-XXXXX-XXXXX */
  code: string;
  templateId: string;
  revisionId: string;
  /** certificate type (category slug): appreciation | training | education | teacher */
  type: string;
  title: LocalizedText;
  recipientName: string;
  issuerName: string;
  values: Record<string, string>;
  options: CertificateOptions;
  issuedAt: string;
  expiresAt: string | null;
  status: CertificateStatus;
  revokedAt: string | null;
  revokedReason: string | null;
  /** absolute URL of the public verify page (also in the QR code) */
  verifyUrl: string;
  /** page paths of the web app */
  previewPath: string;
  viewPath: string;
  imageUrl: string;
  pdfUrl: string;
  downloadUrl: string;
  credentialUrl: string;
  width: number;
  height: number;
  linkedIn: LinkedInCertification;
  createdAt: string;
  /** Only for the owner and admins (null otherwise). */
  stats: { views: number; shares: number } | null;
  isOwner: boolean;
  /** Only for the owner and admins: the recipient e-mail and its newest delivery. */
  recipientEmail?: string | null;
  delivery?: CertificateDelivery | null;
}

/** GET /api/user/certificates item. */
export interface CertificateSummary {
  id: string;
  code: string;
  templateId: string;
  type: string;
  title: LocalizedText;
  recipientName: string;
  status: CertificateStatus;
  issuedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  verifyUrl: string;
  imageUrl: string;
  pdfUrl: string;
  credentialUrl: string;
  linkedIn: LinkedInCertification;
  stats: { views: number; shares: number };
  createdAt: string;
}

/** GET /api/certificates/verify/{code} */
export interface VerifyCodeAnswer {
  status: CertificateStatus;
  code: string;
  certificate: CertificateProvenance & {
    id: string;
    recipientName: string;
    title: LocalizedText;
    type: string;
    issuedAt: string;
    expiresAt: string | null;
    issuer: string;
    revokedAt?: string;
    revokedReason?: string;
  };
  imageUrl: string;
  pdfUrl: string;
  credentialUrl: string;
}

export const SHARE_CHANNELS = ["link", "whatsapp", "x", "facebook", "linkedin", "telegram", "email", "qr", "download", "other"] as const;
export const shareInput = z.object({ channel: z.enum(SHARE_CHANNELS, { error: V.invalid }).default("other") });

export const userCertificatesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/admin/jobs/{id} */
export interface JobAnswer {
  id: string;
  type: string;
  state: "queued" | "running" | "done" | "failed";
  done: number;
  total: number;
  issued: number;
  /** per-row problems: field → i18n key, and `message`, translated for the request */
  errors: { row: number; errors: Record<string, string>; message: string }[];
  resultUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
