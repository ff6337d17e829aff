// Outgoing webhooks (Standard Webhooks, https://www.standardwebhooks.com): the events we send, the
// admin API's inputs and answers. See docs/webhooks.md.
import { z } from "zod";
import { V } from "./validation.ts";

export const WEBHOOK_EVENTS = [
  "certificate.issued",
  "certificate.revoked",
  "certificate.viewed",
  "certificate.verified",
  "certificate.shared",
  "card.created",
  "bulk.completed",
  "mail.failed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "send a test event"; never emitted by the platform itself. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

const url = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(2000, { error: `${V.max}|2000` })
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, { error: "validation:webhookUrl" });
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: V.invalid }), { error: V.required })
  .min(1, { error: "validation:webhookEvents" })
  .transform((list) => [...new Set(list)]);
const description = z.string().trim().max(200, { error: `${V.max}|200` });

export const createWebhookInput = z.object({ url, events, description: description.optional() });
export type CreateWebhookInput = z.input<typeof createWebhookInput>;
export const updateWebhookInput = z
  .object({ url: url.optional(), events: events.optional(), description: description.optional(), enabled: z.boolean().optional() })
  .strict();
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

export interface WebhookView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** why it is off: "failures" (turned off after repeated failed deliveries) or "admin" */
  disabledReason: "failures" | "admin" | null;
  consecutiveFailures: number;
  createdAt: string;
}
/** POST answer: the signing secret is shown this once. */
export interface CreatedWebhook extends WebhookView {
  secret: string;
}

export type WebhookDeliveryState = "pending" | "delivered" | "failed" | "cancelled";
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  state: WebhookDeliveryState;
  attempts: number;
  /** HTTP status of the last attempt (null: no answer — timeout, refused, blocked address) */
  lastStatus: number | null;
  lastError: string | null;
  latencyMs: number | null;
  /** the first characters of the receiver's last answer */
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** every attempt, oldest first, across "send again" (issue 36 §3) */
  history: WebhookAttemptView[];
}

export interface WebhookAttemptView {
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
}
