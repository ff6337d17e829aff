// POST /api/logout → 204; ends the session (also fine when not signed in).
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE, deleteSession } from "../../../sessions/sessions.ts";
import { clearSessionCookie } from "../../../http/session.ts";

export default async function logoutRoutes(app: FastifyInstance) {
  app.post("/", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
}
