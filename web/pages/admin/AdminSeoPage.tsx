// /admin/seo-settings: global SEO values, or one card/certificate/category's own values (empty ones
// fall back to the global values). The scope is kept in the URL (?type=&id=).
import { SearchCheck } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SEO_ENTITY_TYPES, type SeoFields } from "../../../shared/api/seo.ts";
import type { Locale } from "../../../shared/limits.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { SeoForm } from "../../components/admin/SeoForm.tsx";
import { useAdminQuery } from "../../components/admin/api.ts";
import type { AdminCategory, Page } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { categoriesPath } from "./AdminCategoriesPage.tsx";

type Scope = "global" | (typeof SEO_ENTITY_TYPES)[number];

export function AdminSeoPage() {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const [params, setParams] = useSearchParams();
  const type: Scope = (SEO_ENTITY_TYPES as readonly string[]).includes(params.get("type") ?? "") ? (params.get("type") as Scope) : "global";
  const id = params.get("id") ?? "";
  const [typedId, setTypedId] = useState(id);
  const path = type === "global" ? "/api/admin/seo/global" : id ? `/api/admin/seo/${type}/${encodeURIComponent(id)}` : null;
  const stored = useAdminQuery<SeoFields>(path);
  const cardCats = useAdminQuery<Page<AdminCategory>>(type === "category" ? categoriesPath("card") : null);
  const certCats = useAdminQuery<Page<AdminCategory>>(type === "category" ? categoriesPath("certificate") : null);
  const go = (next: Scope, nextId = "") => setParams(next === "global" ? {} : nextId ? { type: next, id: nextId } : { type: next }, { replace: true });
  const notFound = stored.error instanceof ApiRequestError && stored.error.status === 404;

  return (
    <div>
      <PageHeader title={t("seo.title")} subtitle={t("seo.subtitle")} icon={<SearchCheck />} />
      <Card className="mb-6">
        <CardContent className="grid gap-3 pt-6 sm:grid-cols-[12rem_1fr] sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="seo-scope" className="text-sm font-semibold">{t("seo.scope")}</label>
            <NativeSelect id="seo-scope" value={type} onChange={(e) => { setTypedId(""); go(e.target.value as Scope); }} data-testid="seo-scope">
              <option value="global">{t("seo.scopes.global")}</option>
              {SEO_ENTITY_TYPES.map((s) => <option key={s} value={s}>{t(`seo.scopes.${s}`)}</option>)}
            </NativeSelect>
          </div>
          {type === "category" ? (
            <div className="grid gap-1.5">
              <label htmlFor="seo-category" className="text-sm font-semibold">{t("seo.category")}</label>
              <NativeSelect id="seo-category" value={id} onChange={(e) => go("category", e.target.value)} data-testid="seo-category">
                <option value="">{t("seo.chooseCategory")}</option>
                {[cardCats.data, certCats.data].map((group, gi) => (
                  <optgroup key={gi} label={t(gi === 0 ? "kinds.card" : "kinds.certificate")}>
                    {(group?.items ?? []).map((c) => <option key={c.id} value={c.id}>{localized(c.name, locale)}</option>)}
                  </optgroup>
                ))}
              </NativeSelect>
            </div>
          ) : type !== "global" ? (
            <form className="flex gap-2" onSubmit={(e) => { e.preventDefault(); if (typedId.trim()) go(type, typedId.trim()); }}>
              <Input dir="ltr" value={typedId} onChange={(e) => setTypedId(e.target.value)} aria-label={t("seo.entityId")} placeholder={t("seo.entityId")} data-testid="seo-entity-id" />
              <Button type="submit" variant="outline" data-testid="seo-load">{t("seo.load")}</Button>
            </form>
          ) : (
            <p className="text-sm text-muted-foreground">{t("seo.globalHint")}</p>
          )}
        </CardContent>
      </Card>
      {!path ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground">{t("seo.pickEntity")}</p>
      ) : stored.isLoading ? (
        <Skeleton className="h-96" />
      ) : notFound ? (
        <LoadError message={t("seo.notFound")} />
      ) : stored.isError || !stored.data ? (
        <LoadError onRetry={() => void stored.refetch()} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <SeoForm key={path} path={path} stored={stored.data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
