// Content tables: uploaded blobs, templates with immutable revisions, cards, certificates, durable
// background jobs and the rendered-output cache. Cards and certificates point at the template revision
// they were made from, so editing, renaming or removing a template's fields never breaks them.
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("blobs")
    .addColumn("id", col.id, (c) => c.primaryKey()) // sha256 (base64url) of the bytes: content-addressed
    .addColumn("content_type", col.text, (c) => c.notNull())
    .addColumn("size", col.int, (c) => c.notNull())
    .addColumn("bytes", sql.raw(binary), (c) => c.notNull())
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("templates")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("kind", col.text, (c) => c.notNull()) // card | certificate
    .addColumn("category_id", col.id, (c) => c.notNull().references("categories.id"))
    .addColumn("title", col.json, (c) => c.notNull()) // {ar,en,fr}
    .addColumn("description", col.json, (c) => c.notNull())
    .addColumn("revision_id", col.id, (c) => c.notNull()) // the current revision
    .addColumn("published", col.bool, (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("seed_key", col.text) // set on seeded templates so seeding stays idempotent
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .addColumn("deleted_at", col.timestamp)
    .execute();
  await db.schema.createIndex("templates_kind_category").on("templates").columns(["kind", "category_id"]).execute();
  await db.schema.createIndex("templates_seed_key").on("templates").unique().column("seed_key").execute();

  await db.schema
    .createTable("template_revisions")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("template_id", col.id, (c) => c.notNull().references("templates.id").onDelete("cascade"))
    .addColumn("design", col.json, (c) => c.notNull())
    .addColumn("fields", col.json, (c) => c.notNull())
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("template_revisions_template").on("template_revisions").column("template_id").execute();

  await db.schema
    .createTable("cards")
    .addColumn("id", col.id, (c) => c.primaryKey()) // ≥128 random bits, URL-safe
    .addColumn("template_id", col.id, (c) => c.notNull().references("templates.id"))
    .addColumn("revision_id", col.id, (c) => c.notNull().references("template_revisions.id"))
    .addColumn("owner_id", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("values", col.json, (c) => c.notNull())
    .addColumn("view_count", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("share_count", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cards_owner").on("cards").columns(["owner_id", "created_at"]).execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("code", col.text, (c) => c.notNull().unique()) // normalised, without dashes
    .addColumn("template_id", col.id, (c) => c.notNull().references("templates.id"))
    .addColumn("revision_id", col.id, (c) => c.notNull().references("template_revisions.id"))
    .addColumn("owner_id", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("values", col.json, (c) => c.notNull())
    .addColumn("recipient_name", col.text, (c) => c.notNull())
    .addColumn("options", col.json, (c) => c.notNull()) // calendar, digits
    .addColumn("issued_at", col.timestamp, (c) => c.notNull())
    .addColumn("expires_at", col.timestamp)
    .addColumn("revoked_at", col.timestamp)
    .addColumn("revoked_reason", col.text)
    .addColumn("credential", col.json) // the signed verifiable credential, made once at issue
    .addColumn("job_id", col.id) // bulk job that issued it, if any
    .addColumn("job_row", col.int)
    .addColumn("view_count", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("share_count", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("certificates_owner").on("certificates").columns(["owner_id", "created_at"]).execute();
  // One certificate per row of a bulk job: a resumed job cannot issue a row twice.
  await db.schema.createIndex("certificates_job_row").on("certificates").unique().columns(["job_id", "job_row"]).execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("type", col.text, (c) => c.notNull())
    .addColumn("state", col.text, (c) => c.notNull()) // queued | running | done | failed
    .addColumn("payload", col.json, (c) => c.notNull())
    .addColumn("done", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("total", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("errors", col.json, (c) => c.notNull())
    .addColumn("result_blob_id", col.id)
    .addColumn("locked_by", col.text)
    .addColumn("locked_until", col.timestamp) // lease: another instance may take over after it
    .addColumn("created_by", col.id)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_state").on("jobs").columns(["state", "locked_until"]).execute();

  await db.schema
    .createTable("render_cache")
    .addColumn("key", col.text, (c) => c.primaryKey()) // hash of (design, values, size, format)
    .addColumn("content_type", col.text, (c) => c.notNull())
    .addColumn("size", col.int, (c) => c.notNull())
    .addColumn("bytes", sql.raw(binary), (c) => c.notNull())
    .addColumn("last_used_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("render_cache_last_used").on("render_cache").column("last_used_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["render_cache", "jobs", "certificates", "cards", "template_revisions", "templates", "blobs"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
