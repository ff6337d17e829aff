// One error handler for the whole app: every non-2xx JSON answer has API.md's shape
// `{ message, code?, fields? }`, translated to the request's language. 5xx answers never carry
// the original message or a stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseMessage } from "../../shared/api/validation.ts";
import type { ApiError } from "../../shared/api/account.ts";
import { t, type ServerMessageKey } from "../i18n.ts";
import { HttpError } from "../errors.ts";

/** Fastify's own 4xx errors mapped to our message keys. */
const FASTIFY_CODES: Record<string, ServerMessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payloadTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupportedMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "badRequest",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalidJson",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
};
const BY_STATUS: Record<number, ServerMessageKey> = {
  400: "badRequest",
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  405: "methodNotAllowed",
  409: "conflict",
  413: "payloadTooLarge",
  415: "unsupportedMediaType",
  429: "rateLimited",
  503: "serviceUnavailable",
};

/** Turns zod issues into `fields` (first issue per field), translated. */
export function zodFields(error: z.ZodError, translate: (key: string, params?: Record<string, string | number>) => string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    if (!name || name in fields) continue;
    fields[name] = translateFieldMessage(issue.message, translate);
  }
  return fields;
}

function translateFieldMessage(message: string, translate: (key: string, params?: Record<string, string | number>) => string) {
  // Only our own keys are translated; zod's built-in English texts fall back to "invalid value".
  if (!/^(validation|server|designs|render|certificates):\w+/.test(message)) return translate("validation:invalid");
  const { key, params } = parseMessage(message);
  return translate(key, params);
}

/**
 * Parse errors of a multipart body (busboy, under @fastify/multipart) carry no status: a truncated
 * body, a missing boundary or a broken part header is the client's fault, so 400, not 500.
 */
const MULTIPART_PARSE_ERROR = /^(Multipart: Boundary not found|Boundary required|Unsupported Content-Type|Unexpected end of (multipart data|form)|(Part|Field) terminated early|Malformed part header)/;
export function isMultipartParseError(error: unknown): boolean {
  const e = error as { statusCode?: unknown; message?: unknown } | null;
  return !!e && e.statusCode === undefined && typeof e.message === "string" && MULTIPART_PARSE_ERROR.test(e.message);
}

/**
 * PostgreSQL "data exception" errors (SQLSTATE class 22) come from values the client sent that the
 * database cannot hold, e.g. a NUL character in any text (22021): the request is invalid, not the server.
 */
export function isPgDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return !!e && typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === "string";
}

export function errorBody(request: FastifyRequest, error: unknown): { status: number; body: ApiError; headers: Record<string, string> } {
  const locale = request.locale;
  const tr = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  if (error instanceof HttpError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translateFieldMessage(v, tr)]))
      : undefined;
    return { status: error.statusCode, headers: error.headers, body: { message: tr(error.messageKey.includes(":") ? error.messageKey : `server:${error.messageKey}`, error.params), code: error.code, ...(fields ? { fields } : {}) } };
  }
  if (isMultipartParseError(error)) {
    return { status: 400, headers: {}, body: { message: tr("server:malformedMultipart"), code: "malformedMultipart" } };
  }
  if (isPgDataException(error)) {
    return { status: 400, headers: {}, body: { message: tr("server:invalidInput"), code: "invalidInput" } };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, headers: {}, body: { message: tr("server:invalidInput"), code: "invalidInput", fields: zodFields(error, tr) } };
  }
  const fe = error as Partial<FastifyError>;
  const status = typeof fe.statusCode === "number" && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status < 500) {
    const key = (fe.code && FASTIFY_CODES[fe.code]) || BY_STATUS[status] || "badRequest";
    return { status, headers: {}, body: { message: tr(`server:${key}`, { seconds: 60 }), code: key } };
  }
  const key: ServerMessageKey = status === 503 ? "serviceUnavailable" : "serverError";
  return { status, headers: {}, body: { message: tr(`server:${key}`), code: key } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const { status, body, headers } = errorBody(request, error);
    // A deliberate HttpError ≥ 500 (render:busy, 503) is an expected refusal that any visitor can
    // cause: one warn line without a stack, so it cannot flood the error log (issue 32, Low 11).
    if (status >= 500 && error instanceof HttpError) request.log.warn({ code: error.code, status }, "request refused");
    else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.debug({ err: error }, "request rejected");
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}
