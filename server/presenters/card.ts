// cards row (+ its revision) → API shapes. Image and PDF URLs carry a version hash of what the card
// renders from (revision + last edit), so a browser may cache them forever: an edit is a new URL.
import { createHash } from "node:crypto";
import type { CardDetail, CardSummary } from "../../shared/api/cards.ts";
import type { LocalizedText } from "../../shared/api/templates.ts";
import type { UsersTable } from "../db/schema.ts";
import { fillLocalized } from "../services/settings/public.ts";
import { canEditCard } from "../services/cards/access.ts";
import type { CardRecord } from "../services/cards/card-record.ts";

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

export function presentCardSummary(card: CardRecord, viewer: UsersTable | null | undefined): CardSummary {
  const v = cardVersion(card);
  const canEdit = canEditCard(viewer, card);
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

export function presentCard(card: CardRecord, viewer: UsersTable | null | undefined): CardDetail {
  return { ...presentCardSummary(card, viewer), fields: card.fields, design: card.ownDesign };
}
