// BlobStore in the database's `blobs` table (bytea on PostgreSQL, blob on SQLite).
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";
import { blobIdOf, type BlobStore, type StoredBlob } from "./blob-store.ts";

export class DbBlobStore implements BlobStore {
  constructor(private readonly db: Db) {}

  async put(bytes: Buffer, contentType: string, createdBy: string | null): Promise<string> {
    const id = blobIdOf(bytes);
    await this.db
      .insertInto("blobs")
      .values({ id, content_type: contentType, size: bytes.length, bytes, created_by: createdBy, created_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return id;
  }

  async get(id: string): Promise<StoredBlob | undefined> {
    const row = await this.db.selectFrom("blobs").select(["content_type", "bytes"]).where("id", "=", id).executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
  }
}
