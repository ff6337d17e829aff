// The tables of background jobs (server/jobs/): the jobs themselves (bulk issuance, mail sending…)
// and the files a job produced. Part of the Database in schema.ts.

export interface JobsTable {
  id: string;
  type: string;
  state: "queued" | "running" | "done" | "failed";
  payload: string;
  done: number;
  total: number;
  /** JSON text: [{ row, errors }] */
  errors: string;
  result_blob_id: string | null;
  locked_by: string | null;
  locked_until: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A file a job produced (a bulk job's PDFs, see server/storage/job-files.ts). */
export interface JobFilesTable {
  job_id: string;
  /** the row of the job's input file it was made for; the ZIP lists files in this order */
  job_row: number;
  /** entry name in the result ZIP (sanitised when the ZIP is written) */
  name: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}
