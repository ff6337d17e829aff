// Integrations authenticate with `Authorization: Bearer bq_…` (an admin-made API token). Use as
// preHandler: `{ preHandler: requireApiToken("credentials:issue") }`; inside the handler
// `apiTokenOf(request)` answers the token. Missing/unknown/revoked → 401, wrong scope → 403,
// more than API_TOKEN_LIMIT calls a minute per token → 429. Cookies never authorise these routes.
import type { FastifyRequest } from "fastify";
import { HttpError, tooManyRequests } from "../errors.ts";
import type { ServerMessageKey } from "../i18n.ts";
import type { ApiTokenScope } from "../../shared/api/vc.ts";
import { findLiveToken, touchApiToken, type AuthenticatedToken } from "../services/api-tokens/tokens.ts";
import { hitRateLimit } from "../rate-limits/hit.ts";

export const API_TOKEN_LIMIT = { max: 120, windowMs: 60_000 };

/** A token error answering the short code ("apiTokenMissing") and, for 401, a Bearer challenge. */
export class ApiTokenError extends HttpError {
  constructor(status: 401 | 403, key: `certificates:${string}`) {
    super(status, key as ServerMessageKey, undefined, {}, status === 401 ? { "www-authenticate": 'Bearer realm="bitaqa"' } : {});
  }
  override get code(): string {
    return this.messageKey.split(":")[1];
  }
}

const tokens = new WeakMap<FastifyRequest, AuthenticatedToken>();

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function requireApiToken(scope: ApiTokenScope) {
  return async function apiTokenGuard(request: FastifyRequest): Promise<void> {
    const presented = bearer(request);
    if (!presented) throw new ApiTokenError(401, "certificates:apiTokenMissing");
    const db = request.server.db;
    const token = await findLiveToken(db, presented);
    if (!token) throw new ApiTokenError(401, "certificates:apiTokenInvalid");
    if (!token.scopes.includes(scope)) throw new ApiTokenError(403, "certificates:apiTokenScope");
    const hit = await hitRateLimit(db, `api-token:${token.id}`, API_TOKEN_LIMIT.windowMs);
    if (hit.count > API_TOKEN_LIMIT.max) throw tooManyRequests(Math.max(1, Math.ceil(hit.ttlMs / 1000)));
    await touchApiToken(db, token.id);
    tokens.set(request, token);
  };
}

/** The token that authorised this request (inside a handler guarded by requireApiToken). */
export function apiTokenOf(request: FastifyRequest): AuthenticatedToken {
  const token = tokens.get(request);
  if (!token) throw new ApiTokenError(401, "certificates:apiTokenMissing");
  return token;
}
