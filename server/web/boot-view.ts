// The server's first paint of the card view (/view/{id}), issue 13: without it a phone on a slow network
// shows nothing until the scripts have loaded and run (~3 s under Lighthouse's mobile throttling), though
// the card is a single image the server already knows. The page carries
//   - an overlay over the whole viewport, built from the page's own layout classes
//     (shared/layout/card-view.ts), that shows the card where the page will show it; and
//   - the page's first API answer (GET /api/cards/{id}) as JSON, so the app draws the card at once
//     instead of a spinner.
// The app lifts the overlay once its own copy of the image is in place (web/lib/boot-view.ts). The
// answer is the anonymous one (pages do not look up the session): the app fetches it again in the
// background, as for any stale query, and the owner's extra fields arrive then.
import type { CardDetail } from "../../shared/api/cards.ts";
import { cardApiPath } from "../../shared/api/card-path.ts";
import { webpUrl, widthSrcSet, withQueryParam } from "../../shared/api/preview-images.ts";
import {
  BOOT_VIEW_CLASS,
  CARD_VIEW_FALLBACK_WIDTH,
  CARD_VIEW_IMAGE_CLASS,
  CARD_VIEW_LINK_CLASS,
  CARD_VIEW_SECTION_CLASS,
  CARD_VIEW_SIZES,
  CARD_VIEW_WIDTHS,
  HEADER_BAR_CLASS,
  HEADER_CLASS,
  cardViewImageStyle,
} from "../../shared/layout/card-view.ts";
import { escapeHtml } from "./renderIndexHtml.ts";

export interface BootView {
  /** Markup put at the start of <body>, outside the app's root. */
  html: string;
  /** API answers by GET path; the app puts each in its query cache under the key [path]. */
  data: Record<string, unknown>;
}

export function cardBootView(card: CardDetail): BootView {
  const attr = (v: string | number) => escapeHtml(String(v));
  const style = cardViewImageStyle(card.width, card.height);
  const picture =
    `<picture class="contents"><source class="hidden" type="image/webp" srcset="${attr(widthSrcSet(webpUrl(card.imageUrl), CARD_VIEW_WIDTHS))}" sizes="${attr(CARD_VIEW_SIZES)}">` +
    `<img src="${attr(withQueryParam(card.imageUrl, "width", CARD_VIEW_FALLBACK_WIDTH))}" srcset="${attr(widthSrcSet(card.imageUrl, CARD_VIEW_WIDTHS))}" sizes="${attr(CARD_VIEW_SIZES)}"` +
    ` width="${attr(card.width)}" height="${attr(card.height)}" alt="" fetchpriority="high" class="${CARD_VIEW_IMAGE_CLASS}" style="aspect-ratio: ${attr(style.aspectRatio)}; width: ${attr(style.width)}"></picture>`;
  // The link under the card, invisible: the card is centred with it, as on the page.
  const link = `<span class="invisible ${CARD_VIEW_LINK_CLASS}">&nbsp;</span>`;
  const html =
    `<div id="boot-view" class="${BOOT_VIEW_CLASS}" aria-hidden="true"><div class="flex min-h-dvh flex-col">` +
    `<header class="${HEADER_CLASS}"><div class="${HEADER_BAR_CLASS}"></div></header>` +
    `<main class="flex flex-1 flex-col"><section class="${CARD_VIEW_SECTION_CLASS}">${picture}${link}</section></main></div></div>`;
  return { html, data: { [cardApiPath(card.id)]: card } };
}
