// Step 2b: the first rows as a table, their rendered previews as thumbnails, the counts and the
// per-row problems (those rows are skipped when issuing).
import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../../shared/limits.ts";
import { localized, uiLocale } from "../../../lib/i18n.ts";
import type { BulkPreview } from "./bulkApi.ts";

/** `done`: the rows were skipped by a job (else: will be skipped when issuing). */
export function RowErrors({ errors, more = 0, done = false }: { errors: { row: number; message: string }[]; more?: number; done?: boolean }) {
  const { t, i18n } = useTranslation("admin");
  if (errors.length === 0) return null;
  return (
    <section className="rounded-2xl border border-destructive/40 bg-destructive/5 p-3" data-testid="bulk-row-errors">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-bold text-destructive">
        <AlertTriangle aria-hidden className="size-4" />
        {t(done ? "bulk.skippedTitle" : "bulk.rowErrorsTitle", { n: (errors.length + more).toLocaleString(uiLocale(i18n.language)) })}
      </h3>
      <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm">
        {errors.map((e) => (
          <li key={e.row} className="flex gap-2">
            <span className="shrink-0 font-semibold">{t("bulk.rowNumber", { row: e.row.toLocaleString(uiLocale(i18n.language)) })}</span>
            <span className="text-muted-foreground">{e.message}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-xs text-muted-foreground">{t("bulk.moreErrors", { n: more.toLocaleString(uiLocale(i18n.language)) })}</p>}
    </section>
  );
}

/** `checked`: rows were validated (the server checks them only once every required field is mapped). */
export function PreviewPanel({ preview, checked }: { preview: BulkPreview; checked: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const valid = Math.max(0, preview.total - preview.errorCount);
  const fmt = (n: number) => n.toLocaleString(uiLocale(i18n.language));
  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="bulk-counts">
        {checked
          ? t("bulk.counts", { total: fmt(preview.total), valid: fmt(valid), invalid: fmt(preview.errorCount) })
          : t("bulk.countsUnchecked", { total: fmt(preview.total) })}
      </p>
      {preview.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-sm" data-testid="bulk-preview-table">
            <caption className="sr-only">{t("bulk.firstRows")}</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">{t("bulk.row")}</th>
                {preview.fields.map((f) => (
                  <th key={f.name} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-semibold">
                    {localized(f.label, locale) || f.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, i) => (
                <tr key={preview.rowNumbers[i] ?? i} className="border-t border-border">
                  <td className="px-3 py-2 text-muted-foreground">{fmt(preview.rowNumbers[i] ?? i + 2)}</td>
                  {preview.fields.map((f) => (
                    <td key={f.name} className="max-w-56 truncate px-3 py-2">
                      <bdi>{row[f.name] ?? ""}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.previews.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {preview.previews.map((src, i) => (
            <li key={i}>
              <img
                src={src}
                alt={t("bulk.previewAlt", { row: fmt(preview.rowNumbers[i] ?? i + 2) })}
                className="w-full rounded-xl border border-border bg-muted object-contain"
                data-testid="bulk-preview-image"
              />
            </li>
          ))}
        </ul>
      )}
      <RowErrors errors={preview.errors} more={Math.max(0, preview.errorCount - preview.errors.length)} />
    </div>
  );
}
