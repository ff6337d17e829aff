// GET /api/user — the signed-in user, 401 for visitors.
import type { FastifyInstance } from "fastify";
import { currentUser, requireUser } from "../../../policies/auth.ts";
import { presentUser } from "../../../presenters/user.ts";

export default async function userRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireUser }, async (request) => presentUser(currentUser(request)));
}
