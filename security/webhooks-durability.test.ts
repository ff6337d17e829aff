// Webhooks survive kill -9 (issue 26 §2): a bulk job of 200 certificates with an endpoint listening
// for certificate.issued and bulk.completed; the sending server is killed with SIGKILL while it
// issues and delivers, started again on the same data, and the receiver (verifying every signature
// with the Standard Webhooks library) ends with one certificate.issued per certificate — each
// certificate under exactly one webhook-id, repeats only as that same id — and one bulk.completed.
// SQLite (file, WAL), and PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { adminSession, freePort, startServerProcess, type ServerProcess } from "./durability/server-process.ts";
import { startReceiver, waitUntil } from "../server/webhooks/test/receiver.ts";
import { createDatabase } from "../e2e/cluster.ts";

const ROWS = 200;
const ENV = { WEBHOOK_ALLOW_PRIVATE: "true", JOB_LEASE_MS: "3000", WEBHOOK_RETRY_SCHEDULE_MS: "200,500,1000,2000,4000" };

/** The seeded training certificate (its fields match the CSV's columns). */
async function trainingTemplateId(dataDir: string, databaseUrl?: string): Promise<string> {
  const sql = "select id from templates where seed_key = 'certificate-training-completion'";
  if (!databaseUrl) {
    const db = new Database(join(dataDir, "bitaqa.db"), { readonly: true });
    try {
      return (db.prepare(sql).get() as { id: string }).id;
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql)).rows[0].id as string;
  } finally {
    await c.end();
  }
}

function bulkForm(templateId: string) {
  const boundary = `----bitaqa-wh-${randomBytes(6).toString("hex")}`;
  const csv = ["الاسم,الدورة,التاريخ", ...Array.from({ length: ROWS }, (_, i) => `متدرب رقم ${i + 1},السلامة المهنية,2026-03-20`)].join("\n");
  const parts = [
    { name: "templateId", value: templateId },
    { name: "mapping", value: JSON.stringify({ recipientName: "الاسم", course: "الدورة", date: "التاريخ" }) },
    { name: "file", value: csv, filename: "rows.csv", type: "text/csv" },
  ];
  const body = parts.map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n${p.value}\r\n`).join("") + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function run(dataDir: string, databaseUrl?: string) {
  const receiver = await startReceiver();
  const port = await freePort();
  let server: ServerProcess = await startServerProcess({ port, dataDir, databaseUrl, env: ENV });
  try {
    const url = server.url;
    let cookie = await adminSession(url);
    const hook = await fetch(`${url}/api/admin/webhooks`, { method: "POST", headers: { "content-type": "application/json", origin: url, cookie }, body: JSON.stringify({ url: receiver.url, events: ["certificate.issued", "bulk.completed"] }) });
    expect(hook.status, await hook.clone().text()).toBe(201);
    receiver.secret = ((await hook.json()) as { secret: string }).secret;

    const form = bulkForm(await trainingTemplateId(dataDir, databaseUrl));
    const accepted = await fetch(`${url}/api/admin/certificates/bulk`, { method: "POST", headers: { "content-type": form.contentType, origin: url, cookie }, body: form.body });
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    const { jobId } = (await accepted.json()) as { jobId: string };

    // Killed while certificates are being issued and their events delivered.
    await waitUntil(() => receiver.received.length >= 40, 120_000, "the first deliveries");
    await server.kill9();
    const atKill = receiver.received.length;
    server = await startServerProcess({ port, dataDir, databaseUrl, env: ENV });
    cookie = await adminSession(url);

    await waitUntil(() => receiver.received.some((r) => r.type === "bulk.completed"), 240_000, "bulk.completed");
    await waitUntil(() => new Set(receiver.received.filter((r) => r.type === "certificate.issued").map((r) => r.id)).size >= ROWS, 60_000, "every certificate.issued");
    const job = (await (await fetch(`${url}/api/admin/jobs/${jobId}`, { headers: { cookie } })).json()) as { state: string; issued: number };
    expect(job).toMatchObject({ state: "done", issued: ROWS });

    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    const issued = receiver.received.filter((r) => r.type === "certificate.issued");
    const idsByCertificate = new Map<string, Set<string>>();
    for (const r of issued) {
      const certId = (r.data.certificate as { id: string }).id;
      idsByCertificate.set(certId, (idsByCertificate.get(certId) ?? new Set()).add(r.id));
    }
    expect(idsByCertificate.size).toBe(ROWS);
    expect([...idsByCertificate.values()].every((ids) => ids.size === 1)).toBe(true);
    const completed = receiver.received.filter((r) => r.type === "bulk.completed");
    expect(new Set(completed.map((r) => r.id)).size).toBe(1);
    expect(completed[0].data).toMatchObject({ job: { id: jobId, issued: ROWS } });
    return { atKill, received: receiver.received.length, distinct: new Set(receiver.received.map((r) => r.id)).size };
  } finally {
    await server.stop().catch(() => undefined);
    await receiver.close();
  }
}

describe("webhooks across kill -9", () => {
  it("SQLite: every certificate.issued under one id, one bulk.completed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-webhooks-"));
    try {
      const figures = await run(dataDir);
      console.log(`SQLite: ${figures.atKill} received before the kill, ${figures.received} in all, ${figures.distinct} distinct event ids`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL: the same", async () => {
    const db = await createDatabase(process.env.TEST_DATABASE_URL!);
    const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-webhooks-pg-"));
    try {
      const figures = await run(dataDir, db.url);
      console.log(`PostgreSQL: ${figures.atKill} received before the kill, ${figures.received} in all, ${figures.distinct} distinct event ids`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  });
});
