// /admin/certificates: search (code, recipient, owner, template), status filter, paginate, open,
// revoke with a reason, delete (confirmed).
import { MailStateBadge } from "../../components/mail/MailStateBadge.tsx";
import { zodResolver } from "@hookform/resolvers/zod";
import { Award, Ban, ExternalLink, Files, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { revokeCertificateInput } from "../../../shared/api/admin.ts";
import type { Locale } from "../../../shared/limits.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFieldMessage } from "../../components/ui/form-field.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { AdminDialog } from "../../components/admin/AdminDialog.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { SearchBox, useFilterParam } from "../../components/admin/SearchBox.tsx";
import { send, useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import { dateTime } from "../../components/admin/relativeTime.ts";
import type { AdminCertificate, Page } from "../../components/admin/types.ts";
import { localized } from "../../lib/i18n.ts";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { withParam } from "../../lib/templates.ts";

const PATHS = ["/api/admin/certificates", "/api/admin/stats", "/api/admin/templates", "/api/user/certificates", "/api/certificates"];

export function certificateStatus(c: Pick<AdminCertificate, "revokedAt" | "expiresAt">, now = Date.now()): "valid" | "revoked" | "expired" {
  if (c.revokedAt) return "revoked";
  if (c.expiresAt && new Date(c.expiresAt).getTime() < now) return "expired";
  return "valid";
}

const BADGE = { valid: "bg-primary/10 text-primary", revoked: "bg-destructive/10 text-destructive", expired: "bg-accent/20" } as const;

export function AdminCertificatesPage() {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const [params] = useSearchParams();
  const page = pageParam(params);
  const [revoked, setRevoked] = useFilterParam("revoked");
  const list = useAdminQuery<Page<AdminCertificate>>(withQuery("/api/admin/certificates", { q: params.get("q"), revoked, page, pageSize: 20 }));
  const [toDelete, setToDelete] = useState<AdminCertificate | null>(null);
  const [toRevoke, setToRevoke] = useState<AdminCertificate | null>(null);
  const remove = useAdminMutation<string>({
    mutationFn: (id) => send("DELETE", `/api/admin/certificates/${encodeURIComponent(id)}`),
    invalidate: PATHS,
    success: t("items.deleted"),
    onSuccess: () => setToDelete(null),
  });
  return (
    <div>
      <PageHeader title={t("certificates.title")} subtitle={list.data ? t("certificates.count", { count: list.data.total }) : t("certificates.subtitle")} icon={<Award />}
        actions={
          <Link to="/admin/certificates/bulk" className={buttonVariants()} data-testid="certificates-bulk">
            <Files aria-hidden />
            {t("bulk.open")}
          </Link>
        }
      />
      <div className="mb-5 grid gap-2 sm:flex sm:items-center">
        <SearchBox placeholder={t("certificates.search")} />
        <NativeSelect aria-label={t("certificates.status")} value={revoked} onChange={(e) => setRevoked(e.target.value)} className="sm:w-44" data-testid="certificate-filter-status">
          <option value="">{t("certificates.allStates")}</option>
          <option value="false">{t("certificates.notRevoked")}</option>
          <option value="true">{t("certificates.revokedOnly")}</option>
        </NativeSelect>
      </div>
      <ListState query={list} empty={t("certificates.empty")}>
        <ul className="grid grid-cols-1 gap-2" data-testid="certificate-list">
          {list.data?.items.map((c) => {
            const status = certificateStatus(c);
            const title = localized(c.templateTitle, locale);
            return (
              <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-3 sm:flex-nowrap" data-testid={`admin-certificate-${c.id}`}>
                <img src={withParam(c.imageUrl, "width", 200)} alt="" loading="lazy" className="h-14 w-20 shrink-0 rounded-lg bg-muted object-contain" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="flex flex-wrap items-center gap-2 font-bold">
                    <bdi className="truncate">{c.recipientName}</bdi>
                    <span className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${BADGE[status]}`} data-testid={`certificate-status-${c.id}`}>{t(`certificates.statuses.${status}`)}</span>
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {title} · <bdi dir="ltr" className="font-mono">{c.code}</bdi> · {dateTime(c.issuedAt, i18n.language)}
                  </p>
                  {c.recipientEmail && (
                    <p className="flex items-center gap-1.5 truncate text-xs text-muted-foreground" data-testid={`certificate-delivery-${c.id}`}>
                      <bdi dir="ltr">{c.recipientEmail}</bdi>
                      {c.delivery && <MailStateBadge item={{ state: c.delivery.state, transport: null }} />}
                    </p>
                  )}
                  {c.revokedReason && <p className="truncate text-xs text-destructive">{t("certificates.reasonShown", { reason: c.revokedReason })}</p>}
                </div>
                <div className="flex w-full justify-end gap-1.5 sm:w-auto">
                  <a href={`/certificate/${encodeURIComponent(c.id)}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })} data-testid={`certificate-view-${c.id}`}>
                    <ExternalLink aria-hidden />
                    {t("items.view")}
                  </a>
                  <Button variant="outline" size="sm" disabled={!!c.revokedAt} onClick={() => setToRevoke(c)} data-testid={`revoke-${c.id}`}>
                    <Ban aria-hidden />
                    {t("certificates.revoke")}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => setToDelete(c)} aria-label={t("items.deleteLabel", { title: c.recipientName })} data-testid={`certificate-delete-${c.id}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
      </ListState>
      <RevokeDialog certificate={toRevoke} onClose={() => setToRevoke(null)} />
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("certificates.deleteTitle")}
        description={t("items.deleteText")}
        cancel={t("common.cancel")}
        confirm={t("common.delete")}
        busy={remove.isPending}
        confirmTestId="confirm-delete"
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </div>
  );
}

function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(revokeCertificateInput), defaultValues: { reason: "" } });
  const revoke = useAdminMutation<{ id: string; reason: string }>({
    mutationFn: ({ id, reason }) => send("POST", `/api/admin/certificates/${encodeURIComponent(id)}/revoke`, { reason }),
    invalidate: PATHS,
    success: t("certificates.revoked"),
    onSuccess: () => {
      form.reset({ reason: "" });
      onClose();
    },
    onError: (err) => applyServerFieldErrors(err, form.setError, ["reason"]),
  });
  const error = message(form.formState.errors.reason?.message);
  return (
    <AdminDialog open={!!certificate} onOpenChange={(open) => !open && onClose()} title={t("certificates.revokeTitle")} description={certificate ? t("certificates.revokeText", { name: certificate.recipientName }) : undefined} testId="revoke-dialog">
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => certificate && revoke.mutate({ id: certificate.id, reason: v.reason }))}>
        <div className="grid gap-1.5">
          <label htmlFor="revoke-reason" className="text-sm font-semibold">{t("certificates.reason")}</label>
          <Textarea id="revoke-reason" maxLength={500} aria-invalid={error ? true : undefined} data-testid="revoke-reason" {...form.register("reason")} />
          {error && <p role="alert" className="text-xs font-medium text-destructive">{error}</p>}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="destructive" disabled={revoke.isPending} data-testid="revoke-confirm">
            <Ban aria-hidden />
            {t("certificates.revoke")}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
