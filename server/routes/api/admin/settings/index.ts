// GET/PUT /api/admin/settings/{general|appearance|certificates|cards|social|workflow}. PUT takes the whole
// group (schemas in shared/api/admin.ts settingsGroupSchemas) and answers the stored value.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SETTINGS_GROUPS } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { notFound } from "../../../../errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getSettingsGroup, putSettingsGroup } from "../../../../services/admin/settings.ts";

const groupParams = z.object({ group: z.enum(SETTINGS_GROUPS) });
const parseGroup = (params: unknown) => {
  const parsed = groupParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.group;
};

export default async function adminSettingsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async () => Object.fromEntries(await Promise.all(SETTINGS_GROUPS.map(async (g) => [g, await getSettingsGroup(app.db, g)]))));
  app.get("/:group", async (request) => getSettingsGroup(app.db, parseGroup(request.params)));
  app.put("/:group", async (request) => {
    const group = parseGroup(request.params);
    const saved = await putSettingsGroup(app.db, group, request.body ?? {});
    await recordActivity(app.db, currentUser(request).id, "settings.update", group);
    return saved;
  });
}
