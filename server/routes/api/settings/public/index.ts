// GET /api/settings/public → footer values (shared/api/settings.ts publicSettings).
import type { FastifyInstance } from "fastify";
import { getPublicSettings } from "../../../../settings/public.ts";

export default async function publicSettingsRoutes(app: FastifyInstance) {
  app.get("/", { config: { session: false } }, async () => getPublicSettings(app.db));
}
