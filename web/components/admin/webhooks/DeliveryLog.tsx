// One endpoint's delivery log, newest first: the event, its state, attempts, the last answer
// (status, time taken, the start of the body), every attempt across "send again" (issue 36 §3), and
// "send again" for a delivery that ended.
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { WebhookDeliveryView } from "../../../../shared/api/webhooks.ts";
import { Button } from "../../ui/button.tsx";
import { send, useAdminMutation } from "../api.ts";
import { dateTime, relativeTime } from "../relativeTime.ts";
import { WEBHOOKS_PATH } from "./CreateWebhookDialog.tsx";

const STATE_STYLE: Record<WebhookDeliveryView["state"], string> = {
  delivered: "bg-primary/10 text-primary",
  pending: "bg-amber-500/15 text-amber-800 dark:text-amber-200",
  failed: "bg-destructive/10 text-destructive",
  cancelled: "bg-muted text-muted-foreground",
};

export function DeliveryLog({ endpointId, deliveries }: { endpointId: string; deliveries: WebhookDeliveryView[] }) {
  return (
    <ul className="grid gap-2" data-testid="webhook-deliveries">
      {deliveries.map((d) => (
        <DeliveryRow key={d.id} endpointId={endpointId} delivery={d} />
      ))}
    </ul>
  );
}

function DeliveryRow({ endpointId, delivery: d }: { endpointId: string; delivery: WebhookDeliveryView }) {
  const { t, i18n } = useTranslation("admin");
  const base = `${WEBHOOKS_PATH}/${encodeURIComponent(endpointId)}`;
  const resend = useAdminMutation({
    mutationFn: () => send("POST", `${base}/deliveries/${encodeURIComponent(d.id)}/resend`),
    invalidate: [base],
    success: t("webhooks.resent"),
  });
  return (
    <li className="grid gap-1.5 rounded-xl border border-border bg-card p-3 text-sm" data-testid={`webhook-delivery-${d.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <bdi dir="ltr" className="font-mono text-xs font-bold">{d.eventType}</bdi>
        <span className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${STATE_STYLE[d.state]}`} data-testid={`webhook-delivery-state-${d.id}`}>{t(`webhooks.state.${d.state}`)}</span>
        <span className="text-xs text-muted-foreground" title={dateTime(d.createdAt, i18n.language)}>{relativeTime(d.createdAt, i18n.language)}</span>
        {d.state !== "pending" && (
          <Button variant="outline" size="sm" className="ms-auto min-h-11 sm:min-h-9" disabled={resend.isPending} onClick={() => resend.mutate()} data-testid={`webhook-resend-${d.id}`}>
            <RotateCw aria-hidden />
            {t("webhooks.resend")}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {t("webhooks.attempts", { count: d.attempts })}
        {d.lastStatus !== null && <> · HTTP <bdi dir="ltr">{d.lastStatus}</bdi></>}
        {d.latencyMs !== null && <> · {t("webhooks.latency", { ms: d.latencyMs })}</>}
        {d.nextAttemptAt && d.state === "pending" && <> · {t("webhooks.nextAttempt", { when: relativeTime(d.nextAttemptAt, i18n.language) })}</>}
      </p>
      {(d.lastError || d.responseExcerpt) && (
        <pre dir="ltr" className="max-h-24 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-muted px-2 py-1.5 font-mono text-[11px]">{d.lastError ?? d.responseExcerpt}</pre>
      )}
      {d.history.length > 0 && (
        <details className="text-xs" data-testid={`webhook-delivery-history-${d.id}`}>
          <summary className="min-h-11 cursor-pointer py-2 text-muted-foreground sm:min-h-0 sm:py-0">{t("webhooks.history", { count: d.history.length })}</summary>
          <ol className="mt-1 grid gap-1">
            {d.history.map((a) => (
              <li key={a.attempt} className="text-muted-foreground">
                {t("webhooks.attemptNumber", { n: a.attempt })} · {dateTime(a.at, i18n.language)} · {a.status !== null ? <>HTTP <bdi dir="ltr">{a.status}</bdi></> : t("webhooks.noAnswer")}
                {a.latencyMs !== null && <> · {t("webhooks.latency", { ms: a.latencyMs })}</>}
              </li>
            ))}
          </ol>
        </details>
      )}
      <p className="text-[11px] text-muted-foreground">
        <bdi dir="ltr" className="font-mono">{d.eventId}</bdi>
      </p>
    </li>
  );
}
