// The bulk-issuance job as the services enqueue it and the job handlers (jobs/bulk-*.ts) run it:
// its type names and the parent job's payload.
import type { CertificatePdfMode } from "../../../shared/api/mail.ts";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { ColumnMapping } from "../../bulk/mapping.ts";

export const BULK_JOB_TYPE = "certificates.bulk";
export const BULK_ROWS_JOB_TYPE = "certificates.bulk.rows";

export interface BulkJobPayload {
  templateId: string;
  revisionId: string;
  fileBlobId: string;
  filename: string;
  mapping: ColumnMapping;
  options: CertificateOptions;
  ownerId: string | null;
  locale: Locale;
  /** e-mail each recipient that has an address (the admin ticked it), PDF attached or linked */
  email?: { pdf: CertificatePdfMode };
}
