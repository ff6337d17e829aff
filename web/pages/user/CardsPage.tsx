// /user/cards ("بطاقاتي"): the person's own cards — thumbnail, open, edit values, download, delete
// (confirmed), views and shares; an empty state that leads to the gallery; pagination.
import { ChartNoAxesCombined, Download, Eye, Pencil, Share2, Trash2, WalletCards } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { CardSummary } from "../../../shared/api/cards.ts";
import type { Locale } from "../../../shared/limits.ts";
import { formatDisplayDate } from "../../../shared/format/date.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { useDeleteCard, useUserCards } from "../../lib/cards.ts";
import { localized } from "../../lib/i18n.ts";
import { errorText } from "../../lib/request.ts";
import { withParam } from "../../lib/templates.ts";
import { EmptyListPage } from "./EmptyListPage.tsx";

export function UserCardsPage() {
  const { t } = useTranslation("webCards");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useUserCards(page);
  const [toDelete, setToDelete] = useState<CardSummary | null>(null);
  const del = useDeleteCard();

  if (list.data && list.data.total === 0) {
    return (
      <EmptyListPage testId="user-cards" title={t("mine.title")} empty={t("mine.empty")} hint={t("mine.emptyHint")} cta={t("mine.cta")} to="/?tab=cards#cards" icon={<WalletCards />} />
    );
  }

  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader
        title={t("mine.title")}
        subtitle={list.data ? t("mine.count", { count: list.data.total }) : undefined}
        icon={<WalletCards />}
        actions={
          <Link to="/?tab=cards#cards" className={buttonVariants()}>
            {t("mine.new")}
          </Link>
        }
      />
      {list.isLoading ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="user-cards-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="grid gap-3 rounded-2xl border border-border p-3">
              <Skeleton className="aspect-[4/5]" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : list.isError || !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="user-cards">
            {list.data.items.map((card) => (
              <li key={card.id}>
                <CardItem card={card} onDelete={() => setToDelete(card)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />
        </>
      )}
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("mine.deleteTitle")}
        description={t("mine.deleteText")}
        cancel={t("mine.cancel")}
        confirm={t("mine.confirmDelete")}
        busy={del.isPending}
        confirmTestId="confirm-delete"
        onConfirm={() => {
          if (!toDelete) return;
          del.mutate(toDelete.id, {
            onSuccess: () => {
              toast({ title: t("mine.deleted"), variant: "success" });
              setToDelete(null);
            },
            onError: (err) => toast({ variant: "destructive", title: t("mine.deleteFailed"), description: errorText(err, t("common.tryAgain")) }),
          });
        }}
      />
    </PageContainer>
  );
}

function CardItem({ card, onDelete }: { card: CardSummary; onDelete: () => void }) {
  const { t, i18n } = useTranslation(["webCards", "analytics"]);
  const locale = i18n.language as Locale;
  const title = localized(card.title, locale);
  const editHref = `/cards/${encodeURIComponent(card.category)}/${encodeURIComponent(card.templateId)}?card=${encodeURIComponent(card.id)}`;
  return (
    <article className="group grid h-full gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm transition hover:shadow-lg" data-testid={`card-${card.id}`}>
      <Link to={card.previewUrl} className="block overflow-hidden rounded-xl bg-muted">
        <img
          src={card.thumbnailUrl}
          width={card.width}
          height={card.height}
          loading="lazy"
          decoding="async"
          alt={title}
          className="h-auto w-full transition duration-500 group-hover:scale-[1.02]"
          style={{ aspectRatio: `${card.width} / ${card.height}` }}
        />
      </Link>
      <div className="grid gap-1 px-1">
        <Link to={card.previewUrl} className="tap-target flex items-center font-bold hover:underline" data-testid="open-card">
          <span className="line-clamp-1">{title}</span>
        </Link>
        <p className="text-xs text-muted-foreground">{formatDisplayDate(card.createdAt, { locale, style: "medium" })}</p>
        {card.counts && (
          <p className="flex gap-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1" title={t("mine.viewsLabel")}>
              <Eye aria-hidden className="size-3.5" />
              <span className="sr-only">{t("mine.viewsLabel")}:</span>
              {t("mine.views", { count: card.counts.views })}
            </span>
            <span className="inline-flex items-center gap-1" title={t("mine.sharesLabel")}>
              <Share2 aria-hidden className="size-3.5" />
              <span className="sr-only">{t("mine.sharesLabel")}:</span>
              {t("mine.shares", { count: card.counts.shares })}
            </span>
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-1.5 border-t border-border pt-3">
        <Link to={editHref} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="edit-card">
          <Pencil aria-hidden />
          {t("mine.edit")}
        </Link>
        <a href={withParam(card.imageUrl, "download", 1)} download className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="download-png">
          <Download aria-hidden />
          {t("mine.download")}
        </a>
        <Link to={`/user/cards/${encodeURIComponent(card.id)}/analytics`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="card-analytics">
          <ChartNoAxesCombined aria-hidden />
          {t("analytics:item.link")}
        </Link>
        <Button variant="ghost" size="sm" className="ms-auto text-destructive hover:bg-destructive/10" onClick={onDelete} data-testid="delete-card" aria-label={t("mine.deleteLabel", { title })}>
          <Trash2 aria-hidden />
          <span className="sr-only sm:not-sr-only">{t("mine.delete")}</span>
        </Button>
      </div>
    </article>
  );
}
