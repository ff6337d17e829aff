import { Suspense, useState } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { useDisplaySettings } from "../lib/publicData.ts";
import { PreferencesSync } from "../lib/preferences.ts";
import { useUser } from "../lib/session.ts";
import { useStaticPage } from "../lib/static-page.ts";
import { Footer } from "./Footer.tsx";
import { FullScreenContext } from "./fullScreen.ts";
import { Header } from "./Header.tsx";

/**
 * Header, page, footer, rendered at once (issue 16): the page does not wait for /api/user and
 * /api/display-settings — the header fills in the session when it arrives, the route gates
 * (RequireUser/RequireAdmin) keep their own spinner, and the home page waits only for its mode.
 * Waiting here caused a 0.78 layout shift on a card's page and a spinner before every "404".
 */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const staticPage = useStaticPage();
  // A full-screen page (useFullScreenPage: the editor) is exactly the window's height: no footer below
  // it, and on a phone (the `compact` variant: narrow, or a landscape phone) not even the site header.
  const [fullScreen, setFullScreen] = useState(false);
  // Started here so both requests leave with the first render, not when a component needs them.
  useUser();
  useDisplaySettings();
  return (
    <div className={fullScreen ? "flex h-dvh flex-col overflow-hidden" : "flex min-h-dvh flex-col"} data-full-screen={fullScreen || undefined}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground">
        {t("nav.skipToContent")}
      </a>
      <PreferencesSync />
      {/* (always this wrapper, so the header is not mounted again; `contents` leaves its sticky box as it was) */}
      <div className={fullScreen ? "compact:hidden" : "contents"} data-testid="header-slot">
        <Header />
      </div>
      <main id="main" className={fullScreen ? "flex min-h-0 flex-1 flex-col" : "flex flex-1 flex-col"}>
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <FullScreenContext value={setFullScreen}>
              <Outlet />
            </FullScreenContext>
          </Suspense>
        </ErrorBoundary>
      </main>
      {!fullScreen && <Footer />}
      {/* A new page starts at the top; back/forward returns to where the reader was (issue 16). */}
      {/* Its inline script has no CSP nonce; a server-drawn page has nothing to restore anyway. */}
      {!staticPage && <ScrollRestoration />}
    </div>
  );
}

/** The width-limited content column (boxed/fluid preference narrows it through .page-container). */
export function PageContainer({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return <div className={`page-container mx-auto w-full max-w-[96rem] px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
