// Errors with messages from the "certificates" and "bulk" namespaces. The app-wide error handler
// prefixes every HttpError key with "server:", so these route plugins install a scoped handler that
// translates namespaced keys directly and hands every other error to the shared errorBody().
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../errors.ts";
import { errorBody } from "../../http/error-handler.ts";
import { t, type ServerMessageKey } from "../../i18n.ts";
import { BulkFileError } from "../../bulk/errors.ts";

type NamespacedKey = `${"certificates" | "bulk"}:${string}`;

/** An HttpError whose answer `code` may differ from its message key (e.g. "check" for "certificates:codeCheck"). */
export class NamespacedError extends HttpError {
  constructor(status: number, key: NamespacedKey, params: Record<string, string | number> = {}, fields?: Record<string, string>, readonly apiCode?: string) {
    super(status, key as ServerMessageKey, fields, params);
  }
  override get code(): string {
    return this.apiCode ?? this.messageKey.split(":")[1];
  }
}

export function certError(status: number, key: NamespacedKey, params: Record<string, string | number> = {}, fields?: Record<string, string>, apiCode?: string): HttpError {
  return new NamespacedError(status, key, params, fields, apiCode);
}

/** A refused bulk file → 400/413 with the translated bulk message (nothing was written). */
export function bulkFileHttpError(error: BulkFileError): HttpError {
  return certError(error.status, `bulk:${error.code}`, error.params);
}

export function useNamespacedErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const err = error instanceof BulkFileError ? bulkFileHttpError(error) : error;
    if (err instanceof HttpError && err.messageKey.includes(":")) {
      const base = errorBody(request, new HttpError(err.statusCode, "badRequest", err.fields));
      for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
      return reply
        .status(err.statusCode)
        .type("application/json; charset=utf-8")
        .send({ ...base.body, message: t(request.locale, err.messageKey, err.params), code: err.code });
    }
    const { status, body, headers } = errorBody(request, err);
    if (status >= 500) request.log.error({ err }, "request failed");
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}
