// The tables of the renderer (server/render/): drawn images kept for reuse and the renders refused
// for running too long, shared by every instance. Part of the Database in schema.ts.

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
