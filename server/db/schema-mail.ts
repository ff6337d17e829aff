// The tables of e-mail (server/mail/, server/services/email/, migration 006 and later): single-use
// link tokens, every outgoing message, contact-form messages and the certificates' expiry reminders.
// Part of the Database in schema.ts.

/** A single-use link token (006_mail); only its SHA-256 is kept. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: "verify" | "reset" | "change" | "cancel";
  /** the address the link was sent to (for "change": the new address; "cancel": the old one) */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An outgoing e-mail (006_mail). Every message lands here; a `mail.send` job delivers it. */
export interface MailMessagesTable {
  id: string;
  kind: string;
  to_address: string;
  locale: string;
  subject: string;
  html: string;
  text: string;
  /** JSON text: MailAttachmentRef[] */
  attachments: string;
  state: "queued" | "sent" | "failed";
  /** "smtp" or "outbox" (no SMTP configured: kept for admins to read) once sent */
  transport: string | null;
  attempts: number;
  last_error: string | null;
  /** the RFC 5322 Message-ID, fixed before the first attempt */
  message_id: string;
  certificate_id: string | null;
  /** Reply-To address (a contact message answers its sender), or null (migration 012) */
  reply_to: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: string;
}

/** A reminder sent (or skipped) for a certificate's expiry; one row per (certificate, days before). */
export interface CertificateRemindersTable {
  certificate_id: string;
  days_before: number;
  sent_at: string;
  mail_id: string | null;
}
