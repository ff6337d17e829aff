// Editing a card: its values (checked against the card's own revision) and/or its own design
// (checked like every saved design; null drops it, so the card draws its template's design again).
import type { Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CardsTable } from "../../db/schema.ts";
import { nowIso } from "../../db/columns.ts";
import type { CardRecord } from "./card-record.ts";
import { checkValues } from "./check-values.ts";
import { validateDesignForSave } from "../designs/validate-design.ts";
import { RevisionConflictError } from "../designs/revision-conflict.ts";
import { checkRenderCost } from "../designs/design-budget.ts";
import { getRevision } from "../templates/get-template.ts";

export interface CardChanges {
  values?: Record<string, unknown>;
  /** undefined: keep; null: back to the template revision's design; a document: the card's own design. */
  design?: unknown;
  /** the card's updatedAt the change started from: when the card changed since, nothing is written (409) */
  baseUpdatedAt?: string;
}

export async function updateCard(db: Db, card: CardRecord, changes: CardChanges): Promise<void> {
  // Everything is checked before anything is written: a bad design never leaves new values behind.
  const values = changes.values === undefined ? undefined : checkValues(card.fields, changes.values);
  const drawnValues = values ?? card.values;
  const design =
    changes.design === undefined ? undefined : changes.design === null ? null : await validateDesignForSave(db, changes.design, { fields: card.fields, values: drawnValues });
  // New values on the design the card keeps (or its revision's, when its own is dropped) are costed too.
  if (design === null) {
    const revision = card.ownDesign ? await getRevision(db, card.revisionId) : undefined;
    checkRenderCost(revision?.design ?? card.design, drawnValues);
  } else if (design === undefined && values !== undefined) checkRenderCost(card.design, drawnValues);
  // updated_at must change even within one millisecond: it versions the image URLs.
  let now = nowIso();
  if (now <= card.updatedAt) now = new Date(Date.parse(card.updatedAt) + 1).toISOString();
  const patch: Updateable<CardsTable> = { updated_at: now };
  if (values !== undefined) patch.values = JSON.stringify(values);
  if (design !== undefined) patch.design = design === null ? null : JSON.stringify(design);
  if (changes.baseUpdatedAt !== undefined && changes.baseUpdatedAt !== card.updatedAt) throw new RevisionConflictError();
  let update = db.updateTable("cards").set(patch).where("id", "=", card.id);
  // Checked by the UPDATE too: of two saves from the same version, only the first is written.
  if (changes.baseUpdatedAt !== undefined) update = update.where("updated_at", "=", changes.baseUpdatedAt);
  const r = await update.executeTakeFirst();
  if (changes.baseUpdatedAt !== undefined && Number(r.numUpdatedRows) === 0) throw new RevisionConflictError();
}

export async function deleteCard(db: Db, id: string): Promise<void> {
  await db.deleteFrom("cards").where("id", "=", id).execute();
}
