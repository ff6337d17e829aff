// The editor (issue 12): a card may carry its own design ("remix"), which then wins over its template
// revision's design for every output; and each template has at most one autosaved draft for admins
// (not a revision, never shown to the public) until the design is saved as a new revision.
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON text of a design document, or null: the card renders its revision's design.
  await db.schema.alterTable("cards").addColumn("design", col.json).execute();

  await db.schema
    .createTable("template_drafts")
    .addColumn("template_id", col.id, (c) => c.primaryKey().references("templates.id").onDelete("cascade"))
    .addColumn("design", col.json, (c) => c.notNull())
    // null: the draft keeps the fields of the revision it is saved over
    .addColumn("fields", col.json)
    // the template's current revision when the draft was written (tells a stale draft apart)
    .addColumn("base_revision_id", col.id, (c) => c.notNull())
    .addColumn("updated_by", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("template_drafts").ifExists().execute();
  await db.schema.alterTable("cards").dropColumn("design").execute();
}
