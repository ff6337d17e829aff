// POST /api/user/change-password { currentPassword, newPassword, confirmPassword } → 204.
// The user's other sessions end; this one stays signed in.
import type { FastifyInstance } from "fastify";
import { changePasswordInput } from "../../../../../shared/api/account.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { changePassword } from "../../../../services/users/change-password.ts";
import { recordActivity } from "../../../../services/activity.ts";

export default async function changePasswordRoutes(app: FastifyInstance) {
  app.post("/", { preHandler: requireUser }, async (request, reply) => {
    const input = changePasswordInput.parse(request.body);
    const user = currentUser(request);
    await changePassword(app.db, user.id, input.currentPassword, input.newPassword, request.sessionToken);
    await recordActivity(app.db, user.id, "user.changePassword", user.id);
    return reply.status(204).send();
  });
}
