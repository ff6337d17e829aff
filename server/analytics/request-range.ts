// A query's date range for the analytics routes: defaults filled in, or a 400 with the translated
// message at the field (shared/api/analytics-range.ts has the rules; nothing is read on a refusal).
import type { FastifyReply } from "fastify";
import { resolveAnalyticsRange } from "../../shared/api/analytics-range.ts";
import { badRequest } from "../errors.ts";
import type { DayRange } from "./query.ts";

export function rangeOrBadRequest(query: { from?: string; to?: string }): DayRange {
  const range = resolveAnalyticsRange(query);
  if (!range.ok) throw badRequest(range.fields);
  return { from: range.from, to: range.to };
}

/** Counts about someone's items: never kept by a shared cache or the browser's. */
export function privateNoStore(reply: FastifyReply): void {
  reply.header("Cache-Control", "private, no-store");
}
