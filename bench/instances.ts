// Scale-out bench: the built app (`dist/`, run `npm run build` first) as three instances on one
// PostgreSQL behind HAProxy (deploy/haproxy.cfg, the setup e2e/instances.test.ts checks), loaded
// through the balancer, then one instance alone on its own port for comparison. Prints req/s and
// latency of verify (GET /api/certificates/verify/{code}) and card creation (POST /api/cards), and
// the most PostgreSQL connections seen busy at once (what the pools really use).
//
// PostgreSQL: BENCH_PG, else TEST_DATABASE_URL (a throwaway database is created and dropped).
// Rate limits are not lifted: instances trust the balancer (TRUST_PROXY=127.0.0.1) and each
// request names one of 16,384 client addresses in X-Forwarded-For, so every request writes its
// limiter counter in PostgreSQL as in production.
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDatabase, findHaproxy, freePort, spawnInstance, startHaproxy, stopInstance, waitBalanced, waitHealthy, type Instance } from "../e2e/cluster.ts";
import { arabicCsv } from "./bulk.ts";
import type { LoadOptions, LoadResult } from "./load.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = 1000;
const CERTIFICATES = Number(process.env.BENCH_VERIFY_CERTS ?? 300);
const ADMIN = { username: "admin", password: "bench-admin-password-1" };

function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load.ts", import.meta.url)), [JSON.stringify(options)], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    child.once("message", (m) => resolve(m as LoadResult));
    child.once("exit", (code) => reject(new Error(`load generator exited (${code}) without a result`)));
    child.once("error", reject);
  });
}

/** Samples how many connections of the bench database are running a statement, while `work` runs. */
async function busyConnections<T>(sql: pg.Pool, dbName: string, work: () => Promise<T>): Promise<{ result: T; maxBusy: number }> {
  let maxBusy = 0;
  let on = true;
  const sampler = (async () => {
    while (on) {
      const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()", [dbName]);
      maxBusy = Math.max(maxBusy, rows[0].n);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const result = await work();
  on = false;
  await sampler;
  return { result, maxBusy };
}

function line(label: string, r: LoadResult, busy: number): void {
  const statuses = Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(" ");
  console.log(`  ${label.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms.toFixed(1)} ms   p99 ${r.p99Ms.toFixed(1)} ms   PG busy ≤ ${busy}   (${statuses}${r.errors ? `, ${r.errors} socket errors` : ""})`);
}

export async function instancesBench(): Promise<void> {
  console.log(`\nThree instances behind HAProxy on one PostgreSQL: ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s per run after ${WARMUP_MS / 1000} s warm-up`);
  const adminUrl = process.env.BENCH_PG || process.env.TEST_DATABASE_URL;
  const haproxy = findHaproxy();
  const missing = [!adminUrl && "a PostgreSQL (BENCH_PG or TEST_DATABASE_URL)", !haproxy && "haproxy (apt-get install haproxy)", !existsSync("dist/server/main.js") && "a build (npm run build)"].filter(Boolean);
  if (missing.length) {
    console.log(`  skipped: needs ${missing.join(", ")}`);
    return;
  }
  const database = await createDatabase(adminUrl!);
  const dbName = new URL(database.url).pathname.slice(1);
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const ports = [await freePort(), await freePort(), await freePort()] as [number, number, number];
  const lbPort = await freePort();
  const env = { DATABASE_URL: database.url, PUBLIC_URL: `http://127.0.0.1:${lbPort}`, TRUST_PROXY: "127.0.0.1", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, RENDER_WORKERS: "1", LOG_LEVEL: "warn" };
  const instances: Instance[] = ports.map((port, i) => spawnInstance(`app${i + 1}`, port, env));
  const lb = await startHaproxy(haproxy!, ports, lbPort);
  try {
    await Promise.all(instances.map((inst) => waitHealthy(inst)));
    await waitBalanced(lb, ["app1", "app2", "app3"]);

    // Certificates to verify: one bulk job through the balancer (the three instances share it).
    const login = await fetch(`${lb.url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: lb.url }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const { rows: [certTemplate] } = await sql.query<{ id: string }>("select id from templates where seed_key = 'certificate-training-completion'");
    const form = new FormData();
    form.set("templateId", certTemplate.id);
    form.set("mapping", JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }));
    form.set("file", new Blob([arabicCsv(CERTIFICATES)], { type: "text/csv" }), "people.csv");
    const upload = await fetch(`${lb.url}/api/admin/certificates/bulk`, { method: "POST", body: form, headers: { cookie, origin: lb.url } });
    if (upload.status !== 202) throw new Error(`bulk upload answered ${upload.status}: ${await upload.text()}`);
    const { jobId } = (await upload.json()) as { jobId: string };
    for (let state = ""; state !== "done"; ) {
      await new Promise((r) => setTimeout(r, 500));
      state = ((await (await fetch(`${lb.url}/api/admin/jobs/${jobId}`, { headers: { cookie } })).json()) as { state: string }).state;
      if (state === "failed") throw new Error("bulk job failed");
    }
    const codes = (await sql.query<{ code: string }>("select code from certificates where job_id = $1", [jobId])).rows.map((r) => r.code);
    const { rows: [cardTemplate] } = await sql.query<{ id: string }>("select id from templates where kind = 'card' and seed_key is not null order by seed_key limit 1");
    const cardBody = JSON.stringify({ templateId: cardTemplate.id, values: { name: "سارة", message: "كل عام وأنتم بخير" } });
    console.log(`  ${codes.length} certificates issued by a bulk job shared by the three instances`);

    const verifyPaths = codes.map((c) => `/api/certificates/verify/${c}`);
    const runs: [string, LoadOptions][] = [
      ["verify, 3 instances via HAProxy", { port: lbPort, paths: verifyPaths, connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, forwardedFor: true }],
      ["verify, 1 instance direct", { port: ports[0], paths: verifyPaths, connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, forwardedFor: true }],
      ["create card, 3 instances via HAProxy", { port: lbPort, paths: ["/api/cards"], connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, forwardedFor: true, jsonBody: cardBody }],
      ["create card, 1 instance direct", { port: ports[0], paths: ["/api/cards"], connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, forwardedFor: true, jsonBody: cardBody }],
    ];
    for (const [label, options] of runs) {
      const { result, maxBusy } = await busyConnections(sql, dbName, () => load(options));
      line(label, result, maxBusy);
    }
  } finally {
    await Promise.all(instances.map((inst) => stopInstance(inst, 5000)));
    await lb.stop();
    await sql.end();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await instancesBench();
