// The "certificates.bulk.rows" job: issues one slice of a bulk job's good rows, in order. Slices
// are separate job rows, so several instances (machines) share one big upload. Certificates carry
// the PARENT job id and the file's row number: the unique (job_id, job_row) index means a slice
// that is resumed or taken over after a crash skips what it already issued.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RowError } from "../bulk/mapping.ts";
import { splitRowValues } from "../services/certificates/bulk-rows.ts";
import { issueCertificate } from "../services/certificates/issue-certificate.ts";
import { issueContext } from "../services/certificates/context.ts";
import { HttpError } from "../http/errors.ts";
import { loadBulkInput, type BulkRowsPayload } from "./bulk-input.ts";
import { mailBulkCertificates } from "../services/email/certificate-mail.ts";
import { throwIfAborted, type JobContext } from "./runner.ts";

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

  const issue = await issueContext(app);
  let sinceProgress = 0;
  for (const row of mine) {
    throwIfAborted(ctx.signal);
    if (issued.has(row.row) || errors.has(row.row)) continue;
    const { values, recipientName, recipientEmail } = splitRowValues(input.fields, row.values);
    try {
      await issueCertificate(issue, { template: input.template, values, recipientName, recipientEmail, options: input.payload.options, ownerId: input.payload.ownerId, jobId: parentId, jobRow: row.row });
    } catch (err) {
      const keys = errorKeysOf(err);
      if (!keys) throw err;
      errors.set(row.row, { row: row.row, errors: keys });
    }
    done++;
    // Signing is CPU work in promise chains: yield so HTTP requests are served between rows.
    await new Promise((resolve) => setImmediate(resolve));
    if (++sinceProgress >= PROGRESS_EVERY) {
      sinceProgress = 0;
      await ctx.progress({ done, errors: sorted() });
    }
  }
  await ctx.progress({ done, errors: sorted() });
  // Idempotent: a resumed slice queues only the e-mails still missing.
  if (input.payload.email) await mailBulkCertificates(app, parentId, rows, { locale: input.payload.locale, pdf: input.payload.email.pdf, createdBy: ctx.job.created_by });
  return { resultBlobId: null };
}
