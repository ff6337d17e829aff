// Expiry reminders (issue 26 §3): a certificate may have them turned off, and each reminder
// (30, 7, 1 days before, per the site's setting) is recorded once — its primary key is what stops
// two instances from sending the same reminder twice.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("certificates").addColumn("expiry_reminders", col.bool, (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable("certificate_reminders")
    .addColumn("certificate_id", col.id, (c) => c.notNull())
    .addColumn("days_before", col.int, (c) => c.notNull())
    .addColumn("sent_at", col.timestamp, (c) => c.notNull())
    .addColumn("mail_id", col.id) // null: skipped (a nearer reminder was due already)
    .addPrimaryKeyConstraint("certificate_reminders_pk", ["certificate_id", "days_before"])
    .execute();
  await db.schema.createIndex("certificates_expires_at").on("certificates").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("certificates_expires_at").ifExists().execute();
  await db.schema.dropTable("certificate_reminders").ifExists().execute();
  await db.schema.alterTable("certificates").dropColumn("expiry_reminders").execute();
}
