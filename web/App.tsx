// Providers shared by the browser entry and the tests.
import { Suspense, lazy, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { useTranslation } from "react-i18next";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { directionOf, isLocale } from "./lib/i18n.ts";

// Radix Toast is not needed to paint a page: its chunk loads after the first render; a toast raised
// before it arrives waits in the store (use-toast.ts) and shows when it does.
const Toaster = lazy(() => import("./components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

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
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </DirectionFromLocale>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
