// Errors a handler throws on purpose. The error handler (http/error-handler.ts) turns them into
// API.md's `{ message, code?, fields? }`, translating `messageKey` and each field's key.
import type { ServerMessageKey } from "./i18n.ts";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ServerMessageKey,
    /** field → i18n key ("server:usernameTaken", "validation:min|8") */
    readonly fields?: Record<string, string>,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = "HttpError";
  }

  get code(): string {
    return this.messageKey;
  }
}

export const badRequest = (fields?: Record<string, string>) => new HttpError(400, "invalidInput", fields);
export const unauthorized = () => new HttpError(401, "unauthorized");
export const forbidden = () => new HttpError(403, "forbidden");
export const notFound = () => new HttpError(404, "notFound");
export const conflict = (fields: Record<string, string>) => new HttpError(409, "conflict", fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "rateLimited", undefined, { seconds: retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
