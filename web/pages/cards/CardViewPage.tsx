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
import { recordCardViewOnce, useCard } from "../../lib/cards.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS } from "../../../shared/api/preview-images.ts";
import { PreviewPicture } from "../../components/ui/preview-picture.tsx";
import { NotFoundPage } from "../NotFound.tsx";
import { PREVIEW_IMAGE_WIDTH } from "./CardPreviewPage.tsx";

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

  if (card.isLoading) return <FullScreenSpinner />;
  const status = card.error instanceof ApiRequestError ? card.error.status : 0;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (!card.data) return <LoadError onRetry={() => void card.refetch()} />;
  const c = card.data;

  return (
    // At least the viewport tall (less the 4rem header), like the loading spinner before it: the footer stays
    // below the fold in both, instead of showing up under a short card (a 0.1 layout shift, issue 13). The
    // card sits in the middle of that space on every screen; at the top, a square card on a phone left an
    // empty half screen under it.
    <section className="flex min-h-[calc(100svh-4rem)] flex-1 flex-col items-center justify-center gap-6 bg-gradient-to-b from-muted/60 to-background px-3 py-6 sm:py-12" data-testid="card-view">
      <h1 className="sr-only">{title}</h1>
      {/* The server preloads the same WebP srcset/sizes in the page's <head> (server/web/meta/cards.ts). */}
      <PreviewPicture
        url={c.imageUrl}
        widths={CARD_VIEW_WIDTHS}
        sizes={CARD_VIEW_SIZES}
        fallbackWidth={PREVIEW_IMAGE_WIDTH}
        fetchPriority="high"
        width={c.width}
        height={c.height}
        alt={t("view.imageAlt", { title })}
        data-testid="card-image"
        className="h-auto max-w-full rounded-2xl shadow-2xl ring-1 ring-black/5"
        // A definite width before the image arrives (w-auto made it 0×0, then full size: a 0.29–0.78
        // layout shift, issue 16): as wide as fits, and no taller than the viewport allows.
        style={{ aspectRatio: `${c.width} / ${c.height}`, width: `min(100%, calc((100dvh - 11rem) * ${c.width / c.height}))` }}
      />
      <Link
        to={`/cards/${encodeURIComponent(c.category)}/${encodeURIComponent(c.templateId)}`}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-muted-foreground transition hover:bg-muted hover:text-foreground"
        data-testid="make-your-own"
      >
        <Sparkles aria-hidden className="size-4 text-accent" />
        {t("view.makeYourOwn")}
      </Link>
    </section>
  );
}
