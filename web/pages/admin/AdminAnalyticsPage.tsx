// /admin/analytics (issue 26 §1): engagement over a period — totals, events over time, the certificate
// funnel, by template and category, top items and share channels — filtered by template, category and
// kind. One request per period and filter (GET /api/admin/analytics); day/week/month grouping is done
// here. The page is its own chunk with the chart library: no other route downloads it.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChartNoAxesCombined, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ANALYTICS_ITEM_KINDS, type AdminAnalytics } from "../../../shared/api/analytics.ts";
import type { Locale } from "../../../shared/limits.ts";
import { useAdminQuery, withQuery } from "../../components/admin/api.ts";
import type { AdminCategory, AdminTemplate, Page } from "../../components/admin/types.ts";
import { AdminAnalyticsBody } from "../../components/analytics/AdminAnalyticsBody.tsx";
import { RangeControls } from "../../components/analytics/RangeControls.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { intervalFromParams, rangeFromParams } from "../../lib/analytics/range.ts";
import { localized } from "../../lib/i18n.ts";
import { AnalyticsLoading } from "../../components/analytics/AnalyticsStates.tsx";

export const ADMIN_ANALYTICS_PATH = "/api/admin/analytics";

export function AdminAnalyticsPage() {
  const { t } = useTranslation("analytics");
  const [params] = useSearchParams();
  const range = rangeFromParams(params);
  const interval = intervalFromParams(params);
  const filters = { templateId: params.get("templateId"), categoryId: params.get("categoryId"), kind: params.get("kind") };
  const path = range.valid ? withQuery(ADMIN_ANALYTICS_PATH, { from: range.from, to: range.to, ...filters }) : null;
  const qc = useQueryClient();
  const analytics = useQuery<AdminAnalytics>({ queryKey: [path ?? ""], enabled: !!path, placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: [path ?? ""] });

  return (
    <div className="grid gap-6" data-testid="admin-analytics">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        icon={<ChartNoAxesCombined />}
        actions={
          <Button variant="outline" className="min-h-11" onClick={refresh} disabled={!path || analytics.isFetching} data-testid="analytics-refresh">
            <RefreshCw aria-hidden className={analytics.isFetching ? "animate-spin" : undefined} />
            {t("refresh")}
          </Button>
        }
      />
      <RangeControls range={range} interval={interval} />
      <AnalyticsFilters />
      {!path ? null : analytics.isError ? (
        <LoadError onRetry={() => void analytics.refetch()} />
      ) : !analytics.data ? (
        <AnalyticsLoading />
      ) : (
        <div className="grid gap-6" aria-busy={analytics.isFetching} data-testid="analytics-body">
          <AdminAnalyticsBody data={analytics.data} interval={interval} />
        </div>
      )}
    </div>
  );
}

/** Template, category and kind: the category and template lists narrow to the kind chosen. */
function AnalyticsFilters() {
  const { t, i18n } = useTranslation("analytics");
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const templates = useAdminQuery<Page<AdminTemplate>>(withQuery("/api/admin/templates", { kind, pageSize: 100 }));
  const cardCats = useAdminQuery<Page<AdminCategory>>("/api/admin/categories?kind=card&pageSize=100");
  const certCats = useAdminQuery<Page<AdminCategory>>("/api/admin/categories?kind=certificate&pageSize=100");
  const categories = [...(kind !== "certificate" ? (cardCats.data?.items ?? []) : []), ...(kind !== "card" ? (certCats.data?.items ?? []) : [])];
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A template or category of the other kind would filter everything out.
    if (key === "kind") {
      next.delete("templateId");
      next.delete("categoryId");
    }
    setParams(next, { replace: true });
  };
  const lang = i18n.language as Locale;
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="analytics-filters">
      <label className="grid gap-1 text-xs font-bold text-muted-foreground">
        {t("filters.kind")}
        <NativeSelect value={kind} onChange={(e) => set("kind", e.target.value)} data-testid="filter-kind">
          <option value="">{t("filters.all")}</option>
          {ANALYTICS_ITEM_KINDS.map((k) => <option key={k} value={k}>{t(`filters.${k}`)}</option>)}
        </NativeSelect>
      </label>
      <label className="grid gap-1 text-xs font-bold text-muted-foreground">
        {t("filters.category")}
        <NativeSelect value={params.get("categoryId") ?? ""} onChange={(e) => set("categoryId", e.target.value)} data-testid="filter-category">
          <option value="">{t("filters.all")}</option>
          {categories.map((c) => <option key={c.id} value={c.id}>{localized(c.name, lang)}</option>)}
        </NativeSelect>
      </label>
      <label className="grid gap-1 text-xs font-bold text-muted-foreground">
        {t("filters.template")}
        <NativeSelect value={params.get("templateId") ?? ""} onChange={(e) => set("templateId", e.target.value)} data-testid="filter-template">
          <option value="">{t("filters.all")}</option>
          {(templates.data?.items ?? []).map((tp) => <option key={tp.id} value={tp.id}>{localized(tp.title, lang)}</option>)}
        </NativeSelect>
      </label>
    </div>
  );
}
