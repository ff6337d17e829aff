// What every part of a bulk job reads: the parent's payload, the uploaded file (a blob), the
// template revision, and the rows split into good ones and per-row errors (deterministic, so
// every instance and every resumed run agrees).
import type { FastifyInstance } from "fastify";
import { readSpreadsheet, type Spreadsheet } from "../bulk/readSpreadsheet.ts";
import { blobStore } from "../storage/blobs.ts";
import type { RowError, ValidRow } from "../bulk/mapping.ts";
import { getRevision } from "../services/templates/get-template.ts";
import { checkRows } from "../services/certificates/bulk-rows.ts";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";

export { BULK_JOB_TYPE, BULK_ROWS_JOB_TYPE, type BulkJobPayload } from "../services/certificates/bulk-job.ts";
import type { BulkJobPayload } from "../services/certificates/bulk-job.ts";

/** A slice of a bulk job's good rows that any instance may claim. */
export interface BulkRowsPayload {
  parentId: string;
  rows: number[];
}

export interface BulkInput {
  payload: BulkJobPayload;
  sheet: Spreadsheet;
  fields: TemplateField[];
  template: { id: string; revisionId: string; kind: string; categorySlug: string; title: string; fields: TemplateField[]; design: DesignDocument };
  valid: ValidRow[];
  invalid: RowError[];
}

// Every slice of a job reads the same input: parsing and checking the whole file again per slice
// cost more than the slice's own work at 5,000 rows. The input of a job never changes (its file is
// a content-addressed blob, its payload fixed), so the last few are kept per database, checked
// against the stored payload on each use.
const RECENT_INPUTS = 4;
const recentInputs = new WeakMap<object, Map<string, { payload: string; input: Promise<BulkInput> }>>();

export async function loadBulkInput(app: FastifyInstance, parentId: string): Promise<BulkInput> {
  const parent = await app.db.selectFrom("jobs").select("payload").where("id", "=", parentId).executeTakeFirstOrThrow();
  let recent = recentInputs.get(app.db);
  if (!recent) recentInputs.set(app.db, (recent = new Map()));
  const hit = recent.get(parentId);
  if (hit && hit.payload === parent.payload) return hit.input;
  const input = readBulkInput(app, parentId, parent.payload);
  recent.delete(parentId);
  recent.set(parentId, { payload: parent.payload, input });
  if (recent.size > RECENT_INPUTS) recent.delete(recent.keys().next().value!);
  input.catch(() => recent.delete(parentId));
  return input;
}

async function readBulkInput(app: FastifyInstance, parentId: string, payloadJson: string): Promise<BulkInput> {
  const payload = JSON.parse(payloadJson) as BulkJobPayload;
  const blob = await blobStore(app.db).get(payload.fileBlobId);
  if (!blob) throw new Error(`bulk job ${parentId}: its uploaded file (blob ${payload.fileBlobId}) is missing`);
  const sheet = await readSpreadsheet(Buffer.from(blob.bytes), payload.filename);
  const revision = await getRevision(app.db, payload.revisionId);
  const template = await app.db
    .selectFrom("templates as t")
    .innerJoin("categories as c", "c.id", "t.category_id")
    .select(["t.id", "t.kind", "t.title", "c.slug"])
    .where("t.id", "=", payload.templateId)
    .executeTakeFirst();
  if (!revision || !template) throw new Error("bulk job: template or revision is gone");
  const { valid, invalid } = await checkRows(sheet, payload.mapping, revision.fields);
  return {
    payload,
    sheet,
    fields: revision.fields,
    template: { id: template.id, revisionId: payload.revisionId, kind: template.kind, categorySlug: template.slug, title: template.title, fields: revision.fields, design: revision.design },
    valid,
    invalid,
  };
}
