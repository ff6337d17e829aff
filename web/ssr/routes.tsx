// The public pages the server renders (shared/ssr/public-page.ts lists their paths): the SPA's own
// layout and page components, imported directly (the SPA loads some of them lazily; a server render
// must not meet a component still loading).
import type { RouteObject } from "react-router";
import { AppLayout } from "../layout/AppLayout.tsx";
import { CardViewPage } from "../pages/cards/CardViewPage.tsx";
import { CertificatePage } from "../pages/certificates/CertificatePage.tsx";
import { VerifyPage } from "../pages/certificates/VerifyPage.tsx";
import { VerifyAppPage } from "../pages/certificates/VerifyAppPage.tsx";
import { QrVerifyPage } from "../pages/certificates/QrVerifyPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { NotFoundPage } from "../pages/NotFound.tsx";
import { LegalPage } from "../pages/site/LegalPage.tsx";

export const ssrRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/single", element: <HomePage mode="single" /> },
      { path: "/multi", element: <HomePage mode="multi" /> },
      { path: "/view/:cardId", element: <CardViewPage /> },
      { path: "/certificates/verify", element: <VerifyPage /> },
      { path: "/certificates/verify/:code", element: <VerifyPage /> },
      // The verify app's own page (the shell its service worker answers QR links with offline, issue 34 §3).
      { path: "/V", element: <VerifyAppPage /> },
      { path: "/V/:payload", element: <QrVerifyPage /> }, // React Router matches /v/ too (case-insensitive)
      { path: "/certificate/:certificateId", element: <CertificatePage variant="view" /> },
      { path: "/privacy", element: <LegalPage slug="privacy" /> },
      { path: "/terms", element: <LegalPage slug="terms" /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
