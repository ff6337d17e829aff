// cards row (+ its revision) → API shapes. Image and PDF URLs carry a version hash of what the card
// renders from (revision + last edit), so a browser may cache them forever: an edit is a new URL.
import { createHash } from "node:crypto";
import type { CardDetail, CardSummary } from "../../shared/api/cards.ts";
import { fillLocalized } from "../settings/public.ts";
import type { FieldValues, LocalizedText, TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/index.ts";

/** A card as services read it (services/cards/card-record.ts): what it renders from and shows. */
export interface CardRecord {
  id: string;
  templateId: string;
  revisionId: string;
  ownerId: string | null;
  categorySlug: string;
  /** JSON text {ar,en,fr} of the template's title */
  title: string;
  values: FieldValues;
  /** What the card renders: its own design when it has one, else its revision's. */
  design: DesignDocument;
  /** The card's own design, or null when it renders its revision's design. */
  ownDesign: DesignDocument | null;
  fields: TemplateField[];
  viewCount: number;
  shareCount: number;
  createdAt: string;
  updatedAt: string;
}

export const CARD_THUMBNAIL_WIDTH = 480;

export function cardVersion(card: Pick<CardRecord, "revisionId" | "updatedAt">): string {
  return createHash("sha256").update(`${card.revisionId}|${card.updatedAt}`).digest("base64url").slice(0, 16);
}

export function cardTitle(card: Pick<CardRecord, "title">): LocalizedText {
  try {
    return fillLocalized(JSON.parse(card.title)) as LocalizedText;
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

/** `canEdit` is the viewer's right to edit (services/cards/access.ts): it decides whether counts are shown. */
export function presentCardSummary(card: CardRecord, canEdit: boolean): CardSummary {
  const v = cardVersion(card);
  return {
    id: card.id,
    templateId: card.templateId,
    category: card.categorySlug,
    title: cardTitle(card),
    width: card.design.canvas.width,
    height: card.design.canvas.height,
    values: card.values,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    imageUrl: `/api/cards/${card.id}/image.png?v=${v}`,
    pdfUrl: `/api/cards/${card.id}/document.pdf?v=${v}`,
    videoUrl: `/api/cards/${card.id}/video.mp4?v=${v}`,
    thumbnailUrl: `/api/cards/${card.id}/image.png?width=${CARD_THUMBNAIL_WIDTH}&v=${v}`,
    viewUrl: `/view/${card.id}`,
    previewUrl: `/preview/${encodeURIComponent(card.categorySlug)}/${encodeURIComponent(card.templateId)}/${card.id}`,
    canEdit,
    hasOwnDesign: card.ownDesign !== null,
    ...(canEdit ? { counts: { views: card.viewCount, shares: card.shareCount } } : {}),
  };
}

export function presentCard(card: CardRecord, canEdit: boolean): CardDetail {
  return { ...presentCardSummary(card, canEdit), fields: card.fields, design: card.ownDesign };
}
