// kill -9 the server during a bulk job and during a burst of card creation, on SQLite (file, WAL) and
// on PostgreSQL (when TEST_DATABASE_URL is set); after a restart on the same data every acknowledged
// write is there, nothing is there twice, and the bulk job finishes (its lease runs out: ≤ 60 s).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { adminSession, freePort, startServerProcess, type ServerProcess } from "./durability/server-process.ts";

const BULK_ROWS = 120;
const BURST_CONCURRENCY = 12;

interface Store {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  dispose(): Promise<void>;
}

function sqliteStore(): Store {
  const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-durability-"));
  return {
    label: "SQLite",
    dataDir,
    async query(sql, params = []) {
      const db = new Database(join(dataDir, "bitaqa.db"), { readonly: true });
      try {
        return db.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgStore(baseUrl: string): Promise<Store> {
  const name = `durability_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-durability-pg-"));
  return {
    label: "PostgreSQL",
    dataDir,
    databaseUrl: url.toString(),
    async query(sql, params = []) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
    async dispose() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A published card template whose fields are all simple to fill, and values for it. */
async function cardTemplate(url: string): Promise<{ templateId: string; values: Record<string, string> }> {
  const list = (await (await fetch(`${url}/api/templates?kind=card`)).json()) as { id: string; kind: string }[];
  for (const summary of list.filter((t) => t.kind === "card")) {
    const detail = (await (await fetch(`${url}/api/templates/${summary.id}`)).json()) as { fields: { name: string; type: string; required?: boolean; options?: { value: string }[] }[] };
    const values: Record<string, string> = {};
    let ok = true;
    for (const field of detail.fields) {
      const sample: Record<string, string> = { text: "سارة", textarea: "عيد مبارك", date: "2026-03-01", number: "7", email: "a@example.com", color: "#112233" };
      if (field.type in sample) values[field.name] = sample[field.type];
      else if (field.type === "select" && field.options?.length) values[field.name] = field.options[0].value;
      else if (field.required) ok = false;
    }
    if (ok) return { templateId: summary.id, values };
  }
  throw new Error("no simple card template seeded");
}

function bulkCsv(rows: number): string {
  const lines = ["الاسم,الدورة,التاريخ"];
  for (let i = 1; i <= rows; i++) lines.push(`متدرب رقم ${i},السلامة المهنية,2026-03-${String((i % 28) + 1).padStart(2, "0")}`);
  return `${lines.join("\n")}\n`;
}

function multipart(parts: { name: string; value: string; filename?: string; type?: string }[]) {
  const boundary = `----bitaqa-dur-${randomBytes(6).toString("hex")}`;
  const body = parts.map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n${p.value}\r\n`).join("") + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function run(store: Store) {
  const port = await freePort();
  let server: ServerProcess = await startServerProcess({ port, dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  try {
    const url = server.url;
    let cookie = await adminSession(url);

    // 1. A bulk job, killed while it issues.
    const certTemplate = (await store.query("select id from templates where seed_key = $1", ["certificate-training-completion"]))[0]?.id as string;
    expect(certTemplate).toBeTruthy();
    const form = multipart([
      { name: "templateId", value: certTemplate },
      { name: "mapping", value: JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }) },
      { name: "file", value: bulkCsv(BULK_ROWS), filename: "rows.csv", type: "text/csv" },
    ]);
    const accepted = await fetch(`${url}/api/admin/certificates/bulk`, { method: "POST", headers: { "content-type": form.contentType, origin: url, cookie }, body: form.body });
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };
    for (let i = 0; ; i++) {
      const job = (await (await fetch(`${url}/api/admin/jobs/${jobId}`, { headers: { cookie } })).json()) as { issued: number; state: string };
      if (job.issued >= BULK_ROWS / 4 || job.state === "done") break;
      if (i > 600) throw new Error("bulk job made no progress");
      await sleep(50);
    }
    const issuedAtKill = Number((await store.query("select count(*) as n from certificates where job_id = $1", [jobId]))[0].n);
    await server.kill9();

    // 2. Restart, then a burst of card creation, killed mid-burst.
    server = await startServerProcess({ port, dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    cookie = await adminSession(url);
    const { templateId, values } = await cardTemplate(url);
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        attempted++;
        try {
          const res = await fetch(`${url}/api/cards`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify({ templateId, values }) });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          else if (res.status !== 429) throw new Error(`card creation answered ${res.status}: ${await res.text()}`);
        } catch (err) {
          if (!stop) throw err;
        }
      }
    };
    const workers = Array.from({ length: BURST_CONCURRENCY }, () => worker().catch((err: unknown) => (stop ? undefined : Promise.reject(err))));
    while (acknowledged.length < 40) await sleep(10);
    stop = true;
    await server.kill9();
    await Promise.allSettled(workers);

    // 3. Restart: every acknowledged card is there, exactly once; the bulk job finishes with each row once.
    server = await startServerProcess({ port, dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    cookie = await adminSession(url);
    const cards = await store.query("select id from cards");
    const ids = cards.map((r) => String(r.id));
    expect(new Set(ids).size).toBe(ids.length);
    const missing = acknowledged.filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
    expect(ids.length).toBeLessThanOrEqual(attempted);
    for (const id of acknowledged.slice(0, 10)) expect((await fetch(`${url}/api/cards/${id}`)).status).toBe(200);

    const started = Date.now();
    let job: { state: string; issued: number; total: number; resultUrl: string | null };
    for (;;) {
      job = (await (await fetch(`${url}/api/admin/jobs/${jobId}`, { headers: { cookie } })).json()) as typeof job;
      if (job.state === "done" || job.state === "failed") break;
      if (Date.now() - started > 180_000) throw new Error(`bulk job still ${job.state} 3 minutes after the restart`);
      await sleep(500);
    }
    expect(job.state).toBe("done");
    expect(job.issued).toBe(BULK_ROWS);
    const rows = await store.query("select job_row, count(*) as n from certificates where job_id = $1 group by job_row", [jobId]);
    expect(rows).toHaveLength(BULK_ROWS);
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    const zip = await fetch(`${url}${job.resultUrl}`, { headers: { cookie } });
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(bytes.readUInt16LE(eocd + 10)).toBe(BULK_ROWS + 1);
    console.log(`${store.label}: bulk killed at ${issuedAtKill}/${BULK_ROWS} issued, finished ${((Date.now() - started) / 1000).toFixed(1)} s after restart; cards: ${acknowledged.length} acknowledged, ${ids.length} stored, ${attempted} attempted`);
  } finally {
    await server.stop().catch(() => undefined);
  }
}

describe("durability: kill -9 during writes", () => {
  it("SQLite", async () => {
    const store = sqliteStore();
    try {
      await run(store);
    } finally {
      await store.dispose();
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("PostgreSQL", async () => {
    const store = await pgStore(process.env.TEST_DATABASE_URL!);
    try {
      await run(store);
    } finally {
      await store.dispose();
    }
  });
});
