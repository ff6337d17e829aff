// Bulk issuance, step 3: the e-mails of the run — counts, a progress bar while sending, and per row
// queued / sent / failed with the reason; failed rows can be sent again. Polls while anything waits.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BulkDeliveries as Deliveries } from "../../../shared/api/mail.ts";
import { Button } from "../ui/button.tsx";
import { send, useAdminMutation } from "../admin/api.ts";
import { MailStateBadge } from "./MailStateBadge.tsx";

export function BulkDeliveries({ jobId, jobFinished }: { jobId: string; jobFinished: boolean }) {
  const { t, i18n } = useTranslation("webMail");
  const qc = useQueryClient();
  const path = `/api/admin/mail/jobs/${encodeURIComponent(jobId)}/deliveries`;
  const q = useQuery<Deliveries>({
    queryKey: [path],
    staleTime: 0,
    refetchInterval: (query) => (!jobFinished || (query.state.data?.counts.queued ?? 0) > 0 ? 1500 : false),
  });
  const resend = useAdminMutation<void, { queued: number }>({
    mutationFn: () => send("POST", `${path}/resend-failed`),
    invalidate: [path],
    success: (r) => t("bulk.resent", { count: r.queued }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [path] }),
  });
  const d = q.data;
  const withAddress = d ? d.rows.filter((r) => r.to).length : 0;
  if (!d || withAddress === 0) return null;
  const fmt = (n: number) => n.toLocaleString(i18n.language);
  const finished = d.counts.sent + d.counts.failed;
  const percent = withAddress ? Math.round((finished / withAddress) * 100) : 0;
  return (
    <section className="grid gap-3 border-t border-border pt-4" data-testid="bulk-deliveries" aria-live="polite">
      <h3 className="flex items-center gap-2 text-sm font-bold">
        <Mail aria-hidden className="size-4" />
        {t("bulk.title")}
      </h3>
      <div role="progressbar" aria-label={t("bulk.title")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" data-testid="bulk-delivery-counts">
        {t("bulk.counts", { sent: fmt(d.counts.sent), queued: fmt(d.counts.queued), failed: fmt(d.counts.failed), none: fmt(d.counts.none) })}
      </p>
      <div className="max-h-80 overflow-auto rounded-xl border border-border">
        <table className="w-full text-start text-xs">
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th className="p-2 text-start font-semibold">{t("bulk.row")}</th>
              <th className="p-2 text-start font-semibold">{t("bulk.recipient")}</th>
              <th className="p-2 text-start font-semibold">{t("admin.to")}</th>
              <th className="p-2 text-start font-semibold">{t("bulk.state")}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.row} className="border-t border-border align-top" data-testid={`bulk-delivery-${r.row}`}>
                <td className="p-2 tabular-nums">{fmt(r.row)}</td>
                <td className="p-2"><bdi>{r.recipientName}</bdi></td>
                <td className="p-2">{r.to ? <bdi dir="ltr">{r.to}</bdi> : <span className="text-muted-foreground">{t("bulk.noAddress")}</span>}</td>
                <td className="p-2">
                  {r.delivery && <MailStateBadge item={{ state: r.delivery.state, transport: null }} />}
                  {r.delivery?.state === "failed" && r.delivery.lastError && <p className="mt-1 break-words text-destructive" dir="ltr">{r.delivery.lastError}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {d.counts.failed > 0 && (
        <Button variant="outline" className="w-fit" disabled={resend.isPending} onClick={() => resend.mutate()} data-testid="bulk-resend-failed">
          <RotateCw aria-hidden />
          {t("bulk.resendFailed", { count: d.counts.failed })}
        </Button>
      )}
    </section>
  );
}

/** Step 2's choice: e-mail each recipient that has an address, the PDF attached or linked. */
export function BulkEmailOption({ value, onChange }: { value: { pdf: "attach" | "link" } | null; onChange: (v: { pdf: "attach" | "link" } | null) => void }) {
  const { t } = useTranslation("webMail");
  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-3" data-testid="bulk-email-option">
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-primary" checked={!!value} onChange={(e) => onChange(e.target.checked ? { pdf: "attach" } : null)} data-testid="bulk-email-recipients" />
        {t("bulk.emailRecipients")}
      </label>
      <p className="text-xs text-muted-foreground">{t("bulk.emailHint")}</p>
      {value && (
        <div className="flex flex-wrap gap-4 text-sm">
          {(["attach", "link"] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-1.5">
              <input type="radio" name="bulk-pdf-mode" className="accent-primary" checked={value.pdf === mode} onChange={() => onChange({ pdf: mode })} data-testid={`bulk-pdf-${mode}`} />
              {t(`settings.pdf.${mode}`)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
