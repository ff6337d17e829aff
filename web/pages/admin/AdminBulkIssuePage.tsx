// /admin/certificates/bulk: issue many certificates from a CSV/XLSX. 1) template + file, 2) column
// mapping with a rendered preview (re-previewed on every mapping/option change), 3) a background job
// whose id sits in the URL (?job=) so a reload resumes the progress view.
import { BulkEmailOption } from "../../components/mail/BulkDeliveries.tsx";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Files, Send } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CALENDARS, DIGITS, type CertificateOptions } from "../../../shared/api/certificates.ts";
import type { Locale } from "../../../shared/limits.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DropZone } from "../../components/forms/DropZone.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import type { AdminTemplate, Page } from "../../components/admin/types.ts";
import { BULK_DEFAULT_LIMITS, previewBulk, startBulk, type BulkInput, type BulkPreview, type ColumnMapping } from "../../components/admin/bulk/bulkApi.ts";
import { JobProgress } from "../../components/admin/bulk/JobProgress.tsx";
import { MappingTable } from "../../components/admin/bulk/MappingTable.tsx";
import { PreviewPanel } from "../../components/admin/bulk/PreviewPanel.tsx";
import { localized, uiLocale } from "../../lib/i18n.ts";
import { errorText } from "../../lib/request.ts";

const ACCEPT = ".csv,.tsv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const TEMPLATES = withQuery("/api/admin/templates", { kind: "certificate", published: true, pageSize: 100 });

export function AdminBulkIssuePage() {
  const { t, i18n } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const jobId = params.get("job");
  return (
    <div>
      <PageHeader title={t("bulk.title")} subtitle={t("bulk.subtitle")} icon={<Files />} />
      {jobId ? (
        <JobProgress key={jobId} jobId={jobId} onRestart={() => setParams({}, { replace: false })} />
      ) : (
        <BulkSetup key={i18n.language} onStarted={(id) => setParams({ job: id })} />
      )}
    </div>
  );
}

function BulkSetup({ onStarted }: { onStarted: (jobId: string) => void }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const qc = useQueryClient();
  const templates = useAdminQuery<Page<AdminTemplate>>(TEMPLATES);
  const [templateId, setTemplateId] = useState("");
  const [file, setFile] = useState<{ file: File; n: number } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [options, setOptions] = useState<CertificateOptions>({ calendar: "gregory", digits: "arab" });
  const [email, setEmail] = useState<{ pdf: "attach" | "link" } | null>(null);
  const fileCounter = useRef(0);
  const ready = !!templateId && !!file;
  const keyOf = (m: ColumnMapping | null) => ["bulk-preview", templateId, file?.n ?? 0, m ? JSON.stringify(m) : null, JSON.stringify(options)];
  const input = (m: ColumnMapping | null): BulkInput => ({ file: file!.file, templateId, mapping: m, options, email });

  const preview = useQuery<BulkPreview>({
    queryKey: keyOf(mapping),
    enabled: ready,
    queryFn: async ({ signal }) => {
      const answer = await previewBulk(input(mapping), signal);
      if (!mapping) {
        // Adopt the server's suggestion for every field ("" = not mapped) and seed its cache entry,
        // so taking it over does not render the same preview twice.
        const suggested = Object.fromEntries(answer.fields.map((f) => [f.name, answer.suggestedMapping[f.name] ?? ""]));
        qc.setQueryData(keyOf(suggested), answer);
        setMapping(suggested);
      }
      return answer;
    },
    placeholderData: (prev) => prev,
    staleTime: Infinity,
    retry: false,
  });

  const start = useAdminMutation<void, { jobId: string }>({
    mutationFn: () => startBulk(input(mapping)),
    invalidate: ["/api/admin/certificates", "/api/admin/stats"],
    success: t("bulk.started"),
    onSuccess: (r) => onStarted(r.jobId),
  });

  const data = preview.data;
  const limits = data?.limits ?? BULK_DEFAULT_LIMITS;
  const mb = (limits.maxUploadBytes / (1024 * 1024)).toLocaleString(uiLocale(i18n.language));
  const valid = data ? Math.max(0, data.total - data.errorCount) : 0;
  const mappingOk = !!data && Object.keys(data.mappingErrors).length === 0;
  const previewError = preview.isError ? errorText(preview.error, t("bulk.previewFailed")) : null;

  const reset = (next: () => void) => {
    next();
    setMapping(null);
  };

  return (
    <div className="grid gap-6">
      <section className="grid gap-4 rounded-2xl border border-border bg-card p-4">
        <h2 className="text-base font-bold">{t("bulk.step1")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor="bulk-template" className="text-sm font-semibold">{t("bulk.template")}</label>
            <NativeSelect id="bulk-template" data-testid="bulk-template" value={templateId} onChange={(e) => reset(() => setTemplateId(e.target.value))}>
              <option value="">{templates.isLoading ? t("bulk.loadingTemplates") : t("bulk.chooseTemplate")}</option>
              {templates.data?.items.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {localized(tpl.title, locale)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="bulk-file" className="text-sm font-semibold">{t("bulk.file")}</label>
            <DropZone
              id="bulk-file"
              accept={ACCEPT}
              testId="bulk-file"
              fileName={file?.file.name}
              compact
              onFile={(f) => reset(() => setFile({ file: f, n: ++fileCounter.current }))}
            />
          </div>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="bulk-limits">
          {t("bulk.limits", { mb, rows: limits.maxRows.toLocaleString(uiLocale(i18n.language)) })}
        </p>
      </section>

      {ready && (
        <section className="grid gap-4 rounded-2xl border border-border bg-card p-4" aria-busy={preview.isFetching}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-base font-bold">{t("bulk.step2")}</h2>
            {preview.isFetching && <Spinner />}
          </div>
          {previewError && (
            <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive" data-testid="bulk-file-error">
              {previewError}
            </p>
          )}
          {data && !previewError && (
            // Until the answer for a new mapping arrives, the previous one stays visible but dimmed.
            <div className={`grid gap-4 transition-opacity ${preview.isPlaceholderData ? "opacity-60" : ""}`} data-stale={preview.isPlaceholderData || undefined}>
              <MappingTable
                fields={data.fields}
                headers={data.headers}
                mapping={mapping ?? data.suggestedMapping}
                errors={data.mappingErrors}
                onChange={(field, header) => setMapping({ ...(mapping ?? data.suggestedMapping), [field]: header })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <label htmlFor="bulk-calendar" className="text-sm font-semibold">{t("bulk.calendar")}</label>
                  <NativeSelect id="bulk-calendar" data-testid="bulk-calendar" value={options.calendar} onChange={(e) => setOptions({ ...options, calendar: e.target.value as CertificateOptions["calendar"] })}>
                    {CALENDARS.map((c) => <option key={c} value={c}>{t(`bulk.calendars.${c}`)}</option>)}
                  </NativeSelect>
                </div>
                <div className="grid gap-1.5">
                  <label htmlFor="bulk-digits" className="text-sm font-semibold">{t("bulk.digits")}</label>
                  <NativeSelect id="bulk-digits" data-testid="bulk-digits" value={options.digits} onChange={(e) => setOptions({ ...options, digits: e.target.value as CertificateOptions["digits"] })}>
                    {DIGITS.map((d) => <option key={d} value={d}>{t(`bulk.digitSets.${d}`)}</option>)}
                  </NativeSelect>
                </div>
              </div>
              <BulkEmailOption value={email} onChange={setEmail} />
              <PreviewPanel preview={data} checked={mappingOk} />
            </div>
          )}
        </section>
      )}

      {ready && data && !previewError && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            data-testid="bulk-start"
            disabled={!mappingOk || valid === 0 || preview.isFetching || start.isPending}
            onClick={() => start.mutate()}
          >
            <Send aria-hidden />
            {mappingOk ? t("bulk.start", { n: valid.toLocaleString(uiLocale(i18n.language)) }) : t("bulk.startPending")}
          </Button>
          {!mappingOk && <p className="text-sm text-destructive">{t("bulk.fixMapping")}</p>}
        </div>
      )}
    </div>
  );
}
