// A bulk job's progress is counted from its certificates and row errors, not from stored counters.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { BULK_JOB_TYPE, BULK_ROWS_JOB_TYPE } from "./bulk-input.ts";
import { bulkJobCounts } from "./job-counts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function insertJob(id: string, type: string, fields: { done: number; total: number; errors: unknown[]; state?: "running" | "done" }) {
  const now = new Date().toISOString();
  await t.db
    .insertInto("jobs")
    .values({ id, type, state: fields.state ?? "running", payload: "{}", done: fields.done, total: fields.total, errors: JSON.stringify(fields.errors), result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now })
    .execute();
}

describe("bulk job counts", () => {
  it("come from the issued certificates and the row errors, whatever the counters say", async () => {
    const template = await buildCertificateTemplate(t.db);
    const jobId = randomUUID();
    // 6 data rows (file rows 2..7): row 2 unreadable (parent), row 5 refused by a slice, rows 3, 4, 6
    // issued; the slice's and the parent's counters are stale, as after a kill -9 between a row and
    // its progress write.
    await insertJob(jobId, BULK_JOB_TYPE, { done: 1, total: 6, errors: [{ row: 2, errors: { date: "validation:date" } }] });
    await insertJob(`${jobId}:0000`, BULK_ROWS_JOB_TYPE, { done: 1, total: 5, errors: [{ row: 5, errors: { recipientName: "validation:required" } }] });
    const now = new Date().toISOString();
    for (const row of [3, 4, 6]) {
      await t.db
        .insertInto("certificates")
        .values({ id: randomUUID(), code: `CODE${row}${jobId.slice(0, 8)}`, template_id: template.id, revision_id: template.revisionId, owner_id: null, values: "{}", recipient_name: `r${row}`, options: "{}", issued_at: now, expires_at: null, revoked_at: null, revoked_reason: null, credential: null, job_id: jobId, job_row: row, view_count: 0, share_count: 0, created_at: now, updated_at: now })
        .execute();
    }
    const job = await t.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    const counts = await bulkJobCounts(t.db, job);
    expect(counts).toMatchObject({ total: 6, issued: 3, done: 5 });
    expect(counts.errors.map((e) => e.row)).toEqual([2, 5]);

    // What the admin sees answers the same counts.
    const res = await t.app.inject({ url: `/api/admin/jobs/${jobId}`, headers: { cookie: await adminCookie(t.db), "accept-language": "en" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 6, done: 5, issued: 3 });
    expect(res.json().errors.map((e: { row: number }) => e.row)).toEqual([2, 5]);
  });
});
