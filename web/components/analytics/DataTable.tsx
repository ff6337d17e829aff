// The accessible alternative of every chart: a real <table> with a caption and header cells, the
// numbers in the interface's digits. The same columns make the CSV (ChartCard).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CsvCell } from "../../lib/analytics/csv.ts";
import { cn } from "../../lib/utils.ts";
import type { AnalyticsFormat } from "./format.ts";

export interface Column<R> {
  key: string;
  label: string;
  numeric?: boolean;
  /** the CSV's value (numbers stay numbers there) */
  value: (row: R) => CsvCell;
  /** how the table shows it, when not the value as formatted */
  render?: (row: R) => ReactNode;
}

interface DataTableProps<R> {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  format: AnalyticsFormat;
  testId?: string;
}

export function DataTable<R>({ caption, columns, rows, rowKey, format, testId }: DataTableProps<R>) {
  const { t } = useTranslation("analytics");
  return (
    <div className="max-h-[55dvh] overflow-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn("px-3 py-2 font-semibold whitespace-nowrap", c.numeric ? "text-end" : "text-start")}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">{t("noRows")}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {columns.map((c, i) => {
                  const v = c.value(row);
                  const shown = c.render ? c.render(row) : typeof v === "number" ? format.number(v) : (v ?? "");
                  return i === 0 ? (
                    <th key={c.key} scope="row" className={cn("px-3 py-2 text-start font-medium", typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v) ? undefined : "whitespace-nowrap")}>{shown}</th>
                  ) : (
                    <td key={c.key} className={cn("px-3 py-2", c.numeric && "whitespace-nowrap text-end tabular-nums")} data-column={c.key}>{shown}</td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
