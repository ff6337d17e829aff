// GET /metrics: off without METRICS_TOKEN, bearer-protected with it, and the series integrators
// scrape: requests and latency by route pattern, render queue and time, job backlog, database pool.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";

const TOKEN = "metrics-token-for-tests";

describe("GET /metrics without METRICS_TOKEN", () => {
  it("does not exist (404 JSON, not the web app)", async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    } finally {
      await t.close();
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("answers 401 without the token or with another one", async () => {
    for (const header of [undefined, "Bearer wrong", TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.headers["www-authenticate"]).toContain("Bearer");
      expect(res.body).not.toContain("bitaqa_");
    }
  });

  it("counts requests by route pattern (not raw URL) and status, with latency histograms", async () => {
    await t.app.inject({ method: "GET", url: "/healthz" });
    await t.app.inject({ method: "GET", url: "/healthz" });
    await t.app.inject({ method: "GET", url: "/api/templates/no-such-template" });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain('bitaqa_http_requests_total{method="GET",route="/healthz",status="200"} 2');
    expect(res.body).toContain('bitaqa_http_requests_total{method="GET",route="/api/templates/:id",status="404"} 1');
    expect(res.body).not.toContain("no-such-template");
    expect(res.body).toMatch(/bitaqa_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz",status="200"\} \d/);
    expect(res.body).toContain('bitaqa_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} 2');
  });

  it("reports the render queue and render time, the job backlog and the database pool", async () => {
    // One real render, so the render-time histogram has an observation.
    await t.app.render.pool.render({
      design: { version: 1, width: 40, height: 20, background: "#ffffff", layers: [] } as never,
      values: {},
      format: "png",
    } as never).catch(() => undefined);
    const now = new Date().toISOString();
    await t.db
      .insertInto("jobs")
      .values([
        { id: "job-q", type: "bulk-certificates", state: "queued", payload: "{}", done: 0, total: 10, errors: "[]", created_at: now, updated_at: now },
        { id: "job-r", type: "bulk-certificates", state: "running", payload: "{}", done: 4, total: 10, errors: "[]", created_at: now, updated_at: now },
        { id: "job-d", type: "bulk-certificates", state: "done", payload: "{}", done: 10, total: 10, errors: "[]", created_at: now, updated_at: now },
      ])
      .execute();
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toContain("bitaqa_render_queue_depth 0");
    expect(body).toContain("bitaqa_render_workers 1");
    expect(body).toMatch(/bitaqa_render_duration_seconds_count\{outcome="(ok|error)"\} 1/);
    expect(body).toContain('bitaqa_jobs{state="queued"} 1');
    expect(body).toContain('bitaqa_jobs{state="running"} 1');
    expect(body).toContain('bitaqa_jobs{state="done"} 1');
    expect(body).toContain("bitaqa_job_rows_pending 16");
    expect(body).toMatch(/bitaqa_db_pool_connections\{state="total"\} [1-9]/);
    expect(body).toContain("bitaqa_process_cpu_seconds_total");
  });
});
