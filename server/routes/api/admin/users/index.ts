// Admin users: GET / ?q=&role=&active=&page=&pageSize= → page of users (API.md user shape)
// · GET /{id} → user · PATCH /{id} { active?, role?, verifiedIssuerOrg? } → user (409 lastAdmin for the
// last active admin; verifiedIssuerOrg: the organisation name the account may issue for, null removes it).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminUsersQuery, updateUserInput } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { presentUser } from "../../../../presenters/user.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { listAdminUsers, updateUserByAdmin } from "../../../../services/users-admin/users.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function adminUsersRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);

  app.get("/", async (request) => listAdminUsers(app.db, adminUsersQuery.parse(request.query ?? {})));

  app.get("/:id", async (request) => {
    const row = await app.db.selectFrom("users").selectAll().where("id", "=", idParams.parse(request.params).id).executeTakeFirst();
    if (!row) throw notFound();
    return presentUser(row);
  });

  app.patch("/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const input = updateUserInput.parse(request.body ?? {});
    const updated = await updateUserByAdmin(app.db, id, input);
    const issuerAction = input.verifiedIssuerOrg === undefined ? null : input.verifiedIssuerOrg?.trim() ? "user.verifiedIssuer" : "user.verifiedIssuer.remove";
    const actions = [input.active === undefined ? null : input.active ? "user.activate" : "user.deactivate", input.role ? `user.role.${input.role}` : null, issuerAction];
    for (const action of actions) if (action) await recordActivity(app.db, currentUser(request).id, action, updated.username);
    return presentUser(updated);
  });
}
