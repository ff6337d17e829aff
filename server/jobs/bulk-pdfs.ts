// A bulk job's PDFs, rendered right after each certificate is signed: the render runs in a worker
// while the main thread signs the next rows, with enough renders in flight that every worker stays
// busy, and finished PDFs are written to `job_files` in batches (one statement per batch). The
// result ZIP is then only a stream of stored files (bulk-result.ts). Idempotent: a row whose file
// exists is never rendered again by a resumed slice, and a second write of a row is ignored.
import type { FastifyInstance } from "fastify";
import type { CertificatesTable } from "../db/schema.ts";
import type { RenderJob } from "../render/index.ts";
import { certificateJobFrom, defaultIssuerName } from "../services/certificates/context.ts";
import { certificateQrLink } from "../services/certificates/qr-credential.ts";
import { getRevision } from "../services/templates/get-template.ts";
import { putJobFiles, type NewJobFile } from "../storage/job-files.ts";
import { withFontKeys } from "../render/db-fonts.ts";
import { getIssuer } from "../services/issuer/issuer.ts";
import type { Issuer } from "../credentials/index.ts";

/** PDFs written per statement: ~55 KB each, so a batch is about 1 MB. */
const WRITE_BATCH = 16;

type Revision = NonNullable<Awaited<ReturnType<typeof getRevision>>>;

/** The ZIP entry name of a certificate's PDF (as the result ZIP always named them). */
export const bulkPdfName = (row: Pick<CertificatesTable, "job_row" | "recipient_name">) => `${String(row.job_row).padStart(4, "0")}-${row.recipient_name}.pdf`;

export class BulkPdfWriter {
  private readonly pending = new Set<Promise<void>>();
  private ready: NewJobFile[] = [];
  private failure: unknown;
  private readonly revisions = new Map<string, Promise<Revision>>();
  /** PDFs written (tests, logs). */
  written = 0;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly jobId: string,
    private readonly issuerName: string,
    private readonly maxInFlight: number,
    /** The QR's signer, read once per slice (three settings queries a row otherwise). */
    private readonly issuer: Issuer,
  ) {}

  /** `jobId` is the parent bulk job (files are kept under it). Two renders per worker keep each
   * worker busy while the next job crosses to it and the last result comes back. */
  static async open(app: FastifyInstance, jobId: string): Promise<BulkPdfWriter> {
    return new BulkPdfWriter(app, jobId, await defaultIssuerName(app.db), 2 * app.render.pool.size + 1, await getIssuer(app.db, app.config.publicUrl));
  }

  /** The same render job as certificateJob() (services/certificates/context.ts), with the revision
   * and the default issuer name read once per slice instead of once per row. */
  async renderJob(row: CertificatesTable): Promise<RenderJob> {
    let revision = this.revisions.get(row.revision_id);
    if (!revision) {
      revision = getRevision(this.app.db, row.revision_id).then((r) => {
        if (!r) throw new Error(`revision ${row.revision_id} of certificate ${row.id} is missing`);
        return r;
      });
      this.revisions.set(row.revision_id, revision);
    }
    const qr = await certificateQrLink(this.app.db, this.app.config.publicUrl, row, this.issuer);
    return certificateJobFrom(this.app.config.publicUrl, row, await revision, this.issuerName, "pdf", undefined, qr.link);
  }

  /** Queues the certificate's PDF; waits only while the workers already have enough to do. */
  async add(row: CertificatesTable): Promise<void> {
    this.check();
    while (this.pending.size >= this.maxInFlight) {
      await Promise.race(this.pending);
      this.check();
    }
    const task: Promise<void> = this.renderJob(row)
      .then((job) => withFontKeys(this.app.db, job))
      .then((job) => this.app.render.pool.render(job))
      .then(async (out) => {
        this.ready.push({ row: Number(row.job_row), name: bulkPdfName(row), bytes: out.bytes });
        if (this.ready.length >= WRITE_BATCH) await this.flush();
      })
      .catch((err: unknown) => {
        this.failure ??= err;
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Waits for every queued PDF and writes the rest; throws the first failure. */
  async finish(): Promise<void> {
    await this.settle();
    this.check();
    await this.flush();
  }

  /** Waits for the renders in flight without throwing (a slice stopping half-way). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private check(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  private async flush(): Promise<void> {
    const batch = this.ready;
    this.ready = [];
    await putJobFiles(this.app.db, this.jobId, batch);
    this.written += batch.length;
  }
}
