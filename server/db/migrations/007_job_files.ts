// Files a job produces, one row per file, kept until the job's result is downloaded as one stream:
// a bulk job's PDFs, written by its slices right after signing (any instance), so the result ZIP is
// assembled on download from these rows and never held whole in memory or stored twice.
// (job_id, job_row) is the primary key: a slice that is resumed or run twice writes no file twice.
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("job_files")
    .addColumn("job_id", col.id, (c) => c.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("job_row", col.int, (c) => c.notNull())
    .addColumn("name", col.text, (c) => c.notNull())
    .addColumn("size", col.int, (c) => c.notNull())
    .addColumn("bytes", sql.raw(binary), (c) => c.notNull())
    .addColumn("created_at", col.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("job_files_pk", ["job_id", "job_row"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_files").ifExists().execute();
}
