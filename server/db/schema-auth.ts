// The tables of signing in (sessions, social sign-in identities) and of integrations' API tokens
// (server/services/sessions/, server/services/oauth/, server/services/api-tokens/). Part of the Database in schema.ts.

export interface SessionsTable {
  /** sha256 (hex) of the random token kept in the `sid` cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
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
