// /admin/dashboard: counts, recent activity (who did what, when) and quick links.
import { ContactMessagesCard } from "../../components/admin/ContactMessagesCard.tsx";
import { UpcomingExpiriesCard } from "../../components/admin/UpcomingExpiriesCard.tsx";
import { Award, ChartNoAxesCombined, FileStack, FolderTree, History, Plus, Settings, ShieldCheck, Users, WalletCards, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useAdminQuery } from "../../components/admin/api.ts";
import { dateTime, relativeTime } from "../../components/admin/relativeTime.ts";
import type { ActivityItem, AdminStats } from "../../components/admin/types.ts";
import type { Locale } from "../../../shared/limits.ts";
import { localized, uiLocale } from "../../lib/i18n.ts";

const STATS: { key: keyof Omit<AdminStats, "recentActivity" | "upcomingExpiries">; to: string; Icon: LucideIcon }[] = [
  { key: "users", to: "/admin/users", Icon: Users },
  { key: "templates", to: "/admin/templates", Icon: FileStack },
  { key: "categories", to: "/admin/categories", Icon: FolderTree },
  { key: "certificates", to: "/admin/certificates", Icon: Award },
  { key: "cards", to: "/admin/cards", Icon: WalletCards },
];

const QUICK_LINKS: { key: string; to: string; Icon: LucideIcon }[] = [
  { key: "newTemplate", to: "/admin/templates/new", Icon: Plus },
  { key: "analytics", to: "/admin/analytics", Icon: ChartNoAxesCombined },
  { key: "categories", to: "/admin/categories", Icon: FolderTree },
  { key: "users", to: "/admin/users", Icon: Users },
  { key: "settings", to: "/admin/settings", Icon: Settings },
];

export function AdminDashboardPage() {
  const { t, i18n } = useTranslation("admin");
  const stats = useAdminQuery<AdminStats>("/api/admin/stats");
  const numbers = new Intl.NumberFormat(uiLocale(i18n.language));
  return (
    <div data-testid="admin-dashboard">
      <PageHeader title={t("dashboard.title")} subtitle={t("dashboard.subtitle")} icon={<ShieldCheck />} />
      {stats.isError ? (
        <LoadError onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {STATS.map(({ key, to, Icon }) => (
              <li key={key}>
                <Link to={to} className="block h-full rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid={`stat-${key}`}>
                  <Card className="h-full transition hover:-translate-y-0.5 hover:shadow-md">
                    <CardContent className="grid gap-3 p-4 sm:p-5">
                      <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                        <Icon aria-hidden className="size-5" />
                      </span>
                      {stats.data ? (
                        <span className="text-2xl font-extrabold sm:text-3xl" data-testid={`stat-${key}-value`}>{numbers.format(stats.data[key])}</span>
                      ) : (
                        <Skeleton className="h-8 w-16" />
                      )}
                      <span className="text-sm font-semibold text-muted-foreground">{t(`dashboard.stats.${key}`)}</span>
                    </CardContent>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-6 xl:grid-cols-[2fr_1fr]">
            <Card>
              <CardHeader className="flex-row items-center gap-2">
                <History aria-hidden className="size-5 text-primary" />
                <CardTitle>{t("dashboard.activity")}</CardTitle>
              </CardHeader>
              <CardContent>
                {stats.data ? <ActivityList items={stats.data.recentActivity} /> : <Skeleton className="h-40" />}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("dashboard.quickLinks")}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                {QUICK_LINKS.map(({ key, to, Icon }) => (
                  <Link key={key} to={to} data-testid={`quick-${key}`} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 text-sm font-semibold transition hover:bg-muted">
                    <Icon aria-hidden className="size-4 text-primary" />
                    {t(`dashboard.quick.${key}`)}
                  </Link>
                ))}
              </CardContent>
            </Card>
          </div>
          {stats.data && <UpcomingExpiriesCard items={stats.data.upcomingExpiries ?? []} />}
          <ContactMessagesCard />
        </>
      )}
    </div>
  );
}

/** Anonymous visitors make cards and certificates; everything else without an actor is the system. */
const VISITOR_ACTIONS = new Set(["card.create", "certificate.issue"]);

/** The subject by name, linked to where it can be seen; never a raw id (issue 16). */
function ActivityTarget({ item }: { item: ActivityItem }) {
  const { t, i18n } = useTranslation("admin");
  const target = item.target;
  if (!target || (!target.label && !target.href)) return null;
  const label = target.label ? localized(target.label, i18n.language as Locale) : t("polish:dashboard.open");
  const className = "font-semibold text-primary underline-offset-4 hover:underline";
  if (!target.href) return <bdi className="font-semibold">{label}</bdi>;
  // Card and certificate pages are public pages, outside the console frame.
  const external = target.href.startsWith("/view/") || target.href.startsWith("/certificate/");
  return external ? (
    <a href={target.href} target="_blank" rel="noreferrer" className={className} data-testid="activity-target"><bdi>{label}</bdi></a>
  ) : (
    <Link to={target.href} className={className} data-testid="activity-target"><bdi>{label}</bdi></Link>
  );
}

function ActivityList({ items }: { items: ActivityItem[] }) {
  const { t, i18n } = useTranslation("admin");
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t("dashboard.noActivity")}</p>;
  return (
    <ol className="grid divide-y divide-border" data-testid="activity-list">
      {items.map((item, i) => (
        <li key={`${item.createdAt}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          <p className="min-w-0 text-sm">
            <bdi className="font-bold">{item.actor?.name || (VISITOR_ACTIONS.has(item.action) ? t("polish:dashboard.visitor") : t("dashboard.system"))}</bdi>{" "}
            <span className="text-muted-foreground">{t(`activity.${item.action.replace(/\./g, "_")}`, { defaultValue: item.action })}</span>{" "}
            <ActivityTarget item={item} />
          </p>
          <time dateTime={item.createdAt} title={dateTime(item.createdAt, i18n.language)} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(item.createdAt, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
