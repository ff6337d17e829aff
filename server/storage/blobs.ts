// Where uploaded images, bulk-job spreadsheets and bulk-job ZIPs are kept: one small interface,
// content-addressed (the id is the SHA-256 of the bytes, base64url), so storing the same bytes twice
// keeps one copy and an id never changes meaning. Today every blob lives in the database (`blobs`
// table, see db-blobs.ts), which every instance shares. Moving them to object storage (S3 and
// the like; docs/instances.md says when) is one new file implementing BlobStore,
// chosen in blobStore() below. Rendered outputs have their own cache interface (render/cache.ts).
import type { Db } from "../db/index.ts";
import type { BlobStore } from "./blob-store.ts";
import { DbBlobStore } from "./db-blobs.ts";

export { blobIdOf, type BlobStore, type StoredBlob } from "./blob-store.ts";

/**
 * The blob store over `db` (a transaction too: a blob written with the job that needs it is
 * committed with it). An object-storage store would ignore `db` and be written first, which
 * keeps the same guarantee: a row never points at a blob that is not there.
 */
export function blobStore(db: Db): BlobStore {
  return new DbBlobStore(db);
}
