// GET /api/admin/display-settings → { settings: { displayMode, templateViewMode } } · PUT { displayMode, templateViewMode } → same.
import type { FastifyInstance } from "fastify";
import { displaySettingsInput } from "../../../../../shared/api/admin.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { getDisplaySettings } from "../../../../settings/public.ts";
import { putSetting } from "../../../../settings/store.ts";

export default async function adminDisplaySettingsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  app.get("/", async () => ({ settings: await getDisplaySettings(app.db) }));
  app.put("/", async (request) => {
    const input = displaySettingsInput.parse(request.body ?? {});
    await putSetting(app.db, "display", input);
    await recordActivity(app.db, currentUser(request).id, "settings.update", "display");
    return { settings: await getDisplaySettings(app.db) };
  });
}
