// PUT /api/certificates/{id}/expiry-reminders { enabled } → { expiryReminders } — its owner or an
// admin turns the expiry reminders of one certificate off (or on again). Docs: docs/webhooks.md.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { certError } from "../../../services/certificates/errors.ts";
import { recordActivity } from "../../../services/activity.ts";
import { forbidden, unauthorized } from "../../../errors.ts";
import { idParams } from "./ids.ts";

const input = z.object({ enabled: z.boolean() }).strict();

export default async function certificateReminderRoutes(app: FastifyInstance) {
  app.put("/:id/expiry-reminders", async (request) => {
    const { id } = idParams.parse(request.params);
    if (!request.user) throw unauthorized();
    const row = await app.db.selectFrom("certificates").select(["id", "owner_id"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw certError(404, "certificates:notFound");
    if (row.owner_id !== request.user.id && request.user.role !== "admin") throw forbidden();
    const { enabled } = input.parse(request.body ?? {});
    await app.db.updateTable("certificates").set({ expiry_reminders: enabled ? 1 : 0 }).where("id", "=", id).execute();
    await recordActivity(app.db, request.user.id, enabled ? "certificate.remindersOn" : "certificate.remindersOff", id);
    return { expiryReminders: enabled };
  });
}
