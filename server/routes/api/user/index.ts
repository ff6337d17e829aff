// GET /api/user — the signed-in user, or 200 with `null` for visitors (and for a session that ended):
// asking "who am I?" is not an error, and a 401 here logged a red console error on every visitor's page
// (issue 16). Every other signed-in call still answers 401.
import type { FastifyInstance } from "fastify";
import { presentUser } from "../../../presenters/user.ts";

export default async function userRoutes(app: FastifyInstance) {
  app.get("/", async (request, reply) => {
    // Varies by cookie: never let a shared cache hand one person's answer to another.
    reply.header("cache-control", "no-store");
    return reply.send(request.user ? presentUser(request.user) : null);
  });
}
