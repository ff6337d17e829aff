import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router";
import "./styles.css";
import { AppProviders } from "./App.tsx";
import { installGlobalErrorReporting } from "./lib/errorReporting.ts";
import { initI18n } from "./lib/i18n.ts";
import { queryClient } from "./lib/queryClient.ts";
import { startTheme } from "./lib/theme.ts";
import { routes } from "./routes.tsx";

installGlobalErrorReporting();
initI18n();
startTheme();

const router = createBrowserRouter(routes);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
