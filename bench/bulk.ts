// Bulk issuance bench: 1,000 and 5,000 Arabic rows through the real HTTP path (app.inject): sign in
// as the admin, upload a CSV for a seeded A4 certificate template, poll GET /api/admin/jobs/{id}
// until the job is done, download the ZIP (read as a stream, as a client would). Fresh SQLite FILE
// (WAL, as in production) in a temp dir, 2 render workers. Each size runs in its own child process,
// so its peak RSS (VmHWM of the process: the render worker threads live in it too) is its own.
// Goal: 1,000 rows ≤ 10 s on 2 cores; peak RSS flat (5,000 rows far below 5× the memory of 1,000).
// BENCH_BULK_ROWS=1000,5000 changes the sizes; BENCH_PG=postgres://… runs the same on PostgreSQL
// afterwards (in a throwaway schema, dropped at the end).
import "../server/process-env.ts"; // first: env read by native addons when they load
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createDb, type DbHandle } from "../server/db/index.ts";
import { multipartForm as multipart } from "../server/test/multipart.ts";

const SIZES = (process.env.BENCH_BULK_ROWS ?? "1000,5000").split(",").map(Number).filter((n) => n > 0);
const GOAL_ROWS = 1000;
const GOAL_S = 10;
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
function zipEntryCount(tail: Buffer): number {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return eocd < 0 ? -1 : tail.readUInt16LE(eocd + 10);
}

/** This process's peak resident set so far (kernel's high-water mark), in bytes. */
async function vmHwm(): Promise<number> {
  const m = /VmHWM:\s+(\d+) kB/.exec(await readFile("/proc/self/status", "utf8"));
  return m ? Number(m[1]) * 1024 : 0;
}

/** CPU seconds per thread of this process (Linux /proc): the main thread, and all others together
 * (render and signing workers, libuv, GC helpers). With the machine shared, wall time swings with
 * the load; these say how much work the run was and how much of it the main thread had to do. */
async function threadCpu(): Promise<{ mainS: number; otherS: number }> {
  const { readdir } = await import("node:fs/promises");
  const tick = 100; // USER_HZ on Linux
  let mainS = 0;
  let otherS = 0;
  for (const tid of await readdir("/proc/self/task").catch(() => [] as string[])) {
    const stat = await readFile(`/proc/self/task/${tid}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const s = (Number(fields[11]) + Number(fields[12])) / tick; // utime + stime
    if (Number(tid) === process.pid) mainS += s;
    else otherS += s;
  }
  return { mainS, otherS };
}

/** Samples process.memoryUsage.rss() every 50 ms (the worker threads are in this process), and once a
 * second, at a new peak, what the main thread's V8 heap and its Buffers hold of it. */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  let atPeak = { heapBytes: 0, externalBytes: 0 };
  let n = 0;
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak && ++n % 20 === 0) {
      const m = process.memoryUsage();
      atPeak = { heapBytes: m.heapTotal, externalBytes: m.external };
    }
    peak = Math.max(peak, rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return { peak: Math.max(peak, process.memoryUsage.rss()), ...atPeak };
    },
  };
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
  /** RSS once the app is ready (workers started), before the upload */
  rssStartBytes: number;
  /** highest sampled RSS during the run, and the kernel's high-water mark of the process */
  rssPeakBytes: number;
  vmHwmBytes: number;
  /** near the peak: the main thread's V8 heap and the memory its Buffers hold outside it */
  mainHeapAtPeakBytes: number;
  mainExternalAtPeakBytes: number;
  /** Content-Length announced for the ZIP (the ZIP is streamed, so this is known up front) */
  zipContentLength: number;
  /** CPU seconds during the run: main thread, other threads */
  cpuMainS: number;
  cpuOtherS: number;
  pass: boolean;
}

export async function runBulkBench(databaseUrl?: string, ROWS = GOAL_ROWS): Promise<BulkResult> {
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
    const template = await app.db.selectFrom("templates").select(["id", "revision_id"]).where("seed_key", "=", TEMPLATE_SEED).executeTakeFirstOrThrow();
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: ADMIN.username, password: ADMIN.password } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const cookie = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).join("; ");

    // A render per worker before the clock starts, so the workers are up (a running server has them).
    const { design } = await app.db.selectFrom("template_revisions").select("design").where("id", "=", template.revision_id).executeTakeFirstOrThrow();
    await Promise.all([0, 1].map(() => app.render.pool.render({ design: JSON.parse(design), format: "pdf" })));
    const csv = arabicCsv(ROWS);
    const rssStartBytes = process.memoryUsage.rss();
    const cpu0 = await threadCpu();
    const rss = rssSampler();
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
    // Read as a stream and dropped chunk by chunk (keeping only the tail for the entry count), so
    // the bench holds no more of the ZIP than a client writing it to disk would.
    const zip = await app.inject({ url: `/api/admin/jobs/${jobId}/result.zip`, headers: { cookie }, payloadAsStream: true });
    if (zip.statusCode !== 200) throw new Error(`result.zip answered ${zip.statusCode}`);
    let zipBytes = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of zip.stream() as AsyncIterable<Buffer>) {
      zipBytes += chunk.length;
      tail = Buffer.concat([tail, chunk]).subarray(-65_536);
    }
    const totalMs = performance.now() - t0;
    const { peak: rssPeakBytes, heapBytes: mainHeapAtPeakBytes, externalBytes: mainExternalAtPeakBytes } = rss.stop();
    const cpu1 = await threadCpu();
    const zipEntries = zipEntryCount(tail);
    const zipContentLength = Number(zip.headers["content-length"] ?? -1);
    if (process.env.BENCH_DEBUG) console.error(zip.headers);
    const ok = job.issued === ROWS && zipEntries === ROWS + 1 && zipContentLength === zipBytes;
    // Rows issued at the end of a poll interval: fall back to the ZIP time if never seen mid-job.
    return { db: dbLabel, rows: ROWS, issued: job.issued, uploadMs, issuedMs: issuedMs || zipReadyMs, zipReadyMs, totalMs, zipBytes, zipEntries, rssStartBytes, rssPeakBytes, vmHwmBytes: await vmHwm(), zipContentLength, mainHeapAtPeakBytes, mainExternalAtPeakBytes, cpuMainS: cpu1.mainS - cpu0.mainS, cpuOtherS: cpu1.otherS - cpu0.otherS, pass: ok && (ROWS !== GOAL_ROWS || totalMs <= GOAL_S * 1000) };
  } finally {
    await app.close();
    await handle.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

export function printBulk(r: BulkResult): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\n  ${r.rows} rows — ${r.db}`);
  console.log(`  certificates issued      ${r.issued} / ${r.rows}`);
  console.log(`  upload answered (202)    ${s(r.uploadMs)}`);
  console.log(`  all rows issued          ${s(r.issuedMs)}   (signed credentials in the database; PDFs rendered alongside)`);
  console.log(`  ZIP ready (job done)     ${s(r.zipReadyMs)}   (${r.rows} PDFs + report)`);
  console.log(`  ZIP downloaded = total   ${s(r.totalMs)}   → ${(r.issued / (r.totalMs / 1000)).toFixed(1)} rows/s`);
  console.log(`  ZIP size                 ${(r.zipBytes / 1024 / 1024).toFixed(1)} MB streamed (Content-Length ${r.zipContentLength === r.zipBytes ? "exact" : `WRONG: ${r.zipContentLength}`}), ${r.zipEntries} files (${r.rows} PDFs + report expected)`);
  console.log(`  CPU                      main thread ${r.cpuMainS.toFixed(1)} s, other threads ${r.cpuOtherS.toFixed(1)} s (on 2 idle cores ≈ ${Math.max(r.cpuMainS, (r.cpuMainS + r.cpuOtherS) / 2).toFixed(1)} s)`);
  console.log(`  RSS                      ${mb(r.rssStartBytes)} at start, peak ${mb(r.rssPeakBytes)} sampled, VmHWM ${mb(r.vmHwmBytes)} (main thread + render and signing workers)`);
  console.log(`  near the peak            main thread's V8 heap ${mb(r.mainHeapAtPeakBytes)}, its Buffers ${mb(r.mainExternalAtPeakBytes)}; the rest is the workers' heaps, native canvas/PDF memory, SQLite`);
  if (r.rows === GOAL_ROWS) console.log(`  goal ≤ ${GOAL_S} s on 2 cores   ${r.pass ? "PASS" : "FAIL"}`);
  else console.log(`  complete and streamed      ${r.pass ? "PASS" : "FAIL"}`);
}

/** One size in a fresh child process (its own peak RSS); answers its result. */
function runChild(rows: number, databaseUrl?: string): Promise<BulkResult> {
  const self = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--import", "tsx", self, "--child", String(rows)], { env: { ...process.env, BENCH_CHILD_PG: databaseUrl ?? "" }, maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`bulk bench child (${rows} rows) failed: ${stderr || err.message}`));
      const line = stdout.trim().split("\n").pop() ?? "";
      resolve(JSON.parse(line) as BulkResult);
    });
  });
}

async function runSizes(databaseUrl?: string): Promise<boolean> {
  const results: BulkResult[] = [];
  for (const rows of SIZES) {
    console.log(`  … ${rows} rows (load average ${load()})`);
    const r = await runChild(rows, databaseUrl);
    printBulk(r);
    results.push(r);
  }
  const small = results.find((r) => r.rows === GOAL_ROWS);
  const big = results.find((r) => r.rows > GOAL_ROWS);
  let ok = results.every((r) => r.pass);
  if (small && big) {
    // Flat: what grows with the rows is the job's bookkeeping, not the PDFs or the ZIP.
    const growth = (big.vmHwmBytes - small.rssStartBytes) / Math.max(1, small.vmHwmBytes - small.rssStartBytes);
    const ratio = big.vmHwmBytes / small.vmHwmBytes;
    const flat = ratio < 2;
    console.log(`\n  peak RSS ${big.rows} vs ${small.rows} rows   ${ratio.toFixed(2)}× (${mb(big.vmHwmBytes)} vs ${mb(small.vmHwmBytes)}; growth over the idle app ${growth.toFixed(1)}×) for ${(big.rows / small.rows).toFixed(0)}× the rows — goal: flat (< 2×)  ${flat ? "PASS" : "FAIL"}`);
    console.log(`  rows/s ${big.rows} vs ${small.rows} rows     ${(big.issued / big.totalMs * 1000).toFixed(1)} vs ${(small.issued / small.totalMs * 1000).toFixed(1)}`);
    ok &&= flat;
  }
  return ok;
}

export async function bulkBench(): Promise<boolean> {
  console.log(`\nBulk issuance: ${SIZES.join(" and ")} Arabic CSV rows → A4 certificates (seeded "${TEMPLATE_SEED}"), 2 render workers, load average ${load()}`);
  let ok = await runSizes();
  if (process.env.BENCH_PG) {
    console.log("\n  … and on PostgreSQL (BENCH_PG):");
    ok = (await runSizes(process.env.BENCH_PG)) && ok;
  }
  console.log(`  load average at the end ${load()}`);
  return ok;
}

const childAt = process.argv.indexOf("--child");
if (childAt > 0) {
  const result = await runBulkBench(process.env.BENCH_CHILD_PG || undefined, Number(process.argv[childAt + 1]));
  console.log(JSON.stringify(result));
} else if (import.meta.url === `file://${process.argv[1]}`) await bulkBench();
