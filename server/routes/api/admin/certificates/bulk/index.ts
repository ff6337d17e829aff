// Admin bulk issuance (multipart):
//   POST /api/admin/certificates/bulk/preview  file, templateId[, mapping] → headers, suggested and used
//        mapping, first rows, per-row errors and PNG data URLs of the first rows rendered.
//   POST /api/admin/certificates/bulk          file, templateId, mapping[, options] → 202 { jobId }.
// The file is validated completely before anything is written; a refused file answers 400/413/415
// with the translated "bulk:*" message and changes nothing.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { certificateOptions, type CertificateOptions } from "../../../../../../shared/api/certificates.ts";
import { formatCode, generateCode } from "../../../../../../shared/certificates/code.ts";
import { BULK_LIMITS } from "../../../../../bulk/limits.ts";
import { tooLarge } from "../../../../../bulk/errors.ts";
import { readSpreadsheet } from "../../../../../bulk/readSpreadsheet.ts";
import { checkMapping, previewRows } from "../../../../../bulk/mapping.ts";
import { parseMessage } from "../../../../../../shared/api/validation.ts";
import { t } from "../../../../../i18n.ts";
import { currentUser, requireAdmin } from "../../../../../policies/auth.ts";
import { HttpError } from "../../../../../errors.ts";
import { getTemplate } from "../../../../../services/templates/get-template.ts";
import { certError, useNamespacedErrors } from "../../../../../services/certificates/errors.ts";
import { enqueueBulk, parseMapping, type BulkUpload } from "../../../../../services/certificates/enqueue-bulk.ts";
import { bulkFields, checkRows, splitRowValues } from "../../../../../services/certificates/bulk-rows.ts";
import { certificateRenderJob } from "../../../../../services/certificates/render-values.ts";
import { defaultIssuerName } from "../../../../../services/certificates/context.ts";
import { recordActivity } from "../../../../../services/activity.ts";
import { rowErrorText } from "../../../../../jobs/bulk-certificates.ts";
import { kickJobs } from "../../../../../queue/wake.ts";

interface BulkForm {
  upload?: BulkUpload;
  fields: Record<string, string>;
}

async function readForm(request: FastifyRequest): Promise<BulkForm> {
  if (!request.isMultipart()) throw new HttpError(415, "unsupportedMediaType");
  const form: BulkForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (form.upload) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err?.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw err;
      });
      if (part.file.truncated) throw tooLarge();
      form.upload = { bytes, filename: part.filename ?? "", contentType: part.mimetype };
    } else if (typeof part.value === "string") {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

const templateIdField = z.string({ error: "validation:required" }).min(1, { error: "validation:required" }).max(64);

async function loadTemplate(app: FastifyInstance, form: BulkForm) {
  const templateId = z.object({ templateId: templateIdField }).parse(form.fields).templateId;
  const template = await getTemplate(app.db, templateId);
  if (!template || template.kind !== "certificate") throw certError(404, "certificates:templateNotFound");
  if (!form.upload) throw certError(400, "bulk:fileRequired", {}, { file: "validation:required" });
  return template;
}

function parseOptions(raw: string | undefined, designDigits: "latin" | "arabic"): CertificateOptions {
  let json: unknown = {};
  if (raw) {
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
  }
  const o = certificateOptions.parse(json);
  return { calendar: o.calendar ?? "gregory", digits: o.digits ?? (designDigits === "latin" ? "latn" : "arab") };
}

export default async function bulkRoutes(app: FastifyInstance) {
  useNamespacedErrors(app);
  // +1 byte: a file one byte over the limit is seen as truncated and refused as too_large.
  await app.register(multipart, { limits: { fileSize: BULK_LIMITS.maxUploadBytes + 1, files: 1, fields: 8, fieldSize: 64 * 1024, parts: 10 } });

  app.post("/preview", { preHandler: requireAdmin }, async (request) => {
    const form = await readForm(request);
    const template = await loadTemplate(app, form);
    const sheet = await readSpreadsheet(form.upload!.bytes, form.upload!.filename);
    const fields = bulkFields(template.fields);
    const mapping = parseMapping(form.fields.mapping, sheet, template);
    // A preview shows mapping problems instead of refusing: the admin fixes them on this screen.
    const mappingProblems = checkMapping(mapping, sheet.headers, fields);
    const mappingOk = Object.keys(mappingProblems).length === 0;
    const { invalid } = mappingOk ? await checkRows(sheet, mapping, template.fields) : { invalid: [] };
    const tr = (key: string) => {
      const { key: k, params } = parseMessage(key);
      return t(request.locale, k, params);
    };
    const options = parseOptions(form.fields.options, template.design.digits);
    const rows = previewRows(sheet, mapping);
    const issuerName = await defaultIssuerName(app.db);
    const sampleCode = formatCode(generateCode().replace(/-/g, ""));
    const previews = await Promise.all(
      rows.map(async (row) => {
        const { values, recipientName } = splitRowValues(template.fields, row);
        const job = certificateRenderJob(template.design, template.fields, {
          code: sampleCode,
          verifyUrl: `${app.config.publicUrl}/certificates/verify/${sampleCode}`,
          recipientName: recipientName || values.recipientName || "",
          issuerName,
          issuedAt: new Date().toISOString(),
          expiresAt: null,
          values,
          options,
        }, "png", 480);
        const out = await app.render.output(job);
        return `data:image/png;base64,${Buffer.from(out.bytes).toString("base64")}`;
      }),
    );
    const labels = Object.fromEntries(fields.map((f) => [f.name, f.label[request.locale] || f.label.ar]));
    return {
      headers: sheet.headers,
      fields: fields.map((f) => ({ name: f.name, label: f.label, required: !!f.required })),
      suggestedMapping: mapping,
      mappingErrors: Object.fromEntries(Object.entries(mappingProblems).map(([f, key]) => [f, tr(key)])),
      total: sheet.rows.length,
      rows,
      rowNumbers: sheet.rowNumbers.slice(0, rows.length),
      previews,
      errors: invalid.slice(0, 100).map((e) => ({ row: e.row, errors: e.errors, message: rowErrorText(request.locale, e.errors, labels) })),
      errorCount: invalid.length,
      limits: BULK_LIMITS,
    };
  });

  app.post("/", { preHandler: requireAdmin }, async (request, reply) => {
    const admin = currentUser(request);
    const form = await readForm(request);
    const template = await loadTemplate(app, form);
    const options = parseOptions(form.fields.options, template.design.digits);
    // "e-mail each recipient" is off unless the admin ticked it (emailRecipients=1); pdfMode attach|link.
    const email = form.fields.emailRecipients === "1" || form.fields.emailRecipients === "true" ? { pdf: form.fields.pdfMode === "link" ? ("link" as const) : ("attach" as const) } : undefined;
    const { jobId, total, mapping } = await enqueueBulk(app.db, { upload: form.upload!, template, mapping: form.fields.mapping, options, adminId: admin.id, locale: request.locale, email });
    await recordActivity(app.db, admin.id, "certificate.bulk", jobId);
    kickJobs(app);
    return reply.status(202).send({ jobId, total, mapping, statusUrl: `/api/admin/jobs/${jobId}`, resultUrl: `/api/admin/jobs/${jobId}/result.zip` });
  });
}
