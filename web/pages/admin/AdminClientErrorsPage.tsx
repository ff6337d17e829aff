// /admin/client-errors: errors reported by browsers (POST /api/log-client-error), newest first, with
// the stack and component stack behind a disclosure.
import { Bug, ChevronDown } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { useAdminQuery, withQuery } from "../../components/admin/api.ts";
import { dateTime, relativeTime } from "../../components/admin/relativeTime.ts";
import type { ClientErrorItem, Page } from "../../components/admin/types.ts";

export function AdminClientErrorsPage() {
  const { t, i18n } = useTranslation("admin");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useAdminQuery<Page<ClientErrorItem>>(withQuery("/api/admin/client-errors", { page, pageSize: 20 }));
  return (
    <div>
      <PageHeader title={t("clientErrors.title")} subtitle={list.data ? t("clientErrors.count", { count: list.data.total }) : t("clientErrors.subtitle")} icon={<Bug />} />
      <ListState query={list} empty={t("clientErrors.empty")}>
        <ul className="grid grid-cols-1 gap-2" data-testid="client-error-list">
          {list.data?.items.map((e) => (
            <li key={e.id}>
              <details className="group rounded-2xl border border-border bg-card" data-testid={`client-error-${e.id}`}>
                <summary className="flex cursor-pointer list-none items-start gap-3 p-3 [&::-webkit-details-marker]:hidden">
                  <ChevronDown aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground transition group-open:rotate-180" />
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-mono text-[13px] font-semibold" dir="ltr">
                      {e.name ? `${e.name}: ` : ""}
                      {e.message}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      <time dateTime={e.createdAt} title={dateTime(e.createdAt, i18n.language)}>{relativeTime(e.createdAt, i18n.language)}</time>
                      {e.url && (
                        <>
                          {" · "}
                          <bdi dir="ltr">{e.url}</bdi>
                        </>
                      )}
                    </p>
                  </div>
                </summary>
                <div className="grid gap-3 border-t border-border p-3 text-xs">
                  {e.userAgent && (
                    <p>
                      <span className="font-semibold">{t("clientErrors.userAgent")}: </span>
                      <bdi dir="ltr" className="text-muted-foreground">{e.userAgent}</bdi>
                    </p>
                  )}
                  {e.timestamp && (
                    <p>
                      <span className="font-semibold">{t("clientErrors.reportedAt")}: </span>
                      {dateTime(e.timestamp, i18n.language)}
                    </p>
                  )}
                  {[["stack", e.stack], ["componentStack", e.componentStack]].map(([label, text]) =>
                    text ? (
                      <div key={label} className="grid gap-1">
                        <span className="font-semibold">{t(`clientErrors.${label}`)}</span>
                        <pre dir="ltr" className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted p-3 text-start font-mono text-[11px] leading-relaxed">{text}</pre>
                      </div>
                    ) : null,
                  )}
                  {!e.stack && !e.componentStack && <p className="text-muted-foreground">{t("clientErrors.noStack")}</p>}
                </div>
              </details>
            </li>
          ))}
        </ul>
        {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
      </ListState>
    </div>
  );
}
