// The registered endpoints: URL, events, status (on, turned off by an admin or after failures),
// and per endpoint: on/off, a test event, its delivery log, delete (confirmed).
import { History, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { WebhookView } from "../../../../shared/api/webhooks.ts";
import { Button } from "../../ui/button.tsx";
import { AdminDialog } from "../AdminDialog.tsx";
import { Switch } from "../Switch.tsx";
import { isolate } from "../bidi.ts";
import { send, useAdminMutation } from "../api.ts";
import { relativeTime } from "../relativeTime.ts";
import { WEBHOOKS_PATH } from "./CreateWebhookDialog.tsx";

const endpointPath = (id: string) => `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;

export function WebhookList({ endpoints }: { endpoints: WebhookView[] }) {
  const { t } = useTranslation("admin");
  const [toDelete, setToDelete] = useState<WebhookView | null>(null);
  const remove = useAdminMutation<string>({
    mutationFn: (id) => send("DELETE", endpointPath(id)),
    invalidate: [WEBHOOKS_PATH],
    success: t("webhooks.deleted"),
    onSuccess: () => setToDelete(null),
  });
  return (
    <>
      <ul className="grid grid-cols-1 gap-2" data-testid="webhook-list">
        {endpoints.map((endpoint) => (
          <WebhookRow key={endpoint.id} endpoint={endpoint} onDelete={() => setToDelete(endpoint)} />
        ))}
      </ul>
      <AdminDialog open={!!toDelete} onOpenChange={(open) => !open && setToDelete(null)} title={t("webhooks.deleteTitle")} testId="webhook-delete-dialog">
        <p className="text-sm leading-relaxed text-muted-foreground">{t("webhooks.deleteText", { url: toDelete ? isolate(toDelete.url) : "" })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setToDelete(null)}>{t("common.cancel")}</Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => toDelete && remove.mutate(toDelete.id)} data-testid="webhook-delete-confirm">
            <Trash2 aria-hidden />
            {t("common.delete")}
          </Button>
        </div>
      </AdminDialog>
    </>
  );
}

function WebhookRow({ endpoint, onDelete }: { endpoint: WebhookView; onDelete: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const toggle = useAdminMutation<boolean>({
    mutationFn: (enabled) => send("PATCH", endpointPath(endpoint.id), { enabled }),
    invalidate: [WEBHOOKS_PATH],
    success: (_, enabled) => (enabled ? t("webhooks.enabledToast") : t("webhooks.disabledToast")),
  });
  const test = useAdminMutation({
    mutationFn: () => send("POST", `${endpointPath(endpoint.id)}/test`),
    invalidate: [endpointPath(endpoint.id)],
    success: t("webhooks.testSent"),
  });
  const status = endpoint.enabled ? t("webhooks.statusOn") : endpoint.disabledReason === "failures" ? t("webhooks.statusFailing") : t("webhooks.statusOff");
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-3 sm:p-4" data-testid={`webhook-${endpoint.id}`}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <bdi dir="ltr" className="break-all font-mono text-sm font-bold">{endpoint.url}</bdi>
            <span
              className={endpoint.enabled ? "rounded-md bg-primary/10 px-1.5 py-0.5 text-[11px] font-semibold text-primary" : "rounded-md bg-destructive/10 px-1.5 py-0.5 text-[11px] font-semibold text-destructive"}
              data-testid={`webhook-status-${endpoint.id}`}
            >
              {status}
            </span>
          </p>
          {endpoint.description && <p dir="auto" className="mt-1 text-sm text-muted-foreground">{endpoint.description}</p>}
          <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs text-muted-foreground">
            {endpoint.events.map((e) => (
              <bdi key={e} dir="ltr" className="rounded border border-border px-1.5 py-0.5 font-mono">{e}</bdi>
            ))}
          </p>
          <p className="mt-1 text-[11px] text-muted-foreground">
            {t("apiTokens.createdAt", { when: relativeTime(endpoint.createdAt, i18n.language) })}
            {endpoint.consecutiveFailures > 0 && <> · {t("webhooks.failures", { count: endpoint.consecutiveFailures })}</>}
          </p>
        </div>
        {/* The label is the thumb's 44 px touch target (the switch itself is drawn smaller). */}
        <label htmlFor={`webhook-toggle-${endpoint.id}`} className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center" data-testid={`webhook-toggle-target-${endpoint.id}`}>
          <Switch id={`webhook-toggle-${endpoint.id}`} checked={endpoint.enabled} onCheckedChange={(on) => toggle.mutate(on)} disabled={toggle.isPending} label={t("webhooks.toggle", { url: endpoint.url })} testId={`webhook-toggle-${endpoint.id}`} />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" asChild>
          <Link to={`/admin/webhooks/${encodeURIComponent(endpoint.id)}`} data-testid={`webhook-log-${endpoint.id}`}>
            <History aria-hidden />
            {t("webhooks.log")}
          </Link>
        </Button>
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" disabled={!endpoint.enabled || test.isPending} onClick={() => test.mutate()} data-testid={`webhook-test-${endpoint.id}`}>
          <Send aria-hidden />
          {t("webhooks.sendTest")}
        </Button>
        <Button variant="outline" size="sm" className="ms-auto min-h-11 text-destructive hover:bg-destructive/10 sm:min-h-9" onClick={onDelete} aria-label={t("webhooks.deleteLabel", { url: endpoint.url })} data-testid={`webhook-delete-${endpoint.id}`}>
          <Trash2 aria-hidden />
          {t("common.delete")}
        </Button>
      </div>
    </li>
  );
}
