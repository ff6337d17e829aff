// Row types of every table, as Kysely sees them. Portable conventions (see columns.ts):
// timestamps are ISO-8601 text, booleans are integers 0/1, JSON is text.
import type { ColumnType, Generated } from "kysely";
import type { WebhookDeliveriesTable, WebhookEndpointsTable, WebhookEventsTable } from "./schema-webhooks.ts";
import type { AnalyticsItemDaysTable, AnalyticsTemplateDaysTable } from "./schema-analytics.ts";
export type { WebhookDeliveriesTable, WebhookEndpointsTable, WebhookEventsTable } from "./schema-webhooks.ts";
export type { AnalyticsItemDaysTable, AnalyticsTemplateDaysTable } from "./schema-analytics.ts";

export type Bool = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  role: "admin" | "user";
  active: Bool;
  created_at: string;
  updated_at: string;
  /** when the owner proved the address (a verification link); null = unverified (006_mail) */
  email_verified_at?: string | null;
  /** the organisation name an admin marked this account a verified issuer of (009_trusted_issuers) */
  verified_issuer_org?: string | null;
}

export interface SessionsTable {
  /** sha256 (hex) of the random token kept in the `sid` cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface UserPreferencesTable {
  user_id: string;
  theme: string;
  layout: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON text */
  value: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  kind: "card" | "certificate";
  /** JSON text {ar,en,fr} */
  name: string;
  sort_order: number;
  hidden: Bool;
  created_at: string;
  updated_at: string;
}

export interface SeoSettingsTable {
  entity_type: "global" | "card" | "certificate" | "category";
  /** "" for the global row */
  entity_id: string;
  /** JSON text, a partial SeoFields */
  fields: string;
  updated_at: string;
}

export interface ClientErrorsTable {
  id: string;
  message: string;
  name: string | null;
  stack: string | null;
  component_stack: string | null;
  user_agent: string | null;
  url: string | null;
  /** the client's own timestamp, as sent */
  reported_at: string | null;
  user_id: string | null;
  ip_hash: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface ActivityTable {
  id: string;
  actor_id: string | null;
  action: string;
  subject: string | null;
  created_at: string;
}

export interface BlobsTable {
  /** sha256 (base64url) of the bytes: the same image uploaded twice is stored once */
  id: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_by: string | null;
  created_at: string;
}

export interface TemplatesTable {
  id: string;
  kind: "card" | "certificate";
  category_id: string;
  /** JSON text {ar,en,fr} */
  title: string;
  /** JSON text {ar,en,fr} */
  description: string;
  /** the current revision */
  revision_id: string;
  published: Bool;
  sort_order: number;
  seed_key: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Immutable: cards and certificates keep pointing at the revision they were made from. */
export interface TemplateRevisionsTable {
  id: string;
  template_id: string;
  /** JSON text: the design document */
  design: string;
  /** JSON text: TemplateField[] */
  fields: string;
  created_by: string | null;
  created_at: string;
  /** 1, 2, 3… in the order saved (migration 014); optional on insert, null only if written by older code */
  number: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CardsTable {
  id: string;
  template_id: string;
  revision_id: string;
  owner_id: string | null;
  /** JSON text: field name → value */
  values: string;
  /** JSON text: the card's own design ("remix"), or null to render its revision's design. Optional on insert. */
  design: ColumnType<string | null, string | null | undefined, string | null>;
  view_count: number;
  share_count: number;
  created_at: string;
  updated_at: string;
}

export interface CertificatesTable {
  id: string;
  /** normalised verification code (no dashes) */
  code: string;
  template_id: string;
  revision_id: string;
  owner_id: string | null;
  values: string;
  recipient_name: string;
  /** where the certificate is e-mailed (006_mail) */
  recipient_email?: string | null;
  /** JSON text: { calendar, digits } */
  options: string;
  issued_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** JSON text: the signed verifiable credential */
  credential: string | null;
  job_id: string | null;
  job_row: number | null;
  view_count: number;
  share_count: number;
  created_at: string;
  updated_at: string;
  /** who recorded it (009_trusted_issuers): admin | apiToken | bulk | verifiedIssuer | user | visitor */
  issued_by?: string;
  /** 1: the issuer is vouched for (the platform, or issuer_org) */
  issuer_verified?: number;
  /** the verified organisation; null: the platform itself (or not verified) */
  issuer_org?: string | null;
  /** the date its creator typed, printed as the certificate's date; never the issue date */
  stated_date?: string | null;
  /** 0: no expiry reminders for this one (default 1) */
  expiry_reminders?: number;
}

/** A reminder sent (or skipped) for a certificate's expiry; one row per (certificate, days before). */
export interface CertificateRemindersTable {
  certificate_id: string;
  days_before: number;
  sent_at: string;
  mail_id: string | null;
}

/** A file a job produced (a bulk job's PDFs, see server/storage/job-files.ts). */
export interface JobFilesTable {
  job_id: string;
  /** the row of the job's input file it was made for; the ZIP lists files in this order */
  job_row: number;
  /** entry name in the result ZIP (sanitised when the ZIP is written) */
  name: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

export interface JobsTable {
  id: string;
  type: string;
  state: "queued" | "running" | "done" | "failed";
  payload: string;
  done: number;
  total: number;
  /** JSON text: [{ row, errors }] */
  errors: string;
  result_blob_id: string | null;
  locked_by: string | null;
  locked_until: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface RenderCacheTable {
  key: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  last_used_at: string;
}

/** A render refused after it ran past the time limit, shared by all instances (server/render/refusals.ts). */
export interface RenderRefusalsTable {
  key: string;
  reason: string;
  created_at: string;
  expires_at: string;
}

/** A social sign-in account linked to a user. */
export interface UserIdentitiesTable {
  /** provider id as configured in settings (e.g. "google") */
  provider: string;
  /** the provider's `sub` claim */
  subject: string;
  user_id: string;
  email: string | null;
  created_at: string;
}

/** An integration's API token; the token itself is never stored, only its SHA-256. */
export interface ApiTokensTable {
  id: string;
  name: string;
  /** base64url SHA-256 of the whole token */
  token_hash: string;
  /** the token's first characters, to recognise it in the admin list */
  token_prefix: string;
  /** JSON text: ["credentials:issue", "certificates:issue"] */
  scopes: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One autosaved editor draft per template (admins only; not a revision). */
export interface TemplateDraftsTable {
  template_id: string;
  /** the admin whose autosave this is (one draft per template AND admin, migration 011) */
  admin_id: string;
  /** JSON text: the design document */
  design: string;
  /** JSON text: TemplateField[], or null to keep the current revision's fields */
  fields: string | null;
  /** the template's current revision when the draft was written */
  base_revision_id: string;
  updated_at: string;
}

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

/** An uploaded brand font file (013_fonts): one face of a family; bytes in `blobs`. */
export interface FontsTable {
  id: string;
  family: string;
  weight: number;
  italic: Bool;
  /** JSON text: FontScript[] */
  scripts: string;
  glyphs: number;
  format: string;
  file_name: string;
  size: number;
  original_blob_id: string;
  /** TTF/OTF for the server renderer (the original unless it was WOFF/WOFF2) */
  sfnt_blob_id: string;
  /** WOFF2 served to browsers */
  woff2_blob_id: string;
  created_by: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_preferences: UserPreferencesTable;
  settings: SettingsTable;
  categories: CategoriesTable;
  seo_settings: SeoSettingsTable;
  client_errors: ClientErrorsTable;
  rate_limits: RateLimitsTable;
  activity: ActivityTable;
  blobs: BlobsTable;
  templates: TemplatesTable;
  template_revisions: TemplateRevisionsTable;
  cards: CardsTable;
  certificates: CertificatesTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  render_cache: RenderCacheTable;
  render_refusals: RenderRefusalsTable;
  user_identities: UserIdentitiesTable;
  api_tokens: ApiTokensTable;
  template_drafts: TemplateDraftsTable;
  email_tokens: EmailTokensTable;
  mail_messages: MailMessagesTable;
  contact_messages: ContactMessagesTable;
  oid4vci_offers: import("../oid4vci/tables.ts").Oid4vciOffersTable;
  oid4vci_nonces: import("../oid4vci/tables.ts").Oid4vciNoncesTable;
  fonts: FontsTable;
  library_images: LibraryImagesTable;
  webhook_endpoints: WebhookEndpointsTable;
  certificate_reminders: CertificateRemindersTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  analytics_item_days: AnalyticsItemDaysTable;
  analytics_template_days: AnalyticsTemplateDaysTable;
  status_lists: StatusListsTable;
  status_list_entries: StatusListEntriesTable;
}

/** A Bitstring Status List (migration 016): its bits are read from the certificates' revoked_at. */
export interface StatusListsTable {
  id: number;
  purpose: string;
  size: number;
  /** bumped in the transaction of every revocation of a certificate in this list */
  version: number;
  /** JSON text: the signed status list credential drawn at credential_version */
  credential: string | null;
  credential_version: number | null;
  created_at: string;
  updated_at: string;
}

/** One certificate's bit: unique (list_id, status_index). */
export interface StatusListEntriesTable {
  certificate_id: string;
  list_id: number;
  status_index: number;
  created_at: string;
}

/** Issue 24 §1: an image in a library (the bytes are the blob; several entries may share one blob). */
export interface LibraryImagesTable {
  id: string;
  blob_id: string;
  scope: "shared" | "user";
  /** the uploader; for "user" entries the only one who sees it */
  owner_id: string | null;
  name: string;
  width: number;
  height: number;
  created_at: string;
}

// Generated is re-exported for later tables with database-assigned columns.
export type { Generated };
