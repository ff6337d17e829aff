// Scale-out, as an operator runs it: three built instances started at the same moment on an empty
// PostgreSQL, behind HAProxy (deploy/haproxy.cfg, round-robin on loopback, TRUST_PROXY set).
// Sessions, a 300-row bulk job whose holder is killed -9, revocation, and a clean SIGTERM.
// Needs TEST_DATABASE_URL (CI starts one with scripts/pg-test-server.sh) and haproxy.
import http from "node:http";
import JSZip from "jszip";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, findHaproxy, freePort, spawnInstance, startHaproxy, stopInstance, waitBalanced, waitHealthy, type Balancer, type Instance } from "./cluster.ts";

const DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) console.log("e2e/instances.test.ts skipped: TEST_DATABASE_URL is not set (the multi-instance test needs PostgreSQL; CI starts one with scripts/pg-test-server.sh)");

const LEASE_MS = 15_000; // the default JOB_LEASE_MS, which the instances run with
const ADMIN = { username: "admin", password: "scale-admin-password-1" };
const NAMES = ["app1", "app2", "app3"];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!DATABASE_URL)("three instances behind HAProxy on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sql: pg.Pool;
  let lb: Balancer;
  let env: Record<string, string>;
  const ports: number[] = [];
  const instances: Instance[] = [];
  let cookie = "";
  let bulkJobId = "";

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several routes, checked field by field
  type Answer = { status: number; by: string; body: any; headers: Headers };
  async function api(path: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    headers.set("origin", lb.url);
    if (cookie) headers.set("cookie", cookie);
    const r = await fetch(`${lb.url}${path}`, { ...init, headers });
    const type = r.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await r.json() : Buffer.from(await r.arrayBuffer());
    return { status: r.status, by: r.headers.get("x-served-by") ?? "", body, headers: r.headers };
  }

  /** Repeats a request through the balancer until every live instance has answered it. */
  async function throughEach(path: string, names = NAMES, init: RequestInit = {}) {
    const answers = new Map<string, Answer>();
    for (let i = 0; i < 30 && !names.every((n) => answers.has(n)); i++) {
      const a = await api(path, init);
      answers.set(a.by, a);
    }
    expect([...answers.keys()].sort()).toEqual([...names].sort());
    return answers;
  }

  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await sql.query<T>(text, values)).rows;

  beforeAll(async () => {
    const haproxy = findHaproxy();
    if (!haproxy) throw new Error("haproxy is not installed (apt-get install haproxy; .ci/run installs it)");
    database = await createDatabase(DATABASE_URL!);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    const lbPort = await freePort();
    // Every instance gets the same DATABASE_URL and PUBLIC_URL (the balancer); no SESSION_SECRET,
    // so the one stored by the first start is shared.
    env = {
      DATABASE_URL: database.url,
      PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
      TRUST_PROXY: "127.0.0.1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: "admin@example.test",
      RENDER_WORKERS: "2",
      DATABASE_POOL_MAX: "5",
    };
    // All three at the same moment on the empty database.
    for (const [i, name] of NAMES.entries()) instances.push(spawnInstance(name, ports[i], env));
    await Promise.all(instances.map((inst) => waitHealthy(inst)));
    lb = await startHaproxy(haproxy, ports as [number, number, number], lbPort);
    await waitBalanced(lb, NAMES);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((inst) => stopInstance(inst, 3000)));
    await lb?.stop();
    await sql?.end();
    await database?.drop();
  });

  it("started together on an empty database, all three came up and the first start's data exists once", async () => {
    expect(instances.map((i) => i.child.exitCode)).toEqual([null, null, null]);
    expect(instances.filter((i) => i.output().includes("Admin account created"))).toHaveLength(1);
    expect(await rows("select seed_key, count(*) from templates where seed_key is not null group by seed_key having count(*) > 1")).toEqual([]);
    expect(Number((await rows<{ n: string }>("select count(*) as n from templates where seed_key is not null"))[0].n)).toBeGreaterThan(10);
    expect(await rows("select count(*)::int as n from users where role = 'admin'")).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from settings where key in ('internal.secret', 'internal.issuerKey')")).toEqual([{ n: 2 }]);
  });

  it("a session made through one instance is used through the others; X-Forwarded-For is trusted from the balancer", async () => {
    const login = await api("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const answers = await throughEach("/api/user");
    for (const [by, a] of answers) expect({ by, status: a.status, username: a.body.username }).toEqual({ by, status: 200, username: ADMIN.username });

    // TRUST_PROXY: the client address the balancer forwards is the one rate limits count.
    await api("/api/certificates/verify/AAAAA-AAAAA-AAAAA", { headers: { "x-forwarded-for": "203.0.113.77" } });
    // Counters reach the database in batches (RATE_LIMIT_FLUSH_MS, 250 ms by default).
    const counted = async () => (await rows<{ key: string }>("select key from rate_limits")).some((r) => r.key.includes("203.0.113.77"));
    for (let i = 0; i < 60 && !(await counted()); i++) await sleep(50);
    expect(await counted()).toBe(true);
  });

  it("a bulk job of 300 rows finishes after the instance holding it is killed -9: 300 distinct certificates and a valid ZIP within lease + 30 s", async () => {
    const template = (await rows<{ id: string }>("select id from templates where seed_key = 'certificate-training-completion'"))[0];
    const form = new FormData();
    form.set("templateId", template.id);
    form.set("mapping", JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }));
    form.set("file", new Blob([csv(300)], { type: "text/csv" }), "people.csv");
    const upload = await api("/api/admin/certificates/bulk", { method: "POST", body: form });
    expect(upload.status).toBe(202);
    bulkJobId = upload.body.jobId;

    // Wait until a slice of it is being issued, then kill -9 the instance holding that slice.
    let victim: Instance | undefined;
    let slice = "";
    for (let i = 0; i < 600 && !victim; i++) {
      const held = await rows<{ id: string; locked_by: string; issued: number }>(
        `select j.id, j.locked_by, (select count(*)::int from certificates c where c.job_id = $1 and c.job_row = any(
           select jsonb_array_elements_text((j.payload::jsonb)->'rows')::int)) as issued
         from jobs j where j.id like $1 || ':%' and j.state = 'running' and j.locked_by is not null and j.locked_until > $2`,
        [bulkJobId, new Date().toISOString()],
      );
      const busy = held.find((h) => h.issued >= 5);
      if (busy) {
        victim = instances.find((inst) => busy.locked_by.startsWith(`${inst.pid}-`));
        slice = busy.id;
      } else await sleep(50);
    }
    expect(victim, "an instance holds a running slice").toBeDefined();
    victim!.child.kill("SIGKILL");
    const killedAt = Date.now();
    expect(await victim!.exited).toBeNull();
    const issuedAtKill = Number((await rows<{ n: string }>("select count(*) as n from certificates where job_id = $1", [bulkJobId]))[0].n);
    expect(issuedAtKill).toBeLessThan(300);

    // The user keeps polling through the balancer; the dead instance's requests go to the others.
    const statuses = new Set<number>();
    let job: Answer["body"];
    let takenOverMs = 0;
    for (;;) {
      if (!takenOverMs) {
        const [s] = await rows<{ locked_by: string | null; state: string }>("select locked_by, state from jobs where id = $1", [slice]);
        if (s.state === "done" || (s.locked_by && !s.locked_by.startsWith(`${victim!.pid}-`))) takenOverMs = Date.now() - killedAt;
      }
      const a = await api(`/api/admin/jobs/${bulkJobId}`);
      statuses.add(a.status);
      job = a.body;
      if (a.status === 200 && (job.state === "done" || job.state === "failed")) break;
      if (Date.now() - killedAt > LEASE_MS + 30_000) break;
      expect(job.done).toBeLessThanOrEqual(job.total);
      await sleep(250);
    }
    const tookMs = Date.now() - killedAt;
    console.log(`bulk 300 with a kill -9: ${issuedAtKill} issued at the kill; its slice taken over ${takenOverMs} ms and the job done (ZIP written) ${tookMs} ms after it (lease ${LEASE_MS} ms)`);
    expect([...statuses]).toEqual([200]);
    expect(job).toMatchObject({ state: "done", total: 300, done: 300, issued: 300, errors: [] });
    expect(tookMs).toBeLessThan(LEASE_MS + 30_000);

    // The killed instance's slice was taken over and finished by another one.
    const [taken] = await rows<{ state: string; locked_by: string }>("select state, locked_by from jobs where id = $1", [slice]);
    expect(taken.state).toBe("done");
    expect(taken.locked_by.startsWith(`${victim!.pid}-`)).toBe(false);
    expect(await rows("select count(*)::int as n, count(distinct job_row)::int as r, count(distinct code)::int as c from certificates where job_id = $1", [bulkJobId])).toEqual([{ n: 300, r: 300, c: 300 }]);

    const zip = await api(`/api/admin/jobs/${bulkJobId}/result.zip`);
    expect(zip.status).toBe(200);
    const files = await JSZip.loadAsync(zip.body as Buffer);
    const pdfs = Object.keys(files.files).filter((n) => n.endsWith(".pdf"));
    expect(pdfs).toHaveLength(300);
    for (const name of [pdfs[0], pdfs[149], pdfs[299]]) expect((await files.file(name)!.async("nodebuffer")).subarray(0, 5).toString()).toBe("%PDF-");
    const report = (await files.file("certificates-report.csv")!.async("string")).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(report).toHaveLength(301);

    // The operator restarts the killed instance; it joins without seeding anything again.
    const restarted = spawnInstance(victim!.name, victim!.port, env);
    instances[instances.indexOf(victim!)] = restarted;
    await waitHealthy(restarted);
    await waitBalanced(lb, NAMES);
    expect(restarted.output()).not.toContain("Admin account created");
  }, 150_000);

  it("a revocation through one instance is seen through the others at once", async () => {
    const [cert] = await rows<{ id: string; code: string }>("select id, code from certificates where job_id = $1 order by job_row limit 1", [bulkJobId]);
    for (const a of (await throughEach(`/api/certificates/verify/${cert.code}`)).values()) expect(a.body.status).toBe("valid");
    const revoke = await api(`/api/admin/certificates/${cert.id}/revoke`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ reason: "scale test" }) });
    expect(revoke.status).toBe(200);
    // Straight away, with no wait: each instance answers "revoked".
    const answers = await throughEach(`/api/certificates/verify/${cert.code}`);
    for (const [by, a] of answers) expect({ by, status: a.body.status }).toEqual({ by, status: "revoked" });
    expect(answers.size).toBe(3);
    console.log(`revoked through ${revoke.by}; seen as revoked through ${[...answers.keys()].join(", ")}`);
  });

  it("all three shut down cleanly on SIGTERM: in-flight requests finish and job leases are released", async () => {
    // A second bulk job, so that instances hold leases when they are told to stop.
    const template = (await rows<{ id: string }>("select id from templates where seed_key = 'certificate-training-completion'"))[0];
    const form = new FormData();
    form.set("templateId", template.id);
    form.set("mapping", JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }));
    // Large enough that it cannot finish in the second before the instances are told to stop.
    form.set("file", new Blob([csv(2000)], { type: "text/csv" }), "people-2.csv");
    const upload = await api("/api/admin/certificates/bulk", { method: "POST", body: form });
    expect(upload.status).toBe(202);
    const jobId = upload.body.jobId as string;
    const heldLeases = () => rows<{ id: string; locked_by: string }>("select id, locked_by from jobs where id like $1 || '%' and state in ('queued', 'running') and locked_by is not null", [jobId]);
    for (let i = 0; i < 400 && (await heldLeases()).length < 2; i++) await sleep(50);
    expect((await heldLeases()).length).toBeGreaterThanOrEqual(2);

    // One request in flight on each instance: headers and half the body sent before SIGTERM.
    const inFlight = instances.map((inst) => slowLogin(inst.port, env.PUBLIC_URL));
    await sleep(300);
    const exits = instances.map((inst) => stopInstance(inst));
    await sleep(300);
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.response));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.every((a) => a.body.includes(`"username":"${ADMIN.username}"`))).toBe(true);
    expect(await Promise.all(exits)).toEqual([0, 0, 0]);
    for (const inst of instances) expect(inst.output()).not.toMatch(/shutdown failed|job runner failed/);
    expect(await heldLeases()).toEqual([]);
    const unfinished = await rows<{ n: number }>("select count(*)::int as n from jobs where id like $1 || '%' and state <> 'done'", [jobId]);
    expect(unfinished[0].n).toBeGreaterThan(0); // the job really was cut short, to be resumed by the next start
  }, 60_000);
});

/** 300 rows with Arabic names, as an admin's spreadsheet would have them. */
function csv(n: number): string {
  const first = ["محمد", "فاطمة", "أحمد", "مريم", "يوسف", "سارة", "علي", "نور"];
  const lines = ["الاسم,الدورة,التاريخ"];
  for (let i = 0; i < n; i++) lines.push(`${first[i % first.length]} ${first[(i * 3 + 1) % first.length]} ${i + 1},السلامة المهنية,2026-03-${String((i % 28) + 1).padStart(2, "0")}`);
  return lines.join("\n") + "\n";
}

/** POST /api/login straight to one instance, its body sent in two halves (finish() sends the rest). */
function slowLogin(port: number, origin: string) {
  const body = Buffer.from(JSON.stringify(ADMIN));
  const half = Math.floor(body.length / 2);
  const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/login", headers: { "content-type": "application/json", "content-length": body.length, origin } });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.subarray(0, half));
  return { response, finish: () => req.end(body.subarray(half)) };
}
