// The dashboard's "expiring soon": certificates whose validity ends within 30 days, soonest first,
// each linked to its page. Their recipients get reminders (Settings → E-mail).
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminStats } from "./types.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { dateTime, relativeTime } from "./relativeTime.ts";
import { localized } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/limits.ts";

export function UpcomingExpiriesCard({ items }: { items: AdminStats["upcomingExpiries"] }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Card className="mt-6" data-testid="upcoming-expiries">
      <CardHeader className="flex-row items-center gap-2">
        <CalendarClock aria-hidden className="size-5 text-primary" />
        <CardTitle>{t("dashboard.expiringTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("dashboard.expiringEmpty")}</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border px-3 py-2 text-sm" data-testid={`expiring-${c.id}`}>
                <Link to={`/certificate/${encodeURIComponent(c.id)}`} className="min-h-11 content-center font-bold text-primary hover:underline sm:min-h-0">
                  <bdi>{c.recipientName}</bdi>
                </Link>
                <span className="text-muted-foreground">{localized(c.title, i18n.language as Locale)}</span>
                <bdi dir="ltr" className="font-mono text-xs text-muted-foreground">{c.code}</bdi>
                <time dateTime={c.expiresAt} title={dateTime(c.expiresAt, i18n.language)} className="ms-auto text-xs font-semibold text-amber-700 dark:text-amber-300">
                  {t("dashboard.expiresIn", { when: relativeTime(c.expiresAt, i18n.language) })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
