// The Reply-To of an outgoing message: a contact-form message to the admins answers the visitor who
// wrote it (their validated address), not our own sender address. NULL for every other message.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_messages").addColumn("reply_to", col.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_messages").dropColumn("reply_to").execute();
}
