// Bulk issuance bench: 1,000 Arabic rows through the real HTTP path (app.inject): sign in as the
// admin, upload a CSV for a seeded A4 certificate template, poll GET /api/admin/jobs/{id} until the
// job is done, download the ZIP. Fresh SQLite FILE (WAL, as in production) in a temp dir, 2 render
// workers. Goal: < 60 s on 2 cores. BENCH_PG=postgres://… runs the same on PostgreSQL afterwards
// (in a throwaway schema, dropped at the end).
import "../server/process-env.ts"; // first: env read by native addons when they load
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createDb, type DbHandle } from "../server/db/index.ts";

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 1000);
const GOAL_S = 60;
const TEMPLATE_SEED = "certificate-training-completion"; // A4 landscape, fields: recipientName, course, date
const ADMIN = { username: "bench-admin", email: "bench@example.com", password: "bench-password-123" };

const FIRST = ["محمد", "فاطمة", "عبدالله", "نورة", "خالد", "سارة", "يوسف", "مريم", "أحمد", "ريم", "عمر", "هند", "إبراهيم", "لطيفة"];
const LAST = ["العتيبي", "الشمري", "القحطاني", "الحربي", "الزهراني", "الغامدي", "الدوسري", "المطيري", "السبيعي", "الأنصاري"];
const COURSES = ["أساسيات تصميم تجربة المستخدم", "السلامة المهنية في بيئة العمل", "مهارات القيادة الإدارية", "تحليل البيانات بلغة بايثون", "الإسعافات الأولية"];

/** Arabic CSV: الاسم,الدورة,التاريخ — names made unique with a row number in Arabic-Indic digits. */
export function arabicCsv(rows: number): string {
  const lines = ["الاسم,الدورة,التاريخ"];
  for (let i = 0; i < rows; i++) {
    const n = (i + 1).toLocaleString("ar-EG", { useGrouping: false });
    const name = `${FIRST[i % FIRST.length]} ${FIRST[(i * 7 + 3) % FIRST.length]} ${LAST[i % LAST.length]} ${n}`;
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`${name},${COURSES[i % COURSES.length]},2026-03-${day}`);
  }
  return lines.join("\n") + "\n";
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----bitaqa-bench-${randomBytes(6).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A throwaway PostgreSQL schema (as server/test/app.ts does), dropped by destroy(). */
function pgHandle(url: string): DbHandle {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  let created: Promise<void> | undefined;
  const ensure = () =>
    (created ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
    })());
  const handle = createDb({ databaseUrl: url, sqlitePath: ":memory:", pgSchema: schema, poolMax: 10 });
  return {
    ...handle,
    ready: ensure,
    async destroy() {
      await handle.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  } as DbHandle & { ready: () => Promise<void> };
}

/** Entry count of a ZIP from its end-of-central-directory record (no comment, not ZIP64 here). */
function zipEntryCount(zip: Buffer): number {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return eocd < 0 ? -1 : zip.readUInt16LE(eocd + 10);
}

export interface BulkResult {
  db: string;
  rows: number;
  issued: number;
  uploadMs: number;
  issuedMs: number;
  zipReadyMs: number;
  totalMs: number;
  zipBytes: number;
  /** files in the ZIP (PDFs + the report CSV), read from its end-of-central-directory record */
  zipEntries: number;
  pass: boolean;
}

export async function runBulkBench(databaseUrl?: string): Promise<BulkResult> {
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-bench-bulk-"));
  const config = loadConfig(
    { PORT: "3000", PUBLIC_URL: "http://localhost:3000", DATA_DIR: dir, LOG_LEVEL: "silent", WEB_DIR: path.join(dir, "no-web"), RENDER_WORKERS: "2" },
    { admin: { ...ADMIN } },
  );
  let handle: DbHandle | undefined;
  if (databaseUrl) {
    handle = pgHandle(databaseUrl);
    await (handle as DbHandle & { ready: () => Promise<void> }).ready();
  } else {
    handle = createDb({ sqlitePath: config.sqlitePath }); // a real file, journal_mode=WAL
  }
  const dbLabel = databaseUrl ? "PostgreSQL" : `SQLite file (WAL) ${config.sqlitePath}`;
  // buildApp migrates and seeds (categories, admin, the demo templates).
  const app = await buildApp({ config, db: handle, logger: false });
  try {
    await app.ready();
    const template = await app.db.selectFrom("templates").select("id").where("seed_key", "=", TEMPLATE_SEED).executeTakeFirstOrThrow();
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: ADMIN.username, password: ADMIN.password } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const cookie = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).join("; ");

    const csv = arabicCsv(ROWS);
    const { payload, headers } = multipart([
      { name: "templateId", value: template.id },
      { name: "mapping", value: JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }) },
      { name: "file", value: csv, filename: "المتدربون.csv", type: "text/csv" },
    ]);
    const t0 = performance.now();
    const res = await app.inject({ method: "POST", url: "/api/admin/certificates/bulk", payload, headers: { ...headers, cookie } });
    if (res.statusCode !== 202) throw new Error(`bulk upload answered ${res.statusCode}: ${res.body}`);
    const uploadMs = performance.now() - t0;
    const { jobId } = res.json() as { jobId: string };

    let issuedMs = 0;
    let job: { state: string; issued: number; done: number; total: number; errors: unknown[] };
    for (;;) {
      job = (await app.inject({ url: `/api/admin/jobs/${jobId}`, headers: { cookie } })).json();
      if (!issuedMs && job.issued >= ROWS) issuedMs = performance.now() - t0;
      if (job.state === "done" || job.state === "failed") break;
      if (performance.now() - t0 > 10 * 60_000) throw new Error("bulk job did not finish in 10 minutes");
      await new Promise((r) => setTimeout(r, 200));
    }
    const zipReadyMs = performance.now() - t0;
    if (job.state !== "done") throw new Error(`bulk job ${job.state}: ${JSON.stringify(job.errors).slice(0, 300)}`);
    const zip = await app.inject({ url: `/api/admin/jobs/${jobId}/result.zip`, headers: { cookie } });
    if (zip.statusCode !== 200) throw new Error(`result.zip answered ${zip.statusCode}`);
    const totalMs = performance.now() - t0;
    const zipEntries = zipEntryCount(zip.rawPayload);
    // Rows issued at the end of a poll interval: fall back to the ZIP time if never seen mid-job.
    return { db: dbLabel, rows: ROWS, issued: job.issued, uploadMs, issuedMs: issuedMs || zipReadyMs, zipReadyMs, totalMs, zipBytes: zip.rawPayload.length, zipEntries, pass: job.issued === ROWS && zipEntries === ROWS + 1 && totalMs < GOAL_S * 1000 };
  } finally {
    await app.close();
    await handle.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printBulk(r: BulkResult): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`  database                 ${r.db}`);
  console.log(`  certificates issued      ${r.issued} / ${r.rows}`);
  console.log(`  upload answered (202)    ${s(r.uploadMs)}`);
  console.log(`  all rows issued          ${s(r.issuedMs)}   (signed credentials in the database)`);
  console.log(`  ZIP ready (job done)     ${s(r.zipReadyMs)}   (${r.rows} PDFs + report)`);
  console.log(`  ZIP downloaded = total   ${s(r.totalMs)}   → ${(r.issued / (r.totalMs / 1000)).toFixed(1)} certificates/s`);
  console.log(`  ZIP size                 ${(r.zipBytes / 1024 / 1024).toFixed(1)} MB, ${r.zipEntries} files (${r.rows} PDFs + report expected)`);
  console.log(`  goal < ${GOAL_S} s on 2 cores  ${r.pass ? "PASS" : "FAIL"}`);
}

export async function bulkBench(): Promise<boolean> {
  console.log(`\nBulk issuance: ${ROWS} Arabic CSV rows → A4 certificates (seeded "${TEMPLATE_SEED}"), 2 render workers`);
  const sqlite = await runBulkBench();
  printBulk(sqlite);
  let ok = sqlite.pass;
  if (process.env.BENCH_PG) {
    console.log("\n  … and on PostgreSQL (BENCH_PG):");
    const pgResult = await runBulkBench(process.env.BENCH_PG);
    printBulk(pgResult);
    ok &&= pgResult.pass;
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) await bulkBench();
