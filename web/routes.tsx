// Every SPEC §2 route.
import { lazy, type ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RequireAdmin, RequireUser } from "./components/Gates.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { ADMIN_PAGES, AdminLayout } from "./pages/admin/adminRoutes.tsx";
import { HomePage } from "./pages/home/HomePage.tsx";
import { NotFoundPage } from "./pages/NotFound.tsx";

// Forms (zod, react-hook-form) and signed-in pages load on demand; the AppLayout holds the Suspense.
const AuthPage = lazy(() => import("./pages/auth/AuthPage.tsx").then((m) => ({ default: m.AuthPage })));
const UserCardsPage = lazy(() => import("./pages/user/CardsPage.tsx").then((m) => ({ default: m.UserCardsPage })));
const UserCertificatesPage = lazy(() => import("./pages/user/CertificatesPage.tsx").then((m) => ({ default: m.UserCertificatesPage })));
const DashboardPage = lazy(() => import("./pages/user/DashboardPage.tsx").then((m) => ({ default: m.DashboardPage })));
const PreferencesPage = lazy(() => import("./pages/user/PreferencesPage.tsx").then((m) => ({ default: m.PreferencesPage })));
// The owner's analytics of one item: with the chart library, its own chunk.
const ItemAnalyticsPage = lazy(() => import("./pages/user/ItemAnalyticsPage.tsx").then((m) => ({ default: m.ItemAnalyticsPage })));
const ProfilePage = lazy(() => import("./pages/user/ProfilePage.tsx").then((m) => ({ default: m.ProfilePage })));
const CardFormPage = lazy(() => import("./pages/cards/CardFormPage.tsx").then((m) => ({ default: m.CardFormPage })));
const CardPreviewPage = lazy(() => import("./pages/cards/CardPreviewPage.tsx").then((m) => ({ default: m.CardPreviewPage })));
const CardViewPage = lazy(() => import("./pages/cards/CardViewPage.tsx").then((m) => ({ default: m.CardViewPage })));
const CertificateFormPage = lazy(() => import("./pages/certificates/CertificateFormPage.tsx").then((m) => ({ default: m.CertificateFormPage })));
const CertificatePage = lazy(() => import("./pages/certificates/CertificatePage.tsx").then((m) => ({ default: m.CertificatePage })));
const CheckCredentialPage = lazy(() => import("./pages/certificates/CheckCredentialPage.tsx").then((m) => ({ default: m.CheckCredentialPage })));
const QrVerifyPage = lazy(() => import("./pages/certificates/QrVerifyPage.tsx").then((m) => ({ default: m.QrVerifyPage })));
const VerifyPage = lazy(() => import("./pages/certificates/VerifyPage.tsx").then((m) => ({ default: m.VerifyPage })));
// The design editor is its own chunk: public pages never download it.
const EditorRoute = lazy(() => import("./editor/EditorRoute.tsx").then((m) => ({ default: m.EditorRoute })));
const editor = <EditorRoute />;
const ForgotPasswordPage = lazy(() => import("./pages/account/ForgotPasswordPage.tsx").then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import("./pages/account/ResetPasswordPage.tsx").then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import("./pages/account/VerifyEmailPage.tsx").then((m) => ({ default: m.VerifyEmailPage })));
const CancelEmailChangePage = lazy(() => import("./pages/account/CancelEmailChangePage.tsx").then((m) => ({ default: m.CancelEmailChangePage })));
const LegalPage = lazy(() => import("./pages/site/LegalPage.tsx").then((m) => ({ default: m.LegalPage })));
const ContactPage = lazy(() => import("./pages/site/ContactPage.tsx").then((m) => ({ default: m.ContactPage })));
const user = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

export const PUBLIC_ROUTES: RouteObject[] = [
  { path: "/", element: <HomePage /> },
  { path: "/single", element: <HomePage mode="single" /> },
  { path: "/multi", element: <HomePage mode="multi" /> },
  { path: "/auth", element: <AuthPage /> },
  { path: "/login", element: <AuthPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/verify-email", element: <VerifyEmailPage /> },
  { path: "/cancel-email-change", element: <CancelEmailChangePage /> },
  { path: "/cards/:category/:templateId", element: <CardFormPage /> },
  { path: "/preview/:category/:templateId/:cardId", element: <CardPreviewPage /> },
  { path: "/view/:cardId", element: <CardViewPage /> },
  { path: "/certificates/verify", element: <VerifyPage /> },
  { path: "/certificates/verify/:code", element: <VerifyPage /> },
  { path: "/V/:payload", element: <QrVerifyPage /> }, // React Router matches /v/ too (case-insensitive)
  { path: "/certificates/check-credential", element: <CheckCredentialPage /> },
  { path: "/certificates/preview/:certificateId", element: <CertificatePage variant="preview" /> },
  { path: "/certificates/:templateId", element: <CertificateFormPage /> },
  { path: "/certificate/:certificateId", element: <CertificatePage variant="view" /> },
  { path: "/template-editor/:id", element: editor },
  { path: "/template-editor-unified/:id?", element: editor },
  { path: "/template-editor-with-layers/:templateId?", element: editor },
  { path: "/template-editor-with-layers-new/:templateId?", element: editor },
  { path: "/advanced-layer-editor/:templateId?", element: editor },
  { path: "/social-template-editor/:templateId", element: editor },
  { path: "/privacy", element: <LegalPage slug="privacy" /> },
  { path: "/terms", element: <LegalPage slug="terms" /> },
  { path: "/contact", element: <ContactPage /> },
];

export const USER_ROUTES: RouteObject[] = [
  { path: "/user/dashboard", element: user(<DashboardPage />) },
  { path: "/user/cards", element: user(<UserCardsPage />) },
  { path: "/user/certificates", element: user(<UserCertificatesPage />) },
  { path: "/user/certificates/:id/analytics", element: user(<ItemAnalyticsPage kind="certificate" />) },
  { path: "/user/cards/:id/analytics", element: user(<ItemAnalyticsPage kind="card" />) },
  { path: "/user/profile", element: user(<ProfilePage />) },
  { path: "/user/preferences", element: user(<PreferencesPage />) },
];

export const ADMIN_ROUTES: RouteObject[] = [
  { path: "/admin", element: <Navigate to="/admin/dashboard" replace /> },
  { path: "/admin/profile", element: <Navigate to="/user/profile" replace /> },
  // The editor needs the whole screen: outside the console frame, behind the same admin gate.
  { path: "/admin/template-editor/:id", element: admin(editor) },
  // One gate and one console frame (side navigation) around every admin page.
  { element: admin(<AdminLayout />), children: ADMIN_PAGES },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...PUBLIC_ROUTES, ...USER_ROUTES, ...ADMIN_ROUTES, { path: "*", element: <NotFoundPage /> }],
  },
];
