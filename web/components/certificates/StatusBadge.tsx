import { BadgeCheck, CalendarClock, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CertificateStatus } from "../../../shared/api/certificates.ts";
import { cn } from "../../lib/utils.ts";

export const STATUS_TONE: Record<CertificateStatus, string> = {
  valid: "bg-emerald-500/12 text-emerald-700 ring-emerald-600/25 dark:text-emerald-300",
  revoked: "bg-red-500/12 text-red-700 ring-red-600/25 dark:text-red-300",
  expired: "bg-amber-500/15 text-amber-800 ring-amber-600/30 dark:text-amber-300",
};
const ICON = { valid: BadgeCheck, revoked: ShieldX, expired: CalendarClock } as const;

export function StatusBadge({ status, className }: { status: CertificateStatus; className?: string }) {
  const { t } = useTranslation("webCertificates");
  const Icon = ICON[status];
  return (
    <span data-testid="status-badge" data-status={status} className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset", STATUS_TONE[status], className)}>
      <Icon aria-hidden className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}
