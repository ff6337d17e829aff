// Events about one certificate that report a read or a click (viewed, shared, verified, revoked):
// loaded by id or code and sent only when an endpoint listens (emitAndWake checks that first).
import type { FastifyInstance } from "fastify";
import type { WebhookEventType } from "../../shared/api/webhooks.ts";
import { emitAndWake } from "./emit.ts";
import { certificateEventData } from "./payloads.ts";

type By = { id: string } | { code: string };

export async function emitCertificateEvent(app: FastifyInstance, type: WebhookEventType, by: string | By, extra: Record<string, unknown> = {}): Promise<void> {
  const key: By = typeof by === "string" ? { id: by } : by;
  await emitAndWake(app, type, {}, {
    data: async () => {
      let q = app.db.selectFrom("certificates").select(["id", "code", "template_id", "recipient_name", "issued_at", "expires_at", "revoked_at", "issued_by"]);
      q = "id" in key ? q.where("id", "=", key.id) : q.where("code", "=", key.code);
      const row = await q.executeTakeFirst();
      return row ? { ...certificateEventData(app.config.publicUrl, row), ...extra } : undefined;
    },
  });
}
