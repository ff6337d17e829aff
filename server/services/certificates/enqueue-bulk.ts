// Starting a bulk issuance: the file is read and checked completely first (a refused file writes
// nothing), then the upload is kept as a blob and the durable job row is inserted in one transaction.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { blobIdOf, blobStore } from "../../storage/blobs.ts";
import { readSpreadsheet, type Spreadsheet } from "../../bulk/readSpreadsheet.ts";
import { checkMapping, suggestMapping, type ColumnMapping } from "../../bulk/mapping.ts";
import type { TemplateRecord } from "../../presenters/template.ts";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { CertificatePdfMode } from "../../../shared/api/mail.ts";
import { BULK_JOB_TYPE, type BulkJobPayload } from "./bulk-job.ts";
import { bulkFields } from "./bulk-rows.ts";
import { certError } from "./errors.ts";

export interface BulkUpload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** Parses the mapping field (JSON object field → header); absent → the suggested mapping. Not checked. */
export function parseMapping(raw: string | undefined, sheet: Spreadsheet, template: TemplateRecord): ColumnMapping {
  const fields = bulkFields(template.fields);
  let mapping: ColumnMapping;
  if (raw === undefined || raw.trim() === "") mapping = suggestMapping(sheet.headers, fields);
  else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw certError(400, "bulk:mappingInvalid");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== "string")) {
      throw certError(400, "bulk:mappingInvalid");
    }
    // "" means "not mapped" (the admin page sends every field).
    mapping = Object.fromEntries(Object.entries(parsed as Record<string, string>).filter(([, v]) => v !== ""));
  }
  return mapping;
}

/** The mapping, checked against the file's headers and the template's fields (400 with fields). */
export function resolveMapping(raw: string | undefined, sheet: Spreadsheet, template: TemplateRecord): ColumnMapping {
  const fields = bulkFields(template.fields);
  const mapping = parseMapping(raw, sheet, template);
  const problems = checkMapping(mapping, sheet.headers, fields);
  if (Object.keys(problems).length > 0) throw certError(400, "bulk:mappingInvalid", {}, problems);
  return mapping;
}

export async function enqueueBulk(
  db: Db,
  input: { upload: BulkUpload; template: TemplateRecord; mapping?: string; options: CertificateOptions; adminId: string; locale: Locale; email?: { pdf: CertificatePdfMode } },
): Promise<{ jobId: string; total: number; mapping: ColumnMapping }> {
  const sheet = await readSpreadsheet(input.upload.bytes, input.upload.filename);
  const mapping = resolveMapping(input.mapping, sheet, input.template);
  const blobId = blobIdOf(input.upload.bytes);
  const jobId = randomUUID();
  const now = new Date().toISOString();
  const payload: BulkJobPayload = {
    templateId: input.template.id,
    revisionId: input.template.revisionId,
    fileBlobId: blobId,
    filename: input.upload.filename,
    mapping,
    options: input.options,
    ownerId: null,
    locale: input.locale,
    ...(input.email ? { email: input.email } : {}),
  };
  await db.transaction().execute(async (trx) => {
    const contentType = sheet.format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv";
    await blobStore(trx).put(input.upload.bytes, contentType, input.adminId);
    await trx
      .insertInto("jobs")
      .values({ id: jobId, type: BULK_JOB_TYPE, state: "queued", payload: JSON.stringify(payload), done: 0, total: sheet.rows.length, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: input.adminId, created_at: now, updated_at: now })
      .execute();
  });
  return { jobId, total: sheet.rows.length, mapping };
}
