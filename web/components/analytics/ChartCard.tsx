// A chart's frame: its title, "Show as table" (the same numbers as a <table>) and "Download CSV"
// (the table's columns, translated headers, made in the browser).
import { Download, Table2, ChartNoAxesCombined } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { Button } from "../ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { csvFileName, downloadCsv, toCsv } from "../../lib/analytics/csv.ts";
import { DataTable, type Column } from "./DataTable.tsx";
import type { AnalyticsFormat } from "./format.ts";

interface ChartCardProps<R> {
  id: string;
  title: string;
  /** the table's caption: what it holds and for which period */
  caption: string;
  fileName: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  format: AnalyticsFormat;
  /** the chart; none for data that is a table by nature (top items) */
  children?: ReactNode;
  /** controls above the chart (events shown, measure) */
  controls?: ReactNode;
  className?: string;
}

export function ChartCard<R>({ id, title, caption, fileName, columns, rows, rowKey, format, children, controls, className }: ChartCardProps<R>) {
  const { t } = useTranslation("analytics");
  const [asTable, setAsTable] = useState(!children);
  const exportCsv = () => downloadCsv(csvFileName(fileName), toCsv(columns.map((c) => c.label), rows.map((r) => columns.map((c) => c.value(r)))));
  return (
    <Card className={cn("min-w-0", className)} data-testid={`chart-${id}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 p-4 pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        <div className="flex flex-wrap gap-2">
          {children && (
            <Button variant="outline" className="min-h-11" onClick={() => setAsTable((v) => !v)} aria-controls={`chart-${id}-body`} data-testid={`chart-${id}-toggle`}>
              {asTable ? <ChartNoAxesCombined aria-hidden /> : <Table2 aria-hidden />}
              {asTable ? t("table.hide") : t("table.show")}
            </Button>
          )}
          <Button variant="outline" className="min-h-11" onClick={exportCsv} data-testid={`chart-${id}-csv`}>
            <Download aria-hidden />
            {t("csv")}
          </Button>
        </div>
      </CardHeader>
      <CardContent id={`chart-${id}-body`} className="grid gap-3 p-4 pt-2">
        {!asTable && controls}
        {asTable ? <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} format={format} testId={`chart-${id}-table`} /> : children}
      </CardContent>
    </Card>
  );
}
