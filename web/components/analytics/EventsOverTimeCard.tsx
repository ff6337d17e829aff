// "Events over time": the chosen events as lines (the check boxes are the legend), grouped per day,
// week (starting on the locale's first day) or month; the table and CSV hold every event per period.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_EVENTS, type AnalyticsDay, type AnalyticsEvent } from "../../../shared/api/analytics.ts";
import { firstDayOfWeek, groupDays, type Bucket, type Interval } from "../../lib/analytics/series.ts";
import { cn } from "../../lib/utils.ts";
import { ChartCard } from "./ChartCard.tsx";
import type { Column } from "./DataTable.tsx";
import { DEFAULT_EVENTS, useEventColor } from "./eventStyles.ts";
import type { AnalyticsFormat } from "./format.ts";
import { TimeSeriesChart } from "./TimeSeriesChart.tsx";
import { useElementWidth } from "./useElementWidth.ts";

interface Props {
  days: readonly AnalyticsDay[];
  interval: Interval;
  from: string;
  to: string;
  format: AnalyticsFormat;
  fileName: string;
}

export function EventsOverTimeCard({ days, interval, from, to, format, fileName }: Props) {
  const { t, i18n } = useTranslation("analytics");
  const [events, setEvents] = useState<AnalyticsEvent[]>([...DEFAULT_EVENTS]);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const colorOf = useEventColor();
  const buckets = useMemo(() => groupDays(days, interval, firstDayOfWeek(i18n.language)), [days, interval, i18n.language]);
  const eventLabel = (e: AnalyticsEvent) => t(`events.${e}`);
  const toggle = (e: AnalyticsEvent) => setEvents((cur) => (cur.includes(e) ? cur.filter((x) => x !== e) : ANALYTICS_EVENTS.filter((x) => x === e || cur.includes(x))));
  const title = t("charts.overTime");
  const columns: Column<Bucket>[] = [
    { key: "start", label: interval === "day" ? t("interval.day") : t("table.start"), value: (b) => b.start, render: (b) => format.day(b.start) },
    ...(interval === "day" ? [] : [{ key: "end", label: t("table.end"), value: (b: Bucket) => b.end, render: (b: Bucket) => format.day(b.end) }]),
    ...ANALYTICS_EVENTS.map((e) => ({ key: e, label: eventLabel(e), numeric: true, value: (b: Bucket) => b.counts[e] })),
  ];
  const controls = (
    <fieldset>
      <legend className="sr-only">{t("charts.chooseEvents")}</legend>
      <div className="flex flex-wrap gap-1.5" data-testid="event-legend">
        {ANALYTICS_EVENTS.map((e) => (
          <label key={e} className={cn("inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-2.5 text-xs font-semibold transition focus-within:ring-2 focus-within:ring-ring/40", events.includes(e) ? "border-primary/30 bg-muted" : "border-border text-muted-foreground")}>
            <input type="checkbox" className="sr-only" checked={events.includes(e)} onChange={() => toggle(e)} data-testid={`event-${e}`} />
            <span aria-hidden className="h-1 w-5 rounded-full" style={{ backgroundColor: events.includes(e) ? colorOf(e) : "var(--border)" }} />
            {eventLabel(e)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <ChartCard
      id="over-time"
      title={title}
      caption={t("table.caption", { title, from: format.day(from), to: format.day(to) })}
      fileName={fileName}
      columns={columns}
      rows={buckets}
      rowKey={(b) => b.start}
      format={format}
      controls={controls}
    >
      <div ref={ref} className="min-w-0">
        <TimeSeriesChart
          buckets={buckets}
          events={events}
          interval={interval}
          width={width}
          format={format}
          eventLabel={eventLabel}
          colorOf={colorOf}
          label={t("charts.lineLabel", { events: new Intl.ListFormat(format.locale).format(events.map(eventLabel)), from: format.day(from), to: format.day(to) })}
        />
      </div>
    </ChartCard>
  );
}
