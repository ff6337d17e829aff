// Providers shared by the browser entry and the tests.
import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Direction, Tooltip } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Toaster } from "./components/ui/toaster.tsx";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { directionOf, isLocale } from "./lib/i18n.ts";

/** Radix menus, tabs and popovers need the reading direction to place and key-navigate correctly. */
function DirectionFromLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = isLocale(i18n.language) ? directionOf(i18n.language) : "rtl";
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <DirectionFromLocale>
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            {children}
            <Toaster />
          </Tooltip.Provider>
        </DirectionFromLocale>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
