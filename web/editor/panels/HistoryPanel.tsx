// The History panel (issue 24 §5, admins): the template's revisions, newest first, each with the
// server-drawn thumbnail, its author and date. Opening one shows it read-only on the canvas
// (RevisionView); restoring it there saves it again as a new revision on top.
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TemplateRevision } from "../../../shared/api/revisions.ts";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useRevisions } from "../libraryApi.ts";

export function HistoryPanel({ templateId, openId, onOpen }: { templateId: string; openId: string | null; onOpen: (revision: TemplateRevision) => void }) {
  const { t, i18n } = useTranslation("editor");
  const revisions = useRevisions(templateId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="grid gap-2 p-3" data-testid="history-panel">
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <History className="size-4 shrink-0" /> {t("history.intro")}
      </p>
      {revisions.isLoading && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-20 rounded-lg" />)}
      {revisions.isError && <p className="text-sm text-destructive">{t("history.loadFailed")}</p>}
      <ol className="grid gap-2">
        {revisions.data?.items.map((r) => (
          <li key={r.id}>
            <button type="button" onClick={() => onOpen(r)} aria-current={openId === r.id ? "true" : undefined} data-testid="history-item" data-number={r.number} data-current={r.current || undefined}
              className={`flex min-h-11 w-full items-center gap-2 rounded-lg border p-1.5 text-start hover:border-primary ${openId === r.id ? "border-primary bg-primary/5" : "border-border"}`}>
              <img src={`${r.thumbnailUrl}?width=160`} alt="" loading="lazy" width={64} height={64} className="size-16 shrink-0 rounded bg-muted object-contain" />
              <span className="grid min-w-0 gap-0.5 text-xs">
                <span className="text-sm font-semibold">
                  {t("history.version", { number: r.number })}
                  {r.current && <span className="ms-1 rounded bg-primary/10 px-1 text-[11px] text-primary">{t("history.current")}</span>}
                </span>
                <span className="truncate text-muted-foreground">{r.author?.name || t("history.unknownAuthor")}</span>
                <time dateTime={r.createdAt} className="text-muted-foreground">{when.format(new Date(r.createdAt))}</time>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
