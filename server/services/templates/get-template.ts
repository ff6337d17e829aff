// Reading templates with their current revision; designs are migrated on read.
import type { Db } from "../../db/index.ts";
import { parseDesign } from "../../../shared/design/index.ts";
import { templateFields, type TemplateField, type TemplateKind } from "../../../shared/api/templates.ts";
import type { TemplateRecord } from "../../presenters/template.ts";

function baseQuery(db: Db) {
  return db
    .selectFrom("templates as t")
    .innerJoin("template_revisions as r", "r.id", "t.revision_id")
    .innerJoin("categories as c", "c.id", "t.category_id")
    .select([
      "t.id", "t.kind", "t.title", "t.description", "t.revision_id", "t.published", "t.sort_order", "t.created_at",
      "c.slug as category_slug", "r.design", "r.fields",
    ])
    .where("t.deleted_at", "is", null);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

export function parseFields(json: string): TemplateField[] {
  return templateFields.parse(JSON.parse(json));
}

function toRecord(row: Row): TemplateRecord {
  return {
    id: row.id,
    kind: row.kind,
    categorySlug: row.category_slug,
    title: row.title,
    description: row.description,
    revisionId: row.revision_id,
    published: row.published === 1,
    design: parseDesign(JSON.parse(row.design)),
    fields: parseFields(row.fields),
  };
}

/** A template that visitors may use (published, not deleted), or undefined. */
export async function getPublishedTemplate(db: Db, id: string): Promise<TemplateRecord | undefined> {
  const row = await baseQuery(db).where("t.id", "=", id).where("t.published", "=", 1).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Any non-deleted template (admins, and owners of existing items). */
export async function getTemplate(db: Db, id: string): Promise<TemplateRecord | undefined> {
  const row = await baseQuery(db).where("t.id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function listPublishedTemplates(db: Db, filter: { kind?: TemplateKind; category?: string }): Promise<TemplateRecord[]> {
  let q = baseQuery(db).where("t.published", "=", 1).where("c.hidden", "=", 0);
  if (filter.kind) q = q.where("t.kind", "=", filter.kind);
  if (filter.category) q = q.where("c.slug", "=", filter.category);
  const rows = await q.orderBy("c.sort_order").orderBy("t.sort_order").orderBy("t.created_at").execute();
  return rows.map(toRecord);
}

/** A revision by id, for items made from an older revision than the current one. */
export async function getRevision(db: Db, revisionId: string): Promise<{ design: ReturnType<typeof parseDesign>; fields: TemplateField[] } | undefined> {
  const row = await db.selectFrom("template_revisions").select(["design", "fields"]).where("id", "=", revisionId).executeTakeFirst();
  return row ? { design: parseDesign(JSON.parse(row.design)), fields: parseFields(row.fields) } : undefined;
}
