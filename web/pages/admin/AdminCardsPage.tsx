// /admin/cards: every card — search (id, values, owner, template), paginate, open, delete (confirmed).
import { ExternalLink, Trash2, WalletCards } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../shared/limits.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { SearchBox } from "../../components/admin/SearchBox.tsx";
import { send, useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import { dateTime } from "../../components/admin/relativeTime.ts";
import type { AdminCard, Page } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { withParam } from "../../lib/templates.ts";

export function AdminCardsPage() {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useAdminQuery<Page<AdminCard>>(withQuery("/api/admin/cards", { q: params.get("q"), page, pageSize: 20 }));
  const [toDelete, setToDelete] = useState<AdminCard | null>(null);
  const remove = useAdminMutation<string>({
    mutationFn: (id) => send("DELETE", `/api/admin/cards/${encodeURIComponent(id)}`),
    invalidate: ["/api/admin/cards", "/api/admin/stats", "/api/admin/templates", "/api/user/cards"],
    success: t("items.deleted"),
    onSuccess: () => setToDelete(null),
  });
  return (
    <div>
      <PageHeader title={t("cards.title")} subtitle={list.data ? t("cards.count", { count: list.data.total }) : t("cards.subtitle")} icon={<WalletCards />} />
      <div className="mb-5">
        <SearchBox placeholder={t("cards.search")} />
      </div>
      <ListState query={list} empty={t("cards.empty")}>
        <ul className="grid grid-cols-1 gap-2" data-testid="card-list">
          {list.data?.items.map((card) => {
            const title = localized(card.templateTitle, locale);
            return (
              <li key={card.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-3 sm:flex-nowrap" data-testid={`admin-card-${card.id}`}>
                <img src={withParam(card.imageUrl, "width", 160)} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg bg-muted object-contain" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate font-bold">{title}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {card.owner ? <bdi>{card.owner.name || card.owner.username}</bdi> : t("items.anonymous")} · {dateTime(card.createdAt, i18n.language)}
                  </p>
                  <p className="truncate font-mono text-[11px] text-muted-foreground" dir="ltr">{card.id}</p>
                </div>
                <div className="flex w-full justify-end gap-1.5 sm:w-auto">
                  <a href={`/view/${encodeURIComponent(card.id)}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })} data-testid={`card-view-${card.id}`}>
                    <ExternalLink aria-hidden />
                    {t("items.view")}
                  </a>
                  <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => setToDelete(card)} aria-label={t("items.deleteLabel", { title })} data-testid={`card-delete-${card.id}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
      </ListState>
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("cards.deleteTitle")}
        description={t("items.deleteText")}
        cancel={t("common.cancel")}
        confirm={t("common.delete")}
        busy={remove.isPending}
        confirmTestId="confirm-delete"
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </div>
  );
}
