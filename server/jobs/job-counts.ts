// The progress a user sees of a bulk job, derived from the rows themselves: the certificates that
// carry the job's id, and the row errors of the parent (unreadable rows) and of its slices. Stored
// counters are only hints written between units of work; an instance killed after issuing a row
// and before writing its counter would make them disagree (e.g. done 270 while 271 are issued).
import type { RowError } from "../bulk/mapping.ts";
import type { Db } from "../db/index.ts";
import type { JobsTable } from "../db/schema.ts";

export interface JobCounts {
  /** Data rows of the uploaded file (set once, when the job splits the file). */
  total: number;
  /** Rows finished: issued or refused. */
  done: number;
  /** Certificates issued by the job (distinct rows: (job_id, job_row) is unique). */
  issued: number;
  /** One entry per refused row, by row number. */
  errors: RowError[];
}

function parseErrors(json: string | null | undefined): RowError[] {
  try {
    const v = JSON.parse(json || "[]");
    return Array.isArray(v) ? (v as RowError[]) : [];
  } catch {
    return [];
  }
}

export async function bulkJobCounts(db: Db, job: Pick<JobsTable, "id" | "total" | "errors">): Promise<JobCounts> {
  const [issuedRow, slices] = await Promise.all([
    db.selectFrom("certificates").select((eb) => eb.fn.countAll<number | string>().as("n")).where("job_id", "=", job.id).executeTakeFirstOrThrow(),
    db.selectFrom("jobs").select("errors").where("id", "like", `${job.id}:%`).execute(),
  ]);
  const issued = Number(issuedRow.n);
  const errors = new Map<number, RowError>(parseErrors(job.errors).map((e) => [e.row, e]));
  for (const s of slices) for (const e of parseErrors(s.errors)) errors.set(e.row, e);
  const sorted = [...errors.values()].sort((a, b) => a.row - b.row);
  return { total: job.total, done: Math.min(job.total, issued + sorted.length), issued, errors: sorted };
}
