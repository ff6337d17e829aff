// /admin/categories: card categories and certificate types — create, rename (ar/en/fr), reorder,
// hide, delete (the server refuses while templates use it; its message is shown and the templates
// can be moved to another category as part of the delete).
import { Tabs } from "radix-ui";
import { ArrowDown, ArrowUp, EyeOff, FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TemplateKind } from "../../../shared/api/templates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { AdminDialog } from "../../components/admin/AdminDialog.tsx";
import { isolate } from "../../components/admin/bidi.ts";
import { CATEGORY_PATHS, CategoryDialog } from "../../components/admin/CategoryDialog.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { Switch } from "../../components/admin/Switch.tsx";
import { send, useAdminMutation, useAdminQuery } from "../../components/admin/api.ts";
import type { AdminCategory, Page } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError, errorText } from "../../lib/request.ts";

const KINDS: TemplateKind[] = ["card", "certificate"];
export const categoriesPath = (kind: TemplateKind) => `/api/admin/categories?kind=${kind}&pageSize=100`;

export function AdminCategoriesPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const kind: TemplateKind = params.get("kind") === "certificate" ? "certificate" : "card";
  const [dialog, setDialog] = useState<{ editing: AdminCategory | null } | null>(null);
  return (
    <div>
      <PageHeader
        title={t("categories.title")}
        subtitle={t("categories.subtitle")}
        icon={<FolderTree />}
        actions={
          <Button onClick={() => setDialog({ editing: null })} data-testid="category-create">
            <Plus aria-hidden />
            {t(`categories.create.${kind}`)}
          </Button>
        }
      />
      <Tabs.Root value={kind} onValueChange={(v) => setParams({ kind: v }, { replace: true })}>
        <Tabs.List className="mb-5 inline-flex rounded-xl bg-muted p-1" aria-label={t("categories.title")}>
          {KINDS.map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              data-testid={`category-tab-${k}`}
              className="tap-target rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground transition data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {t(`categories.tab.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map((k) => (
          <Tabs.Content key={k} value={k}>
            <CategoryList kind={k} onEdit={(c) => setDialog({ editing: c })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CategoryDialog kind={kind} editing={dialog?.editing ?? null} open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} />
    </div>
  );
}

function CategoryList({ kind, onEdit }: { kind: TemplateKind; onEdit: (c: AdminCategory) => void }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const list = useAdminQuery<Page<AdminCategory>>(categoriesPath(kind));
  const items = [...(list.data?.items ?? [])].sort((a, b) => a.order - b.order);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState("");

  const reorder = useAdminMutation<string[]>({
    mutationFn: (ids) => send("PUT", "/api/admin/categories/order", { kind, ids }),
    invalidate: CATEGORY_PATHS,
    success: t("categories.reordered"),
  });
  const setHidden = useAdminMutation<{ id: string; hidden: boolean }>({
    mutationFn: ({ id, hidden }) => send("PATCH", `/api/admin/categories/${encodeURIComponent(id)}`, { hidden }),
    invalidate: CATEGORY_PATHS,
    success: t("common.saved"),
  });
  const closeDelete = () => {
    setToDelete(null);
    setRefusal(null);
    setMoveTo("");
  };
  const remove = useAdminMutation<{ id: string; moveTo: string }>({
    mutationFn: ({ id, moveTo: target }) => send("DELETE", `/api/admin/categories/${encodeURIComponent(id)}${target ? `?moveTo=${encodeURIComponent(target)}` : ""}`),
    invalidate: [...CATEGORY_PATHS, "/api/admin/templates", "/api/templates"],
    success: t("categories.deleted"),
    onSuccess: closeDelete,
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) setRefusal(errorText(err, t("common.tryAgain")));
    },
  });
  const move = (index: number, delta: number) => {
    const ids = items.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id);
    reorder.mutate(ids);
  };
  const others = items.filter((c) => c.id !== toDelete?.id);

  return (
    <ListState query={list} empty={t("categories.empty")}>
      <ol className="grid grid-cols-1 gap-2" data-testid={`category-list-${kind}`}>
        {items.map((c, i) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-border bg-card p-3 sm:flex-nowrap" data-testid={`category-${c.slug}`}>
            <div className="flex flex-col gap-1">
              <Button variant="ghost" size="icon" className="size-7" disabled={i === 0 || reorder.isPending} aria-label={t("categories.moveUp", { name: localized(c.name, locale) })} onClick={() => move(i, -1)} data-testid={`category-up-${c.id}`}>
                <ArrowUp aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" className="size-7" disabled={i === items.length - 1 || reorder.isPending} aria-label={t("categories.moveDown", { name: localized(c.name, locale) })} onClick={() => move(i, 1)} data-testid={`category-down-${c.id}`}>
                <ArrowDown aria-hidden />
              </Button>
            </div>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-bold">
                <span className="truncate">{localized(c.name, locale)}</span>
                {c.hidden && (
                  <span className="inline-flex items-center gap-1 rounded-md bg-muted px-1.5 py-0.5 text-[11px] font-semibold text-muted-foreground">
                    <EyeOff aria-hidden className="size-3" />
                    {t("categories.hiddenBadge")}
                  </span>
                )}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                <bdi dir="ltr" className="font-mono">{c.slug}</bdi> · {t("categories.templateCount", { count: c.templates })}
              </p>
            </div>
            <div className="flex w-full items-center gap-2 border-t border-border pt-2 sm:w-auto sm:border-0 sm:pt-0">
              <label className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
                {t("categories.visible")}
                <Switch checked={!c.hidden} label={t("categories.visibleLabel", { name: localized(c.name, locale) })} onCheckedChange={(v) => setHidden.mutate({ id: c.id, hidden: !v })} testId={`category-hidden-${c.id}`} />
              </label>
              <div className="ms-auto flex gap-1 sm:ms-2">
                <Button variant="outline" size="sm" onClick={() => onEdit(c)} data-testid={`category-edit-${c.id}`}>
                  <Pencil aria-hidden />
                  {t("common.edit")}
                </Button>
                <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => setToDelete(c)} aria-label={t("categories.deleteLabel", { name: localized(c.name, locale) })} data-testid={`category-delete-${c.id}`}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <AdminDialog open={!!toDelete} onOpenChange={(open) => !open && closeDelete()} title={t("categories.deleteTitle")} testId="category-delete-dialog">
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t("categories.deleteText", { name: toDelete ? isolate(localized(toDelete.name, locale)) : "" })}
        </p>
        {refusal && (
          <div className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-3">
            <p role="alert" className="text-sm font-semibold text-destructive" data-testid="category-delete-refusal">{refusal}</p>
            <div className="grid gap-1.5">
              <label htmlFor="category-move-to" className="text-sm font-semibold">{t("categories.moveTo")}</label>
              <NativeSelect id="category-move-to" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} data-testid="category-move-to">
                <option value="">{t("categories.chooseTarget")}</option>
                {others.map((c) => (
                  <option key={c.id} value={c.id}>{localized(c.name, locale)}</option>
                ))}
              </NativeSelect>
            </div>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={closeDelete}>{t("common.cancel")}</Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || (!!refusal && !moveTo)}
            data-testid="category-delete-confirm"
            onClick={() => toDelete && remove.mutate({ id: toDelete.id, moveTo: refusal ? moveTo : "" })}
          >
            {refusal ? t("categories.moveAndDelete") : t("common.delete")}
          </Button>
        </div>
      </AdminDialog>
    </ListState>
  );
}
