import { Activity, Award, LayoutDashboard, Palette, Plus, User as UserIcon, WalletCards } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { useUser } from "../../lib/session.ts";

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const links = [
    { to: "/?tab=cards#cards", label: t("dashboard.newCard"), Icon: Plus, tone: "bg-primary text-primary-foreground" },
    { to: "/?tab=certificates#certificates", label: t("dashboard.newCertificate"), Icon: Award, tone: "bg-accent text-accent-foreground" },
    { to: "/user/cards", label: t("account.myCards"), Icon: WalletCards, tone: "bg-primary/10 text-primary" },
    { to: "/user/certificates", label: t("account.myCertificates"), Icon: Award, tone: "bg-primary/10 text-primary" },
    { to: "/user/profile", label: t("account.profile"), Icon: UserIcon, tone: "bg-primary/10 text-primary" },
    { to: "/user/preferences", label: t("account.preferences"), Icon: Palette, tone: "bg-primary/10 text-primary" },
  ];
  const stats = [
    { label: t("dashboard.stats.cards"), Icon: WalletCards, testId: "stat-cards" },
    { label: t("dashboard.stats.certificates"), Icon: Award, testId: "stat-certificates" },
  ];
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={t("dashboard.welcome", { name: user?.name ?? "" })} subtitle={t("dashboard.intro")} icon={<LayoutDashboard />} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <div className="grid gap-4 sm:grid-cols-2">
            {stats.map(({ label, Icon, testId }) => (
              <Card key={testId} data-testid={testId}>
                <CardContent className="flex items-center gap-4 p-5">
                  <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div className="grid gap-1">
                    <span className="text-sm text-muted-foreground">{label}</span>
                    <span aria-hidden className="h-7 w-12 animate-pulse rounded-lg bg-muted" />
                    <span className="text-xs text-muted-foreground">{t("dashboard.stats.soon")}</span>
                  </div>
                </CardContent>
              </Card>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t("dashboard.recentActivity")}</CardTitle>
            </CardHeader>
            <CardContent className="flex items-center gap-3 text-sm text-muted-foreground">
              <Activity aria-hidden className="size-5" />
              {t("dashboard.noActivity")}
            </CardContent>
          </Card>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t("dashboard.quickLinks")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {links.map(({ to, label, Icon, tone }) => (
                <li key={to}>
                  <Link to={to} className="flex items-center gap-3 rounded-xl p-2 text-sm font-semibold transition hover:bg-muted">
                    <span className={`flex size-9 items-center justify-center rounded-xl ${tone}`}>
                      <Icon aria-hidden className="size-4" />
                    </span>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
