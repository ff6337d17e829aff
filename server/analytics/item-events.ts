// Small helpers the event sources call (one line at each place): they never wait for the database and
// never throw into the request that reports the event.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnalyticsEvent } from "../../shared/api/analytics.ts";
import { isPerson } from "./person.ts";

/**
 * Set on the API calls a server-drawn page makes in-process (web/public-pages.ts inProcessApi): the
 * page counts its own events (./page-events.ts), so those calls must not count them a second time.
 * A client sending it only makes its own event go uncounted.
 */
export const IN_PROCESS_HEADER = "x-bitaqa-page-render";

export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === "1";
}

/** The verify channel of a JSON verification: "page" when our app's verify page asked (?via=page), else "api". */
export function verifyChannel(request: FastifyRequest): "page" | "api" {
  return (request.query as { via?: unknown } | undefined)?.via === "page" ? "page" : "api";
}

/** Records an event of a certificate whose template is not at hand: looked up after the answer. */
export function recordCertificateEvent(app: FastifyInstance, certificateId: string, event: AnalyticsEvent, channel?: string): void {
  if (!app.analytics.enabled) return;
  app.db
    .selectFrom("certificates")
    .select("template_id")
    .where("id", "=", certificateId)
    .executeTakeFirst()
    .then((row) => {
      if (row) app.analytics.record({ kind: "certificate", itemId: certificateId, templateId: row.template_id, event, channel });
    })
    .catch((err: unknown) => app.log.warn({ err }, "analytics: certificate lookup failed"));
}

/** Same, found by the verification code (the verify route's cached answers know only the code). */
export function recordCertificateEventByCode(app: FastifyInstance, code: string, event: AnalyticsEvent, channel?: string): void {
  if (!app.analytics.enabled) return;
  app.db
    .selectFrom("certificates")
    .select(["id", "template_id"])
    .where("code", "=", code)
    .executeTakeFirst()
    .then((row) => {
      if (row) app.analytics.record({ kind: "certificate", itemId: row.id, templateId: row.template_id, event, channel });
    })
    .catch((err: unknown) => app.log.warn({ err }, "analytics: certificate lookup failed"));
}

/** A file asked for as a download (?download=1, or a PDF's default) by a person. */
export function recordDownload(app: FastifyInstance, request: FastifyRequest, item: { kind: "card" | "certificate"; id: string; templateId: string }, format: string): void {
  if (!isPerson(request.headers)) return;
  app.analytics.record({ kind: item.kind, itemId: item.id, templateId: item.templateId, event: "download", channel: format });
}
