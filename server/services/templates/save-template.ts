// Creating templates and saving new revisions. Revisions are immutable: saving a design or fields
// makes a new revision and points the template at it, so existing cards and certificates keep theirs.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { RevisionConflictError } from "../designs/revision-conflict.ts";
import { designDocument, type DesignInput } from "../../../shared/design/index.ts";
import { templateFields, type LocalizedText, type TemplateFieldInput, type TemplateKind } from "../../../shared/api/templates.ts";

export interface NewTemplate {
  kind: TemplateKind;
  categoryId: string;
  title: LocalizedText;
  description?: LocalizedText;
  design: DesignInput;
  fields: TemplateFieldInput[];
  published?: boolean;
  sortOrder?: number;
  seedKey?: string;
  createdBy?: string | null;
}

export async function createTemplate(db: Db, input: NewTemplate): Promise<{ id: string; revisionId: string }> {
  const design = designDocument.parse(input.design);
  const fields = templateFields.parse(input.fields);
  const id = randomUUID();
  const revisionId = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("templates").values({
      id, kind: input.kind, category_id: input.categoryId, title: JSON.stringify(input.title),
      description: JSON.stringify(input.description ?? { ar: "", en: "", fr: "" }), revision_id: revisionId,
      published: input.published === false ? 0 : 1, sort_order: input.sortOrder ?? 0, seed_key: input.seedKey ?? null,
      created_by: input.createdBy ?? null, created_at: now, updated_at: now, deleted_at: null,
    }).execute();
    await trx.insertInto("template_revisions").values({
      id: revisionId, template_id: id, design: JSON.stringify(design), fields: JSON.stringify(fields), created_by: input.createdBy ?? null, created_at: now, number: 1,
    }).execute();
  });
  return { id, revisionId };
}

export async function saveTemplateRevision(
  db: Db,
  templateId: string,
  /** baseRevisionId: the revision the work started from; when given, a save over any other one is refused (RevisionConflictError) */
  input: { design: DesignInput; fields: TemplateFieldInput[]; createdBy?: string | null; baseRevisionId?: string },
  /** More writes that must land with the revision or not at all (e.g. deleting the editor's draft). */
  alsoInTransaction?: (trx: Db) => Promise<unknown>,
): Promise<string> {
  const design = designDocument.parse(input.design);
  const fields = templateFields.parse(input.fields);
  const revisionId = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // The history's number: one more than the template's last (a conflicting save rolls back with it).
    const last = await trx.selectFrom("template_revisions").select((eb) => eb.fn.max("number").as("n")).where("template_id", "=", templateId).executeTakeFirst();
    await trx.insertInto("template_revisions").values({
      id: revisionId, template_id: templateId, design: JSON.stringify(design), fields: JSON.stringify(fields), created_by: input.createdBy ?? null, created_at: now,
      number: Number(last?.n ?? 0) + 1,
    }).execute();
    // The base is checked by the UPDATE itself, so two saves from the same base cannot both pass
    // (PostgreSQL re-checks the WHERE after waiting for the row lock; SQLite runs one writer at a time).
    let update = trx.updateTable("templates").set({ revision_id: revisionId, updated_at: now }).where("id", "=", templateId);
    if (input.baseRevisionId !== undefined) update = update.where("revision_id", "=", input.baseRevisionId);
    const updated = await update.executeTakeFirst();
    if (input.baseRevisionId !== undefined && Number(updated.numUpdatedRows) === 0) throw new RevisionConflictError();
    await alsoInTransaction?.(trx);
  });
  return revisionId;
}
