// queued / sent / failed (and "in the outbox" when no SMTP server delivered it).
import { useTranslation } from "react-i18next";
import type { MailState } from "../../../shared/api/mail.ts";
import { cn } from "../../lib/utils.ts";

export function MailStateBadge({ item }: { item: { state: MailState; transport: string | null } }) {
  const { t } = useTranslation("webMail");
  const key = item.state === "sent" && item.transport === "outbox" ? "outbox" : item.state;
  const tone = key === "failed" ? "bg-destructive/10 text-destructive" : key === "sent" ? "bg-emerald-500/10 text-emerald-700 dark:text-emerald-400" : "bg-muted text-muted-foreground";
  return (
    <span className={cn("inline-flex shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-semibold", tone)} data-testid="mail-state" data-state={key}>
      {t(`admin.state.${key}`)}
    </span>
  );
}
