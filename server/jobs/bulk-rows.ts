// The "certificates.bulk.rows" job: issues one slice of a bulk job's good rows, in order. Slices
// are separate job rows, so several instances (machines) share one big upload. Certificates carry
// the PARENT job id and the file's row number: the unique (job_id, job_row) index means a slice
// that is resumed or taken over after a crash skips what it already issued. Each certificate's PDF
// is rendered as soon as it is signed (bulk-pdfs.ts) and kept in `job_files`, so the slices (on
// every instance) do all the rendering and the parent only streams stored files into the ZIP.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RowError } from "../bulk/mapping.ts";
import { splitRowValues } from "../services/certificates/bulk-rows.ts";
import { issueCertificate, type IssueContext } from "../services/certificates/issue-certificate.ts";
import { signPoolFor } from "./sign-pool.ts";
import { issueContext } from "../services/certificates/context.ts";
import { HttpError } from "../errors.ts";
import { loadBulkInput, type BulkRowsPayload } from "./bulk-input.ts";
import { mailBulkCertificates } from "../services/email/certificate-mail.ts";
import { throwIfAborted, type JobContext } from "../queue/runner.ts";
import { BulkPdfWriter } from "./bulk-pdfs.ts";
import { jobFileRows } from "../storage/job-files.ts";
import { BULK_JOB_TYPE } from "./bulk-input.ts";

const PROGRESS_EVERY = 10;

function errorKeysOf(err: unknown): Record<string, string> | null {
  if (err instanceof z.ZodError) {
    const out: Record<string, string> = {};
    for (const issue of err.issues) out[String(issue.path[0] ?? "row")] ??= issue.message;
    return out;
  }
  if (err instanceof HttpError && err.statusCode < 500) return err.fields ?? { row: err.messageKey.includes(":") ? err.messageKey : `server:${err.messageKey}` };
  return null;
}

export async function runBulkRows(app: FastifyInstance, ctx: JobContext): Promise<{ resultBlobId: null }> {
  const { parentId, rows } = JSON.parse(ctx.job.payload) as BulkRowsPayload;
  const input = await loadBulkInput(app, parentId);
  const wanted = new Set(rows);
  const mine = input.valid.filter((r) => wanted.has(r.row));
  const issued = new Set(
    (await app.db.selectFrom("certificates").select("job_row").where("job_id", "=", parentId).where("job_row", "in", rows.length ? rows : [-1]).execute()).map((r) => Number(r.job_row)),
  );
  const errors = new Map<number, RowError>((JSON.parse(ctx.job.errors || "[]") as RowError[]).map((e) => [e.row, e]));
  const sorted = () => [...errors.values()].sort((a, b) => a.row - b.row);
  let done = mine.filter((r) => issued.has(r.row) || errors.has(r.row)).length;
  await ctx.progress({ total: mine.length, done });

  const base = await issueContext(app);
  const signer = await signPoolFor(app, base.issuer);
  const issue: IssueContext = { ...base, sign: (unsigned, options) => signer.sign(unsigned, options) };
  const maxInFlight = 2 * Math.max(1, app.config.renderWorkers) + 1;
  const pdfs = await BulkPdfWriter.open(app, parentId);
  const inFlight = new Set<Promise<void>>();
  try {
    // Resumed: rows issued before the stop whose PDF was not written yet.
    const withPdf = await jobFileRows(app.db, parentId, rows);
    const missing = [...issued].filter((r) => !withPdf.has(r));
    if (missing.length) {
      const certs = await app.db.selectFrom("certificates").selectAll().where("job_id", "=", parentId).where("job_row", "in", missing).orderBy("job_row").execute();
      for (const cert of certs) await pdfs.add(cert);
    }
    // Several rows in flight: each is signed on a worker thread (sign-pool.ts) and its PDF rendered
    // on a render worker, so the main thread only prepares rows and writes them.
    let failure: unknown;
    let sinceProgress = 0;
    const issueRow = async (row: (typeof mine)[number]) => {
      const { values, recipientName, recipientEmail } = splitRowValues(input.fields, row.values);
      try {
        const cert = await issueCertificate(issue, { template: input.template, values, recipientName, recipientEmail, options: input.payload.options, ownerId: input.payload.ownerId, provenance: { issuedBy: "bulk" }, jobId: parentId, jobRow: row.row, locale: input.payload.locale, expiryReminders: !!input.payload.email });
        await pdfs.add(cert);
      } catch (err) {
        const keys = errorKeysOf(err);
        if (!keys) throw err;
        errors.set(row.row, { row: row.row, errors: keys });
      }
      done++;
      sinceProgress++;
    };
    for (const row of mine) {
      throwIfAborted(ctx.signal);
      if (failure !== undefined) break;
      if (issued.has(row.row) || errors.has(row.row)) continue;
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
      const task: Promise<void> = issueRow(row)
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
      // Yield so HTTP requests are served between rows.
      await new Promise((resolve) => setImmediate(resolve));
      if (sinceProgress >= PROGRESS_EVERY) {
        sinceProgress = 0;
        await ctx.progress({ done, errors: sorted() });
      }
    }
    await Promise.all(inFlight);
    if (failure !== undefined) throw failure;
    await pdfs.finish();
  } finally {
    // Stopped half-way: let the rows in flight land (each is idempotent) before the slice lets go.
    await Promise.all(inFlight);
    await pdfs.settle();
  }
  await ctx.progress({ done, errors: sorted() });
  // Idempotent: a resumed slice queues only the e-mails still missing.
  if (input.payload.email) await mailBulkCertificates(app, parentId, rows, { locale: input.payload.locale, pdf: input.payload.email.pdf, createdBy: ctx.job.created_by });
  await wakeParentIfLast(app, parentId, ctx.job.id);
  return { resultBlobId: null };
}

/** The last slice to finish wakes its waiting parent at once (it would look again within a second). */
async function wakeParentIfLast(app: FastifyInstance, parentId: string, sliceId: string): Promise<void> {
  const open = await app.db.selectFrom("jobs").select("id").where("id", "like", `${parentId}:%`).where("id", "!=", sliceId).where("state", "!=", "done").limit(1).execute();
  if (open.length > 0) return;
  await app.db.updateTable("jobs").set({ locked_until: null }).where("id", "=", parentId).where("type", "=", BULK_JOB_TYPE).where("state", "=", "running").where("locked_by", "is", null).execute();
}
