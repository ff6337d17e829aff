// The admin console's frame inside the site shell: a side navigation on large screens, a sheet
// (Radix Dialog from the inline-start edge) on small ones, and the page beside it.
import { Suspense, useState } from "react";
import { Dialog } from "radix-ui";
import {
  Award, Bug, ChartNoAxesCombined, Inbox, FolderTree, KeyRound, KeySquare, LayoutDashboard, Menu, MonitorSmartphone, SearchCheck, Settings, FileStack,
  Files, Type, Users, WalletCards, Webhook, type LucideIcon,
} from "lucide-react";
import { NavLink, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Button } from "../components/ui/button.tsx";
import { SideSheet } from "../components/ui/side-sheet.tsx";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { cn } from "../lib/utils.ts";
import { PageContainer } from "./AppLayout.tsx";

export interface AdminNavItem {
  id: string;
  to: string;
  Icon: LucideIcon;
  /** Exact match only (so /admin/settings is not active on /admin/settings/auth). */
  end?: boolean;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { id: "dashboard", to: "/admin/dashboard", Icon: LayoutDashboard },
  { id: "analytics", to: "/admin/analytics", Icon: ChartNoAxesCombined },
  { id: "categories", to: "/admin/categories", Icon: FolderTree },
  { id: "templates", to: "/admin/templates", Icon: FileStack },
  { id: "fonts", to: "/admin/fonts", Icon: Type },
  { id: "users", to: "/admin/users", Icon: Users },
  { id: "cards", to: "/admin/cards", Icon: WalletCards },
  { id: "certificates", to: "/admin/certificates", Icon: Award, end: true },
  { id: "bulk-certificates", to: "/admin/certificates/bulk", Icon: Files },
  { id: "settings", to: "/admin/settings", Icon: Settings, end: true },
  { id: "display-settings", to: "/admin/display-settings", Icon: MonitorSmartphone },
  { id: "auth-providers", to: "/admin/settings/auth", Icon: KeyRound },
  { id: "seo", to: "/admin/seo-settings", Icon: SearchCheck },
  { id: "api-tokens", to: "/admin/api-tokens", Icon: KeySquare },
  { id: "webhooks", to: "/admin/webhooks", Icon: Webhook },
  { id: "client-errors", to: "/admin/client-errors", Icon: Bug },
  { id: "outbox", to: "/admin/outbox", Icon: Inbox },
];

function AdminNav({ onNavigate, testPrefix = "admin-nav" }: { onNavigate?: () => void; testPrefix?: string }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  return (
    <nav aria-label={t("nav.label")} className="grid gap-0.5">
      {ADMIN_NAV.map(({ id, to, Icon, end }) => {
        // /admin/social-auth-settings is the same page as /admin/settings/auth.
        const alias = id === "auth-providers" && location.pathname === "/admin/social-auth-settings";
        return (
          <NavLink
            key={id}
            to={to}
            end={end}
            onClick={onNavigate}
            data-testid={`${testPrefix}-${id}`}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition hover:bg-muted [&_svg]:size-4.5",
                isActive || alias ? "bg-primary/10 text-primary" : "text-foreground/80 [&_svg]:text-muted-foreground",
              )
            }
          >
            <Icon aria-hidden />
            {t(`nav.${id}`)}
          </NavLink>
        );
      })}
    </nav>
  );
}

function AdminNavSheet() {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const current = ADMIN_NAV.find((n) => (n.end ? location.pathname === n.to : location.pathname.startsWith(n.to)));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="w-full justify-start lg:hidden" data-testid="admin-nav-open">
          <Menu aria-hidden />
          <span className="text-muted-foreground">{t("nav.title")}</span>
          {current && <span className="truncate">· {t(`nav.${current.id}`)}</span>}
        </Button>
      </Dialog.Trigger>
      <SideSheet data-testid="admin-nav-sheet" className="w-[80vw] max-w-xs" title={t("nav.title")} description={t("nav.label")} closeLabel={t("common.close")}>
        <div className="flex-1 overflow-y-auto p-3">
          <AdminNav onNavigate={() => setOpen(false)} testPrefix="admin-sheet-nav" />
        </div>
      </SideSheet>
    </Dialog.Root>
  );
}

export function AdminLayout() {
  const { t } = useTranslation("admin");
  const location = useLocation();
  return (
    <PageContainer className="py-6 sm:py-8">
      <div className="flex gap-8" data-testid="admin-layout">
        <aside className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-24 grid gap-3">
            <p className="px-3 text-xs font-bold uppercase tracking-wide text-muted-foreground">{t("nav.title")}</p>
            <AdminNav />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <div className="mb-5 lg:hidden">
            <AdminNavSheet />
          </div>
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </PageContainer>
  );
}
