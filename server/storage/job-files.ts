// The files a job produced (table `job_files`, migration 007), read back in row order without ever
// loading them all: the index (names, sizes) first, then the bytes a batch at a time.
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";

export interface NewJobFile {
  row: number;
  name: string;
  bytes: Uint8Array;
}

export interface JobFileEntry {
  row: number;
  name: string;
  size: number;
}

/** Writes files in one statement; a row that already has its file keeps it (a re-run writes nothing twice). */
export async function putJobFiles(db: Db, jobId: string, files: readonly NewJobFile[]): Promise<void> {
  if (files.length === 0) return;
  const now = nowIso();
  await db
    .insertInto("job_files")
    .values(files.map((f) => ({ job_id: jobId, job_row: f.row, name: f.name, size: f.bytes.byteLength, bytes: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), created_at: now })))
    .onConflict((oc) => oc.columns(["job_id", "job_row"]).doNothing())
    .execute();
}

/** The rows of `rows` (or all) that have their file. */
export async function jobFileRows(db: Db, jobId: string, rows?: readonly number[]): Promise<Set<number>> {
  let q = db.selectFrom("job_files").select("job_row").where("job_id", "=", jobId);
  if (rows) q = q.where("job_row", "in", rows.length ? [...rows] : [-1]);
  return new Set((await q.execute()).map((r) => Number(r.job_row)));
}

/** Names and sizes of all the job's files, in row order (a few dozen bytes per file, no contents). */
export async function jobFileIndex(db: Db, jobId: string): Promise<JobFileEntry[]> {
  const rows = await db.selectFrom("job_files").select(["job_row", "name", "size"]).where("job_id", "=", jobId).orderBy("job_row").execute();
  return rows.map((r) => ({ row: Number(r.job_row), name: r.name, size: Number(r.size) }));
}

/** Up to `limit` files from row `fromRow` on, in row order. */
export async function readJobFiles(db: Db, jobId: string, fromRow: number, limit: number): Promise<{ row: number; bytes: Buffer }[]> {
  const rows = await db.selectFrom("job_files").select(["job_row", "bytes"]).where("job_id", "=", jobId).where("job_row", ">=", fromRow).orderBy("job_row").limit(limit).execute();
  return rows.map((r) => ({ row: Number(r.job_row), bytes: Buffer.from(r.bytes) }));
}

/** The file a job made for one row, or null (not written yet, or the job's files are gone). */
export async function readJobFile(db: Db, jobId: string, row: number): Promise<Buffer | null> {
  const found = await db.selectFrom("job_files").select("bytes").where("job_id", "=", jobId).where("job_row", "=", row).executeTakeFirst();
  return found ? Buffer.from(found.bytes) : null;
}
