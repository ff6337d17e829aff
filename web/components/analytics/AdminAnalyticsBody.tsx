// The admin dashboard's charts for one answer, or the empty state when nothing happened in the period.
import { useTranslation } from "react-i18next";
import type { AdminAnalytics } from "../../../shared/api/analytics.ts";
import { totalOf, type Interval } from "../../lib/analytics/series.ts";
import { FunnelCard, GroupBarsCard, TopItemsCard } from "./AdminAnalyticsCards.tsx";
import { AnalyticsOverview } from "./AnalyticsOverview.tsx";
import { AnalyticsEmpty } from "./AnalyticsStates.tsx";
import { useAnalyticsFormat } from "./format.ts";

export function AdminAnalyticsBody({ data, interval }: { data: AdminAnalytics; interval: Interval }) {
  const { t } = useTranslation("analytics");
  const format = useAnalyticsFormat();
  if (totalOf(data.totals) === 0 && data.funnel.issued === 0) return <AnalyticsEmpty />;
  const file = (what: string) => `analytics-${what}-${data.from}-${data.to}`;
  return (
    <>
      <AnalyticsOverview data={data} interval={interval} format={format} filePrefix="analytics">
        <FunnelCard data={data} format={format} fileName={file("funnel")} />
        <GroupBarsCard id="by-template" title={t("charts.byTemplate")} rows={data.templates} data={data} format={format} fileName={file("templates")} />
        <GroupBarsCard id="by-category" title={t("charts.byCategory")} rows={data.categories} data={data} format={format} fileName={file("categories")} />
      </AnalyticsOverview>
      <TopItemsCard data={data} format={format} fileName={file("top-items")} />
    </>
  );
}
