// What the admin dashboard and an item's owner both see: totals, events over time, share channels.
import { useTranslation } from "react-i18next";
import { ANALYTICS_EVENTS, type AnalyticsEvent, type ItemAnalytics } from "../../../shared/api/analytics.ts";
import type { Interval } from "../../lib/analytics/series.ts";
import { BarList, type BarRow } from "./BarList.tsx";
import { ChartCard } from "./ChartCard.tsx";
import type { Column } from "./DataTable.tsx";
import { useEventColor } from "./eventStyles.ts";
import { EventsOverTimeCard } from "./EventsOverTimeCard.tsx";
import type { AnalyticsFormat } from "./format.ts";
import type { ReactNode } from "react";

export function TotalsTiles({ data, format, events = ANALYTICS_EVENTS }: { data: ItemAnalytics; format: AnalyticsFormat; events?: readonly AnalyticsEvent[] }) {
  const { t } = useTranslation("analytics");
  const colorOf = useEventColor();
  return (
    <section aria-labelledby="analytics-totals">
      <h2 id="analytics-totals" className="sr-only">{t("charts.totals")}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {events.map((e) => (
          <div key={e} className="grid gap-1 rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid={`total-${e}`}>
            <dt className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: colorOf(e) }} />
              {t(`events.${e}`)}
            </dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid={`total-${e}-value`}>{format.number(data.totals[e] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ShareChannelsCard({ data, format, fileName }: { data: ItemAnalytics; format: AnalyticsFormat; fileName: string }) {
  const { t } = useTranslation("analytics");
  const colorOf = useEventColor();
  const title = t("charts.shareChannels");
  const rows: BarRow[] = Object.entries(data.shareChannels)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([id, value]) => ({ id, value, label: t(`channels.${id}`, { defaultValue: id }) }));
  const columns: Column<BarRow>[] = [
    { key: "name", label: t("table.name"), value: (r) => String(r.label) },
    { key: "count", label: t("events.share"), numeric: true, value: (r) => r.value },
  ];
  return (
    <ChartCard id="share-channels" title={title} caption={t("table.caption", { title, from: format.day(data.from), to: format.day(data.to) })} fileName={fileName} columns={columns} rows={rows} rowKey={(r) => r.id} format={format}>
      {rows.length ? <BarList rows={rows} format={format} label={t("charts.barLabel", { title })} color={colorOf("share")} /> : <p className="py-6 text-center text-sm text-muted-foreground">{t("noRows")}</p>}
    </ChartCard>
  );
}

/** `children`: more charts, laid out two by two with the share channels on wide screens. */
export function AnalyticsOverview({ data, interval, format, filePrefix, children }: { data: ItemAnalytics; interval: Interval; format: AnalyticsFormat; filePrefix: string; children?: ReactNode }) {
  const { t } = useTranslation("analytics");
  const file = (what: string) => `${filePrefix}-${what}-${data.from}-${data.to}`;
  return (
    <>
      <TotalsTiles data={data} format={format} />
      <EventsOverTimeCard days={data.days} interval={interval} from={data.from} to={data.to} format={format} fileName={file(`events-${interval}`)} />
      {data.firstSeen && data.lastSeen && (
        <p className="text-sm text-muted-foreground" data-testid="seen">
          {t("firstSeen")}: <time dateTime={data.firstSeen}>{format.dateTime(data.firstSeen)}</time> · {t("lastSeen")}: <time dateTime={data.lastSeen}>{format.dateTime(data.lastSeen)}</time>
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <ShareChannelsCard data={data} format={format} fileName={file("share-channels")} />
        {children}
      </div>
    </>
  );
}
