// The design editor's autosave for templates: at most ONE draft per template AND admin (upserted),
// seen only by the admin who wrote it and never a revision. Two admins on one template each keep
// their own work. Saving the design (saveAdminDesign) turns the saver's work into a revision and
// deletes the saver's draft in the same transaction, never another admin's. A draft remembers the revision it was written over,
// so the editor can tell a stale draft (someone saved since) from a current one.
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { HttpError } from "../../errors.ts";
import { parseDesign } from "../../../shared/design/index.ts";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { validateDesignForSave } from "../designs/validate-design.ts";
import { parseFields } from "../templates/get-template.ts";
import { currentRevision } from "./templates.ts";

export interface TemplateDraft {
  /** the draft's design document (migrated to the current version on read) */
  design: unknown;
  /** the draft's fields, or the current revision's when the draft did not change them */
  fields: TemplateField[];
  /** true when the draft carries its own fields */
  hasFields: boolean;
  /** the revision the draft was written over, and the template's current one (differ: stale draft) */
  baseRevisionId: string;
  revisionId: string;
  updatedAt: string;
}

export const draftNotFound = () => new HttpError(404, "designs:draftNotFound");

function readDesign(json: string): unknown {
  try {
    return parseDesign(JSON.parse(json));
  } catch {
    return JSON.parse(json); // still shown, so nothing the admin did is lost; saving re-checks it
  }
}

/** What GET …/draft answers: the draft, or that there is none (the usual case, so not an error). */
export type TemplateDraftAnswer = ({ hasDraft: true } & TemplateDraft) | { hasDraft: false; revisionId: string };

/** This admin's draft of the template, or hasDraft false without one; 404 notFound for an unknown/deleted template. */
export async function getTemplateDraft(db: Db, templateId: string, adminId: string): Promise<TemplateDraftAnswer> {
  const current = await currentRevision(db, templateId);
  const row = await db.selectFrom("template_drafts").selectAll().where("template_id", "=", templateId).where("admin_id", "=", adminId).executeTakeFirst();
  // An editor opening a template asks every time: "no draft" is a 200, so the browser logs no failed load.
  if (!row) return { hasDraft: false, revisionId: current.revisionId };
  return {
    hasDraft: true,
    design: readDesign(row.design),
    fields: row.fields === null ? current.fields : parseFields(row.fields),
    hasFields: row.fields !== null,
    baseRevisionId: row.base_revision_id,
    revisionId: current.revisionId,
    updatedAt: row.updated_at,
  };
}

/** Checks (same rules as saving) and stores/overwrites this admin's draft of the template. */
export async function saveTemplateDraft(
  db: Db, templateId: string, rawDesign: unknown, fields: TemplateField[] | undefined, actorId: string, baseRevisionId?: string,
): Promise<TemplateDraft> {
  const current = await currentRevision(db, templateId);
  const design = await validateDesignForSave(db, rawDesign, { fields: fields ?? current.fields });
  const row = {
    design: JSON.stringify(design),
    fields: fields === undefined ? null : JSON.stringify(fields),
    base_revision_id: baseRevisionId ?? current.revisionId,
    updated_at: nowIso(),
  };
  await db
    .insertInto("template_drafts")
    .values({ template_id: templateId, admin_id: actorId, ...row })
    .onConflict((oc) => oc.columns(["template_id", "admin_id"]).doUpdateSet(row))
    .execute();
  return { design, fields: fields ?? current.fields, hasFields: fields !== undefined, baseRevisionId: row.base_revision_id, revisionId: current.revisionId, updatedAt: row.updated_at };
}

/** Discards this admin's draft; false when they had none. */
export async function deleteTemplateDraft(db: Db, templateId: string, adminId: string): Promise<boolean> {
  await currentRevision(db, templateId);
  const r = await db.deleteFrom("template_drafts").where("template_id", "=", templateId).where("admin_id", "=", adminId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
