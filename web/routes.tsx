// Every SPEC §2 route. Pages owned by later work render the translated "coming soon" page for now.
import { lazy, type ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RequireAdmin, RequireUser } from "./components/Gates.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { ComingSoonPage } from "./pages/ComingSoon.tsx";
import { HomePage } from "./pages/home/HomePage.tsx";
import { NotFoundPage } from "./pages/NotFound.tsx";

// Forms (zod, react-hook-form) and signed-in pages load on demand; the AppLayout holds the Suspense.
const AdminDashboardPage = lazy(() => import("./pages/admin/AdminDashboardPage.tsx").then((m) => ({ default: m.AdminDashboardPage })));
const AuthPage = lazy(() => import("./pages/auth/AuthPage.tsx").then((m) => ({ default: m.AuthPage })));
const UserCardsPage = lazy(() => import("./pages/user/CardsPage.tsx").then((m) => ({ default: m.UserCardsPage })));
const UserCertificatesPage = lazy(() => import("./pages/user/CertificatesPage.tsx").then((m) => ({ default: m.UserCertificatesPage })));
const DashboardPage = lazy(() => import("./pages/user/DashboardPage.tsx").then((m) => ({ default: m.DashboardPage })));
const PreferencesPage = lazy(() => import("./pages/user/PreferencesPage.tsx").then((m) => ({ default: m.PreferencesPage })));
const ProfilePage = lazy(() => import("./pages/user/ProfilePage.tsx").then((m) => ({ default: m.ProfilePage })));
const soon = <ComingSoonPage />;
const user = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

export const PUBLIC_ROUTES: RouteObject[] = [
  { path: "/", element: <HomePage /> },
  { path: "/single", element: <HomePage mode="single" /> },
  { path: "/multi", element: <HomePage mode="multi" /> },
  { path: "/auth", element: <AuthPage /> },
  { path: "/login", element: <AuthPage /> },
  { path: "/cards/:category/:templateId", element: soon },
  { path: "/preview/:category/:templateId/:cardId", element: soon },
  { path: "/view/:cardId", element: soon },
  { path: "/certificates/verify/:code", element: soon },
  { path: "/certificates/preview/:certificateId", element: soon },
  { path: "/certificates/:templateId", element: soon },
  { path: "/certificate/:certificateId", element: soon },
  { path: "/template-editor/:id", element: soon },
  { path: "/template-editor-unified/:id?", element: soon },
  { path: "/template-editor-with-layers/:templateId?", element: soon },
  { path: "/template-editor-with-layers-new/:templateId?", element: soon },
  { path: "/advanced-layer-editor/:templateId?", element: soon },
  { path: "/social-template-editor/:templateId", element: soon },
  { path: "/privacy", element: soon },
  { path: "/terms", element: soon },
  { path: "/contact", element: soon },
];

export const USER_ROUTES: RouteObject[] = [
  { path: "/user/dashboard", element: user(<DashboardPage />) },
  { path: "/user/cards", element: user(<UserCardsPage />) },
  { path: "/user/certificates", element: user(<UserCertificatesPage />) },
  { path: "/user/profile", element: user(<ProfilePage />) },
  { path: "/user/preferences", element: user(<PreferencesPage />) },
];

const ADMIN_SOON_PATHS = [
  "/admin/categories",
  "/admin/templates",
  "/admin/templates/new",
  "/admin/templates/:templateId",
  "/admin/templates/:templateId/fields",
  "/admin/template-editor/:id",
  "/admin/users",
  "/admin/cards",
  "/admin/certificates",
  "/admin/settings",
  "/admin/display-settings",
  "/admin/settings/auth",
  "/admin/social-auth-settings",
  "/admin/seo-settings",
];

export const ADMIN_ROUTES: RouteObject[] = [
  { path: "/admin", element: <Navigate to="/admin/dashboard" replace /> },
  { path: "/admin/profile", element: <Navigate to="/user/profile" replace /> },
  { path: "/admin/dashboard", element: admin(<AdminDashboardPage />) },
  ...ADMIN_SOON_PATHS.map((path) => ({ path, element: admin(soon) })),
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...PUBLIC_ROUTES, ...USER_ROUTES, ...ADMIN_ROUTES, { path: "*", element: <NotFoundPage /> }],
  },
];
