// The "certificates.bulk" job (the parent of an upload): splits the good rows into slices
// ("certificates.bulk.rows" jobs, see bulk-rows.ts) that any instance may claim, so several
// machines share one big upload; then wakes up now and then to count the issued rows and the
// slices' errors, and when all are done writes the CSV report (codes + verify links, and why each
// bad row was skipped) as its result blob. The slices rendered and stored every PDF; the ZIP of
// PDFs + report is streamed from them on download (bulk-result.ts). Every step is idempotent: slice ids are derived from
// the parent id, and certificates are unique per (job_id, job_row), so restarts repeat nothing.
import type { FastifyInstance } from "fastify";
import { issuedReportCsv, type IssuedReportRow } from "../bulk/csvExport.ts";
import type { RowError } from "../bulk/mapping.ts";
import { certificateUrls } from "../../shared/certificates/urls.ts";
import { t } from "../i18n.ts";
import { parseMessage } from "../../shared/api/validation.ts";
import type { Locale } from "../../shared/limits.ts";
import { BULK_ROWS_JOB_TYPE, loadBulkInput, type BulkJobPayload, type BulkRowsPayload } from "./bulk-input.ts";
import { throwIfAborted, type JobContext, type JobResult } from "../queue/runner.ts";
import { bulkJobCounts } from "./job-counts.ts";
import { blobStore } from "../storage/blobs.ts";
import { BulkPdfWriter } from "./bulk-pdfs.ts";
import { BULK_REPORT_CONTENT_TYPE } from "./bulk-result.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { kickJobs } from "../queue/wake.ts";

export { BULK_JOB_TYPE, type BulkJobPayload } from "./bulk-input.ts";

/** Slices hold at least this many rows, and one upload makes at most BULK_MAX_SLICES of them. */
export const BULK_SLICE_MIN_ROWS = 50;
export const BULK_MAX_SLICES = 20;
/** How often a waiting parent looks at its slices. */
const WAKE_MS = 1000;

/** Translates a row's error keys ("validation:max|200") into one line for the report. */
export function rowErrorText(locale: Locale, errors: Record<string, string>, labels: Record<string, string> = {}): string {
  return Object.entries(errors)
    .map(([field, key]) => {
      const { key: k, params } = parseMessage(key);
      return `${labels[field] ?? field}: ${t(locale, k, params)}`;
    })
    .join("؛ ");
}

export function sliceRows(rows: readonly number[], minRows = BULK_SLICE_MIN_ROWS, maxSlices = BULK_MAX_SLICES): number[][] {
  const size = Math.max(minRows, Math.ceil(rows.length / maxSlices));
  const slices: number[][] = [];
  for (let i = 0; i < rows.length; i += size) slices.push(rows.slice(i, i + size));
  return slices;
}

export const sliceId = (parentId: string, index: number) => `${parentId}:${String(index).padStart(4, "0")}`;

export async function runBulkCertificates(app: FastifyInstance, ctx: JobContext): Promise<JobResult> {
  const parentId = ctx.job.id;
  let slices = await app.db.selectFrom("jobs").select(["id", "state", "done", "total", "errors"]).where("id", "like", `${parentId}:%`).orderBy("id").execute();
  if (slices.length === 0) {
    const input = await loadBulkInput(app, parentId);
    const parts = sliceRows(input.valid.map((r) => r.row));
    const now = new Date().toISOString();
    await app.db.transaction().execute(async (trx) => {
      for (const [i, rows] of parts.entries()) {
        const payload: BulkRowsPayload = { parentId, rows };
        await trx
          .insertInto("jobs")
          .values({ id: sliceId(parentId, i), type: BULK_ROWS_JOB_TYPE, state: "queued", payload: JSON.stringify(payload), done: 0, total: rows.length, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: ctx.job.created_by, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      }
    });
    await ctx.progress({ total: input.sheet.rows.length, done: input.invalid.length, errors: input.invalid });
    if (parts.length > 0) return { rescheduleMs: 0 };
    slices = [];
  }
  if (slices.some((s) => s.state === "failed")) throw new Error("a slice of the bulk job failed");
  // Counted from the certificates and row errors (a slice's own counter lags after a crash).
  const fresh = await app.db.selectFrom("jobs").select(["id", "total", "errors"]).where("id", "=", parentId).executeTakeFirstOrThrow();
  const counts = await bulkJobCounts(app.db, fresh);
  const errors = new Map<number, RowError>(counts.errors.map((e) => [e.row, e]));
  await ctx.progress({ done: counts.done, errors: counts.errors });
  if (!slices.every((s) => s.state === "done")) return { rescheduleMs: WAKE_MS };

  throwIfAborted(ctx.signal);
  const input = await loadBulkInput(app, parentId);
  const nameColumn = input.sheet.headers.indexOf(input.payload.mapping.recipientName ?? "");
  const names = new Map(input.sheet.rowNumbers.map((row, i) => [row, nameColumn >= 0 ? (input.sheet.rows[i][nameColumn] ?? "").trim() : ""]));
  const labels = input.fields.map((f) => [f.name, f.label[input.payload.locale] || f.label.ar] as const);
  await renderMissingPdfs(app, ctx);
  const resultBlobId = await writeReport(app, ctx, input.payload, labels, names, errors);
  // A stable id: a job finished again after a crash sends the same event, not a second one.
  const issued = await app.db.selectFrom("certificates").select((eb) => eb.fn.countAll<number>().as("n")).where("job_id", "=", parentId).executeTakeFirstOrThrow();
  await emitWebhookEvent(app.db, "bulk.completed", { job: { id: parentId, issued: Number(issued.n), failed: errors.size, total: fresh.total } }, { id: `msg_bulk_${parentId}` });
  kickJobs(app);
  return { resultBlobId };
}

/** Slices store each PDF before they finish; this only finds work for jobs that a server older than
 * that design started (their certificates issued, no PDFs stored). */
async function renderMissingPdfs(app: FastifyInstance, ctx: JobContext): Promise<void> {
  const missing = await app.db
    .selectFrom("certificates as c")
    .leftJoin("job_files as f", (join) => join.onRef("f.job_id", "=", "c.job_id").onRef("f.job_row", "=", "c.job_row"))
    .selectAll("c")
    .where("c.job_id", "=", ctx.job.id)
    .where("f.job_row", "is", null)
    .orderBy("c.job_row")
    .execute();
  if (missing.length === 0) return;
  const pdfs = await BulkPdfWriter.open(app, ctx.job.id);
  try {
    for (const cert of missing) {
      throwIfAborted(ctx.signal);
      await pdfs.add(cert);
    }
    await pdfs.finish();
  } finally {
    await pdfs.settle();
  }
}

async function writeReport(
  app: FastifyInstance,
  ctx: JobContext,
  payload: BulkJobPayload,
  labels: (readonly [string, string])[],
  names: Map<number, string>,
  errors: Map<number, RowError>,
): Promise<string> {
  // Only what the report shows (not the signed credentials: a few KB each).
  const certificates = await app.db.selectFrom("certificates").select(["id", "code", "recipient_name", "job_row"]).where("job_id", "=", ctx.job.id).execute();
  const byRow = new Map(certificates.map((c) => [Number(c.job_row), c]));
  const labelMap = Object.fromEntries(labels);
  const report: IssuedReportRow[] = [];
  for (const row of names.keys()) {
    const cert = byRow.get(row);
    const error = errors.get(row);
    if (cert) {
      const urls = certificateUrls(app.config.publicUrl, cert.id, cert.code);
      report.push({ row, recipient: cert.recipient_name, code: urls.code, verifyUrl: urls.verifyUrl });
    } else if (error) {
      report.push({ row, recipient: names.get(row) ?? "", error: rowErrorText(payload.locale, error.errors, labelMap) });
    }
  }
  const tr = (key: string) => t(payload.locale, `bulk:${key}`);
  const csv = issuedReportCsv(
      report,
      { row: tr("reportRow"), recipient: tr("reportRecipient"), code: tr("reportCode"), verifyUrl: tr("reportVerifyUrl"), status: tr("reportStatus"), error: tr("reportError") },
      { issued: tr("reportIssued"), skipped: tr("reportSkipped") },
  );
  return blobStore(app.db).put(Buffer.from(csv, "utf8"), BULK_REPORT_CONTENT_TYPE, null);
}
