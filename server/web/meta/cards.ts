// /view/{cardId} and /preview/{category}/{templateId}/{cardId}: a shared link shows a rich preview
// in chat apps — the card's title and recipient, its message, and its PNG 1200 px wide.
// Admin per-card SEO settings (seo_settings 'card', card id) win over what is derived here.
import { mergeSeo, type SeoFields } from "../../../shared/api/seo.ts";
import { cardId } from "../../../shared/api/cards.ts";
import { t } from "../../i18n.ts";
import { cardTitle, presentCard } from "../../presenters/card.ts";
import { cardBootView } from "../boot-view.ts";
import { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS, webpUrl, widthSrcSet } from "../../../shared/api/preview-images.ts";
import { getCard, type CardRecord } from "../../services/cards/card-record.ts";
import { getGlobalSeo, readSeoRow } from "../../services/seo/get-seo.ts";
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../../shared/limits.ts";
import type { EntityPageMeta, MetaResolver } from "./index.ts";
import { stripBidiControls } from "../../../shared/format/bidi.ts";

export const OG_IMAGE_WIDTH = 1200;
const DESCRIPTION_MAX = 200;

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = [...clean];
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}


async function cardMeta(app: FastifyInstance, card: CardRecord, locale: Locale): Promise<EntityPageMeta> {
  const base = app.config.publicUrl;
  const title = cardTitle(card)[locale] || cardTitle(card).ar;
  const name = card.fields.some((f) => f.name === "name") ? (card.values.name ?? "").trim() : "";
  const message = card.fields.some((f) => f.name === "message") ? (card.values.message ?? "") : "";
  const image = `${base}/api/cards/${card.id}/image.png?width=${OG_IMAGE_WIDTH}`;
  // The name and message are the sender's: no bidi controls in tags (shared/format/bidi.ts).
  const derived: Partial<SeoFields> = {
    title: stripBidiControls(name ? t(locale, "cards:ogTitle", { title, name: truncate(name, 80) }) : title),
    description: stripBidiControls(truncate(message, DESCRIPTION_MAX)) || t(locale, "cards:ogDescription"),
    ogImage: image,
    canonicalUrl: `${base}/view/${card.id}`,
    // A card is personal: reachable by its link, not meant for search engines (admins may override).
    noIndex: true,
  };
  const [global, own] = await Promise.all([getGlobalSeo(app.db), readSeoRow(app.db, "card", card.id)]);
  const seo = mergeSeo(mergeSeo(global, derived), own);
  const { width, height } = card.design.canvas;
  return {
    seo,
    ogType: "product",
    item: { kind: "card", id: card.id, templateId: card.templateId, ownerId: card.ownerId },
    ...(seo.ogImage === image ? { image: { width: OG_IMAGE_WIDTH, height: Math.round((height * OG_IMAGE_WIDTH) / width) } } : {}),
  };
}

/**
 * /view/{id} shows the card alone, as its largest paint: the <head> preloads the WebP srcset the page's
 * <picture> asks for (web/pages/cards/CardViewPage.tsx; same URL as the API's imageUrl, same widths and
 * sizes), so the image loads beside the scripts instead of after them (issue 13); and the server draws
 * the card itself before the scripts run (../boot-view.ts).
 */
function resolveCard(view: boolean): MetaResolver["resolve"] {
  return async (app, match, locale) => {
    const id = match.groups?.id ?? "";
    if (!cardId.safeParse(id).success) return null;
    const card = await getCard(app.db, id);
    if (!card) return null;
    const meta = await cardMeta(app, card, locale);
    if (!view) return meta;
    const detail = presentCard(card, false);
    return {
      ...meta,
      preloadImage: { srcset: widthSrcSet(webpUrl(detail.imageUrl), CARD_VIEW_WIDTHS), sizes: CARD_VIEW_SIZES, type: "image/webp" },
      bootView: cardBootView(detail),
    };
  };
}

export const CARD_META: MetaResolver[] = [
  { pattern: /^\/view\/(?<id>[^/]+)\/?$/, resolve: resolveCard(true) },
  { pattern: /^\/preview\/[^/]+\/[^/]+\/(?<id>[^/]+)\/?$/, resolve: resolveCard(false) },
];
