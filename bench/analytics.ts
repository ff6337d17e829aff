// Cost of recording engagement events on the card view (issue 26 §1 figure): the server-drawn card
// page GET /view/{id}, requested as a person's browser (so every answer records a view), p99 with
// recording on vs off (ANALYTICS_ENABLED=false), in one run. Two apps, each on its own SQLite file (WAL)
// with the same 200 cards, loaded in turn by one keep-alive load generator (bench/load.ts, a child
// process) in interleaved rounds — off → on, then on → off, alternately — so a change of machine load
// hits both sides alike. The ratio on/off of p99 is taken per round and reported as the median of the
// rounds with its spread (min–max). Goal: ≤ 5 % apart (ratio ≤ 1.05).
//
// Both sides do the same besides recording: the page's own work, and the card's view_count counter
// (that was the enhancement script's POST /view before the server counted the page itself). The
// recording side also flushes its buffer every ANALYTICS_FLUSH_MS (2 s, the default) during the rounds.
// Then, as a check that does not depend on queueing: the service time of one request at a time,
// alternating off/on (PAIRS pairs, in-process), median and p99 of each side.
// Needs a build (dist/web + dist/ssr); without one, the renderer is the web source (as the tests use it).
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import fs from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createCard } from "../server/services/cards/create-card.ts";
import { LoadChild } from "./verify.ts";
import { MIN_ROUNDS, spread, type Spread } from "./rounds.ts";
import type { LoadOptions, LoadResult } from "./load.ts";

const CARDS = 200;
const CONNECTIONS = Number(process.env.BENCH_ANALYTICS_CONNECTIONS ?? 10);
const ROUNDS = Math.max(MIN_ROUNDS, Number(process.env.BENCH_ROUNDS) || 7);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3000);
const WARMUP_MS = 300;
const WARMUP_ROUND_MS = 3000;
const PERSON_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BUILT_WEB = path.resolve("dist/web");
const INDEX = `<!doctype html><html lang="ar"><head><title>x</title><link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

interface Side {
  app: FastifyInstance;
  port: number;
  paths: string[];
  dir: string;
}

/** Where the pages come from: the build, or the web source with a minimal index.html. */
async function webSource(): Promise<{ webDir: string; ssrEntry?: string; built: boolean; cleanup?: string }> {
  if (fs.existsSync(path.join(BUILT_WEB, "index.html")) && fs.existsSync(path.resolve("dist/ssr/render-public-page.js"))) return { webDir: BUILT_WEB, built: true };
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-bench-analytics-web-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.css", "enhance-Ab1.js"]) await writeFile(path.join(dir, "assets", f), "");
  return { webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx"), built: false, cleanup: dir };
}

async function side(enabled: boolean, web: { webDir: string; ssrEntry?: string }): Promise<Side> {
  const dir = await mkdtemp(path.join(tmpdir(), `bitaqa-bench-analytics-${enabled ? "on" : "off"}-`));
  const config = loadConfig(
    { PORT: "0", PUBLIC_URL: "http://localhost:3000", DATA_DIR: dir, LOG_LEVEL: "info", WEB_DIR: web.webDir, RENDER_WORKERS: "1", ANALYTICS_ENABLED: String(enabled) },
    { admin: { username: "bench-admin", email: "bench@example.com", password: "bench-password-123" }, trustProxy: true, ...(web.ssrEntry ? { ssrEntry: web.ssrEntry } : {}) },
  );
  // The production logger at its default level, written to /dev/null: what a request logs counts.
  const app = await buildApp({ config, logger: Fastify({ logger: { level: "info", file: "/dev/null" } }).log });
  const template = await app.db.selectFrom("templates").select("id").where("kind", "=", "card").where("seed_key", "is not", null).orderBy("seed_key").executeTakeFirstOrThrow();
  const paths: string[] = [];
  for (let i = 0; i < CARDS; i++) {
    const id = await createCard(app.db, { templateId: template.id, values: { name: `سارة ${i + 1}`, message: "كل عام وأنتم بخير" }, ownerId: null });
    paths.push(`/view/${id}`);
  }
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { app, port: address.port, paths, dir };
}

const PAIRS = Number(process.env.BENCH_ANALYTICS_PAIRS ?? 400);

/** One request at a time, alternating the sides (the order flips every pair): service times in ms. */
async function pairedServiceTimes(off: Side, on: Side): Promise<{ off: number[]; on: number[] }> {
  const out = { off: [] as number[], on: [] as number[] };
  for (let i = 0; i < PAIRS + 50; i++) {
    for (const name of i % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const s = name === "on" ? on : off;
      const t0 = performance.now();
      await s.app.inject({ url: s.paths[i % s.paths.length], headers: { "user-agent": PERSON_UA, "x-forwarded-for": `10.1.${(i >> 8) & 255}.${i & 255}` } });
      if (i >= 50) out[name].push(performance.now() - t0); // the first 50 pairs warm up
    }
  }
  return out;
}

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const fmt = (s: Spread, digits: number, unit: string) => `${s.median.toFixed(digits)}${unit} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)}${unit})`;
const statusesOf = (runs: LoadResult[]) => {
  const out: Record<string, number> = {};
  for (const r of runs) for (const [k, n] of Object.entries(r.statuses)) out[k] = (out[k] ?? 0) + n;
  return Object.entries(out).map(([k, n]) => `${k}×${n}`).join(" ");
};

export async function analyticsBench(): Promise<{ p99Ratio: number; ok: boolean }> {
  const web = await webSource();
  console.log(`\nAnalytics: GET /view/{id} (server-drawn card page, a person's user agent) with recording on vs off, ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s a side, ${CONNECTIONS} connections`);
  console.log(`  machine: ${availableParallelism()} cores, load average at start ${loadavg().map((x) => x.toFixed(1)).join(" / ")}; pages from ${web.built ? "the build (dist/)" : "the web source (no build)"}`);
  const off = await side(false, web);
  const on = await side(true, web);
  const load = new LoadChild();
  try {
    const opts = (s: Side): LoadOptions => ({ port: s.port, paths: s.paths, connections: CONNECTIONS, durationMs: ROUND_MS, warmupMs: WARMUP_MS, forwardedFor: true, userAgent: PERSON_UA });
    for (const s of [off, on]) await load.run({ ...opts(s), durationMs: WARMUP_ROUND_MS });
    const results: { off: LoadResult; on: LoadResult }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
      const round = {} as { off: LoadResult; on: LoadResult };
      for (const name of order) round[name] = await load.run(opts(name === "on" ? on : off));
      results.push(round);
    }
    await on.app.analytics.flush();
    const recorded = await on.app.db.selectFrom("analytics_item_days").select((eb) => eb.fn.sum<number>("count").as("n")).where("event", "=", "view").executeTakeFirst();
    console.log("\n  round   off p99    on p99   ratio    off req/s   on req/s");
    results.forEach((r, i) => {
      console.log(`  ${String(i + 1).padEnd(5)} ${r.off.p99Ms.toFixed(1).padStart(7)} ms ${r.on.p99Ms.toFixed(1).padStart(6)} ms  ${(r.on.p99Ms / r.off.p99Ms).toFixed(3)}  ${r.off.rps.toFixed(0).padStart(9)}  ${r.on.rps.toFixed(0).padStart(9)}`);
    });
    const p99Ratio = spread(results.map((r) => r.on.p99Ms / r.off.p99Ms));
    const rpsRatio = spread(results.map((r) => r.on.rps / r.off.rps));
    const offP99 = spread(results.map((r) => r.off.p99Ms));
    const onP99 = spread(results.map((r) => r.on.p99Ms));
    const ok = [...results.map((r) => r.on), ...results.map((r) => r.off)].every((r) => r.errors === 0 && Object.keys(r.statuses).every((s) => s === "200"));
    console.log(`\n  statuses: off ${statusesOf(results.map((r) => r.off))}; on ${statusesOf(results.map((r) => r.on))}; views recorded by the "on" side: ${Number(recorded?.n ?? 0)}`);
    console.log(`  median of ${results.length} rounds (min–max)`);
    console.log(`  p99 recording off                 ${fmt(offP99, 1, " ms")}`);
    console.log(`  p99 recording on                  ${fmt(onP99, 1, " ms")}`);
    console.log(`  p99 on / off                      ${fmt(p99Ratio, 3, "×")}   goal ≤ 1.05×   ${p99Ratio.median <= 1.05 ? "PASS" : "FAIL"}`);
    console.log(`  req/s on / off                    ${fmt(rpsRatio, 3, "×")}`);
    if (!ok) console.log("  NOT all answers were 200: see the status counts");
    const paired = await pairedServiceTimes(off, on);
    const q = (side: number[], p: number) => quantile(side, p).toFixed(1);
    console.log(`\n  one request at a time, ${PAIRS} pairs alternating off/on (in-process):`);
    console.log(`  service time off                  median ${q(paired.off, 0.5)} ms, p99 ${q(paired.off, 0.99)} ms`);
    console.log(`  service time on                   median ${q(paired.on, 0.5)} ms, p99 ${q(paired.on, 0.99)} ms`);
    console.log(`  on / off                          median ${(quantile(paired.on, 0.5) / quantile(paired.off, 0.5)).toFixed(3)}×, p99 ${(quantile(paired.on, 0.99) / quantile(paired.off, 0.99)).toFixed(3)}×`);
    if (Math.max(...loadavg().slice(0, 2)) > availableParallelism()) {
      console.log(`  NOT CONCLUSIVE: the load average was above the ${availableParallelism()} cores during the run — run again on a quiet machine`);
    }
    return { p99Ratio: p99Ratio.median, ok };
  } finally {
    load.close();
    for (const s of [on, off]) {
      await s.app.close();
      await rm(s.dir, { recursive: true, force: true });
    }
    if (web.cleanup) await rm(web.cleanup, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await analyticsBench();
