// Loading and empty states of the analytics pages (the error state is the app's LoadError).
import { ChartNoAxesCombined } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../ui/skeleton.tsx";

export function AnalyticsLoading() {
  const { t } = useTranslation("analytics");
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="analytics-loading">
      <p className="sr-only" role="status">{t("loading")}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-20 rounded-2xl" />)}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

export function AnalyticsEmpty() {
  const { t } = useTranslation("analytics");
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-14 text-center" data-testid="analytics-empty">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <ChartNoAxesCombined aria-hidden className="size-7" />
      </span>
      <p className="font-bold">{t("empty")}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t("emptyHint")}</p>
    </div>
  );
}
