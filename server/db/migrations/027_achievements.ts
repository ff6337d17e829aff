// Issue 33 §4: a credential's `achievement.id` names one achievement — the template and the name,
// description and criteria the certificate states — and resolves to its description. The id is a
// content hash; this table keeps the Achievement each hash names (written when a certificate
// stating it is issued; the same statement from another certificate is the same row).
// Credentials signed before keep their old id (the template's form URL) inside their proof.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("achievements")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("template_id", col.id, (c) => c.notNull())
    .addColumn("document", col.json, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("achievements").execute();
}
