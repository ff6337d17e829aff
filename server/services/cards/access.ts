// Who may change a card: its owner and admins. A card made by a visitor has no owner, so only
// admins may change it; everyone with the id may see it.
import type { UsersTable } from "../../db/schema.ts";
import type { CardRecord } from "./card-record.ts";

export function canEditCard(user: UsersTable | null | undefined, card: Pick<CardRecord, "ownerId">): boolean {
  if (!user) return false;
  if (user.role === "admin") return true;
  return card.ownerId !== null && card.ownerId === user.id;
}
