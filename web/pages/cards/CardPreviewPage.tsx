// /preview/{category}/{templateId}/{cardId}: the card as the server renders it, downloads, back to
// edit (prefilled), the recipient view and the share panel. On a phone "Share the card" is on the first
// screen under the card (issue 31): its picture goes to the system share sheet.
import { ExternalLink, Pencil, PencilRuler, Plus } from "lucide-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../shared/limits.ts";
import { DownloadLinks } from "../../components/cards/CardActions.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { SharePanel } from "../../components/share/SharePanel.tsx";
import { ShareImageButton } from "../../components/share/ShareImageButton.tsx";
import { cardCategoryHref } from "../../layout/catalog.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { cardFileBase, cardShareImage, recordCardEvent, useCard } from "../../lib/cards.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { withParam } from "../../lib/templates.ts";
import { NotFoundPage } from "../NotFound.tsx";
import { CARD_VIEW_FALLBACK_WIDTH, CARD_VIEW_SIZES, CARD_VIEW_WIDTHS } from "../../../shared/layout/card-view.ts";
import { PreviewPicture } from "../../components/ui/preview-picture.tsx";

/** The preview's image width: the card view's fallback width, so both pages share one rendered file. */
export const PREVIEW_IMAGE_WIDTH = CARD_VIEW_FALLBACK_WIDTH;

export function CardPreviewPage() {
  const { t, i18n } = useTranslation("webCards");
  const { cardId = "" } = useParams();
  const card = useCard(cardId);
  const title = card.data ? localized(card.data.title, i18n.language as Locale) : "";
  usePageTitle(title || t("preview.title"));

  if (card.isLoading) return <FullScreenSpinner />;
  const status = card.error instanceof ApiRequestError ? card.error.status : 0;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (!card.data) return <LoadError onRetry={() => void card.refetch()} />;
  const c = card.data;
  const fileBase = cardFileBase(c);
  const shareImage = cardShareImage(c);
  // A card with its own design (made in the editor) is edited in the editor; others in the form.
  const designHref = `/template-editor-unified/${encodeURIComponent(c.templateId)}?card=${encodeURIComponent(c.id)}`;
  const editHref = c.hasOwnDesign ? designHref : `/cards/${encodeURIComponent(c.category)}/${encodeURIComponent(c.templateId)}?card=${encodeURIComponent(c.id)}`;

  return (
    <PageContainer className="py-4 sm:py-10">
      <div className="grid items-start gap-6 lg:gap-8 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <figure className="grid justify-items-center rounded-3xl bg-muted/40 p-3 sm:p-8">
          {/* WebP first (several times lighter than the PNG): on a slow phone the JPEG that the share
              button sends is downloading at the same time. The same files as the card view's. */}
          <PreviewPicture
            url={c.imageUrl}
            widths={CARD_VIEW_WIDTHS}
            sizes={CARD_VIEW_SIZES}
            fallbackWidth={PREVIEW_IMAGE_WIDTH}
            width={c.width}
            height={c.height}
            alt={t("preview.imageAlt", { title })}
            data-testid="card-image"
            className="h-auto max-w-full rounded-xl shadow-2xl ring-1 ring-black/5 [--card-max-h:50svh] lg:[--card-max-h:75vh]"
            // Sized before the image arrives, so nothing below it moves when it does (issue 16). At most
            // half a phone's height, so the share button under it is on the first screen.
            style={{ aspectRatio: `${c.width} / ${c.height}`, width: `min(100%, calc(var(--card-max-h) * ${c.width / c.height}))` }}
          />
        </figure>
        <div className="grid gap-6 lg:sticky lg:top-24">
          <div className="grid gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="page-title">
              {t("preview.title")}
            </h1>
            <p className="text-muted-foreground">{t("preview.subtitle", { title })}</p>
          </div>
          <ShareImageButton
            url={absoluteUrl(c.viewUrl)}
            text={t("share.message", { title })}
            imageUrl={shareImage.url}
            fileName={shareImage.name}
            onShare={(action) => recordCardEvent(c.id, "share", action)}
            className="w-full sm:w-fit"
            data-testid="share-card"
          />
          <ShareImageButton
            url={absoluteUrl(c.viewUrl)}
            text={t("share.message", { title })}
            imageUrl={c.imageUrl}
            fileName={`${fileBase}.png`}
            video={{ url: c.videoUrl, fileName: `${fileBase}.mp4` }}
            onShare={(action) => recordCardEvent(c.id, "share", action)}
            variant="outline"
            className="w-full sm:w-fit"
            data-testid="share-video"
          />
          <DownloadLinks pngUrl={withParam(c.imageUrl, "download", 1)} pdfUrl={withParam(c.pdfUrl, "download", 1)} videoUrl={c.videoUrl} fileBase={fileBase} size="lg" />
          <div className="flex flex-wrap gap-2">
            <Link to={editHref} className={buttonVariants({ variant: "outline" })} data-testid="edit-card">
              <Pencil aria-hidden />
              {t("preview.edit")}
            </Link>
            {!c.hasOwnDesign && (
              <Link to={designHref} className={buttonVariants({ variant: "outline" })} data-testid="customize-card-design">
                <PencilRuler aria-hidden />
                {t("form.customize")}
              </Link>
            )}
            <Link to={c.viewUrl} className={buttonVariants({ variant: "ghost" })} data-testid="open-view">
              <ExternalLink aria-hidden />
              {t("preview.view")}
            </Link>
            <Link to={cardCategoryHref(c.category)} className={buttonVariants({ variant: "ghost" })}>
              <Plus aria-hidden />
              {t("preview.newCard")}
            </Link>
          </div>
          <SharePanel
            url={absoluteUrl(c.viewUrl)}
            text={t("share.message", { title })}
            imageUrl={c.imageUrl}
            fileBase={fileBase}
            onShare={(action) => recordCardEvent(c.id, "share", action)}
            nativeShare={false}
          />
        </div>
      </div>
    </PageContainer>
  );
}
