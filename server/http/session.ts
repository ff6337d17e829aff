// Resolves locale and signed-in user for every request, and writes/clears the session cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { resolveLocale } from "../i18n.ts";
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, userForSession } from "../sessions/sessions.ts";
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S, KNOWN_DEVICE_PATH, knownDeviceValue } from "../sessions/known-device.ts";

/**
 * Whether the request was routed to an API route: decided on the route Fastify matched (its URL
 * pattern), never on the raw URL, so `/%61pi/login` or `//api/…` are treated like `/api/login`.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && (url === "/api" || url.startsWith("/api/"));
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest("locale", "ar");
  app.decorateRequest("user", undefined);
  app.decorateRequest("sessionToken", undefined);
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = resolveLocale(request.cookies.locale, request.headers["accept-language"]);
    // Only API routes read the user, and not those that say `config: { session: false }`; static
    // files, pages and /healthz skip the lookup.
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiRoute(request) || request.routeOptions.config.session === false) return done();
    userForSession(app.db, token).then((user) => {
      if (user) {
        const { session_id: _id, ...row } = user;
        request.user = row;
        request.sessionToken = token;
      }
      done();
    }, done);
  });
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === "https" || request.server.config.publicUrl.startsWith("https:");
}

/** Starts a new session for the user and sets its cookie (call after deleting the old one). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const { token, expiresAt } = await createSession(request.server.db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    path: "/",
    expires: expiresAt,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
  // This browser now counts as the account's own for password resets (services/email/known-device.ts).
  const device = { httpOnly: true, sameSite: "lax" as const, secure: isSecure(request), path: KNOWN_DEVICE_PATH, maxAge: KNOWN_DEVICE_MAX_AGE_S };
  reply.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceValue(request.server.secret, userId), device);
  request.sessionToken = token;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: isSecure(request) });
}
