// A template's revisions (issue 24 §5): listed newest first, one opened read-only, and restoring one =
// saving its design and fields again as a NEW revision on top. Revisions are never changed or deleted,
// so cards and certificates keep pointing at the one they were made from.
import type { Db } from "../../db/index.ts";
import { notFound } from "../../errors.ts";
import type { Page } from "../../../shared/api/admin.ts";
import type { TemplateRevision, TemplateRevisionDetail } from "../../../shared/api/revisions.ts";
import type { DesignInput } from "../../../shared/design/index.ts";
import { saveTemplateRevision } from "../templates/save-template.ts";
import { parseFields } from "../templates/get-template.ts";
import { RevisionConflictError } from "../designs/revision-conflict.ts";
import { checkDesign } from "./templates.ts";

const revisionPath = (templateId: string, revisionId: string) =>
  `/api/admin/templates/${encodeURIComponent(templateId)}/revisions/${encodeURIComponent(revisionId)}`;

async function templateHead(db: Db, templateId: string) {
  const t = await db.selectFrom("templates").select(["revision_id"]).where("id", "=", templateId).where("deleted_at", "is", null).executeTakeFirst();
  if (!t) throw notFound();
  return t;
}

function revisionsQuery(db: Db, templateId: string) {
  return db
    .selectFrom("template_revisions as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.number", "r.created_at", "r.created_by", "u.name as author_name"])
    .where("r.template_id", "=", templateId);
}

type Row = { id: string; number: number | null; created_at: string; created_by: string | null; author_name: string | null };

function present(templateId: string, currentId: string, row: Row): TemplateRevision {
  return {
    id: row.id,
    number: row.number ?? 0,
    author: row.created_by ? { id: row.created_by, name: row.author_name ?? "" } : null,
    createdAt: row.created_at,
    current: row.id === currentId,
    thumbnailUrl: `${revisionPath(templateId, row.id)}/thumbnail.png`,
  };
}

export async function listRevisions(db: Db, templateId: string, page: { page: number; pageSize: number }): Promise<Page<TemplateRevision>> {
  const head = await templateHead(db, templateId);
  const [rows, count] = await Promise.all([
    revisionsQuery(db, templateId).orderBy("r.number", "desc").orderBy("r.created_at", "desc").limit(page.pageSize).offset((page.page - 1) * page.pageSize).execute(),
    db.selectFrom("template_revisions").select((eb) => eb.fn.countAll<number>().as("n")).where("template_id", "=", templateId).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => present(templateId, head.revision_id, r)), total: Number(count.n), page: page.page, pageSize: page.pageSize };
}

/** One revision with its design (migrated to the current model version) and fields. */
export async function getRevision(db: Db, templateId: string, revisionId: string): Promise<TemplateRevisionDetail> {
  const head = await templateHead(db, templateId);
  const row = await revisionsQuery(db, templateId).select(["r.design", "r.fields"]).where("r.id", "=", revisionId).executeTakeFirst();
  if (!row) throw notFound();
  return { ...present(templateId, head.revision_id, row), design: checkDesign(JSON.parse(row.design)), fields: parseFields(row.fields) };
}

/**
 * A new revision with the old one's design and fields. `baseRevisionId` is the editor's save-conflict
 * rule: the restore is refused (409) when someone saved since the history was opened.
 */
export async function restoreRevision(db: Db, templateId: string, revisionId: string, baseRevisionId: string, actorId: string): Promise<string> {
  const head = await templateHead(db, templateId);
  if (head.revision_id !== baseRevisionId) throw new RevisionConflictError();
  const old = await getRevision(db, templateId, revisionId);
  return saveTemplateRevision(db, templateId, {
    design: old.design as DesignInput, fields: old.fields, createdBy: actorId, baseRevisionId,
  });
}
