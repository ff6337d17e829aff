// GET /api/auth/providers → [{ id, name }] of enabled social sign-in providers (no secrets).
import type { FastifyInstance } from "fastify";
import { listEnabledAuthProviders } from "../../../../settings/public.ts";

export default async function authProvidersRoutes(app: FastifyInstance) {
  app.get("/", async () => listEnabledAuthProviders(app.db));
}
