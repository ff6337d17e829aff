// Events over time: one line per chosen event (visx scales and shapes in SVG, so the page's colours
// and dark mode apply through classes). Right-to-left languages read time from right to left: the
// time axis is mirrored and the count axis stands on the right; numbers keep the interface's digits.
import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import { useState } from "react";
import type { AnalyticsEvent } from "../../../shared/api/analytics.ts";
import type { Bucket, Interval } from "../../lib/analytics/series.ts";
import { EVENT_COLORS } from "./eventStyles.ts";
import type { AnalyticsFormat } from "./format.ts";

export interface TimeSeriesChartProps {
  buckets: readonly Bucket[];
  events: readonly AnalyticsEvent[];
  interval: Interval;
  width: number;
  height?: number;
  format: AnalyticsFormat;
  label: string;
  eventLabel: (e: AnalyticsEvent) => string;
  colorOf: (e: AnalyticsEvent) => string;
}

const AXIS_SIDE = 44;
const OTHER_SIDE = 12;
const TOP = 12;
const BOTTOM = 30;

/** The x range: left to right, or right to left when the interface is RTL (the first day on the right). */
export function timeRange(width: number, rtl: boolean): [number, number] {
  return rtl ? [width - AXIS_SIDE, OTHER_SIDE] : [AXIS_SIDE, width - OTHER_SIDE];
}

export function TimeSeriesChart({ buckets, events, interval, width, height = 260, format, label, eventLabel, colorOf }: TimeSeriesChartProps) {
  const [hover, setHover] = useState<number | null>(null);
  const rtl = format.rtl;
  const x = scalePoint<string>({ domain: buckets.map((b) => b.start), range: timeRange(width, rtl), padding: 0.3 });
  const max = Math.max(1, ...buckets.flatMap((b) => events.map((e) => b.counts[e])));
  const y = scaleLinear<number>({ domain: [0, max], range: [height - BOTTOM, TOP], nice: true });
  const yTicks = y.ticks(Math.min(4, max)).filter((v) => Number.isInteger(v));
  // About one date label per 72 px, always the first and last buckets' neighbourhood.
  const every = Math.max(1, Math.ceil(buckets.length / Math.max(2, Math.floor(width / 72))));
  const xTicks = buckets.filter((_, i) => i % every === 0).map((b) => b.start);
  const axisX = rtl ? width - AXIS_SIDE : AXIS_SIDE;
  const Axis = rtl ? AxisRight : AxisLeft;
  const px = (b: Bucket) => x(b.start) ?? 0;

  const pick = (clientX: number, box: DOMRect) => {
    const at = clientX - box.left;
    let best = 0;
    buckets.forEach((b, i) => {
      if (Math.abs(px(b) - at) < Math.abs(px(buckets[best]) - at)) best = i;
    });
    setHover(buckets.length ? best : null);
  };
  const shown = hover !== null ? buckets[hover] : undefined;

  return (
    <div className="relative" data-testid="time-series">
      <svg width={width} height={height} role="img" aria-label={label} className="block max-w-full text-muted-foreground" data-direction={rtl ? "rtl" : "ltr"}>
        {yTicks.map((v) => (
          <Line key={v} from={{ x: Math.min(...timeRange(width, rtl)), y: y(v) }} to={{ x: Math.max(...timeRange(width, rtl)), y: y(v) }} stroke="var(--border)" strokeDasharray={v === 0 ? undefined : "3 3"} />
        ))}
        <Axis
          left={axisX}
          scale={y}
          tickValues={yTicks}
          tickFormat={(v) => format.number(Number(v))}
          hideAxisLine
          hideTicks
          stroke="currentColor"
          tickLabelProps={{ fill: "currentColor", fontSize: 11, direction: "ltr", className: "y-tick" }}
        />
        <AxisBottom
          top={height - BOTTOM}
          scale={x}
          tickValues={xTicks}
          tickFormat={(v) => format.tick(String(v), interval)}
          hideAxisLine
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: "currentColor", fontSize: 11, className: "x-tick" }}
        />
        <Group>
          {events.map((e) => (
            <g key={e} data-event={e}>
              <LinePath data={[...buckets]} x={px} y={(b) => y(b.counts[e])} stroke={colorOf(e)} strokeWidth={2} strokeDasharray={EVENT_COLORS[e].dash} fill="none" strokeLinejoin="round" />
              {buckets.length <= 45 && buckets.map((b) => <circle key={b.start} cx={px(b)} cy={y(b.counts[e])} r={2.5} fill={colorOf(e)} />)}
            </g>
          ))}
        </Group>
        {shown && <Line from={{ x: px(shown), y: TOP }} to={{ x: px(shown), y: height - BOTTOM }} stroke="currentColor" strokeOpacity={0.5} />}
        <rect
          x={0}
          y={0}
          width={width}
          height={height}
          fill="transparent"
          onPointerMove={(ev) => pick(ev.clientX, ev.currentTarget.getBoundingClientRect())}
          onPointerDown={(ev) => pick(ev.clientX, ev.currentTarget.getBoundingClientRect())}
          onPointerLeave={() => setHover(null)}
        />
      </svg>
      {shown && (
        <div
          aria-hidden
          className="pointer-events-none absolute top-0 z-10 min-w-40 rounded-lg border border-border bg-popover p-2 text-xs text-popover-foreground shadow-md"
          style={px(shown) > width / 2 ? { right: width - px(shown) + 8 } : { left: px(shown) + 8 }}
          data-testid="time-series-tooltip"
        >
          <p className="mb-1 font-bold">{shown.start === shown.end ? format.day(shown.start) : `${format.day(shown.start)} – ${format.day(shown.end)}`}</p>
          {events.map((e) => (
            <p key={e} className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-1.5"><span className="size-2 rounded-full" style={{ backgroundColor: colorOf(e) }} />{eventLabel(e)}</span>
              <span className="font-semibold tabular-nums">{format.number(shown.counts[e])}</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
