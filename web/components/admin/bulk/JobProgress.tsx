// Step 3: the running job. Polls GET /api/admin/jobs/{id} about every second until done/failed; the
// id lives in the page URL so a reload comes back here.
import { uiLocale } from "../../../lib/i18n.ts";
import { Download, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "../../ui/button.tsx";
import { LoadError } from "../../LoadError.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { isFinished, useBulkJob } from "./bulkApi.ts";
import { BulkDeliveries } from "../../mail/BulkDeliveries.tsx";
import { RowErrors } from "./PreviewPanel.tsx";

export function JobProgress({ jobId, onRestart }: { jobId: string; onRestart: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const job = useBulkJob(jobId);
  const fmt = (n: number) => n.toLocaleString(uiLocale(i18n.language));
  if (job.isLoading) return <Spinner />;
  if (job.isError || !job.data) return <LoadError onRetry={() => void job.refetch()} />;
  const { state, done, total, issued, errors, resultUrl } = job.data;
  const percent = total > 0 ? Math.round((done / total) * 100) : state === "done" ? 100 : 0;
  return (
    <section className="grid gap-4 rounded-2xl border border-border bg-card p-4" data-testid="bulk-progress" data-state={state} aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold">{t(`bulk.states.${state}`)}</h2>
        <span className="text-sm text-muted-foreground">{t("bulk.doneOf", { done: fmt(done), total: fmt(total) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("bulk.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={`h-full rounded-full transition-all ${state === "failed" ? "bg-destructive" : "bg-primary"}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" data-testid="bulk-issued">
        {t("bulk.issuedCount", { n: fmt(issued) })}
        {errors.length > 0 && ` · ${t("bulk.skippedCount", { n: fmt(errors.length) })}`}
      </p>
      {state === "failed" && <p className="text-sm text-destructive">{t("bulk.failed")}</p>}
      <RowErrors errors={errors} done />
      <BulkDeliveries jobId={jobId} jobFinished={isFinished(state)} />
      <div className="flex flex-wrap gap-2">
        {state === "done" && resultUrl && (
          <a href={resultUrl} download className={buttonVariants()} data-testid="bulk-download">
            <Download aria-hidden />
            {t("bulk.download")}
          </a>
        )}
        <Button variant="outline" onClick={onRestart} data-testid="bulk-restart">
          <RotateCcw aria-hidden />
          {t("bulk.restart")}
        </Button>
      </div>
    </section>
  );
}
