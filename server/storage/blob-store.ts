// What a blob store is (blobs.ts picks the one in use; db-blobs.ts is today's): its own file, so an
// implementation and the factory that chooses it both import the contract and never each other.
import { createHash } from "node:crypto";

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
