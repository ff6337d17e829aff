// A bulk job's PDFs: rendered by the slices and kept in job_files, each once; re-running a slice
// or the parent writes nothing twice; the result ZIP is streamed from the stored files with an
// exact Content-Length, the same bytes on every download; a job that stored a whole ZIP (before
// this design) is still answered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import JSZip from "jszip";
import type { FastifyInstance } from "fastify";
import { sharedDatabase, type SharedDatabase } from "../test/shared-database.ts";
import type { DbHandle } from "../db/index.ts";
import type { JobsTable } from "../db/schema.ts";
import { adminCookie } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { certificateJob } from "../services/certificates/context.ts";
import { blobStore } from "../storage/blobs.ts";
import { BulkPdfWriter } from "./bulk-pdfs.ts";
import { runBulkRows } from "./bulk-rows.ts";
import { runBulkCertificates } from "./bulk-certificates.ts";
import type { JobContext } from "../queue/runner.ts";

let shared: SharedDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let admin: string;
let templateId: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  handle = shared.handle;
  app = await shared.startApp();
  admin = await adminCookie(handle.db);
  templateId = (await buildCertificateTemplate(handle.db)).id;
});
afterAll(async () => shared?.close());

function upload(csv: string) {
  const boundary = "----bitaqa-bulk-pdfs";
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ""}\r\n\r\n${value}\r\n`;
  const payload = Buffer.from(
    part("templateId", templateId) + part("mapping", JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" })) + part("file", csv, "people.csv") + `--${boundary}--\r\n`,
  );
  return app.inject({ method: "POST", url: "/api/admin/certificates/bulk", payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: admin } });
}

async function waitDone(jobId: string): Promise<void> {
  const start = Date.now();
  for (;;) {
    const job = await handle.db.selectFrom("jobs").select("state").where("id", "=", jobId).executeTakeFirstOrThrow();
    if (job.state === "done") return;
    if (job.state === "failed" || Date.now() - start > 60_000) throw new Error(`job ${job.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs a job handler again by hand, as an instance that took the job over would. */
function ctxOf(job: JobsTable): JobContext {
  return { job, signal: new AbortController().signal, progress: async () => undefined };
}
const jobRow = (id: string) => handle.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const files = (jobId: string) => handle.db.selectFrom("job_files").select(["job_row", "name", "size", "created_at"]).where("job_id", "=", jobId).orderBy("job_row").execute();

async function download(jobId: string) {
  const res = await app.inject({ url: `/api/admin/jobs/${jobId}/result.zip`, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="certificates-${jobId.slice(0, 8)}.zip"`);
  expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  return res.rawPayload;
}

describe("bulk PDFs kept per row and streamed into the ZIP", () => {
  it("stores one PDF per certificate; re-running a slice or the parent writes no row or PDF twice", async () => {
    const lines = ["الاسم,الدورة,التاريخ"];
    for (let i = 1; i <= 60; i++) lines.push(`متدرب ${i},دورة السلامة,2026-03-20`);
    const res = await upload(lines.join("\n"));
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: string };
    await waitDone(jobId);

    const certs = await handle.db.selectFrom("certificates").selectAll().where("job_id", "=", jobId).orderBy("job_row").execute();
    expect(certs).toHaveLength(60);
    const stored = await files(jobId);
    expect(stored.map((f) => f.job_row)).toEqual(certs.map((c) => c.job_row));
    expect(stored[0].name).toBe(`0002-متدرب 1.pdf`);

    // The PDF a slice renders is the one the certificate's own download renders.
    const writer = await BulkPdfWriter.open(app, jobId);
    expect(await writer.renderJob(certs[0])).toEqual(await certificateJob(app, certs[0], "pdf"));

    const zip1 = await download(jobId);
    const parent = await jobRow(jobId);

    // A slice run again (e.g. by an instance that took it over after the first finished): nothing new.
    const slice = await jobRow(`${jobId}:0000`);
    await runBulkRows(app, ctxOf(slice));
    expect(await handle.db.selectFrom("certificates").select("id").where("job_id", "=", jobId).execute()).toHaveLength(60);
    expect(await files(jobId)).toEqual(stored);

    // A slice that stopped after issuing rows but before writing their PDFs renders exactly those.
    const lost = [certs[3].job_row!, certs[4].job_row!];
    await handle.db.deleteFrom("job_files").where("job_id", "=", jobId).where("job_row", "in", lost).execute();
    await runBulkRows(app, ctxOf(slice));
    const after = await files(jobId);
    expect(after.map((f) => f.job_row)).toEqual(stored.map((f) => f.job_row));
    expect(after.filter((f, i) => f.created_at !== stored[i].created_at).map((f) => f.job_row)).toEqual(lost);
    expect(await handle.db.selectFrom("certificates").select("id").where("job_id", "=", jobId).execute()).toHaveLength(60);

    // The parent run again answers the same report blob; the ZIP is the same bytes.
    const again = await runBulkCertificates(app, ctxOf(parent));
    expect(again.resultBlobId).toBe(parent.result_blob_id);
    const zip2 = await download(jobId);
    expect(zip2.equals(zip1)).toBe(true);

    const zip = await JSZip.loadAsync(zip2);
    const names = Object.keys(zip.files);
    expect(names.filter((n) => n.endsWith(".pdf"))).toHaveLength(60);
    expect(names.at(-1)).toBe("certificates-report.csv");
    expect((await zip.file(names[0])!.async("nodebuffer")).subarray(0, 5).toString()).toBe("%PDF-");
    const report = await zip.file("certificates-report.csv")!.async("string");
    expect(report.replace(/^\uFEFF/, "").trim().split("\r\n")).toHaveLength(61);
  }, 120_000);

  it("answers a job that stored its whole ZIP as its result (finished before PDFs were kept per row)", async () => {
    const bytes = Buffer.from("PK\u0005\u0006" + "\u0000".repeat(18), "latin1");
    const blobId = await blobStore(handle.db).put(bytes, "application/zip", null);
    const id = "22222222-2222-4222-8222-222222222222";
    const now = new Date().toISOString();
    await handle.db.insertInto("jobs").values({ id, type: "certificates.bulk", state: "done", payload: "{}", done: 0, total: 0, errors: "[]", result_blob_id: blobId, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now }).execute();
    expect((await download(id)).equals(bytes)).toBe(true);
  });
});
