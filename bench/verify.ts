// Request-path bench: the real app listening on 127.0.0.1 (fresh SQLite file, WAL) with a few
// hundred issued certificates, against a bare Fastify app with one trivial GET route. Both are
// loaded by the same keep-alive generator (bench/load.ts, one child process) in at least 5 interleaved
// rounds (bench/rounds.ts: bare 10 → verify 10 → bare 50 → /healthz 50 → verify 50, then again), so a
// change of machine load hits both sides alike; each ratio is taken per round and reported as the
// median of the rounds with its spread (min–max), so one run settles a figure. Rows (issue 13's goals):
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
import { issueSeededCertificates } from "./seeded-certificates.ts";
import type { LoadOptions, LoadResult } from "./load.ts";
import { MIN_ROUNDS, ROUND_ORDER, runRounds, summarize, type Round, type Spread, type StepName } from "./rounds.ts";

const CERTIFICATES = Number(process.env.BENCH_VERIFY_CERTS ?? 300);
const ROUNDS = Math.max(MIN_ROUNDS, Number(process.env.BENCH_ROUNDS) || MIN_ROUNDS);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1500);
const WARMUP_MS = 300;
const WARMUP_ROUND_MS = 2000;

/** The load generator child, kept for the whole bench and given one run at a time. */
export class LoadChild {
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
  statuses: Record<string, number>;
  errors: number;
}

/** One step's runs over all rounds: totals, for the status counts and the req/s line. */
function merge(runs: LoadResult[]): Side {
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [k, n] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + n;
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return { requests, seconds, rps: requests / seconds, statuses, errors: runs.reduce((n, r) => n + r.errors, 0) };
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
  console.log(`  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s over all rounds   (${statuses}${r.errors ? `, ${r.errors} socket errors` : ""})`);
}

const fmt = (s: Spread, digits: number, unit: string) => `${s.median.toFixed(digits)}${unit} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)}${unit})`;

function roundTable(rounds: Round[]): void {
  console.log("  round   bare10  verify10  ratio    bare50  healthz50  ratio   verify50 p99");
  rounds.forEach((r, i) => {
    const rps = (x: LoadResult) => x.rps.toFixed(0).padStart(8);
    console.log(`  ${String(i + 1).padEnd(5)} ${rps(r.bare10)} ${rps(r.verify10)}  ${(r.verify10.rps / r.bare10.rps).toFixed(2)}× ${rps(r.bare50)} ${rps(r.healthz50)}   ${(r.healthz50.rps / r.bare50.rps).toFixed(2)}×   ${r.verify50.p99Ms.toFixed(1)} ms`);
  });
}

function allOk(r: Side): boolean {
  return r.errors === 0 && Object.keys(r.statuses).every((st) => st === "200");
}

export interface RequestPathResult {
  verifyRatio: number;
  healthzRatio: number;
  verifyP99At50Ms: number;
  /** medians with their spread over the rounds */
  spreads: { verifyRatio: Spread; healthzRatio: Spread; verifyP99At50Ms: Spread };
  ok: boolean;
}

export async function verifyBench(): Promise<RequestPathResult> {
  console.log(`\nRequest path: the app vs a bare Fastify route, ${ROUNDS} interleaved rounds (${ROUND_ORDER.join(" → ")}) of ${ROUND_MS / 1000} s a step after an unmeasured ${WARMUP_ROUND_MS / 1000} s run of each`);
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
    const t0 = performance.now();
    const codes = (await issueSeededCertificates(app, CERTIFICATES)).map((c) => c.code);
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

    const steps: Record<StepName, LoadOptions> = {
      bare10: run(barePort, ["/ping"], 10),
      verify10: run(appPort, verifyPaths, 10, true),
      bare50: run(barePort, ["/ping"], 50),
      healthz50: run(appPort, ["/healthz"], 50),
      verify50: run(appPort, verifyPaths, 50, true),
    };
    // Unmeasured warm-up of every step (JIT, caches, the client addresses' counters).
    for (const step of ROUND_ORDER) await load.run({ ...steps[step], durationMs: WARMUP_ROUND_MS });
    const rounds = await runRounds((o) => load.run(o), steps, ROUNDS);
    const summary = summarize(rounds);
    console.log("");
    roundTable(rounds);
    const side = (step: StepName) => merge(rounds.map((r) => r[step]));
    console.log("");
    line("bare Fastify GET /ping, 10 connections", side("bare10"));
    line("GET /api/certificates/verify/{code}, 10 conn.", side("verify10"));
    line("bare Fastify GET /ping, 50 connections", side("bare50"));
    line("GET /healthz, 50 connections", side("healthz50"));
    line("GET /api/certificates/verify/{code}, 50 conn.", side("verify50"));

    const { verifyRatio, healthzRatio, verifyP99At50Ms } = summary;
    const ok = (["verify10", "healthz50", "verify50"] as const).every((step) => allOk(side(step)));
    const mark = (pass: boolean) => (pass ? "PASS" : "FAIL");
    console.log(`\n  median of ${rounds.length} rounds (min–max)`);
    console.log(`  verify / bare (10 connections)     ${fmt(verifyRatio, 2, "×")}   goal ≥ 0.5×    ${mark(verifyRatio.median >= 0.5)}`);
    console.log(`  /healthz / bare (50 connections)   ${fmt(healthzRatio, 2, "×")}   goal ≥ 0.7×    ${mark(healthzRatio.median >= 0.7)}`);
    console.log(`  verify p99 at 50 connections       ${fmt(verifyP99At50Ms, 1, " ms")}   goal < 20 ms   ${mark(verifyP99At50Ms.median < 20)}`);
    console.log(`  load average at end ${loadAverage()}${ok ? "" : "  — NOT all answers were 200: see the status counts"}`);
    // The bare route needs almost no CPU and the app needs some: when other processes want more cores
    // than there are, the app's steps wait for a core far more often, and the ratios measure the neighbours.
    if (Math.max(...loadavg().slice(0, 2)) > availableParallelism()) {
      console.log(`  NOT CONCLUSIVE: the load average was above the ${availableParallelism()} cores during the run — run again on a quiet machine`);
    }
    return { verifyRatio: verifyRatio.median, healthzRatio: healthzRatio.median, verifyP99At50Ms: verifyP99At50Ms.median, spreads: summary, ok };
  } finally {
    load.close();
    await bare.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await verifyBench();
