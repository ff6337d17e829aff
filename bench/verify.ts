// Request-path bench: the real app listening on 127.0.0.1 (fresh SQLite file, WAL) with a few
// hundred issued certificates, against a bare Fastify app with one trivial GET route. Both are
// loaded by the same keep-alive generator (bench/load.ts, one child process) in interleaved rounds
// (bare, app, bare, app, …), so a change of machine load during the run hits both sides alike;
// ratios are total requests over total time of each side. Rows (issue 13's goals):
//   verify  GET /api/certificates/verify/{code}, 10 connections, rotated client addresses  ≥ 0.5× bare
//   healthz GET /healthz, 50 connections                                                 ≥ 0.7× bare
//   verify p99 latency at 50 connections                                                 < 20 ms
//
// Rate limits: GET /api/certificates/verify/{code} allows 60 requests/min per client IP (a
// constant in verify.ts, not configurable). The bench does NOT lift it: the app trusts the proxy
// (trustProxy: true in this bench's config) and every request carries a different
// `x-forwarded-for` from a pool of 16,384 addresses, so every request is counted by the limiter
// (in memory, flushed to the database in batches; see server/http/rate-limit-counters.ts); any 429
// would show in the status counts.
import { fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { getTemplate } from "../server/services/templates/get-template.ts";
import { issueCertificate } from "../server/services/certificates/issue-certificate.ts";
import { issueContext } from "../server/services/certificates/context.ts";
import type { LoadOptions, LoadResult } from "./load.ts";

const CERTIFICATES = Number(process.env.BENCH_VERIFY_CERTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1500);
const WARMUP_MS = 300;
const WARMUP_ROUND_MS = 2000;
const TEMPLATE_SEED = "certificate-training-completion";

/** The load generator child, kept for the whole bench and given one run at a time. */
class LoadChild {
  private child = fork(fileURLToPath(new URL("./load.ts", import.meta.url)), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  private ready = new Promise<void>((resolve, reject) => {
    this.child.once("message", () => resolve());
    this.child.once("error", reject);
  });
  async run(options: LoadOptions): Promise<LoadResult> {
    await this.ready;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("load run timed out")), options.warmupMs + options.durationMs + 30_000);
      this.child.once("message", (m) => {
        clearTimeout(timer);
        resolve(m as LoadResult);
      });
      this.child.send(options);
    });
  }
  close(): void {
    if (this.child.connected) this.child.send("exit");
    setTimeout(() => this.child.kill(), 2000).unref();
  }
}

interface Side {
  requests: number;
  seconds: number;
  rps: number;
  /** medians over the rounds */
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  errors: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function merge(runs: LoadResult[]): Side {
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [k, n] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + n;
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return { requests, seconds, rps: requests / seconds, p50Ms: median(runs.map((r) => r.p50Ms)), p99Ms: median(runs.map((r) => r.p99Ms)), statuses, errors: runs.reduce((n, r) => n + r.errors, 0) };
}

/** Rounds of baseline then subject, same connections and durations. */
async function interleaved(load: LoadChild, baseline: LoadOptions, subject: LoadOptions): Promise<{ baseline: Side; subject: Side }> {
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  // Unmeasured warm-up of both sides (JIT, caches, the client addresses' counters).
  await load.run({ ...baseline, durationMs: WARMUP_ROUND_MS });
  await load.run({ ...subject, durationMs: WARMUP_ROUND_MS });
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await load.run(baseline));
    b.push(await load.run(subject));
  }
  return { baseline: merge(a), subject: merge(b) };
}

function loadAverage(): string {
  return loadavg().map((x) => x.toFixed(1)).join(" / ");
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

function line(label: string, r: Side): void {
  const statuses = Object.entries(r.statuses).map(([st, n]) => `${st}×${n}`).join(" ");
  console.log(`  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms   (${statuses}${r.errors ? `, ${r.errors} socket errors` : ""})`);
}

function allOk(r: Side): boolean {
  return r.errors === 0 && Object.keys(r.statuses).every((st) => st === "200");
}

export interface RequestPathResult {
  verifyRatio: number;
  healthzRatio: number;
  verifyP99At50Ms: number;
  ok: boolean;
}

export async function verifyBench(): Promise<RequestPathResult> {
  console.log(`\nRequest path: the app vs a bare Fastify route, ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s per side after an unmeasured ${WARMUP_ROUND_MS / 1000} s run of each`);
  console.log(`  machine: ${availableParallelism()} cores, load average (1/5/15 min) at start ${loadAverage()}`);
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-bench-verify-"));
  const config = loadConfig(
    { PORT: "0", PUBLIC_URL: "http://localhost:3000", DATA_DIR: dir, LOG_LEVEL: "info", WEB_DIR: path.join(dir, "no-web"), RENDER_WORKERS: "1" },
    { admin: { username: "bench-admin", email: "bench@example.com", password: "bench-password-123" }, trustProxy: true },
  );
  // The production logger at its default level (info), written to /dev/null: what a request logs counts.
  const logger = Fastify({ logger: { level: "info", file: "/dev/null" } }).log;
  const app = await buildApp({ config, logger });
  const bare = Fastify({ logger: false });
  bare.get("/ping", async () => ({ ok: true }));
  const load = new LoadChild();
  try {
    // Issue certificates through the same service the API and bulk jobs use (signed credentials).
    const seeded = await app.db.selectFrom("templates").select("id").where("seed_key", "=", TEMPLATE_SEED).executeTakeFirstOrThrow();
    const t = (await getTemplate(app.db, seeded.id))!;
    const ctx = await issueContext(app);
    const codes: string[] = [];
    const t0 = performance.now();
    for (let i = 0; i < CERTIFICATES; i++) {
      const row = await issueCertificate(ctx, {
        template: { id: t.id, revisionId: t.revisionId, kind: t.kind, categorySlug: t.categorySlug, title: t.title, fields: t.fields },
        values: { recipientName: `متدرب رقم ${i + 1}`, course: "السلامة المهنية", date: "2026-03-20" },
        options: { calendar: "gregory", digits: "arab" },
        ownerId: null,
      });
      codes.push(row.code);
    }
    console.log(`  ${CERTIFICATES} certificates issued (signed) in ${((performance.now() - t0) / 1000).toFixed(1)} s; SQLite file (WAL), LOG_LEVEL info, trustProxy on, x-forwarded-for rotated over 16,384 client IPs (limits NOT raised)`);

    const appPort = await listen(app);
    const barePort = await listen(bare);
    const check = await fetch(`http://127.0.0.1:${appPort}/api/certificates/verify/${codes[0]}`, { headers: { "x-forwarded-for": "192.0.2.1" } });
    const text = await check.text();
    const body = JSON.parse(text) as { status?: string };
    const headerBytes = [...check.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    if (check.status !== 200 || body.status !== "valid") throw new Error(`verify answered ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
    console.log(`  one verify answer: ${Buffer.byteLength(text)} B JSON body + ~${headerBytes} B headers (bare route: 11 B body)`);

    const run = (port: number, paths: string[], connections: number, forwardedFor = false): LoadOptions => ({ port, paths, connections, durationMs: ROUND_MS, warmupMs: WARMUP_MS, forwardedFor });
    const verifyPaths = codes.map((c) => `/api/certificates/verify/${c}`);

    console.log("\n  10 connections:");
    const v10 = await interleaved(load, run(barePort, ["/ping"], 10), run(appPort, verifyPaths, 10, true));
    line("bare Fastify GET /ping", v10.baseline);
    line("GET /api/certificates/verify/{code}", v10.subject);
    console.log("  50 connections:");
    const h50 = await interleaved(load, run(barePort, ["/ping"], 50), run(appPort, ["/healthz"], 50));
    line("bare Fastify GET /ping", h50.baseline);
    line("GET /healthz", h50.subject);
    const v50 = await interleaved(load, run(barePort, ["/ping"], 50), run(appPort, verifyPaths, 50, true));
    line("bare Fastify GET /ping", v50.baseline);
    line("GET /api/certificates/verify/{code}", v50.subject);

    const verifyRatio = v10.subject.rps / v10.baseline.rps;
    const healthzRatio = h50.subject.rps / h50.baseline.rps;
    const ok = [v10.subject, h50.subject, v50.subject].every(allOk);
    const mark = (pass: boolean) => (pass ? "PASS" : "FAIL");
    console.log(`\n  verify / bare (10 connections)     ${verifyRatio.toFixed(2)}×   goal ≥ 0.5×    ${mark(verifyRatio >= 0.5)}`);
    console.log(`  /healthz / bare (50 connections)   ${healthzRatio.toFixed(2)}×   goal ≥ 0.7×    ${mark(healthzRatio >= 0.7)}`);
    console.log(`  verify p99 at 50 connections       ${v50.subject.p99Ms.toFixed(1)} ms   goal < 20 ms   ${mark(v50.subject.p99Ms < 20)}`);
    console.log(`  load average at end ${loadAverage()}${ok ? "" : "  — NOT all answers were 200: see the status counts"}`);
    return { verifyRatio, healthzRatio, verifyP99At50Ms: v50.subject.p99Ms, ok };
  } finally {
    load.close();
    await bare.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await verifyBench();
