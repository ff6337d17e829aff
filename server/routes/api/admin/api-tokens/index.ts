// Admin API tokens for integrations: GET / ?page=&pageSize= → page of tokens (never the secret)
// · POST { name, scopes } → 201 { token, apiToken } (the token is answered this once; only its
// SHA-256 is stored) · DELETE /{id} → 204 (revoked; the token stops working at once).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageQuery } from "../../../../../shared/api/admin.ts";
import { createApiTokenInput } from "../../../../../shared/api/vc.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../../../services/api-tokens/tokens.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function adminApiTokensRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);

  app.get("/", async (request) => {
    const { page, pageSize } = pageQuery.parse(request.query ?? {});
    return listApiTokens(app.db, page, pageSize);
  });

  app.post("/", async (request, reply) => {
    const input = createApiTokenInput.parse(request.body ?? {});
    const admin = currentUser(request);
    const created = await createApiToken(app.db, { name: input.name, scopes: input.scopes, createdBy: admin.id });
    await recordActivity(app.db, admin.id, "apiToken.create", created.apiToken.id);
    // The secret must not linger in caches or history.
    reply.header("Cache-Control", "no-store");
    return reply.status(201).send(created);
  });

  app.delete("/:id", async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success || !(await revokeApiToken(app.db, parsed.data.id))) throw notFound();
    await recordActivity(app.db, currentUser(request).id, "apiToken.revoke", parsed.data.id);
    return reply.status(204).send();
  });
}
