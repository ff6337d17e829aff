// Verify-endpoint bench: the real app listening on 127.0.0.1 (fresh SQLite file, WAL) with a few
// hundred issued certificates, against a bare Fastify app with one trivial GET route, each loaded
// by the same keep-alive generator (bench/load.ts, in a child process) for a fixed time after a
// warm-up. Prints req/s of both, the ratio, and p50/p99 latency.
//
// Rate limits: GET /api/certificates/verify/{code} allows 60 requests/min per client IP (a
// constant in verify.ts, not configurable). The bench does NOT lift it: the app trusts the proxy
// (trustProxy: true in this bench's config) and every request carries a different
// `x-forwarded-for` from a pool of 16,384 addresses, so the limiter's database counters are hit
// on every request exactly as in production; any 429 would show in the status counts.
import { fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = 1000;
const TEMPLATE_SEED = "certificate-training-completion";

function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load.ts", import.meta.url)), [JSON.stringify(options)], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    const timer = setTimeout(() => child.kill(), options.warmupMs + options.durationMs + 30_000);
    child.once("message", (m) => resolve(m as LoadResult));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`load generator exited (${code}) without a result`));
    });
    child.once("error", reject);
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

function line(label: string, r: LoadResult): void {
  const statuses = Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(" ");
  console.log(`  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms   (${statuses}${r.errors ? `, ${r.errors} socket errors` : ""})`);
}

export async function verifyBench(): Promise<{ ratio: number; ok: boolean }> {
  console.log(`\nVerify endpoint: GET /api/certificates/verify/{code}, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up`);
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-bench-verify-"));
  const config = loadConfig(
    { PORT: "0", PUBLIC_URL: "http://localhost:3000", DATA_DIR: dir, LOG_LEVEL: "silent", WEB_DIR: path.join(dir, "no-web"), RENDER_WORKERS: "1" },
    { admin: { username: "bench-admin", email: "bench@example.com", password: "bench-password-123" }, trustProxy: true },
  );
  const app = await buildApp({ config, logger: false });
  const bare = Fastify({ logger: false });
  bare.get("/ping", async () => ({ ok: true }));
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
    console.log(`  ${CERTIFICATES} certificates issued (signed) in ${((performance.now() - t0) / 1000).toFixed(1)} s; SQLite file (WAL), trustProxy on, x-forwarded-for rotated over 16,384 client IPs (limits NOT raised)`);

    const appPort = await listen(app);
    const barePort = await listen(bare);
    const check = await fetch(`http://127.0.0.1:${appPort}/api/certificates/verify/${codes[0]}`, { headers: { "x-forwarded-for": "192.0.2.1" } });
    const text = await check.text();
    const body = JSON.parse(text) as { status?: string };
    const headerBytes = [...check.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    if (check.status !== 200 || body.status !== "valid") throw new Error(`verify answered ${check.status} ${JSON.stringify(body).slice(0, 200)}`);

    console.log(`  one answer: ${Buffer.byteLength(text)} B JSON body + ~${headerBytes} B headers (bare route: 11 B body)`);
    const common = { connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS };
    const baseline = await load({ ...common, port: barePort, paths: ["/ping"] });
    line("bare Fastify GET /ping", baseline);
    const verify = await load({ ...common, port: appPort, paths: codes.map((c) => `/api/certificates/verify/${c}`), forwardedFor: true });
    line("GET /api/certificates/verify/{code}", verify);
    const ratio = verify.rps / baseline.rps;
    const ok = verify.errors === 0 && Object.keys(verify.statuses).every((s) => s === "200");
    console.log(`  ratio verify / bare Fastify: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} %)${ok ? "" : "  — NOT all answers were 200: see the status counts"}`);
    return { ratio, ok };
  } finally {
    await bare.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await verifyBench();
