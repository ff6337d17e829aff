// PUT /api/user/profile { name?, username?, email? } → user
import type { FastifyInstance } from "fastify";
import { profileInput } from "../../../../../shared/api/account.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { presentUser } from "../../../../presenters/user.ts";
import { updateProfile } from "../../../../services/users/update-profile.ts";

export default async function profileRoutes(app: FastifyInstance) {
  app.put("/", { preHandler: requireUser }, async (request) => {
    const input = profileInput.parse(request.body ?? {});
    return presentUser(await updateProfile(app.db, currentUser(request).id, input));
  });
}
