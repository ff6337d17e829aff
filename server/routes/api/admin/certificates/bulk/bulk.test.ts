import { afterAll, beforeAll, describe, expect, it } from "vitest";
import JSZip from "jszip";
import { sharedDatabase, type SharedDatabase } from "../../../../../test/shared-database.ts";
import type { DbHandle } from "../../../../../db/index.ts";
import type { FastifyInstance } from "fastify";
import { adminCookie, signedInUser } from "../../../../../test/factories.ts";
import { buildCertificateTemplate } from "../../../certificates/test-template.ts";
import { jobRunnerOf } from "../../../../../jobs/index.ts";
import { multipartForm as multipart } from "../../../../../test/multipart.ts";

let shared: SharedDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let admin: string;
let templateId: string;
const startApp = () => shared.startApp();

beforeAll(async () => {
  shared = await sharedDatabase();
  handle = shared.handle;
  app = await startApp();
  admin = await adminCookie(handle.db);
  templateId = (await buildCertificateTemplate(handle.db)).id;
});
afterAll(async () => shared?.close());

const MAPPING = JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" });

/** 200 rows: row 10 has no name, row 20 an impossible date, row 30 a formula-looking name. */
function csv200(): string {
  const lines = ["الاسم,الدورة,التاريخ"];
  for (let i = 1; i <= 200; i++) {
    const row = i + 1;
    const name = row === 10 ? "" : row === 30 ? "=HYPERLINK(\"http://evil\")" : `متدرب رقم ${i}`;
    const date = row === 20 ? "2026-02-31" : "2026-03-20";
    lines.push(`"${name.replace(/"/g, '""')}",دورة السلامة,${date}`);
  }
  return lines.join("\n");
}

function upload(url: string, file: string | Buffer, extra: { name: string; value: string }[] = [], cookie = admin, filename = "people.csv") {
  const { payload, headers } = multipart([{ name: "templateId", value: templateId }, ...extra, { name: "file", value: file, filename, type: "text/csv" }]);
  return app.inject({ method: "POST", url, payload, headers: { ...headers, cookie } });
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 50_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, Buffer>();
  for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) files.set(name, await entry.async("nodebuffer"));
  return files;
}

const jobState = (id: string, a = app) => a.inject({ url: `/api/admin/jobs/${id}`, headers: { cookie: admin } }).then((r) => r.json());

describe("bulk preview", () => {
  it("answers headers, the suggested mapping, first rows rendered and per-row errors", async () => {
    const res = await upload("/api/admin/certificates/bulk/preview", csv200());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.headers).toEqual(["الاسم", "الدورة", "التاريخ"]);
    expect(body.suggestedMapping).toMatchObject({ course: "الدورة", date: "التاريخ" });
    expect(body.mappingErrors).toHaveProperty("recipientName"); // "الاسم" is not the field's label
    expect(body.errors).toEqual([]);
    expect(body.total).toBe(200);
    expect(body.rows).toHaveLength(5);
    expect(body.previews).toHaveLength(5);
    expect(body.previews[0]).toMatch(/^data:image\/png;base64,iVBOR/);
    const mapped = (await upload("/api/admin/certificates/bulk/preview", csv200(), [{ name: "mapping", value: MAPPING }])).json();
    expect(mapped.mappingErrors).toEqual({});
    expect(mapped.errors.map((e: { row: number }) => e.row)).toEqual([10, 20]);
    expect(mapped.errorCount).toBe(2);
    expect(mapped.errors[1].message).toContain("التاريخ");
  });
});

describe("bulk issuance refusals change nothing", () => {
  it("refuses non-admins (403/401), bad files and bad mappings with translated messages", async () => {
    const jobsBefore = (await handle.db.selectFrom("jobs").select("id").execute()).length;
    const user = await signedInUser(handle.db);
    expect((await upload("/api/admin/certificates/bulk", csv200(), [{ name: "mapping", value: MAPPING }], user.cookie)).statusCode).toBe(403);
    expect((await upload("/api/admin/certificates/bulk", csv200(), [{ name: "mapping", value: MAPPING }], "")).statusCode).toBe(401);
    const pdf = await upload("/api/admin/certificates/bulk", Buffer.from("%PDF-1.7 nope"), [{ name: "mapping", value: MAPPING }], admin, "x.pdf");
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().code).toBe("unsupported_file");
    expect(pdf.json().message).toMatch(/CSV/);
    const latin1 = await upload("/api/admin/certificates/bulk", Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xe8, 0x0a]), [{ name: "mapping", value: MAPPING }]);
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().code).toBe("not_utf8");
    const big = "الاسم,الدورة\n" + "أحمد,دورة\n".repeat(100_000);
    const tooMany = await upload("/api/admin/certificates/bulk", big, [{ name: "mapping", value: MAPPING }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe("too_many_rows");
    expect(tooMany.json().message).toContain("5000");
    const oversized = await upload("/api/admin/certificates/bulk", Buffer.alloc(5 * 1024 * 1024 + 10, "a"), [{ name: "mapping", value: MAPPING }]);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe("too_large");
    const badMapping = await upload("/api/admin/certificates/bulk", csv200(), [{ name: "mapping", value: JSON.stringify({ course: "nope" }) }], admin);
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().fields).toHaveProperty("recipientName");
    expect((await handle.db.selectFrom("jobs").select("id").execute()).length).toBe(jobsBefore);
    expect((await handle.db.selectFrom("blobs").select("id").where("content_type", "=", "text/csv").execute()).length).toBe(0);
  });
});

describe("bulk issuance of 200 rows", () => {
  it("issues good rows, reports bad ones, survives a restart mid-job, and answers a ZIP of PDFs + report", async () => {
    const started = Date.now();
    const res = await upload("/api/admin/certificates/bulk", csv200(), [{ name: "mapping", value: MAPPING }]);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    // Restart while the job runs: close this instance once some rows are issued.
    await waitFor(() => jobState(jobId), (j) => j.issued >= 20);
    await app.close();
    const mid = await handle.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    const issuedBefore = (await handle.db.selectFrom("certificates").select("id").where("job_id", "=", jobId).execute()).length;
    expect(issuedBefore).toBeLessThan(198);
    // Leases released on shutdown: nothing of this upload is held by the stopped instance.
    const held = await handle.db.selectFrom("jobs").select(["id", "locked_by"]).where("id", "like", `${jobId}%`).where("state", "=", "running").execute();
    expect(held.every((j) => j.locked_by === null)).toBe(true);
    app = await startApp();
    const final = await waitFor(() => jobState(jobId), (j) => j.state === "done" || j.state === "failed");
    const elapsed = Date.now() - started;
    console.log(`bulk 200: ${elapsed} ms (issued before restart: ${issuedBefore}, state mid-job: ${mid.state})`);
    expect(final).toMatchObject({ state: "done", total: 200, done: 200, issued: 198 });
    expect(final.errors.map((e: { row: number }) => e.row)).toEqual([10, 20]);
    expect(final.errors[0].errors).toHaveProperty("recipientName");
    expect(final.errors[1].errors).toHaveProperty("date");
    expect(final.errors[0].message).toBeTruthy();
    // No row issued twice across the restart.
    const rows = await handle.db.selectFrom("certificates").select("job_row").where("job_id", "=", jobId).execute();
    expect(new Set(rows.map((r) => r.job_row)).size).toBe(rows.length);
    expect(rows.length).toBe(198);

    const zipRes = await app.inject({ url: `/api/admin/jobs/${jobId}/result.zip`, headers: { cookie: admin } });
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers["content-type"]).toBe("application/zip");
    const files = await unzip(zipRes.rawPayload);
    const pdfs = [...files.keys()].filter((n) => n.endsWith(".pdf"));
    expect(pdfs).toHaveLength(198);
    expect(files.get(pdfs[0])!.subarray(0, 5).toString()).toBe("%PDF-");
    const report = files.get("certificates-report.csv")!.toString("utf8");
    const lines = report.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(201);
    expect(report).toContain("'=HYPERLINK"); // formula neutralised
    const issuedLine = lines.find((l) => l.startsWith("2,"))!;
    const code = /([0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5})/.exec(issuedLine)![1];
    expect(issuedLine).toContain(`http://localhost:3000/certificates/verify/${code}`);
    expect((await app.inject({ url: `/api/certificates/verify/${code}` })).json().status).toBe("valid");
  }, 90_000);

  it("splits a big upload into slices that several instances share", async () => {
    const second = await startApp();
    try {
      const res = await upload("/api/admin/certificates/bulk", csv200(), [{ name: "mapping", value: MAPPING }]);
      expect(res.statusCode).toBe(202);
      const { jobId } = res.json();
      const slices = () => handle.db.selectFrom("jobs").select(["id", "state", "locked_by"]).where("id", "like", `${jobId}:%`).orderBy("id").execute();
      await waitFor(slices, (s) => s.length > 0);
      jobRunnerOf(second)!.kick(); // the other machine wakes up (it would on its next poll anyway)
      const final = await waitFor(() => jobState(jobId), (j) => j.state === "done" || j.state === "failed");
      expect(final).toMatchObject({ state: "done", done: 200, issued: 198 });
      const done = await slices();
      expect(done.length).toBe(4); // 198 good rows, 50 per slice
      expect(done.every((s) => s.state === "done")).toBe(true);
      expect(new Set(done.map((s) => s.locked_by)).size).toBe(2);
      const rows = await handle.db.selectFrom("certificates").select("job_row").where("job_id", "=", jobId).execute();
      expect(new Set(rows.map((r) => r.job_row)).size).toBe(198);
    } finally {
      await second.close();
    }
  }, 90_000);

  it("answers 404 for unknown jobs, 409 for unfinished results, 403 for non-admins", async () => {
    expect((await app.inject({ url: "/api/admin/jobs/00000000-0000-4000-8000-000000000000", headers: { cookie: admin } })).statusCode).toBe(404);
    const user = await signedInUser(handle.db);
    expect((await app.inject({ url: "/api/admin/jobs/00000000-0000-4000-8000-000000000000", headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const now = new Date().toISOString();
    await handle.db.insertInto("jobs").values({ id: "11111111-1111-4111-8111-111111111111", type: "other.kind", state: "queued", payload: "{}", done: 0, total: 0, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now }).execute();
    const res = await app.inject({ url: "/api/admin/jobs/11111111-1111-4111-8111-111111111111/result.zip", headers: { cookie: admin, "accept-language": "en" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not finished/);
  });
});
