// /admin/templates: thumbnails with search, kind/category/published filters and pagination; edit,
// fields, duplicate, publish/unpublish, delete (soft) with an "undo" toast action that restores.
import { Toast as ToastPrimitive } from "radix-ui";
import { Copy, Eye, EyeOff, FileStack, ListChecks, Pencil, PencilRuler, Plus, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../shared/limits.ts";
import { LocalizedText } from "../../components/LocalizedText.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { isolate } from "../../components/admin/bidi.ts";
import { ListState } from "../../components/admin/ListState.tsx";
import { SearchBox, useFilterParam } from "../../components/admin/SearchBox.tsx";
import { invalidatePaths, send, useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import type { AdminCategory, AdminTemplate, Page } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { errorText } from "../../lib/request.ts";
import { withParam } from "../../lib/templates.ts";
import { categoriesPath } from "./AdminCategoriesPage.tsx";

export const TEMPLATE_PATHS = ["/api/admin/templates", "/api/templates", "/api/admin/stats", "/api/admin/categories"] as const;
const PAGE_SIZE = 12;

export function AdminTemplatesPage() {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const [kind] = useFilterParam("kind");
  // A category belongs to one kind: changing the kind drops the category filter in the same update.
  const setKind = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set("kind", value);
      else next.delete("kind");
      next.delete("category");
      next.delete("page");
      return next;
    });
  const [category, setCategory] = useFilterParam("category");
  const [published, setPublished] = useFilterParam("published");
  const list = useAdminQuery<Page<AdminTemplate>>(
    withQuery("/api/admin/templates", { q: params.get("q"), kind, category, published, page, pageSize: PAGE_SIZE }),
  );
  const cardCats = useAdminQuery<Page<AdminCategory>>(categoriesPath("card"));
  const certCats = useAdminQuery<Page<AdminCategory>>(categoriesPath("certificate"));
  const catGroups = [
    { kind: "card", items: cardCats.data?.items ?? [] },
    { kind: "certificate", items: certCats.data?.items ?? [] },
  ].filter((g) => !kind || g.kind === kind);
  // Category names by id, so a template shows "زفاف", not its slug "wedding" (issue 16).
  const categoryNames = new Map([...(cardCats.data?.items ?? []), ...(certCats.data?.items ?? [])].map((c) => [c.id, c.name]));

  return (
    <div>
      <PageHeader
        title={t("templates.title")}
        subtitle={list.data ? t("polish:templates.count", { count: list.data.total }) : t("templates.subtitle")}
        icon={<FileStack />}
        actions={
          <Link to="/admin/templates/new" className={buttonVariants()} data-testid="template-create">
            <Plus aria-hidden />
            {t("templates.new")}
          </Link>
        }
      />
      <div className="mb-5 grid gap-2 sm:flex sm:flex-wrap sm:items-center">
        <SearchBox placeholder={t("templates.search")} />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect aria-label={t("templates.kind")} value={kind} onChange={(e) => setKind(e.target.value)} data-testid="template-filter-kind">
            <option value="">{t("templates.allKinds")}</option>
            <option value="card">{t("kinds.card")}</option>
            <option value="certificate">{t("kinds.certificate")}</option>
          </NativeSelect>
          <NativeSelect aria-label={t("templates.published")} value={published} onChange={(e) => setPublished(e.target.value)} data-testid="template-filter-published">
            <option value="">{t("templates.allStates")}</option>
            <option value="true">{t("templates.publishedOnly")}</option>
            <option value="false">{t("templates.draftsOnly")}</option>
          </NativeSelect>
          <div className="col-span-2 sm:min-w-48">
            <NativeSelect aria-label={t("templates.category")} value={category} onChange={(e) => setCategory(e.target.value)} data-testid="template-filter-category">
              <option value="">{t("templates.allCategories")}</option>
              {catGroups.map((g) => (
                <optgroup key={g.kind} label={t(`kinds.${g.kind}`)}>
                  {g.items.map((c) => (
                    <option key={c.id} value={c.slug}>{localized(c.name, locale)}</option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <ListState query={list} empty={t("templates.empty")}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" data-testid="template-list">
          {list.data?.items.map((tpl) => (
            <li key={tpl.id}>
              <TemplateItem template={tpl} categoryName={localized(categoryNames.get(tpl.categoryId), locale)} />
            </li>
          ))}
        </ul>
        {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
      </ListState>
    </div>
  );
}

function TemplateItem({ template, categoryName }: { template: AdminTemplate; categoryName: string }) {
  const { t, i18n } = useTranslation("admin");
  const title = localized(template.title, i18n.language as Locale);
  const path = `/api/admin/templates/${encodeURIComponent(template.id)}`;
  const qc = useQueryClient();
  // A plain call, not a hook: the deleted item's component is gone by the time "undo" is pressed.
  const restore = () =>
    send("POST", `${path}/restore`)
      .then(() => invalidatePaths(qc, TEMPLATE_PATHS))
      .then(() => toast({ title: t("templates.restored"), variant: "success" }))
      .catch((err) => toast({ variant: "destructive", title: t("common.saveFailed"), description: errorText(err, t("common.tryAgain")) }));
  const remove = useAdminMutation<void>({
    mutationFn: () => send("DELETE", path),
    invalidate: TEMPLATE_PATHS,
    onSuccess: () =>
      toast({
        title: t("templates.deleted", { title: isolate(title) }),
        variant: "success",
        duration: 10_000,
        action: (
          <ToastPrimitive.Action altText={t("templates.undo")} asChild>
            <Button size="sm" variant="outline" className="shrink-0 self-center" onClick={() => void restore()} data-testid="template-undo">
              {t("templates.undo")}
            </Button>
          </ToastPrimitive.Action>
        ),
      }),
  });
  const publish = useAdminMutation<boolean>({
    mutationFn: (published) => send("PATCH", path, { published }),
    invalidate: TEMPLATE_PATHS,
    success: (_r, published) => (published ? t("templates.publishedToast") : t("templates.unpublishedToast")),
  });
  const duplicate = useAdminMutation<void>({
    mutationFn: () => send("POST", `${path}/duplicate`),
    invalidate: TEMPLATE_PATHS,
    success: t("templates.duplicated"),
  });
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm" data-testid={`template-${template.id}`}>
      <Link to={`/admin/templates/${encodeURIComponent(template.id)}`} className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-muted">
        <img src={withParam(template.thumbnailUrl, "width", 480)} alt={title} loading="lazy" decoding="async" className="max-h-full max-w-full object-contain" />
      </Link>
      <div className="grid gap-1 px-1">
        <LocalizedText text={template.title} className="line-clamp-1 font-bold" />
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="rounded-md bg-muted px-1.5 py-0.5 font-semibold">{t(`kinds.${template.kind}`)}</span>
          <bdi data-testid="template-category">{categoryName || template.category}</bdi>
          <span className={template.published ? "rounded-md bg-primary/10 px-1.5 py-0.5 font-semibold text-primary" : "rounded-md bg-accent/20 px-1.5 py-0.5 font-semibold"} data-testid="template-state">
            {template.published ? t("templates.publishedBadge") : t("templates.draftBadge")}
          </span>
        </p>
        <p className="text-xs text-muted-foreground" data-testid="template-usage">
          {t("polish:templates.usage", {
            cards: t("polish:templates.cards", { count: template.usage.cards }),
            certificates: t("polish:templates.certificates", { count: template.usage.certificates }),
          })}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-1.5 border-t border-border pt-3">
        <Link to={`/admin/templates/${encodeURIComponent(template.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid={`template-edit-${template.id}`}>
          <Pencil aria-hidden />
          {t("common.edit")}
        </Link>
        <Link to={`/admin/templates/${encodeURIComponent(template.id)}/fields`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid={`template-fields-${template.id}`}>
          <ListChecks aria-hidden />
          {t("templates.fields")}
        </Link>
        <Link to={`/admin/template-editor/${encodeURIComponent(template.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={t("templateForm.editDesign")} title={t("templateForm.editDesign")} data-testid={`template-design-${template.id}`}>
          <PencilRuler aria-hidden />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={publish.isPending}
          onClick={() => publish.mutate(!template.published)}
          aria-label={template.published ? t("templates.unpublish") : t("templates.publish")}
          title={template.published ? t("templates.unpublish") : t("templates.publish")}
          data-testid={`template-publish-${template.id}`}
        >
          {template.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </Button>
        <Button variant="ghost" size="icon" className="size-8" disabled={duplicate.isPending} onClick={() => duplicate.mutate()} aria-label={t("templates.duplicate")} title={t("templates.duplicate")} data-testid={`template-duplicate-${template.id}`}>
          <Copy aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="ms-auto size-8 text-destructive hover:bg-destructive/10" disabled={remove.isPending} onClick={() => remove.mutate()} aria-label={t("templates.delete", { title })} title={t("common.delete")} data-testid={`template-delete-${template.id}`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
    </article>
  );
}
