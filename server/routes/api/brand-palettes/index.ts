// GET /api/brand-palettes → { palettes: [{ id, name, colors: [{ name, color }] }] } — read by every editor
// (brand colours are not secret; only admins change them, see /api/admin/brand-palettes).
import type { FastifyInstance } from "fastify";
import { getBrandPalettes } from "../../../settings/brand-palettes.ts";

export default async function brandPalettesRoutes(app: FastifyInstance) {
  app.get("/", { config: { session: false } }, async () => getBrandPalettes(app.db));
}
