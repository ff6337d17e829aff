// A fingerprint of the database's data: every table's rows, sorted, hashed. The authorization matrix
// takes one before and after each refused write: a refusal that still changed something (the check
// after the write, a 403 answered from an error handler…) shows as a changed table.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../server/db/index.ts";
import { jobRunnersOf } from "../server/queue/wake.ts";

/** What may change while a refused request runs without the request changing it: the rate limits'
 * counters (every request from an address counts), a session's last-seen time, and the analytics
 * counts (the recorder's timer flushes earlier requests' views and shares at any moment). The job
 * runners are paused by the matrix around each refused write instead (pauseJobRunners). */
const BOOKKEEPING = new Set(["rate_limits"]);
const isRollup = (table: string) => /^analytics_.*_(days|months|steps)$/.test(table);
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };

export async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).filter((n) => !BOOKKEEPING.has(n) && !isRollup(n) && !n.startsWith("kysely_")).sort();
}

/** table → hash of its rows (each row as JSON with sorted keys, the rows sorted). */
export async function snapshot(db: Db, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table as never).selectAll().execute();
    const skip = BOOKKEEPING_COLUMNS[table] ?? [];
    const lines = rows.map((row) => JSON.stringify(Object.entries(row as Record<string, unknown>).filter(([k]) => !skip.includes(k)).sort(([a], [b]) => a.localeCompare(b)), (_k, v) => (typeof v === "bigint" ? String(v) : v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v))).sort();
    out[table] = `${rows.length}:${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}

/** Stops the app's job runners (earlier calls' jobs — webhook retries, mails — would change rows in
 * the background) until the returned function starts them again. */
export async function pauseJobRunners(app: FastifyInstance): Promise<() => void> {
  const runners = jobRunnersOf(app);
  await Promise.all(runners.map((r) => r.stop()));
  return () => runners.forEach((r) => r.start());
}
