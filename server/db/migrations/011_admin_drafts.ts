// Issue 22 item 13: two admins editing one template each keep their OWN autosaved draft; before,
// the one draft per template was overwritten by whoever autosaved last and deleted by anyone's save.
// SQLite cannot change a primary key in place, so the table is rebuilt with (template_id, admin_id)
// and existing drafts move to the admin who last wrote them (a draft nobody owns any more is dropped:
// no admin could open it).
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("template_drafts_by_admin")
    .addColumn("template_id", col.id, (c) => c.notNull().references("templates.id").onDelete("cascade"))
    // the admin whose autosave this is: only they read, overwrite or (by saving) delete it
    .addColumn("admin_id", col.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("design", col.json, (c) => c.notNull())
    .addColumn("fields", col.json)
    .addColumn("base_revision_id", col.id, (c) => c.notNull())
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("template_drafts_by_admin_pk", ["template_id", "admin_id"])
    .execute();
  await sql`insert into template_drafts_by_admin (template_id, admin_id, design, fields, base_revision_id, updated_at)
    select template_id, updated_by, design, fields, base_revision_id, updated_at from template_drafts where updated_by is not null`.execute(db);
  await db.schema.dropTable("template_drafts").execute();
  await db.schema.alterTable("template_drafts_by_admin").renameTo("template_drafts").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one draft per template: the newest one of each template is kept.
  await db.schema
    .createTable("template_drafts_old")
    .addColumn("template_id", col.id, (c) => c.primaryKey().references("templates.id").onDelete("cascade"))
    .addColumn("design", col.json, (c) => c.notNull())
    .addColumn("fields", col.json)
    .addColumn("base_revision_id", col.id, (c) => c.notNull())
    .addColumn("updated_by", col.id, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", col.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into template_drafts_old (template_id, design, fields, base_revision_id, updated_by, updated_at)
    select d.template_id, d.design, d.fields, d.base_revision_id, d.admin_id, d.updated_at from template_drafts d
    where not exists (select 1 from template_drafts n where n.template_id = d.template_id
      and (n.updated_at > d.updated_at or (n.updated_at = d.updated_at and n.admin_id > d.admin_id)))`.execute(db);
  await db.schema.dropTable("template_drafts").execute();
  await db.schema.alterTable("template_drafts_old").renameTo("template_drafts").execute();
}
