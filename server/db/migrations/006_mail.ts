// E-mail: proven addresses, single-use tokens (verification, password reset, address change), the
// outgoing messages (the outbox every message goes through; a `mail.send` job delivers each), the
// recipient e-mail of certificates, and messages sent through the contact form.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", col.timestamp).execute();
  await db.schema.alterTable("certificates").addColumn("recipient_email", col.text).execute();

  await db.schema
    .createTable("email_tokens")
    // sha256 (base64url) of the token sent in the link; the token itself is never stored
    .addColumn("token_hash", col.text, (c) => c.primaryKey())
    .addColumn("user_id", col.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", col.text, (c) => c.notNull())
    .addColumn("email", col.text, (c) => c.notNull())
    .addColumn("expires_at", col.timestamp, (c) => c.notNull())
    .addColumn("used_at", col.timestamp)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_tokens_user").on("email_tokens").columns(["user_id", "purpose"]).execute();

  await db.schema
    .createTable("mail_messages")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("kind", col.text, (c) => c.notNull())
    .addColumn("to_address", col.text, (c) => c.notNull())
    .addColumn("locale", col.text, (c) => c.notNull())
    .addColumn("subject", col.text, (c) => c.notNull())
    .addColumn("html", col.text, (c) => c.notNull())
    .addColumn("text", col.text, (c) => c.notNull())
    // JSON: [{ kind: "certificatePdf", certificateId, filename }]; bytes are made when sending
    .addColumn("attachments", col.json, (c) => c.notNull())
    .addColumn("state", col.text, (c) => c.notNull())
    .addColumn("transport", col.text)
    .addColumn("attempts", col.int, (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", col.text)
    .addColumn("message_id", col.text, (c) => c.notNull())
    .addColumn("certificate_id", col.id, (c) => c.references("certificates.id").onDelete("set null"))
    .addColumn("created_by", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .addColumn("sent_at", col.timestamp)
    .execute();
  await db.schema.createIndex("mail_messages_created").on("mail_messages").column("created_at").execute();
  await db.schema.createIndex("mail_messages_certificate").on("mail_messages").column("certificate_id").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", col.id, (c) => c.primaryKey())
    .addColumn("name", col.text, (c) => c.notNull())
    .addColumn("email", col.text, (c) => c.notNull())
    .addColumn("message", col.text, (c) => c.notNull())
    .addColumn("locale", col.text, (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").ifExists().execute();
  await db.schema.dropTable("mail_messages").ifExists().execute();
  await db.schema.dropTable("email_tokens").ifExists().execute();
  await db.schema.alterTable("certificates").dropColumn("recipient_email").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
