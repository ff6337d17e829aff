// Brand fonts (issue 24 §1): one row per uploaded font file (a face of a family). The bytes live in
// `blobs` (content-addressed, shared by every instance): the original upload, the sfnt (TTF/OTF) the
// server renderer registers, and the WOFF2 browsers load. (family, weight, italic) is unique: a second
// file for the same face is refused rather than silently chosen between.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("fonts")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("family", col.text, (c) => c.notNull())
    .addColumn("weight", col.int, (c) => c.notNull())
    .addColumn("italic", col.bool, (c) => c.notNull())
    .addColumn("scripts", col.json, (c) => c.notNull())
    .addColumn("glyphs", col.int, (c) => c.notNull())
    .addColumn("format", col.text, (c) => c.notNull())
    .addColumn("file_name", col.text, (c) => c.notNull())
    .addColumn("size", col.int, (c) => c.notNull())
    .addColumn("original_blob_id", col.text, (c) => c.notNull())
    .addColumn("sfnt_blob_id", col.text, (c) => c.notNull())
    .addColumn("woff2_blob_id", col.text, (c) => c.notNull())
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("fonts_face_unique").on("fonts").columns(["family", "weight", "italic"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("fonts").ifExists().execute();
}
