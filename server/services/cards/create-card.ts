// Making a card from a published card template: values are checked against the template's CURRENT
// revision, and the card remembers that revision for good. A card made in the editor also brings its
// own design, checked like every saved design (services/designs) against that revision's fields.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { getPublishedTemplate } from "../templates/get-template.ts";
import { checkValues } from "./check-values.ts";
import { recordActivity } from "../activity.ts";
import { validateDesignForSave } from "../designs/validate-design.ts";
import { checkRenderCost } from "../designs/design-budget.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";

/** 16 random bytes (128 bits), URL-safe: knowing the id is what lets someone see the card. */
export function newCardId(): string {
  return randomBytes(16).toString("base64url");
}

/** undefined when the template is unknown, unpublished or not a card template. Throws 400 on bad values. */
export async function createCard(
  db: Db,
  input: { templateId: string; values: Record<string, unknown>; design?: unknown; ownerId: string | null; publicUrl?: string },
): Promise<string | undefined> {
  const template = await getPublishedTemplate(db, input.templateId);
  if (!template || template.kind !== "card") return undefined;
  const values = checkValues(template.fields, input.values);
  // The values count in the render cost of what the card draws (its own design, or the template's).
  const design = input.design === undefined || input.design === null ? null : await validateDesignForSave(db, input.design, { fields: template.fields, values });
  if (!design) checkRenderCost(template.design, values);
  const id = newCardId();
  const now = nowIso();
  // The card.created event is written with the card (an outbox); the route wakes the runners.
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("cards").values({
      id, template_id: template.id, revision_id: template.revisionId, owner_id: input.ownerId,
      values: JSON.stringify(values), design: design ? JSON.stringify(design) : null, view_count: 0, share_count: 0, created_at: now, updated_at: now,
    }).execute();
    await emitWebhookEvent(trx, "card.created", { card: { id, templateId: template.id, createdAt: now, url: input.publicUrl ? `${input.publicUrl}/view/${id}` : null } });
  });
  await recordActivity(db, input.ownerId, "card.create", id);
  return id;
}
