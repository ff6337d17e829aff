// The page of API tokens: name, prefix, scopes, status, who made it and when it was last used, and
// a revoke button behind a confirmation (a revoked token stops working at once).
import { Ban } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiTokenView } from "../../../../shared/api/vc.ts";
import { Button } from "../../ui/button.tsx";
import { AdminDialog } from "../AdminDialog.tsx";
import { isolate } from "../bidi.ts";
import { send, useAdminMutation } from "../api.ts";
import { dateTime, relativeTime } from "../relativeTime.ts";
import { TOKENS_PATH } from "./CreateTokenDialog.tsx";

export function TokenList({ tokens }: { tokens: ApiTokenView[] }) {
  const { t } = useTranslation("admin");
  const [toRevoke, setToRevoke] = useState<ApiTokenView | null>(null);
  const revoke = useAdminMutation<string>({
    mutationFn: (id) => send("DELETE", `${TOKENS_PATH}/${encodeURIComponent(id)}`),
    invalidate: [TOKENS_PATH],
    success: t("apiTokens.revoked"),
    onSuccess: () => setToRevoke(null),
  });
  return (
    <>
      <ul className="grid grid-cols-1 gap-2" data-testid="api-token-list">
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
        ))}
      </ul>
      <AdminDialog open={!!toRevoke} onOpenChange={(open) => !open && setToRevoke(null)} title={t("apiTokens.revokeTitle")} testId="api-token-revoke-dialog">
        <p className="text-sm leading-relaxed text-muted-foreground">{t("apiTokens.revokeText", { name: toRevoke ? isolate(toRevoke.name) : "" })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setToRevoke(null)}>{t("common.cancel")}</Button>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => toRevoke && revoke.mutate(toRevoke.id)} data-testid="api-token-revoke-confirm">
            <Ban aria-hidden />
            {t("apiTokens.revoke")}
          </Button>
        </div>
      </AdminDialog>
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiTokenView; onRevoke: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language;
  const active = !token.revokedAt;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-border bg-card p-3 sm:flex-nowrap sm:p-4" data-testid={`api-token-${token.id}`}>
      <div className="min-w-0 flex-1 basis-full sm:basis-auto">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          <span className="truncate">{token.name}</span>
          <span
            className={active ? "rounded-md bg-primary/10 px-1.5 py-0.5 text-[11px] font-semibold text-primary" : "rounded-md bg-destructive/10 px-1.5 py-0.5 text-[11px] font-semibold text-destructive"}
            data-testid={`api-token-status-${token.id}`}
          >
            {active ? t("apiTokens.active") : t("apiTokens.revokedBadge")}
          </span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <bdi dir="ltr" className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground/80">{token.prefix}</bdi>
          {token.scopes.map((s) => (
            <bdi key={s} dir="ltr" className="rounded border border-border px-1.5 py-0.5 font-mono">{s}</bdi>
          ))}
        </p>
        <p className="mt-1 text-[11px] text-muted-foreground">
          <span title={dateTime(token.createdAt, locale)}>
            {token.createdBy ? t("apiTokens.createdBy", { name: isolate(token.createdBy.name), when: relativeTime(token.createdAt, locale) }) : t("apiTokens.createdAt", { when: relativeTime(token.createdAt, locale) })}
          </span>
          {" · "}
          <span title={token.lastUsedAt ? dateTime(token.lastUsedAt, locale) : undefined} data-testid={`api-token-last-used-${token.id}`}>
            {token.lastUsedAt ? t("apiTokens.lastUsed", { when: relativeTime(token.lastUsedAt, locale) }) : t("apiTokens.neverUsed")}
          </span>
          {token.revokedAt && (
            <>
              {" · "}
              <span title={dateTime(token.revokedAt, locale)}>{t("apiTokens.revokedAt", { when: relativeTime(token.revokedAt, locale) })}</span>
            </>
          )}
        </p>
      </div>
      {active && (
        <Button variant="outline" size="sm" className="ms-auto text-destructive hover:bg-destructive/10" onClick={onRevoke} aria-label={t("apiTokens.revokeLabel", { name: token.name })} data-testid={`api-token-revoke-${token.id}`}>
          <Ban aria-hidden />
          {t("apiTokens.revoke")}
        </Button>
      )}
    </li>
  );
}
