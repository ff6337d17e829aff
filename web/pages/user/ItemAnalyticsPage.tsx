// /user/certificates/:id/analytics and /user/cards/:id/analytics: the owner of a certificate or card
// (or an admin) sees its views, shares and verifications over a period — the dashboard's charts for
// one item (GET /api/certificates/{id}/analytics, GET /api/cards/{id}/analytics; the server checks
// who may). Reached from "Analytics" on the owner's lists and from the admin dashboard's top items.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, ChartNoAxesCombined, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { type AnalyticsItemKind, type ItemAnalytics } from "../../../shared/api/analytics.ts";
import { withQuery } from "../../components/admin/api.ts";
import { AnalyticsOverview } from "../../components/analytics/AnalyticsOverview.tsx";
import { AnalyticsEmpty, AnalyticsLoading } from "../../components/analytics/AnalyticsStates.tsx";
import { useAnalyticsFormat } from "../../components/analytics/format.ts";
import { RangeControls } from "../../components/analytics/RangeControls.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { intervalFromParams, rangeFromParams } from "../../lib/analytics/range.ts";
import { totalOf } from "../../lib/analytics/series.ts";
import { cn } from "../../lib/utils.ts";

export const itemAnalyticsApi = (kind: AnalyticsItemKind, id: string) => `/api/${kind === "card" ? "cards" : "certificates"}/${encodeURIComponent(id)}/analytics`;

export function ItemAnalyticsPage({ kind }: { kind: AnalyticsItemKind }) {
  const { t } = useTranslation("analytics");
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const format = useAnalyticsFormat();
  const range = rangeFromParams(params);
  const interval = intervalFromParams(params);
  const path = range.valid ? withQuery(itemAnalyticsApi(kind, id), { from: range.from, to: range.to }) : null;
  const analytics = useQuery<ItemAnalytics>({ queryKey: [path ?? ""], enabled: !!path, placeholderData: keepPreviousData });
  const isCard = kind === "card";
  const Back = format.rtl ? ArrowRight : ArrowLeft;
  const itemPath = isCard ? `/view/${encodeURIComponent(id)}` : `/certificate/${encodeURIComponent(id)}`;
  const link = cn(buttonVariants({ variant: "outline" }), "min-h-11");
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="grid gap-6" data-testid="item-analytics">
      <div className="flex flex-wrap gap-2">
        <Link to={isCard ? "/user/cards" : "/user/certificates"} className={link} data-testid="item-analytics-back">
          <Back aria-hidden />
          {t(isCard ? "item.backCards" : "item.backCertificates")}
        </Link>
        <Link to={itemPath} className={link} data-testid="item-analytics-open">
          <ExternalLink aria-hidden />
          {t(isCard ? "item.openCard" : "item.openCertificate")}
        </Link>
      </div>
      <PageHeader title={t(isCard ? "item.card" : "item.certificate")} subtitle={t("item.subtitle")} icon={<ChartNoAxesCombined />} />
      <RangeControls range={range} interval={interval} />
      {!path ? null : analytics.isError ? (
        <LoadError onRetry={() => void analytics.refetch()} />
      ) : !analytics.data ? (
        <AnalyticsLoading />
      ) : totalOf(analytics.data.totals) === 0 ? (
        <AnalyticsEmpty />
      ) : (
        <div className="grid gap-6" aria-busy={analytics.isFetching} data-testid="analytics-body">
          <AnalyticsOverview data={analytics.data} interval={interval} format={format} filePrefix={`${kind}-${id}`} />
        </div>
      )}
      </div>
    </PageContainer>
  );
}
