// GET /api/display-settings → { settings: { displayMode, templateViewMode } }
import type { FastifyInstance } from "fastify";
import { getDisplaySettings } from "../../../settings/public.ts";

export default async function displaySettingsRoutes(app: FastifyInstance) {
  app.get("/", { config: { session: false } }, async () => ({ settings: await getDisplaySettings(app.db) }));
}
