// Row types of every table, as Kysely sees them. Portable conventions (see columns.ts):
// timestamps are ISO-8601 text, booleans are integers 0/1, JSON is text.
import type { Generated } from "kysely";

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
}

// Generated is re-exported for later tables with database-assigned columns.
export type { Generated };
