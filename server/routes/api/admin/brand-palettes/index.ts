// GET /api/admin/brand-palettes · PUT { palettes } → the stored list (the whole list is replaced; admins only).
import type { FastifyInstance } from "fastify";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getBrandPalettes, putBrandPalettes } from "../../../../settings/brand-palettes.ts";

export default async function adminBrandPalettesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async () => getBrandPalettes(app.db));
  app.put("/", async (request) => {
    const saved = await putBrandPalettes(app.db, request.body ?? {});
    await recordActivity(app.db, currentUser(request).id, "settings.update", "brandPalettes");
    return saved;
  });
}
