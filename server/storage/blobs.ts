// Where uploaded images, bulk-job spreadsheets and bulk-job ZIPs are kept: one small interface,
// content-addressed (the id is the SHA-256 of the bytes, base64url), so storing the same bytes twice
// keeps one copy and an id never changes meaning. Today every blob lives in the database (`blobs`
// table, see db-blobs.ts), which every instance shares. Moving them to object storage (S3 and
// the like; docs/instances.md says when) is one new file implementing BlobStore,
// chosen in blobStore() below. Rendered outputs have their own cache interface (render/cache.ts).
import { createHash } from "node:crypto";
import type { Db } from "../db/index.ts";
import { DbBlobStore } from "./db-blobs.ts";

export interface StoredBlob {
  contentType: string;
  bytes: Buffer;
}

export interface BlobStore {
  /** Stores the bytes (idempotent) and answers their id. */
  put(bytes: Buffer, contentType: string, createdBy: string | null): Promise<string>;
  /** The blob, or undefined when no blob has this id. */
  get(id: string): Promise<StoredBlob | undefined>;
}

export const blobIdOf = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("base64url");

/**
 * The blob store over `db` (a transaction too: a blob written with the job that needs it is
 * committed with it). An object-storage store would ignore `db` and be written first, which
 * keeps the same guarantee: a row never points at a blob that is not there.
 */
export function blobStore(db: Db): BlobStore {
  return new DbBlobStore(db);
}
