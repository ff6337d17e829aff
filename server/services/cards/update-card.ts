// Editing a card's values, checked against the card's own revision (its design stays the same).
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import type { CardRecord } from "./card-record.ts";
import { checkValues } from "./check-values.ts";

export async function updateCardValues(db: Db, card: CardRecord, raw: Record<string, unknown>): Promise<void> {
  const values = checkValues(card.fields, raw);
  // updated_at must change even within one millisecond: it versions the image URLs.
  let now = nowIso();
  if (now <= card.updatedAt) now = new Date(Date.parse(card.updatedAt) + 1).toISOString();
  await db.updateTable("cards").set({ values: JSON.stringify(values), updated_at: now }).where("id", "=", card.id).execute();
}

export async function deleteCard(db: Db, id: string): Promise<void> {
  await db.deleteFrom("cards").where("id", "=", id).execute();
}
