// GET /api/admin/jobs/{id} → { id, type, state, done, total, issued, errors[], resultUrl } (row
// errors translated to the request's language) · GET /api/admin/jobs/{id}/result.zip (when done).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { JobAnswer } from "../../../../../shared/api/certificates.ts";
import { requireAdmin } from "../../../../policies/auth.ts";
import { certError, useNamespacedErrors } from "../../../../services/certificates/errors.ts";
import { BULK_JOB_TYPE, rowErrorText } from "../../../../jobs/bulk-certificates.ts";
import { bulkJobCounts } from "../../../../jobs/job-counts.ts";
import { openResultZip } from "../../../../jobs/bulk-result.ts";
import type { RowError } from "../../../../bulk/mapping.ts";

const params = z.object({ id: z.string().uuid() });

export default async function jobsRoutes(app: FastifyInstance) {
  useNamespacedErrors(app);

  async function load(raw: unknown) {
    const parsed = params.safeParse(raw);
    if (!parsed.success) throw certError(404, "certificates:jobNotFound");
    const job = await app.db.selectFrom("jobs").selectAll().where("id", "=", parsed.data.id).executeTakeFirst();
    if (!job) throw certError(404, "certificates:jobNotFound");
    return job;
  }

  app.get("/:id", { preHandler: requireAdmin }, async (request): Promise<JobAnswer> => {
    const job = await load(request.params);
    // A bulk job's counts come from its certificates and row errors, never from counters a crash can skew.
    const counts = job.type === BULK_JOB_TYPE ? await bulkJobCounts(app.db, job) : { done: job.done, total: job.total, issued: 0, errors: JSON.parse(job.errors || "[]") as RowError[] };
    return {
      id: job.id,
      type: job.type,
      state: job.state,
      done: counts.done,
      total: counts.total,
      issued: counts.issued,
      errors: counts.errors.map((e) => ({ row: e.row, errors: e.errors, message: rowErrorText(request.locale, e.errors) })),
      resultUrl: job.state === "done" && job.result_blob_id ? `/api/admin/jobs/${job.id}/result.zip` : null,
      createdAt: job.created_at,
      updatedAt: job.updated_at,
    };
  });

  app.get("/:id/result.zip", { preHandler: requireAdmin }, async (request, reply) => {
    const job = await load(request.params);
    if (job.state !== "done" || !job.result_blob_id) throw certError(409, "certificates:resultNotReady");
    // Streamed from the stored PDFs a batch at a time (jobs/bulk-result.ts), with its exact length.
    const zip = await openResultZip(app, job);
    if (!zip) throw certError(404, "certificates:jobNotFound");
    reply.header("Content-Disposition", `attachment; filename="certificates-${job.id.slice(0, 8)}.zip"`);
    reply.header("Cache-Control", "private, no-store");
    if (zip.size !== undefined) reply.header("Content-Length", zip.size);
    return reply.type("application/zip").send(zip.stream);
  });
}
