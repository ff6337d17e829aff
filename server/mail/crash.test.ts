// Durability of sending: 200 queued messages, an instance killed with SIGKILL in the middle, then a
// restarted instance on the same database (SQLite serves one instance; two instances competing for the
// same jobs are covered on PostgreSQL by e2e/instances.test.ts and the runner's lease tests). Every message reaches the SMTP server, and exactly once —
// except the messages, if any, that the SMTP server had accepted when the process died but whose
// "sent" the process had not written yet: nobody can know they arrived, so they are sent again, with
// the same Message-ID (receivers such as Gmail drop the copy). An instance runs JOB_CONCURRENCY jobs at
// once, so at most that many can be caught in this window. The test measures the window too.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createDb, migrateToLatest, type DbHandle } from "../db/index.ts";
import { seed } from "../seeds/seed.ts";
import { startTestSmtp, type TestSmtp } from "../test/smtp.ts";
import { queueMail } from "./queue-mail.ts";

const root = new URL("../..", import.meta.url).pathname;
const TOTAL = 200;
let dir: string;
let smtp: TestSmtp;
let handle: DbHandle;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bitaqa-mail-crash-"));
  smtp = await startTestSmtp();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await handle?.destroy();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  DATA_DIR: dir,
  PUBLIC_URL: "http://localhost:3000",
  LOG_LEVEL: "silent",
  RENDER_WORKERS: "1",
  ADMIN_PASSWORD: "crash-admin-password",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  MAIL_PER_DOMAIN_PER_SECOND: "1000",
  WEB_DIR: "/nonexistent",
});

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/mail-worker.ts"], { cwd: root, env: env(), stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (b: Buffer) => b.toString().includes("ready") && resolve(child));
    child.on("exit", (code) => reject(new Error(`worker exited ${code}`)));
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// SQLite file shared by child processes; the PostgreSQL run of the suite does not repeat it.
it.skipIf(process.env.TEST_DB === "pg")("delivers every message across a kill -9 and a restart, none twice but those in flight", async () => {
  const config = loadConfig(env());
  // This process only watches the file: the instances under test are the child processes.
  handle = createDb({ ...config, claimSqlite: false });
  await migrateToLatest(handle);
  await seed(handle.db, config, { templates: false });
  // queueMail only needs the database and the configuration (no runner runs in this process).
  const app = { db: handle.db, config } as unknown as FastifyInstance;
  for (let i = 0; i < TOTAL; i++) {
    await queueMail(app, { kind: "test", to: `r${i}@domain${i % 7}.test`, locale: i % 2 ? "ar" : "en", content: { subject: `bulk ${i}`, heading: "Hi", paragraphs: [String(i)] } });
  }

  const first = await startWorker();
  await until(() => smtp.received.length >= 40, 60_000, "the first instance to send 40");
  first.kill("SIGKILL");
  await new Promise((r) => first.once("exit", r));
  const beforeRestart = smtp.received.length;
  expect(beforeRestart).toBeLessThan(TOTAL);
  const unrecorded = (await handle.db.selectFrom("mail_messages").select(["message_id", "state"]).execute()).filter(
    (m) => m.state !== "sent" && smtp.received.some((r) => r.messageId === m.message_id),
  );
  // At most one message in flight per job the instance runs at once (JOB_CONCURRENCY, 2 by default).
  expect(unrecorded.length).toBeLessThanOrEqual(config.jobConcurrency);

  // The dead instance's lease would run out after JOB lease time; let it run out now.
  await handle.db.updateTable("jobs").set({ locked_until: new Date(Date.now() - 1).toISOString() }).where("locked_until", "is not", null).where("state", "=", "running").execute();

  const restarted = await startWorker();
  await until(async () => {
    const left = await handle.db.selectFrom("mail_messages").select("id").where("state", "!=", "sent").execute();
    return left.length === 0;
  }, 120_000, "every message to be sent");
  await new Promise((r) => setTimeout(r, 500)); // anything sent twice would arrive now
  restarted.kill("SIGTERM");

  const perId = new Map<string, number>();
  for (const m of smtp.received) perId.set(m.messageId!, (perId.get(m.messageId!) ?? 0) + 1);
  expect(perId.size).toBe(TOTAL); // every message arrived
  expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(TOTAL);
  const twice = [...perId].filter(([, n]) => n > 1).map(([id]) => id);
  // Only the messages caught between the SMTP server's "250 OK" and the database write is repeated.
  expect(twice.sort()).toEqual(unrecorded.map((m) => m.message_id).sort());
  expect(smtp.received).toHaveLength(TOTAL + twice.length);
  expect(smtp.errors).toEqual([]);
  const jobs = await handle.db.selectFrom("jobs").select(["state"]).where("type", "=", "mail.send").execute();
  expect(jobs.every((j) => j.state === "done")).toBe(true);
  console.log(`crash test: ${beforeRestart} sent before kill -9, ${TOTAL - beforeRestart} after the restart, ${twice.length} sent twice (same Message-ID)`);
}, 180_000);
