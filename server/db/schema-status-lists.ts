// The tables of Bitstring Status Lists (server/services/status-lists/, migration 016): revocation bits that
// verifiers fetch, and the achievements credentials name (migration 027). Part of the Database in schema.ts.

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

/** An achievement a credential names by its content hash (migration 027, issue 33 §4). */
export interface AchievementsTable {
  /** the hash in the achievement's URL (`/achievements/{id}`) */
  id: string;
  template_id: string;
  /** JSON text: the OB 3.0 Achievement exactly as the credentials embed it */
  document: string;
  created_at: string;
}
