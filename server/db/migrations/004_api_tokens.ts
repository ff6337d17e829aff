// API tokens for integrations (VC-API issuing, POST /api/v1/certificates). Only a SHA-256 of the
// token is stored; the token itself is shown once when it is created.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("name", col.text, (c) => c.notNull())
    .addColumn("token_hash", col.text, (c) => c.notNull().unique())
    .addColumn("token_prefix", col.text, (c) => c.notNull())
    .addColumn("scopes", col.json, (c) => c.notNull())
    .addColumn("created_by", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("last_used_at", col.timestamp)
    .addColumn("revoked_at", col.timestamp)
    .execute();
  await db.schema.createIndex("api_tokens_created_at").on("api_tokens").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_tokens").ifExists().execute();
}
