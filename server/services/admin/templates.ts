// Admin template management on top of services/templates (which own revisions). Saving a design or
// fields always makes a new immutable revision, so existing cards/certificates keep theirs.
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/index.ts";
import type { TemplatesTable } from "../../db/schema.ts";
import { nowIso, toBool } from "../../db/columns.ts";
import { HttpError, notFound } from "../../errors.ts";
import { canvasFromPreset, migrateDesign, designDocument, type DesignInput } from "../../../shared/design/index.ts";
import { templateFields, type TemplateField, type TemplateFieldInput, type TemplateKind, type TemplateSummary } from "../../../shared/api/templates.ts";
import { fillLocalized } from "../../settings/public.ts";
import { createTemplate, saveTemplateRevision } from "../templates/save-template.ts";
import { RevisionConflictError } from "../designs/revision-conflict.ts";
import { validateDesignForSave } from "../designs/validate-design.ts";
import { parseFields } from "../templates/get-template.ts";

export interface AdminTemplateSummary extends TemplateSummary {
  categoryId: string;
  revisionId: string;
  published: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  usage: { cards: number; certificates: number };
}
export interface AdminTemplateDetail extends AdminTemplateSummary {
  design: unknown;
  fields: TemplateField[];
}

/** A blank canvas: A4 landscape for certificates, a 1080 square for cards. */
export function blankDesign(kind: TemplateKind): DesignInput {
  return { version: 2, canvas: canvasFromPreset(kind === "certificate" ? "a4-landscape" : "square-1080"), background: { type: "color", color: "#ffffff" }, layers: [] } as DesignInput;
}

/** Migrates an older design version and validates it; a bad design is a 400 on `design`. */
export function checkDesign(raw: unknown): DesignInput {
  try {
    return designDocument.parse(migrateDesign(raw)) as DesignInput;
  } catch (err) {
    if (err instanceof z.ZodError) {
      const first = err.issues[0];
      throw new HttpError(400, "invalidDesign", { [["design", ...(first?.path ?? []).map(String)].join(".")]: "validation:invalid" });
    }
    throw new HttpError(400, "invalidDesign", { design: "validation:invalid" });
  }
}

function localized(json: string) {
  try {
    return fillLocalized(JSON.parse(json));
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

function baseQuery(db: Db) {
  return db
    .selectFrom("templates as t")
    .innerJoin("template_revisions as r", "r.id", "t.revision_id")
    .innerJoin("categories as c", "c.id", "t.category_id");
}
const COLUMNS = [
  "t.id", "t.kind", "t.category_id", "t.title", "t.description", "t.revision_id", "t.published", "t.sort_order",
  "t.created_at", "t.updated_at", "t.deleted_at", "c.slug as category_slug", "r.design",
] as const;
type Row = Pick<TemplatesTable, "id" | "kind" | "category_id" | "title" | "description" | "revision_id" | "published" | "sort_order" | "created_at" | "updated_at" | "deleted_at"> & { category_slug: string; design: string };

async function usage(db: Db, ids: string[]) {
  const empty = new Map<string, { cards: number; certificates: number }>(ids.map((id) => [id, { cards: 0, certificates: 0 }]));
  if (ids.length === 0) return empty;
  const [cards, certs] = await Promise.all([
    db.selectFrom("cards").select(["template_id", (eb) => eb.fn.countAll<number | string>().as("n")]).where("template_id", "in", ids).groupBy("template_id").execute(),
    db.selectFrom("certificates").select(["template_id", (eb) => eb.fn.countAll<number | string>().as("n")]).where("template_id", "in", ids).groupBy("template_id").execute(),
  ]);
  for (const r of cards) empty.get(r.template_id)!.cards = Number(r.n);
  for (const r of certs) empty.get(r.template_id)!.certificates = Number(r.n);
  return empty;
}

function present(row: Row, use: { cards: number; certificates: number }): AdminTemplateSummary {
  let canvas = { width: 0, height: 0 };
  try {
    canvas = (JSON.parse(row.design) as { canvas: { width: number; height: number } }).canvas;
  } catch {
    /* an unreadable design still lists */
  }
  return {
    id: row.id,
    kind: row.kind,
    category: row.category_slug,
    categoryId: row.category_id,
    title: localized(row.title),
    description: localized(row.description),
    // Admin thumbnails also render unpublished templates; the revision id makes the URL cacheable.
    thumbnailUrl: `/api/admin/templates/${row.id}/thumbnail.png?v=${row.revision_id}`,
    width: canvas.width,
    height: canvas.height,
    revisionId: row.revision_id,
    published: row.published === 1,
    sortOrder: Number(row.sort_order),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    usage: use,
  };
}

export interface AdminTemplatesFilter {
  q?: string;
  kind?: TemplateKind;
  category?: string;
  published?: boolean;
  deleted?: boolean;
  page: number;
  pageSize: number;
}

export async function listAdminTemplates(db: Db, f: AdminTemplatesFilter) {
  let q = baseQuery(db);
  q = f.deleted ? q.where("t.deleted_at", "is not", null) : q.where("t.deleted_at", "is", null);
  if (f.kind) q = q.where("t.kind", "=", f.kind);
  if (f.category) q = q.where((eb) => eb.or([eb("c.slug", "=", f.category!), eb("c.id", "=", f.category!)]));
  if (f.published !== undefined) q = q.where("t.published", "=", toBool(f.published));
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    q = q.where((eb) => eb.or([eb(sql<string>`lower(t.title)`, "like", like), eb(sql<string>`lower(t.description)`, "like", like), eb("t.id", "=", f.q!)]));
  }
  const [rows, total] = await Promise.all([
    q.select([...COLUMNS]).orderBy("t.updated_at", "desc").orderBy("t.id").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const use = await usage(db, rows.map((r) => r.id));
  return { items: rows.map((r) => present(r as Row, use.get(r.id)!)), total: Number(total.n), page: f.page, pageSize: f.pageSize };
}

/** Any template, deleted ones included (so the trash can show and restore them). */
export async function getAdminTemplate(db: Db, id: string): Promise<AdminTemplateDetail> {
  const row = await baseQuery(db).select([...COLUMNS, "r.fields"]).where("t.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const use = await usage(db, [id]);
  let design: unknown;
  try {
    design = designDocument.parse(migrateDesign(JSON.parse(row.design)));
  } catch {
    design = JSON.parse(row.design);
  }
  return { ...present(row as Row, use.get(id)!), design, fields: parseFields(row.fields) };
}

async function requireCategory(db: Db, categoryId: string, kind: TemplateKind): Promise<void> {
  const c = await db.selectFrom("categories").select("kind").where("id", "=", categoryId).executeTakeFirst();
  if (!c) throw new HttpError(400, "invalidInput", { categoryId: "validation:invalid" });
  if (c.kind !== kind) throw new HttpError(400, "categoryKindMismatch", { categoryId: "server:categoryKindMismatch" });
}

export async function createAdminTemplate(
  db: Db,
  input: { kind: TemplateKind; categoryId: string; title: { ar: string; en: string; fr: string }; description?: { ar: string; en: string; fr: string }; design?: unknown; fields?: TemplateFieldInput[]; published: boolean },
  actorId: string,
): Promise<AdminTemplateDetail> {
  await requireCategory(db, input.categoryId, input.kind);
  const design = input.design === undefined ? blankDesign(input.kind) : ((await validateDesignForSave(db, input.design, { fields: templateFields.parse(input.fields ?? []) })) as DesignInput);
  const { id } = await createTemplate(db, { ...input, design, fields: input.fields ?? [], createdBy: actorId });
  return getAdminTemplate(db, id);
}

export async function updateAdminTemplate(
  db: Db,
  id: string,
  input: { title?: { ar: string; en: string; fr: string }; description?: { ar: string; en: string; fr: string }; categoryId?: string; published?: boolean; sortOrder?: number },
): Promise<AdminTemplateDetail> {
  const current = await db.selectFrom("templates").select(["kind"]).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  if (!current) throw notFound();
  if (input.categoryId) await requireCategory(db, input.categoryId, current.kind);
  const patch: Partial<TemplatesTable> = { updated_at: nowIso() };
  if (input.title) patch.title = JSON.stringify(input.title);
  if (input.description) patch.description = JSON.stringify(input.description);
  if (input.categoryId) patch.category_id = input.categoryId;
  if (input.published !== undefined) patch.published = toBool(input.published);
  if (input.sortOrder !== undefined) patch.sort_order = input.sortOrder;
  await db.updateTable("templates").set(patch).where("id", "=", id).execute();
  return getAdminTemplate(db, id);
}

export async function currentRevision(db: Db, id: string) {
  const row = await db
    .selectFrom("templates as t")
    .innerJoin("template_revisions as r", "r.id", "t.revision_id")
    .select(["r.design", "r.fields", "t.revision_id"])
    .where("t.id", "=", id)
    .where("t.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { design: JSON.parse(row.design) as DesignInput, fields: parseFields(row.fields), revisionId: row.revision_id };
}

/**
 * Saves the editor's work as ONE new revision: the design, and the fields too when given (else the
 * current ones), checked by validateDesignForSave. `baseRevisionId` is the revision the editor started
 * from: when someone saved since, nothing is written and 409 revisionConflict answers (their work is
 * never silently replaced). The saver's autosaved draft is deleted in the same transaction; other
 * admins' drafts stay.
 */
export async function saveAdminDesign(
  db: Db, id: string, rawDesign: unknown, actorId: string, opts: { fields?: TemplateField[]; baseRevisionId: string },
): Promise<AdminTemplateDetail> {
  const current = await currentRevision(db, id);
  if (current.revisionId !== opts.baseRevisionId) throw new RevisionConflictError(); // early: before the costly checks
  const fields = opts.fields ?? current.fields;
  const design = await validateDesignForSave(db, rawDesign, { fields });
  await saveTemplateRevision(db, id, { design: design as DesignInput, fields, createdBy: actorId, baseRevisionId: opts.baseRevisionId }, (trx) =>
    trx.deleteFrom("template_drafts").where("template_id", "=", id).where("admin_id", "=", actorId).execute(),
  );
  return getAdminTemplate(db, id);
}

/** New revision with these fields. Text bindings naming a removed field are allowed (they draw empty). */
export async function saveAdminFields(db: Db, id: string, fields: TemplateFieldInput[], actorId: string): Promise<AdminTemplateDetail> {
  const { design } = await currentRevision(db, id);
  await saveTemplateRevision(db, id, { design: checkDesign(design), fields, createdBy: actorId });
  return getAdminTemplate(db, id);
}

/** A copy (unpublished) with the current design and fields as its first revision. */
export async function duplicateTemplate(db: Db, id: string, actorId: string): Promise<AdminTemplateDetail> {
  const source = await getAdminTemplate(db, id);
  if (source.deletedAt) throw notFound();
  const copyTitle = (t: string, suffix: string) => (t ? `${t} ${suffix}`.slice(0, 300) : t);
  const title = { ar: copyTitle(source.title.ar, "(نسخة)"), en: copyTitle(source.title.en, "(copy)"), fr: copyTitle(source.title.fr, "(copie)") };
  const { id: newId } = await createTemplate(db, {
    kind: source.kind, categoryId: source.categoryId, title, description: source.description,
    design: source.design as DesignInput, fields: source.fields, published: false, sortOrder: source.sortOrder, createdBy: actorId,
  });
  return getAdminTemplate(db, newId);
}

/** Soft delete (undo with restoreTemplate). Cards and certificates made from it keep working. */
export async function softDeleteTemplate(db: Db, id: string): Promise<void> {
  const r = await db.updateTable("templates").set({ deleted_at: nowIso(), updated_at: nowIso() }).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound();
}

export async function restoreTemplate(db: Db, id: string): Promise<AdminTemplateDetail> {
  const r = await db.updateTable("templates").set({ deleted_at: null, updated_at: nowIso() }).where("id", "=", id).where("deleted_at", "is not", null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound();
  return getAdminTemplate(db, id);
}
