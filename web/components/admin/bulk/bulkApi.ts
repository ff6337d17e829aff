// Calls of the bulk certificate issuance page (API.md "Bulk issuance"): multipart preview and start,
// and the job status poll. Rendering previews and parsing a 5 MB sheet can take longer than the
// usual 15 s, hence the longer timeout.
import { useQuery } from "@tanstack/react-query";
import type { CertificateOptions, JobAnswer } from "../../../../shared/api/certificates.ts";
import type { LocalizedText } from "../../../../shared/api/templates.ts";
import { postMultipart } from "../../../lib/uploads.ts";

export const BULK_TIMEOUT_MS = 120_000;

/** Documented limits, shown before the first preview answers (the server sends its own with each preview). */
export const BULK_DEFAULT_LIMITS = { maxUploadBytes: 5 * 1024 * 1024, maxRows: 5_000, previewRows: 5 };

export type ColumnMapping = Record<string, string>;

export interface BulkField {
  name: string;
  label: LocalizedText;
  required: boolean;
}

export interface BulkPreview {
  headers: string[];
  fields: BulkField[];
  suggestedMapping: ColumnMapping;
  mappingErrors: Record<string, string>;
  total: number;
  rows: Record<string, string>[];
  rowNumbers: number[];
  previews: string[];
  errors: { row: number; errors: Record<string, string>; message: string }[];
  errorCount: number;
  limits: { maxUploadBytes: number; maxRows: number; previewRows: number };
}

export interface BulkStarted {
  jobId: string;
  total: number;
  statusUrl: string;
  resultUrl: string;
}

export interface BulkInput {
  file: File;
  templateId: string;
  /** null: let the server suggest one (first preview). */
  mapping: ColumnMapping | null;
  options: CertificateOptions;
  /** e-mail each recipient (rows with an address), the PDF attached or linked; absent: no e-mail */
  email?: { pdf: "attach" | "link" } | null;
}

function formOf({ file, templateId, mapping, options, email }: BulkInput): FormData {
  const body = new FormData();
  // Text fields first: the server reads parts in order and the file is the big one.
  body.append("templateId", templateId);
  if (mapping) body.append("mapping", JSON.stringify(mapping));
  body.append("options", JSON.stringify(options));
  if (email) {
    body.append("emailRecipients", "1");
    body.append("pdfMode", email.pdf);
  }
  body.append("file", file, file.name);
  return body;
}

export const previewBulk = (input: BulkInput, signal?: AbortSignal) =>
  postMultipart<BulkPreview>("/api/admin/certificates/bulk/preview", formOf(input), { signal, timeoutMs: BULK_TIMEOUT_MS, action: "preview" });

export const startBulk = (input: BulkInput) =>
  postMultipart<BulkStarted>("/api/admin/certificates/bulk", formOf(input), { timeoutMs: BULK_TIMEOUT_MS, action: "bulk" });

export const isFinished = (state: JobAnswer["state"] | undefined) => state === "done" || state === "failed";

/** The job's status, polled about every second until it is done or failed (only this query polls). */
export function useBulkJob(jobId: string) {
  return useQuery<JobAnswer>({
    queryKey: [`/api/admin/jobs/${encodeURIComponent(jobId)}`],
    refetchInterval: (q) => (isFinished(q.state.data?.state) || q.state.status === "error" ? false : 1000),
    staleTime: 0,
  });
}
