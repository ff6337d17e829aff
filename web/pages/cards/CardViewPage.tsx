// /view/{cardId}: what the recipient opens — the card big and alone (the sender's message is in the
// image), one discreet link to make their own. POST /view once per page load.
import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../shared/limits.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { liftBootView } from "../../lib/boot-view.ts";
import { recordCardViewOnce, useCard } from "../../lib/cards.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { CARD_VIEW_FALLBACK_WIDTH, CARD_VIEW_IMAGE_CLASS, CARD_VIEW_LINK_CLASS, CARD_VIEW_SECTION_CLASS, CARD_VIEW_SIZES, CARD_VIEW_WIDTHS, cardViewImageStyle } from "../../../shared/layout/card-view.ts";
import { PreviewPicture } from "../../components/ui/preview-picture.tsx";
import { DownloadLinks } from "../../components/cards/CardActions.tsx";
import { NotFoundPage } from "../NotFound.tsx";

export function CardViewPage() {
  const { t, i18n } = useTranslation("webCards");
  const { cardId = "" } = useParams();
  const card = useCard(cardId);
  const title = card.data ? localized(card.data.title, i18n.language as Locale) : "";
  usePageTitle(title || undefined);
  const found = !!card.data;
  useEffect(() => {
    if (found) recordCardViewOnce(cardId);
  }, [found, cardId]);

  // The server's first paint of this page (web/lib/boot-view.ts) lies over it until the card is in place;
  // a page without the card (not found, an error) lifts it at once.
  const withoutCard = !card.isLoading && !card.data;
  useEffect(() => {
    if (withoutCard) liftBootView();
    return liftBootView; // left for another page
  }, [withoutCard]);

  if (card.isLoading) return <FullScreenSpinner />;
  const status = card.error instanceof ApiRequestError ? card.error.status : 0;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (!card.data) return <LoadError onRetry={() => void card.refetch()} />;
  const c = card.data;

  return (
    // A server-drawn page's view is counted by the server when it serves the HTML (effects do not run there).
    <section className={CARD_VIEW_SECTION_CLASS} data-testid="card-view">
      <h1 className="sr-only">{title}</h1>
      {/* The server preloads the same WebP srcset/sizes in the page's <head> (server/web/meta/cards.ts). */}
      <PreviewPicture
        url={c.imageUrl}
        widths={CARD_VIEW_WIDTHS}
        sizes={CARD_VIEW_SIZES}
        fallbackWidth={CARD_VIEW_FALLBACK_WIDTH}
        fetchPriority="high"
        width={c.width}
        height={c.height}
        alt={t("view.imageAlt", { title })}
        data-testid="card-image"
        // Lifted once this image can be seen: at once when it is the one the overlay already loaded.
        ref={(img) => {
          if (img?.complete) liftBootView();
        }}
        onLoad={liftBootView}
        onError={liftBootView}
        className={CARD_VIEW_IMAGE_CLASS}
        style={cardViewImageStyle(c.width, c.height)}
      />
      {/* The recipient keeps the card: plain links with the download attribute (no script needed). */}
      <DownloadLinks pngUrl={c.imageUrl} pdfUrl={c.pdfUrl} videoUrl={c.videoUrl} fileBase={`card-${c.id}`} size="sm" className="justify-center" />
      <Link
        to={`/cards/${encodeURIComponent(c.category)}/${encodeURIComponent(c.templateId)}`}
        className={CARD_VIEW_LINK_CLASS}
        data-testid="make-your-own"
      >
        <Sparkles aria-hidden className="size-4 text-accent" />
        {t("view.makeYourOwn")}
      </Link>
    </section>
  );
}
