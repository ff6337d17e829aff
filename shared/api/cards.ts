// Cards (API.md "Cards"): request schemas and answer types shared by the server and the web app.
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import type { LocalizedText, TemplateField } from "./templates.ts";
import type { DesignDocument } from "../design/schema.ts";

/** Card ids: 16 random bytes as base64url (22 chars); longer ids are accepted for the future. */
export const cardId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

/** Values are checked field by field later (buildValuesSchema of the card's revision). */
const values = z.record(z.string().max(64), z.unknown());

/**
 * A card's own design (made in the editor): any design document version, checked in full on the server
 * (services/designs/validate-design.ts). null/absent on create: the card renders its template's design.
 */
const ownDesign = z.unknown();

export const createCardInput = z.object({
  templateId: z.string().min(1).max(64),
  values: values.default({}),
  design: ownDesign.optional(),
});
export type CreateCardInput = z.input<typeof createCardInput>;

/** At least one of: values (checked against the card's revision fields), design (null = back to the template's design). */
/**
 * PUT /api/cards/{id}. A body that changes the design carries `baseUpdatedAt`: the card's `updatedAt`
 * when the editor loaded it; the server refuses (409 revisionConflict) a design saved over a newer card.
 */
export const updateCardInput = z
  .object({ values: values.optional(), design: ownDesign.optional(), baseUpdatedAt: z.string().min(1).max(40).optional() })
  .refine((input) => input.values !== undefined || input.design !== undefined, { path: ["values"], error: "validation:required" })
  .refine((input) => input.design === undefined || input.baseUpdatedAt !== undefined, { path: ["baseUpdatedAt"], error: "validation:required" });
export type UpdateCardInput = z.input<typeof updateCardInput>;

export const SHARE_CHANNELS = ["copy", "qr", "whatsapp", "telegram", "x", "facebook", "email", "native"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
export const shareInput = z.object({ channel: z.enum(SHARE_CHANNELS) });

export const CARD_IMAGE_MAX_WIDTH = 4000;
export const cardImageQuery = z.object({
  width: z.coerce.number().int().min(64).max(CARD_IMAGE_MAX_WIDTH).optional(),
  download: z.enum(["0", "1"]).optional(),
  v: z.string().max(64).optional(),
});
/** The social formats a card's video is offered in (?format=), each a social preset the design is
 * re-placed onto (shared/design/presets.ts, shared/design/resize.ts); absent: the card's own size. */
export const CARD_VIDEO_FORMATS = { story: "story", square: "instagram-post", portrait: "instagram-portrait", landscape: "x" } as const;
export type CardVideoFormat = keyof typeof CARD_VIDEO_FORMATS;
export const cardVideoQuery = z.object({
  format: z.enum(Object.keys(CARD_VIDEO_FORMATS) as [CardVideoFormat, ...CardVideoFormat[]]).optional(),
  download: z.enum(["0", "1"]).optional(),
  v: z.string().max(64).optional(),
});
export const cardPdfQuery = z.object({ download: z.enum(["0", "1"]).optional(), v: z.string().max(64).optional() });

export const userCardsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

/** GET /api/cards/{id} (and the answers of POST and PUT). */
export interface CardDetail {
  id: string;
  templateId: string;
  /** category slug: wedding | eid | ramadan | birthday … */
  category: string;
  title: LocalizedText;
  /** canvas size of the card's own template revision */
  width: number;
  height: number;
  values: Record<string, string>;
  /** the fields of the revision the card was made from (for the edit form) */
  fields: TemplateField[];
  createdAt: string;
  updatedAt: string;
  /** versioned URLs: change whenever the card changes */
  imageUrl: string;
  pdfUrl: string;
  /** The card as an MP4 (its animation; a still card held a few seconds), issue 35 */
  videoUrl: string;
  thumbnailUrl: string;
  /** site paths (not API): the clean view and the preview page */
  viewUrl: string;
  previewUrl: string;
  /** true for the owner and admins */
  canEdit: boolean;
  /** only for the owner and admins */
  counts?: { views: number; shares: number };
  /** true when the card has its own design (then `design` holds it and every output draws it) */
  hasOwnDesign: boolean;
  /** the card's own design document (current version), or null when it renders its template's design */
  design: DesignDocument | null;
}

/** GET /api/user/cards item (no fields, no design document: lists stay light). */
export type CardSummary = Omit<CardDetail, "fields" | "design">;

export interface CardList {
  items: CardSummary[];
  total: number;
  page: number;
  pageSize: number;
}
