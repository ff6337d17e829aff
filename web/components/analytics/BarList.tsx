// Horizontal bars, one per row (by template, by category, share channels, the funnel): the name and
// number as text above a visx bar, so long Arabic names wrap instead of being cut. Bars grow from
// the start side: from the right in Arabic.
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReactNode } from "react";
import type { AnalyticsFormat } from "./format.ts";
import { useElementWidth } from "./useElementWidth.ts";

export interface BarRow {
  id: string;
  label: ReactNode;
  value: number;
  /** shown after the number, e.g. "40 % of issued" */
  note?: string;
}

const BAR_HEIGHT = 10;

export function BarList({ rows, format, label, color = "var(--primary)", max }: { rows: readonly BarRow[]; format: AnalyticsFormat; label: string; color?: string; max?: number }) {
  const { ref, width } = useElementWidth<HTMLOListElement>(320);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, max ?? Math.max(0, ...rows.map((r) => r.value)))], range: [0, width] });
  return (
    <ol ref={ref} className="grid min-w-0 gap-3" aria-label={label} data-testid="bar-list">
      {rows.map((r) => {
        const w = Math.max(r.value > 0 ? 2 : 0, x(r.value));
        return (
          <li key={r.id} className="grid gap-1" data-row={r.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words font-medium">{r.label}</span>
              <span className="flex shrink-0 items-baseline gap-2 tabular-nums text-muted-foreground">
                {r.note && <span className="text-xs">{r.note}</span>}
                <span className="font-semibold text-foreground">{format.number(r.value)}</span>
              </span>
            </div>
            <svg width={width} height={BAR_HEIGHT} aria-hidden className="block w-full">
              <Bar x={0} y={0} width={width} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} style={{ fill: "var(--muted)" }} />
              <Bar x={format.rtl ? width - w : 0} y={0} width={w} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} style={{ fill: color }} data-testid="bar" />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
