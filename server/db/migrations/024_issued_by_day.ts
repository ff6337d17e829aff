// Issue 36 §1: the dashboard's "issued" counts come from the certificate and card rows themselves
// (a kill -9 lost the recorder's last batch of "issued" events for good). These indexes let it count
// a range's rows per day and template without reading the tables.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("certificates_created_template").on("certificates").columns(["created_at", "template_id"]).execute();
  await db.schema.createIndex("cards_created_template").on("cards").columns(["created_at", "template_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("cards_created_template").execute();
  await db.schema.dropIndex("certificates_created_template").execute();
}
