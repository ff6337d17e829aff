// GET/PUT /api/admin/seo/global · GET/PUT /api/admin/seo/{card|certificate|category}/{id} (category by id).
// GET answers the row's own values ({ title, description, keywords[], ogImage, canonicalUrl, noIndex, structuredData },
// empty = inherit the global value); PUT replaces them. structuredData must be a JSON object (≤ 20 KB).
import type { FastifyInstance } from "fastify";
import { adminSeoInput, seoEntityParams } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getSeoRow, putSeoRow } from "../../../../services/admin/settings.ts";

function entity(params: unknown) {
  const parsed = seoEntityParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export default async function adminSeoRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/global", async () => getSeoRow(app.db, "global", ""));
  app.put("/global", async (request) => {
    const saved = await putSeoRow(app.db, "global", "", adminSeoInput.parse(request.body ?? {}));
    await recordActivity(app.db, currentUser(request).id, "seo.update", "global");
    return saved;
  });
  app.get("/:type/:id", async (request) => {
    const { type, id } = entity(request.params);
    return getSeoRow(app.db, type, id);
  });
  app.put("/:type/:id", async (request) => {
    const { type, id } = entity(request.params);
    const saved = await putSeoRow(app.db, type, id, adminSeoInput.parse(request.body ?? {}));
    await recordActivity(app.db, currentUser(request).id, "seo.update", `${type}:${id}`);
    return saved;
  });
}
