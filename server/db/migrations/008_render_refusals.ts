// Renders the server refused because they ran past the time limit (server/render/refusals.ts). Kept in
// the database so every instance answers the same design's next request at once instead of letting it
// tie up a worker again; `expires_at` ends a refusal, so a render that was only slow on a busy moment
// is tried again later.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("render_refusals")
    .addColumn("key", col.text, (c) => c.primaryKey()) // hash of (design, values, format)
    .addColumn("reason", col.text, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("expires_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("render_refusals_expires").on("render_refusals").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("render_refusals").ifExists().execute();
}
