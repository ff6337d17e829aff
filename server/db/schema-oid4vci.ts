// Row types of migration 017 (listed in db/schema.ts's Database).
export interface Oid4vciOffersTable {
  id: string;
  certificate_id: string;
  /** SHA-256 (hex) of the pre-authorized code. */
  code_hash: string;
  /** HMAC of the PIN with the server secret (6 digits would fall to a plain hash at once). */
  tx_code_hash: string;
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  access_token_hash: string | null;
  access_expires_at: string | null;
  issued_at: string | null;
  holder_id: string | null;
}

export interface Oid4vciNoncesTable {
  nonce_hash: string;
  expires_at: string;
  used_at: string | null;
}
