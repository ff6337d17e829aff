// /admin/outbox: every message the site sent (or keeps, without SMTP), newest first, with its state
// and a failure's reason; /admin/outbox/{id}: the message as rendered (sandboxed frame), its text part,
// and "send again".
import { ArrowLeft, ArrowRight, Inbox, Paperclip, RotateCw } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { MailSettingsView, OutboxItem, OutboxMessage } from "../../../shared/api/mail.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { send, useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import { dateTime, relativeTime } from "../../components/admin/relativeTime.ts";
import type { Page } from "../../components/admin/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { MailStateBadge } from "../../components/mail/MailStateBadge.tsx";

const STATES = ["queued", "sent", "failed"] as const;

export function AdminOutboxPage() {
  const { id } = useParams();
  return id ? <OutboxMessageView id={id} /> : <OutboxList />;
}

function OutboxList() {
  const { t, i18n } = useTranslation("webMail");
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const state = params.get("state") ?? "";
  const list = useAdminQuery<Page<OutboxItem>>(withQuery("/api/admin/mail/outbox", { page, pageSize: 25, state }));
  const settings = useAdminQuery<MailSettingsView>("/api/admin/mail/settings");
  return (
    <div>
      <PageHeader
        title={t("admin.outboxTitle")}
        subtitle={list.data ? t("admin.outboxCount", { count: list.data.total }) : t("admin.outboxSubtitle")}
        icon={<Inbox />}
        actions={
          <NativeSelect aria-label={t("admin.allStates")} value={state} onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {}, { replace: true })} className="h-9 w-44" data-testid="outbox-state">
            <option value="">{t("admin.allStates")}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>{t(`admin.state.${s}`)}</option>
            ))}
          </NativeSelect>
        }
      />
      {settings.data?.mode === "outbox" && (
        <p className="mb-4 rounded-xl bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200" data-testid="outbox-mode">
          {t("admin.outboxModeOutbox")} <Link to="/admin/settings?tab=mail" className="font-semibold underline">{t("settings.tab")}</Link>
        </p>
      )}
      <ListState query={list} empty={t("admin.outboxEmpty")}>
        <ul className="grid grid-cols-1 gap-2" data-testid="outbox-list">
          {list.data?.items.map((m) => (
            <li key={m.id}>
              <Link to={`/admin/outbox/${m.id}`} className="flex items-start gap-3 rounded-2xl border border-border bg-card p-3 transition hover:bg-muted/50" data-testid={`outbox-${m.id}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2">
                    <MailStateBadge item={m} />
                    <span className="truncate font-semibold" dir="auto">{m.subject}</span>
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    <bdi dir="ltr">{m.to}</bdi> · <time dateTime={m.createdAt} title={dateTime(m.createdAt, i18n.language)}>{relativeTime(m.createdAt, i18n.language)}</time>
                  </p>
                  {m.state === "failed" && m.lastError && <p className="mt-1 break-words text-xs text-destructive" dir="ltr">{m.lastError}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </ListState>
      {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
    </div>
  );
}

function OutboxMessageView({ id }: { id: string }) {
  const { t, i18n } = useTranslation("webMail");
  const navigate = useNavigate();
  const msg = useAdminQuery<OutboxMessage>(`/api/admin/mail/outbox/${encodeURIComponent(id)}`);
  const resend = useAdminMutation<void, { id: string }>({
    mutationFn: () => send("POST", `/api/admin/mail/outbox/${encodeURIComponent(id)}/resend`),
    invalidate: ["/api/admin/mail/outbox"],
    success: t("admin.resent"),
    onSuccess: (r) => navigate(`/admin/outbox/${r.id}`),
  });
  const Back = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  const m = msg.data;
  return (
    <div>
      <Link to="/admin/outbox" className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
        <Back aria-hidden className="size-4" />
        {t("admin.back")}
      </Link>
      {msg.isError && <p className="text-sm text-destructive">{t("admin.notFound")}</p>}
      {m && (
        <div className="grid gap-4" data-testid="outbox-message">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-xl font-extrabold" dir="auto" data-testid="page-title">{m.subject}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <MailStateBadge item={m} />
                {t("admin.to")} <bdi dir="ltr">{m.to}</bdi> · {dateTime(m.sentAt ?? m.createdAt, i18n.language)} · {t("admin.attempts", { count: m.attempts })}
              </p>
              {m.lastError && (
                <p className="mt-1 break-words text-sm text-destructive" data-testid="outbox-reason">
                  {t("admin.reason")}: <bdi dir="ltr">{m.lastError}</bdi>
                </p>
              )}
            </div>
            <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending} data-testid="outbox-resend">
              <RotateCw aria-hidden />
              {t("admin.resend")}
            </Button>
          </div>
          {m.attachments.length > 0 && (
            <p className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden className="size-4" /> {t("admin.attachments")}: {m.attachments.map((a) => a.filename).join(", ")}
            </p>
          )}
          <section className="grid gap-2">
            <h2 className="text-sm font-bold">{t("admin.htmlPart")}</h2>
            {/* The HTML part comes with its own CSP (no script, nothing remote); the frame is sandboxed too. */}
            <iframe title={t("admin.htmlPart")} src={m.htmlUrl} sandbox="allow-popups allow-popups-to-escape-sandbox" className="h-[560px] w-full rounded-2xl border border-border bg-white" data-testid="outbox-html" />
          </section>
          <details className="rounded-2xl border border-border bg-card p-3">
            <summary className="cursor-pointer text-sm font-bold">{t("admin.textPart")}</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words text-xs" dir="auto" data-testid="outbox-text">{m.text}</pre>
          </details>
        </div>
      )}
    </div>
  );
}
