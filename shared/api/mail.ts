// E-mail calls: SMTP settings (admin), the outbox, account e-mail links (verify, reset, change).
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { V } from "./validation.ts";

const email = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(LIMITS.emailMax, { error: `${V.max}|${LIMITS.emailMax}` }).pipe(z.email({ error: V.email }));
const password = z.string({ error: V.required }).min(1, { error: V.required }).min(LIMITS.passwordMin, { error: `${V.min}|${LIMITS.passwordMin}` }).max(LIMITS.passwordMax, { error: `${V.max}|${LIMITS.passwordMax}` });

/** Admin SMTP override; an empty host means "use the environment" (or the outbox when that is empty too). */
export const mailSettingsInput = z.object({
  host: z.string().trim().max(253, { error: `${V.max}|253` }).regex(/^[A-Za-z0-9.-]*$/, { error: V.invalid }).default(""),
  port: z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).min(1, { error: V.invalid }).max(65535, { error: V.invalid }).optional(),
  secure: z.boolean().default(false),
  user: z.string().trim().max(320, { error: `${V.max}|320` }).default(""),
  /** write-only; "********" keeps the stored one */
  password: z.string().max(1024, { error: `${V.max}|1024` }).optional(),
  from: z.union([z.literal(""), email]).default(""),
});
export type MailSettingsInput = z.input<typeof mailSettingsInput>;

export interface MailSettingsView {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  hasPassword: boolean;
  /** the last save changed the host, port or user without giving the password again, so it was dropped */
  passwordCleared: boolean;
  from: string;
  env: { host: string; port: number; secure: boolean; user: string; hasPassword: boolean; from: string };
  /** what sending does now */
  mode: "smtp" | "outbox";
}

export const testMailInput = z.object({ to: email });

export type MailState = "queued" | "sent" | "failed";

export interface OutboxItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  locale: string;
  state: MailState;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  certificateId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxMessage extends OutboxItem {
  text: string;
  htmlUrl: string;
  attachments: { filename: string }[];
}

export const forgotPasswordInput = z.object({ email });
export const resetPasswordInput = z
  .object({
    token: z.string({ error: V.required }).min(1, { error: V.required }).max(200, { error: V.invalid }),
    password,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: V.passwordsMismatch });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export const tokenInput = z.object({ token: z.string({ error: V.required }).min(1, { error: V.required }).max(200, { error: V.invalid }) });

/** Settings → E-mail: certificates mailed to their recipients (off by default). */
export const CERTIFICATE_PDF_MODES = ["attach", "link"] as const;
export type CertificatePdfMode = (typeof CERTIFICATE_PDF_MODES)[number];
export const DEFAULT_EXPIRY_REMINDER_DAYS = [30, 7, 1];
export const expiryReminderSettings = z.object({
  /** remind recipients (with a known e-mail) before their certificate expires */
  enabled: z.boolean().default(true),
  /** days before the expiry, each reminder sent once; at most 5, 1–365 */
  days: z
    .array(z.number({ error: V.invalid }).int({ error: V.invalid }).min(1, { error: V.invalid }).max(365, { error: V.invalid }))
    .max(5, { error: V.invalid })
    .transform((days) => [...new Set(days)].sort((a, b) => b - a))
    .default(DEFAULT_EXPIRY_REMINDER_DAYS),
});
export type ExpiryReminderSettings = z.infer<typeof expiryReminderSettings>;

export const certificateMailSettings = z.object({
  /** e-mail each certificate that carries a recipient e-mail (the form and /api/v1) */
  enabled: z.boolean().default(false),
  pdf: z.enum(CERTIFICATE_PDF_MODES, { error: V.invalid }).default("attach"),
  expiryReminders: expiryReminderSettings.default({ enabled: true, days: DEFAULT_EXPIRY_REMINDER_DAYS }),
});
export type CertificateMailSettings = z.infer<typeof certificateMailSettings>;

/** The optional recipient e-mail of a certificate ("" = none). */
export const recipientEmail = z.union([z.literal(""), email]);

/** Delivery of a certificate's e-mail, for its owner and admins. */
export interface CertificateDelivery {
  messageId: string;
  to: string;
  state: MailState;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** GET /api/admin/jobs/{id}/deliveries */
export interface BulkDeliveries {
  counts: { queued: number; sent: number; failed: number; none: number };
  rows: { row: number; certificateId: string; recipientName: string; to: string | null; delivery: CertificateDelivery | null }[];
}
