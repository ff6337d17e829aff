import { FileStack, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";

/** Minimal for now (stats and management pages come later); reachable by admins only. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const links = [
    { to: "/admin/templates", label: t("account.templates"), Icon: FileStack },
    { to: "/admin/users", label: t("account.users"), Icon: Users },
  ];
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={t("admin.dashboardTitle")} subtitle={t("comingSoon.text")} icon={<ShieldCheck />} />
      <div className="grid gap-4 sm:grid-cols-2" data-testid="admin-dashboard">
        {links.map(({ to, label, Icon }) => (
          <Link key={to} to={to}>
            <Card className="transition hover:-translate-y-0.5 hover:shadow-lg">
              <CardContent className="flex items-center gap-4 p-6">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="text-lg font-bold">{label}</span>
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
    </PageContainer>
  );
}
