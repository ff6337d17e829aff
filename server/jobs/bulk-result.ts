// A bulk job's result: the report CSV is its result blob, and the ZIP (the job's PDFs from
// `job_files` in row order, then the report) is written on each download as a stream, a batch of
// PDFs at a time — never held whole in memory nor stored a second time. Every PDF is stored
// uncompressed, so the archive's exact length is known before its first byte (Content-Length).
// Jobs finished before this design kept the whole ZIP as their result blob; those are sent as they are.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { createZipStream } from "../bulk/zip.ts";
import type { JobsTable } from "../db/schema.ts";
import { t } from "../i18n.ts";
import { blobStore } from "../storage/blobs.ts";
import { jobFileIndex, readJobFiles } from "../storage/job-files.ts";
import type { BulkJobPayload } from "./bulk-input.ts";

/** Content type of a bulk job's result blob when the ZIP is assembled on download. */
export const BULK_REPORT_CONTENT_TYPE = "text/csv; charset=utf-8";
/** PDFs read per query while the ZIP streams (~55 KB each). */
const READ_BATCH = 32;

export const bulkReportFileName = (locale: BulkJobPayload["locale"]) => t(locale, "bulk:reportFileName");

export interface ResultZip {
  stream: Readable;
  /** exact length in bytes, or undefined when it cannot be known in advance */
  size?: number;
}

/** The job's result ZIP as a stream, or undefined when the job has no result. */
export async function openResultZip(app: FastifyInstance, job: JobsTable): Promise<ResultZip | undefined> {
  if (!job.result_blob_id) return undefined;
  const blob = await blobStore(app.db).get(job.result_blob_id);
  if (!blob) return undefined;
  if (blob.contentType === "application/zip") {
    return { stream: Readable.from([blob.bytes]), size: blob.bytes.length };
  }
  const payload = JSON.parse(job.payload) as BulkJobPayload;
  const files = await jobFileIndex(app.db, job.id);
  // The job's own time, so every download of a result is the same bytes.
  const zip = createZipStream({ mtime: new Date(job.created_at) });
  const cache = new Map<number, Buffer>();
  const bytesOf = async (row: number): Promise<Buffer> => {
    if (!cache.has(row)) {
      // Entries are read in order: fetch this one and the next ones in one query.
      cache.clear();
      for (const f of await readJobFiles(app.db, job.id, row, READ_BATCH)) cache.set(f.row, f.bytes);
    }
    const bytes = cache.get(row);
    cache.delete(row);
    if (!bytes) throw new Error(`bulk job ${job.id}: the PDF of row ${row} is missing`);
    return bytes;
  };
  for (const f of files) zip.addLazy(f.name, f.size, () => bytesOf(f.row));
  // Stored, not deflated, like the PDFs: then the archive's length is known before it is written
  // (the report is a few hundred KB at most next to tens of MB of PDFs).
  zip.addBuffer(bulkReportFileName(payload.locale), blob.bytes, { store: true });
  let stream!: Readable;
  // yazl answers the length as soon as all entries are known: here, at once.
  const size = await new Promise<number>((resolve) => {
    stream = zip.finish(resolve);
  });
  return { stream, size: size >= 0 ? size : undefined };
}
