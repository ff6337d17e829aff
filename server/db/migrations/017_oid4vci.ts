// OpenID4VCI "Add to wallet" (issue 25 §3): credential offers with a pre-authorized code and the
// c_nonces of proof-of-possession JWTs. Only hashes of the code, the PIN (transaction code) and the
// access token are stored; every step (code used, wrong PIN, nonce used) is a row update, so any
// instance sharing the database sees it.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("oid4vci_offers")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("certificate_id", col.id, (c) => c.notNull().references("certificates.id").onDelete("cascade"))
    .addColumn("code_hash", col.text, (c) => c.notNull().unique())
    .addColumn("tx_code_hash", col.text, (c) => c.notNull())
    .addColumn("failed_attempts", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("expires_at", col.timestamp, (c) => c.notNull())
    .addColumn("used_at", col.timestamp)
    .addColumn("access_token_hash", col.text, (c) => c.unique())
    .addColumn("access_expires_at", col.timestamp)
    .addColumn("issued_at", col.timestamp)
    .addColumn("holder_id", col.text)
    .execute();
  await db.schema.createIndex("oid4vci_offers_certificate").on("oid4vci_offers").column("certificate_id").execute();
  await db.schema.createIndex("oid4vci_offers_expires").on("oid4vci_offers").column("expires_at").execute();
  await db.schema
    .createTable("oid4vci_nonces")
    .addColumn("nonce_hash", col.text, (c) => c.primaryKey())
    .addColumn("expires_at", col.timestamp, (c) => c.notNull())
    .addColumn("used_at", col.timestamp)
    .execute();
  await db.schema.createIndex("oid4vci_nonces_expires").on("oid4vci_nonces").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oid4vci_nonces").ifExists().execute();
  await db.schema.dropTable("oid4vci_offers").ifExists().execute();
}
