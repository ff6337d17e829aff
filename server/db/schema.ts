// Row types of every table, as Kysely sees them. Portable conventions (see columns.ts):
// timestamps are ISO-8601 text, booleans are integers 0/1, JSON is text.
import type { ColumnType, Generated } from "kysely";
import type { WebhookDeliveriesTable, WebhookDeliveryAttemptsTable, WebhookEndpointsTable, WebhookEventsTable } from "./schema-webhooks.ts";
import type { AnalyticsCertificateStepsTable, AnalyticsItemDaysTable, AnalyticsItemMonthsTable, AnalyticsSiteDaysTable, AnalyticsTemplateDaysTable, AnalyticsTemplateMonthsTable } from "./schema-analytics.ts";
import type { Bool } from "./columns.ts";
import type { ApiTokensTable, SessionsTable, UserIdentitiesTable } from "./schema-auth.ts";
import type { CertificateRemindersTable, ContactMessagesTable, EmailTokensTable, MailMessagesTable } from "./schema-mail.ts";
import type { JobFilesTable, JobsTable } from "./schema-jobs.ts";
import type { RenderCacheTable, RenderRefusalsTable } from "./schema-render.ts";
import type { FontsTable } from "./schema-fonts.ts";
import type { LibraryImagesTable } from "./schema-library.ts";
import type { AchievementsTable, StatusListEntriesTable, StatusListsTable } from "./schema-status-lists.ts";
export type { WebhookDeliveriesTable, WebhookDeliveryAttemptsTable, WebhookEndpointsTable, WebhookEventsTable } from "./schema-webhooks.ts";
export type { AnalyticsCertificateStepsTable, AnalyticsItemDaysTable, AnalyticsItemMonthsTable, AnalyticsSiteDaysTable, AnalyticsTemplateDaysTable, AnalyticsTemplateMonthsTable } from "./schema-analytics.ts";
export type { ApiTokensTable, SessionsTable, UserIdentitiesTable } from "./schema-auth.ts";
export type { CertificateRemindersTable, ContactMessagesTable, EmailTokensTable, MailMessagesTable } from "./schema-mail.ts";
export type { JobFilesTable, JobsTable } from "./schema-jobs.ts";
export type { RenderCacheTable, RenderRefusalsTable } from "./schema-render.ts";
export type { FontsTable } from "./schema-fonts.ts";
export type { LibraryImagesTable } from "./schema-library.ts";
export type { AchievementsTable, StatusListEntriesTable, StatusListsTable } from "./schema-status-lists.ts";
export type { Bool } from "./columns.ts";

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
  /** 0: no expiry reminders for this one (default 1; set at issuance from the certificate e-mail setting) */
  expiry_reminders?: number;
  /** the language it was issued in (migration 026); its e-mails and reminders use it */
  locale?: string | null;
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
  oid4vci_offers: import("./schema-oid4vci.ts").Oid4vciOffersTable;
  oid4vci_nonces: import("./schema-oid4vci.ts").Oid4vciNoncesTable;
  fonts: FontsTable;
  library_images: LibraryImagesTable;
  webhook_endpoints: WebhookEndpointsTable;
  certificate_reminders: CertificateRemindersTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  analytics_item_days: AnalyticsItemDaysTable;
  analytics_template_days: AnalyticsTemplateDaysTable;
  analytics_certificate_steps: AnalyticsCertificateStepsTable;
  analytics_item_months: AnalyticsItemMonthsTable;
  analytics_site_days: AnalyticsSiteDaysTable;
  analytics_template_months: AnalyticsTemplateMonthsTable;
  status_lists: StatusListsTable;
  status_list_entries: StatusListEntriesTable;
  achievements: AchievementsTable;
}

// Generated is re-exported for later tables with database-assigned columns.
export type { Generated };
