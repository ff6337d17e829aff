// GET/POST /api/user/preferences — { theme, layout } of the signed-in user.
import type { FastifyInstance } from "fastify";
import { preferencesInput } from "../../../../../shared/api/account.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { getPreferences, savePreferences } from "../../../../services/users/preferences.ts";

export default async function preferencesRoutes(app: FastifyInstance) {
  app.get("/", { preHandler: requireUser }, async (request) => getPreferences(app.db, currentUser(request).id));
  app.post("/", { preHandler: requireUser }, async (request) => {
    const input = preferencesInput.parse(request.body ?? {});
    return savePreferences(app.db, currentUser(request).id, input);
  });
}
