// The admin console's pages (SPEC §2 admin routes plus /admin/client-errors), each loaded on demand,
// all inside AdminLayout. routes.tsx wraps this in RequireAdmin.
import { lazy } from "react";
import type { RouteObject } from "react-router";

const page = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const AdminLayout = page(() => import("../../layout/AdminLayout.tsx"), "AdminLayout");
const Dashboard = page(() => import("./AdminDashboardPage.tsx"), "AdminDashboardPage");
const Categories = page(() => import("./AdminCategoriesPage.tsx"), "AdminCategoriesPage");
const Templates = page(() => import("./AdminTemplatesPage.tsx"), "AdminTemplatesPage");
const TemplateForm = page(() => import("./AdminTemplateFormPage.tsx"), "AdminTemplateFormPage");
const TemplateFields = page(() => import("./AdminTemplateFieldsPage.tsx"), "AdminTemplateFieldsPage");
const Users = page(() => import("./AdminUsersPage.tsx"), "AdminUsersPage");
const Cards = page(() => import("./AdminCardsPage.tsx"), "AdminCardsPage");
const Certificates = page(() => import("./AdminCertificatesPage.tsx"), "AdminCertificatesPage");
const BulkIssue = page(() => import("./AdminBulkIssuePage.tsx"), "AdminBulkIssuePage");
const Settings = page(() => import("./AdminSettingsPage.tsx"), "AdminSettingsPage");
const DisplaySettings = page(() => import("./AdminDisplaySettingsPage.tsx"), "AdminDisplaySettingsPage");
const AuthProviders = page(() => import("./AdminAuthProvidersPage.tsx"), "AdminAuthProvidersPage");
const Seo = page(() => import("./AdminSeoPage.tsx"), "AdminSeoPage");
const ApiTokens = page(() => import("./AdminApiTokensPage.tsx"), "AdminApiTokensPage");
const Webhooks = page(() => import("./AdminWebhooksPage.tsx"), "AdminWebhooksPage");
const Outbox = page(() => import("./AdminOutboxPage.tsx"), "AdminOutboxPage");
const Fonts = page(() => import("./AdminFontsPage.tsx"), "AdminFontsPage");
const Analytics = page(() => import("./AdminAnalyticsPage.tsx"), "AdminAnalyticsPage");
const ClientErrors = page(() => import("./AdminClientErrorsPage.tsx"), "AdminClientErrorsPage");

export const ADMIN_PAGES: RouteObject[] = [
  { path: "/admin/dashboard", element: <Dashboard /> },
  { path: "/admin/analytics", element: <Analytics /> },
  { path: "/admin/categories", element: <Categories /> },
  { path: "/admin/templates", element: <Templates /> },
  { path: "/admin/templates/new", element: <TemplateForm /> },
  { path: "/admin/templates/:templateId", element: <TemplateForm /> },
  { path: "/admin/templates/:templateId/fields", element: <TemplateFields /> },
  { path: "/admin/users", element: <Users /> },
  { path: "/admin/cards", element: <Cards /> },
  { path: "/admin/certificates", element: <Certificates /> },
  { path: "/admin/certificates/bulk", element: <BulkIssue /> },
  { path: "/admin/settings", element: <Settings /> },
  { path: "/admin/display-settings", element: <DisplaySettings /> },
  { path: "/admin/settings/auth", element: <AuthProviders /> },
  { path: "/admin/social-auth-settings", element: <AuthProviders /> },
  { path: "/admin/seo-settings", element: <Seo /> },
  { path: "/admin/api-tokens", element: <ApiTokens /> },
  { path: "/admin/fonts", element: <Fonts /> },
  { path: "/admin/webhooks", element: <Webhooks /> },
  { path: "/admin/webhooks/:id", element: <Webhooks /> },
  { path: "/admin/client-errors", element: <ClientErrors /> },
  { path: "/admin/outbox", element: <Outbox /> },
  { path: "/admin/outbox/:id", element: <Outbox /> },
];
