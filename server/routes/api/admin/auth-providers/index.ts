// Social sign-in providers (OIDC). Answers never carry the secret, only "********" and hasSecret.
// GET / → [provider] · GET /{provider} → { id, name, issuer, clientId, clientSecret (masked), hasSecret, redirectUri, scope, enabled }
// PUT /{provider} { name?, issuer, clientId, clientSecret? (omit/masked = keep, "" = clear), redirectUri?, scope?, enabled } · DELETE /{provider} → 204.
import type { FastifyInstance } from "fastify";
import { authProviderInput, providerId } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { deleteProvider, getStoredProvider, listProviders, presentProvider, putProvider } from "../../../../services/admin/settings.ts";

function parseId(params: unknown): string {
  const parsed = providerId.safeParse((params as { provider?: unknown }).provider);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export default async function adminAuthProvidersRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async () => listProviders(app.db, app.config.publicUrl));
  app.get("/:provider", async (request) => {
    const id = parseId(request.params);
    return presentProvider(id, await getStoredProvider(app.db, id), app.config.publicUrl);
  });
  app.put("/:provider", async (request) => {
    const id = parseId(request.params);
    const saved = await putProvider(app.db, id, authProviderInput.parse(request.body ?? {}), app.config.publicUrl);
    await recordActivity(app.db, currentUser(request).id, "authProvider.update", id);
    return saved;
  });
  app.delete("/:provider", async (request, reply) => {
    const id = parseId(request.params);
    await deleteProvider(app.db, id);
    await recordActivity(app.db, currentUser(request).id, "authProvider.delete", id);
    return reply.status(204).send();
  });
}
