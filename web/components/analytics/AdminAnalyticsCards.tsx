// The admin dashboard's own charts: by template and by category (one chosen measure as bars, every
// event in the table), the certificate funnel, and the most viewed items with links to them.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ANALYTICS_EVENTS, type AdminAnalytics, type AnalyticsEvent, type AnalyticsFunnel, type AnalyticsGroupRow, type AnalyticsTopItem } from "../../../shared/api/analytics.ts";
import type { Locale } from "../../../shared/limits.ts";
import { localized } from "../../lib/i18n.ts";
import { NativeSelect } from "../ui/native-select.tsx";
import { BarList, type BarRow } from "./BarList.tsx";
import { ChartCard } from "./ChartCard.tsx";
import type { Column } from "./DataTable.tsx";
import { useEventColor } from "./eventStyles.ts";
import type { AnalyticsFormat } from "./format.ts";

interface CardProps {
  data: AdminAnalytics;
  format: AnalyticsFormat;
  fileName: string;
}

export function GroupBarsCard({ id, title, rows, data, format, fileName }: CardProps & { id: string; title: string; rows: readonly AnalyticsGroupRow[] }) {
  const { t, i18n } = useTranslation("analytics");
  const [measure, setMeasure] = useState<AnalyticsEvent>("view");
  const colorOf = useEventColor();
  const name = (r: AnalyticsGroupRow) => localized(r.title, i18n.language as Locale) || t("untitled");
  const sorted = [...rows].sort((a, b) => b.counts[measure] - a.counts[measure]);
  const bars: BarRow[] = sorted.map((r) => ({ id: r.id, label: <bdi>{name(r)}</bdi>, value: r.counts[measure] }));
  const columns: Column<AnalyticsGroupRow>[] = [
    { key: "name", label: t("table.name"), value: name },
    ...ANALYTICS_EVENTS.map((e) => ({ key: e, label: t(`events.${e}`), numeric: true, value: (r: AnalyticsGroupRow) => r.counts[e] })),
  ];
  const controls = (
    <label className="grid max-w-xs gap-1 text-xs font-bold text-muted-foreground">
      {t("charts.measure")}
      <NativeSelect value={measure} onChange={(e) => setMeasure(e.target.value as AnalyticsEvent)} data-testid={`${id}-measure`}>
        {ANALYTICS_EVENTS.map((e) => <option key={e} value={e}>{t(`events.${e}`)}</option>)}
      </NativeSelect>
    </label>
  );
  return (
    <ChartCard id={id} title={title} caption={t("table.caption", { title, from: format.day(data.from), to: format.day(data.to) })} fileName={fileName} columns={columns} rows={sorted} rowKey={(r) => r.id} format={format} controls={controls}>
      {bars.length ? <BarList rows={bars} format={format} label={t("charts.barLabel", { title })} color={colorOf(measure)} /> : <p className="py-6 text-center text-sm text-muted-foreground">{t("noRows")}</p>}
    </ChartCard>
  );
}

const FUNNEL_STEPS: (keyof AnalyticsFunnel)[] = ["issued", "opened", "shared", "linkedinOrWallet", "verified"];

export function FunnelCard({ data, format, fileName }: CardProps) {
  const { t } = useTranslation("analytics");
  const title = t("charts.funnel");
  const issued = data.funnel.issued;
  const rows = FUNNEL_STEPS.map((step) => ({ id: step, label: t(`funnel.${step}`), value: data.funnel[step], ratio: issued ? data.funnel[step] / issued : 0 }));
  const columns: Column<(typeof rows)[number]>[] = [
    { key: "step", label: t("table.step"), value: (r) => r.label },
    { key: "count", label: t("table.count"), numeric: true, value: (r) => r.value },
    { key: "share", label: t("table.share"), numeric: true, value: (r) => Math.round(r.ratio * 1000) / 10, render: (r) => format.percent(r.ratio) },
  ];
  const bars: BarRow[] = rows.map((r) => ({ id: r.id, label: r.label, value: r.value, note: r.id === "issued" ? undefined : t("funnel.ofIssued", { percent: format.percent(r.ratio) }) }));
  return (
    <ChartCard id="funnel" title={title} caption={t("table.caption", { title, from: format.day(data.from), to: format.day(data.to) })} fileName={fileName} columns={columns} rows={rows} rowKey={(r) => r.id} format={format}>
      <BarList rows={bars} format={format} label={t("charts.barLabel", { title })} max={issued} />
    </ChartCard>
  );
}

export const itemHref = (item: Pick<AnalyticsTopItem, "kind" | "id">) => (item.kind === "card" ? `/view/${encodeURIComponent(item.id)}` : `/certificate/${encodeURIComponent(item.id)}`);
export const itemAnalyticsHref = (item: Pick<AnalyticsTopItem, "kind" | "id">) => `/user/${item.kind === "card" ? "cards" : "certificates"}/${encodeURIComponent(item.id)}/analytics`;

export function TopItemsCard({ data, format, fileName }: CardProps) {
  const { t } = useTranslation("analytics");
  const title = t("charts.topItems");
  const shown: AnalyticsEvent[] = ["view", "share", "verify", "download"];
  const columns: Column<AnalyticsTopItem>[] = [
    {
      key: "name",
      label: t("table.name"),
      value: (r) => r.title || t("untitled"),
      render: (r) => (
        <a href={itemHref(r)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline" data-testid="top-item-link">
          <bdi>{r.title || t("untitled")}</bdi>
        </a>
      ),
    },
    { key: "kind", label: t("table.kind"), value: (r) => t(`kinds.${r.kind}`) },
    ...shown.map((e) => ({ key: e, label: t(`events.${e}`), numeric: true, value: (r: AnalyticsTopItem) => r.counts[e] })),
    {
      key: "analytics",
      label: t("table.analytics"),
      value: (r) => new URL(itemAnalyticsHref(r), window.location.origin).href,
      render: (r) => (
        <Link to={itemAnalyticsHref(r)} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline" data-testid="top-item-analytics">
          {t("item.link")}
        </Link>
      ),
    },
  ];
  return <ChartCard id="top-items" title={title} caption={t("table.caption", { title, from: format.day(data.from), to: format.day(data.to) })} fileName={fileName} columns={columns} rows={data.topItems} rowKey={(r) => `${r.kind}-${r.id}`} format={format} />;
}
