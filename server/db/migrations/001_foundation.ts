// Foundation tables: accounts, sessions, settings, categories, SEO, client errors, rate limits, activity.
// Migrations take Kysely<unknown>: they must not depend on the current schema types.
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("name", col.text, (c) => c.notNull())
    .addColumn("username", col.text, (c) => c.notNull())
    .addColumn("email", col.text, (c) => c.notNull())
    .addColumn("password_hash", col.text, (c) => c.notNull())
    .addColumn("role", col.text, (c) => c.notNull().defaultTo("user"))
    .addColumn("active", col.bool, (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  // Case-insensitive uniqueness: expression indexes work the same in SQLite and PostgreSQL.
  await db.schema.createIndex("users_username_lower").on("users").unique().expression(sql`lower(username)`).execute();
  await db.schema.createIndex("users_email_lower").on("users").unique().expression(sql`lower(email)`).execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("user_id", col.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("expires_at", col.timestamp, (c) => c.notNull())
    .addColumn("last_seen_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("user_preferences")
    .addColumn("user_id", col.id, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("theme", col.text, (c) => c.notNull())
    .addColumn("layout", col.text, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", col.text, (c) => c.primaryKey())
    .addColumn("value", col.json, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("slug", col.text, (c) => c.notNull())
    .addColumn("kind", col.text, (c) => c.notNull())
    .addColumn("name", col.json, (c) => c.notNull())
    .addColumn("sort_order", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("hidden", col.bool, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .addUniqueConstraint("categories_kind_slug", ["kind", "slug"])
    .execute();

  await db.schema
    .createTable("seo_settings")
    .addColumn("entity_type", col.text, (c) => c.notNull())
    .addColumn("entity_id", col.text, (c) => c.notNull())
    .addColumn("fields", col.json, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("seo_settings_pk", ["entity_type", "entity_id"])
    .execute();

  await db.schema
    .createTable("client_errors")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("message", col.text, (c) => c.notNull())
    .addColumn("name", col.text)
    .addColumn("stack", col.text)
    .addColumn("component_stack", col.text)
    .addColumn("user_agent", col.text)
    .addColumn("url", col.text)
    .addColumn("reported_at", col.text)
    .addColumn("user_id", col.id)
    .addColumn("ip_hash", col.text)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("client_errors_created_at").on("client_errors").column("created_at").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", col.text, (c) => c.primaryKey())
    .addColumn("count", col.int, (c) => c.notNull())
    .addColumn("reset_at", col.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("activity")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("actor_id", col.id)
    .addColumn("action", col.text, (c) => c.notNull())
    .addColumn("subject", col.text)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("activity_created_at").on("activity").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["activity", "rate_limits", "client_errors", "seo_settings", "categories", "settings", "user_preferences", "sessions", "users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
