// SPEC §3 client error report. Over-long strings are cut, not refused: a report is still useful.
import { z } from "zod";
import { LIMITS } from "../../../../shared/limits.ts";

const truncate = (v: unknown): string | null =>
  v === undefined || v === null ? null : (typeof v === "string" ? v : (JSON.stringify(v) ?? "")).slice(0, LIMITS.clientErrorFieldMax);
const field = z.unknown().optional().transform(truncate);

export const clientErrorReport = z.object({
  message: field,
  name: field,
  stack: field,
  componentStack: field,
  userAgent: field,
  url: field,
  timestamp: field,
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** Body cap for the route (bytes). */
export const CLIENT_ERROR_BODY_LIMIT = 64 * 1024;
