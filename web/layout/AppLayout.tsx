import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { useDisplaySettings } from "../lib/publicData.ts";
import { PreferencesSync } from "../lib/preferences.ts";
import { useUser } from "../lib/session.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/** Header, page, footer. The page waits (full-screen spinner) for the user and display settings. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const userQuery = useUser();
  const display = useDisplaySettings();
  const loading = userQuery.isLoading || display.isLoading;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground">
        {t("nav.skipToContent")}
      </a>
      <PreferencesSync />
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        {loading ? (
          <FullScreenSpinner />
        ) : (
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
      <Footer />
    </div>
  );
}

/** The width-limited content column (boxed/fluid preference narrows it through .page-container). */
export function PageContainer({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return <div className={`page-container mx-auto w-full max-w-[96rem] px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
