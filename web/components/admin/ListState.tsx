// Loading rows, failed load and empty list for the admin lists.
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../LoadError.tsx";
import { Skeleton } from "../ui/skeleton.tsx";

export function ListLoading({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-3" data-testid="admin-list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-14 text-center text-muted-foreground" data-testid="admin-list-empty">
      <Inbox aria-hidden className="size-8" />
      <p className="text-sm font-semibold">{text ?? t("common.empty")}</p>
    </div>
  );
}

/** Loading → skeleton, error → retry, empty → message, else the children. */
export function ListState({ query, empty, children }: { query: { isLoading: boolean; isError: boolean; refetch: () => unknown; data?: { items?: unknown[] } | unknown[] }; empty?: string; children: React.ReactNode }) {
  if (query.isLoading) return <ListLoading />;
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const items = Array.isArray(query.data) ? query.data : query.data.items;
  if (!items || items.length === 0) return <ListEmpty text={empty} />;
  return <>{children}</>;
}
