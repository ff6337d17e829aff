// What a card's design is drawn with: the card's values plus the reserved values a design may place —
// `shareUrl` (absolute link to the card's clean view page, e.g. for a QR layer `{{shareUrl}}`).
// Reserved values win over a field of the same name, as for certificates.
import type { DesignValues } from "../../../shared/design/index.ts";
import type { CardRecord } from "./card-record.ts";

export function cardShareUrl(publicUrl: string, cardId: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/view/${cardId}`;
}

export function cardDesignValues(card: Pick<CardRecord, "id" | "values">, publicUrl: string): DesignValues {
  return { ...card.values, shareUrl: cardShareUrl(publicUrl, card.id) };
}
