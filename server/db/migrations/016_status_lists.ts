// W3C Bitstring Status List v1.0 (issue 25 §2): every certificate credential names one bit in a
// status list credential we sign and serve. A list has STATUS_LIST_SIZE bits (herd privacy); an
// entry's index is drawn at random and the unique (list_id, status_index) index makes a second
// instance that drew the same one retry, so no index is ever given twice.
// The bit's value is not stored apart from the certificate: it is "this certificate's revoked_at is
// set", read when the list is drawn, so the list and the revocation row cannot disagree. `version`
// is bumped in the revocation's transaction; the signed list credential is kept per version.
// No foreign key to certificates: a deleted certificate keeps its entry (its bit reads as revoked,
// as the verify answer does) and its index is never handed out again.
// Existing certificates get their entry on their next credential fetch (not here: signing needs
// the issuer key, which the migration does not load).
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("status_lists")
    .addColumn("id", col.int, (c) => c.primaryKey())
    .addColumn("purpose", col.text, (c) => c.notNull())
    .addColumn("size", col.int, (c) => c.notNull())
    .addColumn("version", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("credential", col.json)
    .addColumn("credential_version", col.int)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("status_list_entries")
    .addColumn("certificate_id", col.id, (c) => c.primaryKey())
    .addColumn("list_id", col.int, (c) => c.notNull().references("status_lists.id"))
    .addColumn("status_index", col.int, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("status_list_entries_slot").unique().on("status_list_entries").columns(["list_id", "status_index"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("status_list_entries").execute();
  await db.schema.dropTable("status_lists").execute();
}
