import { StrictMode } from "react";
import { setNonce } from "get-nonce";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router";
import "./styles.css";
import { AppProviders } from "./App.tsx";
import { installGlobalErrorReporting } from "./lib/errorReporting.ts";
import { loadI18n } from "./lib/i18n.ts";
import { queryClient } from "./lib/queryClient.ts";
import { liftBootViewLater, seedBootData } from "./lib/boot-view.ts";
import { startTheme } from "./lib/theme.ts";
import { routes } from "./routes.tsx";

// The server puts the request's CSP nonce in a meta tag; Radix's scroll lock styles need it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

installGlobalErrorReporting();
startTheme();
// <html lang dir> are set at once; the first render waits for the language's catalogues (no untranslated keys).
// (No top-level await: it stops the bundler from merging the entry's chunks.)
void loadI18n().then(() => {
  const router = createBrowserRouter(routes);
  seedBootData(queryClient);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  liftBootViewLater();
});
