// GET /metrics in the Prometheus text format (prom-client), only when METRICS_TOKEN is set, and then
// only for `Authorization: Bearer <METRICS_TOKEN>`. Each app has its own registry (tests build many).
// Series: HTTP requests and latency by method, route pattern and status; render queue depth, busy
// workers and render time; background jobs by state and rows still to do; the database pool; and
// prom-client's process metrics. Values read from the database are read when scraped.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import client from "prom-client";
import type { DbHandle } from "../db/index.ts";
import { notFound } from "../errors.ts";

const JOB_STATES = ["queued", "running", "done", "failed"] as const;
const digest = (value: string) => createHash("sha256").update(value).digest();

/** Registers the hooks and the route on the root instance (not encapsulated): call it from buildApp. */
export function registerMetrics(app: FastifyInstance, handle: DbHandle): void {
  const token = app.config.metricsToken;
  if (!token) {
    // Off: a plain 404 (not the web app's page).
    app.get("/metrics", async () => {
      throw notFound();
    });
    return;
  }
  const expected = digest(`Bearer ${token}`);
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "bitaqa_" });
  const registers = [registry];

  const requestLabels = ["method", "route", "status"] as const;
  const requests = new client.Counter({ name: "bitaqa_http_requests_total", help: "HTTP requests answered, by route pattern", labelNames: requestLabels, registers });
  const latency = new client.Histogram({
    name: "bitaqa_http_request_duration_seconds",
    help: "time to answer, by route pattern",
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern, never the raw URL (unbounded label values); unmatched URLs share one label.
    const labels = { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const renderTime = new client.Histogram({
    name: "bitaqa_render_duration_seconds",
    help: "time a render worker spent on one PNG/PDF",
    labelNames: ["outcome"],
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  app.addHook("onReady", async () => {
    app.render.pool.onRendered = (seconds, ok) => renderTime.observe({ outcome: ok ? "ok" : "error" }, seconds);
  });
  new client.Gauge({
    name: "bitaqa_render_queue_depth",
    help: "renders waiting for a free worker",
    registers,
    collect() {
      this.set(app.render.pool.queued);
    },
  });
  new client.Gauge({
    name: "bitaqa_render_workers_busy",
    help: "render workers at work (of bitaqa_render_workers)",
    registers,
    collect() {
      this.set(app.render.pool.busy);
    },
  });
  new client.Gauge({ name: "bitaqa_render_workers", help: "render worker threads (RENDER_WORKERS)", registers }).set(app.config.renderWorkers);

  new client.Gauge({
    name: "bitaqa_jobs",
    help: "background jobs by state (queued + running is the backlog), all instances",
    labelNames: ["state"],
    registers,
    async collect() {
      const rows = await app.db.selectFrom("jobs").select(["state", sql<number>`count(*)`.as("n")]).groupBy("state").execute();
      for (const state of JOB_STATES) this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
  new client.Gauge({
    name: "bitaqa_job_rows_pending",
    help: "rows of queued and running jobs not processed yet",
    registers,
    async collect() {
      const row = await app.db
        .selectFrom("jobs")
        .select(sql<number>`coalesce(sum(total - done), 0)`.as("n"))
        .where("state", "in", ["queued", "running"])
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });

  new client.Gauge({
    name: "bitaqa_db_pool_connections",
    help: "database connections: PostgreSQL pool total/idle/waiting clients (max in bitaqa_db_pool_max); SQLite has one connection",
    labelNames: ["state"],
    registers,
    collect() {
      const pool = handle.pgPool;
      if (pool) {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      } else {
        this.set({ state: "total" }, handle.sqlite?.open ? 1 : 0);
      }
    },
  });
  new client.Gauge({ name: "bitaqa_db_pool_max", help: "the largest number of database connections", registers }).set(
    handle.pgPool ? handle.pgPool.options.max ?? 10 : 1,
  );

  app.get("/metrics", async (request, reply) => {
    const given = digest(String(request.headers.authorization ?? ""));
    if (!timingSafeEqual(given, expected)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').type("text/plain; charset=utf-8").send("unauthorized\n");
    }
    return reply.type(registry.contentType).header("cache-control", "no-store").send(await registry.metrics());
  });
}
