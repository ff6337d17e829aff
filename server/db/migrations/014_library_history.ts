// Issue 24 §1/§5: the image library (names and owners of uploaded images; the bytes stay in `blobs`,
// content-addressed) and a stable number for each template revision (created_at can tie within a
// millisecond, so the history's "revision 3" is written down once instead of recomputed).
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("library_images")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("blob_id", col.id, (c) => c.notNull().references("blobs.id"))
    // "shared": the admins' library, offered in every template; "user": one person's own uploads
    .addColumn("scope", col.text, (c) => c.notNull())
    .addColumn("owner_id", col.id, (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("name", col.text, (c) => c.notNull())
    .addColumn("width", col.int, (c) => c.notNull())
    .addColumn("height", col.int, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("library_images_scope_owner").on("library_images").columns(["scope", "owner_id", "created_at"]).execute();

  await db.schema.alterTable("template_revisions").addColumn("number", col.int).execute();
  // Existing revisions are numbered in the order they were saved (ties broken by id, once, here).
  await sql`update template_revisions set number = (
      select count(*) from template_revisions r
      where r.template_id = template_revisions.template_id
        and (r.created_at < template_revisions.created_at or (r.created_at = template_revisions.created_at and r.id <= template_revisions.id)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("template_revisions").dropColumn("number").execute();
  await db.schema.dropTable("library_images").execute();
}
