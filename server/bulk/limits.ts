// Documented limits of bulk certificate issuance (one place; routes, jobs and the admin page read them).
// They keep one upload inside what a single job on a 2-core box can render in reasonable time and
// what the parser can hold in memory; anything above is refused up front with a clear message.
export const BULK_LIMITS = {
  /** Largest accepted upload (CSV or XLSX), in bytes: 5 MB. */
  maxUploadBytes: 5 * 1024 * 1024,
  /** Largest total *declared* uncompressed size of an XLSX (zip-bomb guard): 64 MB. */
  maxUnzippedBytes: 64 * 1024 * 1024,
  /** Most data rows (header excluded, fully empty rows not counted) per job. */
  maxRows: 5_000,
  /** Most columns in a sheet. */
  maxColumns: 50,
  /** Longest accepted cell, in characters (a longer header refuses the file; a longer value fails its row). */
  maxCellLength: 1_000,
  /** Rows shown rendered in the preview step. */
  previewRows: 5,
} as const;

export const BULK_ACCEPTED_EXTENSIONS = [".csv", ".tsv", ".txt", ".xlsx"] as const;
export const BULK_ACCEPTED_MIME_TYPES = [
  "text/csv",
  "text/plain",
  "text/tab-separated-values",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;
