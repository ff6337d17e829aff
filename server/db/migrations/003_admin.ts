// Social sign-in: which provider account (issuer + subject) belongs to which user. The OAuth flow
// state itself lives in an encrypted cookie (services/oauth/flow-cookie.ts), not here.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_identities")
    .addColumn("provider", col.text, (c) => c.notNull())
    .addColumn("subject", col.text, (c) => c.notNull())
    .addColumn("user_id", col.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", col.text)
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("user_identities_pk", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("user_identities_user").on("user_identities").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_identities").ifExists().execute();
}
