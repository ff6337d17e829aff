// CSRF guard for state-changing API calls: a browser always sends Origin (or at least Referer) on
// cross-site POST/PUT/PATCH/DELETE, so one naming another site is refused. Requests with neither
// header (curl, server-to-server, tests) pass; the SameSite=Lax session cookie covers browsers
// that send neither.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors.ts";
import { isApiRoute } from "./session.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function isSameSite(request: FastifyRequest): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (claimed === undefined) return true;
  const origin = originOf(claimed);
  if (!origin || origin === "null") return false;
  const allowed = new Set([originOf(request.server.config.publicUrl)]);
  allowed.add(`${request.protocol}://${request.host}`);
  return allowed.has(origin);
}

export function registerCsrfGuard(app: FastifyInstance) {
  // Decided on the matched route (isApiRoute), not the URL string: `POST /%61pi/login` is checked too.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request) || isSameSite(request)) return done();
    done(new HttpError(403, "csrf"));
  });
}
