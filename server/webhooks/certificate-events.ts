// Events about one certificate that report a read or a click (viewed, shared, verified, revoked):
// loaded by id or code and sent only when an endpoint listens (emitAndWake checks that first).
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { WebhookEventType } from "../../shared/api/webhooks.ts";
import { emitAndWake } from "./emit.ts";
import { certificateEventData } from "./payloads.ts";

type By = { id: string } | { code: string };

/**
 * Views and shares come from anyone, from any number of addresses: their events are coalesced to one
 * per certificate (and share channel) per window (security round 4, L9). The event id is derived from
 * them, so a second emit in the window stores and queues nothing (emitWebhookEvent's stable ids).
 */
export const COALESCE_WINDOW_MS = 15 * 60_000;

export function coalescedEventId(type: WebhookEventType, certificateId: string, channel: string, now = Date.now()): string {
  const window = Math.floor(now / COALESCE_WINDOW_MS);
  return `msg_${createHash("sha256").update(`${type}\n${certificateId}\n${channel}\n${window}`).digest("base64url").slice(0, 24)}`;
}

export async function emitCertificateEvent(app: FastifyInstance, type: WebhookEventType, by: string | By, extra: Record<string, unknown> = {}, options: { id?: string } = {}): Promise<void> {
  const key: By = typeof by === "string" ? { id: by } : by;
  await emitAndWake(app, type, {}, {
    ...options,
    data: async () => {
      let q = app.db.selectFrom("certificates").select(["id", "code", "template_id", "recipient_name", "issued_at", "expires_at", "revoked_at", "issued_by"]);
      q = "id" in key ? q.where("id", "=", key.id) : q.where("code", "=", key.code);
      const row = await q.executeTakeFirst();
      return row ? { ...certificateEventData(app.config.publicUrl, row), ...extra } : undefined;
    },
  });
}

/** certificate.viewed / certificate.shared: at most one event per certificate (and channel) per window. */
export function emitCoalescedCertificateEvent(app: FastifyInstance, type: "certificate.viewed" | "certificate.shared", certificateId: string, channel?: string): Promise<void> {
  return emitCertificateEvent(app, type, certificateId, channel === undefined ? {} : { channel }, { id: coalescedEventId(type, certificateId, channel ?? "") });
}
