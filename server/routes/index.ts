// Every API route plugin, mounted at the URL its folder names. Unknown /api/* paths answer 404 JSON
// (see web/plugin.ts, which owns the not-found handler).
import type { FastifyInstance } from "fastify";
import user from "./api/user/index.ts";
import userProfile from "./api/user/profile/index.ts";
import userChangePassword from "./api/user/change-password/index.ts";
import userPreferences from "./api/user/preferences/index.ts";
import register from "./api/register/index.ts";
import login from "./api/login/index.ts";
import logout from "./api/logout/index.ts";
import displaySettings from "./api/display-settings/index.ts";
import seo from "./api/seo/index.ts";
import logClientError from "./api/log-client-error/index.ts";
import authProviders from "./api/auth/providers/index.ts";
import categories from "./api/categories/index.ts";
import publicSettings from "./api/settings/public/index.ts";
import adminClientErrors from "./api/admin/client-errors/index.ts";
import templates from "./api/templates/index.ts";
import certificates from "./api/certificates/index.ts";
import userCertificates from "./api/user/certificates/index.ts";
import issuer from "./api/issuer/index.ts";
import wellKnown from "./well-known.ts";
import qrCredentials from "./qr-credentials.ts";
import adminCertificatesBulk from "./api/admin/certificates/bulk/index.ts";
import adminJobs from "./api/admin/jobs/index.ts";
import cards from "./api/cards/index.ts";
import userCards from "./api/user/cards/index.ts";
import uploads from "./api/uploads/index.ts";
import library from "./api/library/index.ts";
import oauthFlow from "./api/auth/[provider]/index.ts";
import adminStats from "./api/admin/stats/index.ts";
import adminAnalytics from "./api/admin/analytics/index.ts";
import adminCategories from "./api/admin/categories/index.ts";
import adminTemplates from "./api/admin/templates/index.ts";
import adminUsers from "./api/admin/users/index.ts";
import adminCards from "./api/admin/cards/index.ts";
import adminCertificates from "./api/admin/certificates/index.ts";
import adminSettings from "./api/admin/settings/index.ts";
import adminDisplaySettings from "./api/admin/display-settings/index.ts";
import brandPalettes from "./api/brand-palettes/index.ts";
import adminBrandPalettes from "./api/admin/brand-palettes/index.ts";
import adminSeo from "./api/admin/seo/index.ts";
import adminAuthProviders from "./api/admin/auth-providers/index.ts";
import adminUploads from "./api/admin/uploads/index.ts";
import adminFonts from "./api/admin/fonts/index.ts";
import fonts from "./api/fonts/index.ts";
import vcApi from "./vc-api/index.ts";
import v1Certificates from "./api/v1/certificates/index.ts";
import adminApiTokens from "./api/admin/api-tokens/index.ts";
import adminWebhooks from "./api/admin/webhooks/index.ts";
import adminIssuer from "./api/admin/issuer/index.ts";
import apiDocs from "./api/docs/index.ts";
import userVerifyEmail from "./api/user/verify-email/index.ts";
import userEmailChange from "./api/user/email-change/index.ts";
import password from "./api/password/index.ts";
import adminMail from "./api/admin/mail/index.ts";
import pages from "./api/pages/index.ts";
import contact from "./api/contact/index.ts";
import adminPages from "./api/admin/pages/index.ts";
import credentials from "./api/credentials/index.ts";
import badge from "../web/badge/badge-route.ts";
import oid4vci from "../oid4vci/routes.ts";

export const API_ROUTES: [prefix: string, plugin: (app: FastifyInstance) => Promise<void>][] = [
  ["/api/user", user],
  ["/api/user/profile", userProfile],
  ["/api/user/change-password", userChangePassword],
  ["/api/user/preferences", userPreferences],
  ["/api/register", register],
  ["/api/login", login],
  ["/api/logout", logout],
  ["/api/display-settings", displaySettings],
  ["/api/seo", seo],
  ["/api/log-client-error", logClientError],
  ["/api/auth/providers", authProviders],
  ["/api/categories", categories],
  ["/api/settings/public", publicSettings],
  ["/api/admin/client-errors", adminClientErrors],
  ["/api/templates", templates],
  ["/api/certificates", certificates],
  ["/api/user/certificates", userCertificates],
  ["/api/issuer", issuer],
  ["", wellKnown],
  ["", qrCredentials],
  ["/api/admin/certificates/bulk", adminCertificatesBulk],
  ["/api/admin/jobs", adminJobs],
  ["/api/cards", cards],
  ["/api/user/cards", userCards],
  ["/api/uploads", uploads],
  ["/api/fonts", fonts],
  ["/api/admin/fonts", adminFonts],
  ["/api/library", library],
  ["/api/auth", oauthFlow],
  ["/api/admin/stats", adminStats],
  ["/api/admin/analytics", adminAnalytics],
  ["/api/admin/categories", adminCategories],
  ["/api/admin/templates", adminTemplates],
  ["/api/admin/users", adminUsers],
  ["/api/admin/cards", adminCards],
  ["/api/admin/certificates", adminCertificates],
  ["/api/admin/settings", adminSettings],
  ["/api/admin/display-settings", adminDisplaySettings],
  ["/api/brand-palettes", brandPalettes],
  ["/api/admin/brand-palettes", adminBrandPalettes],
  ["/api/admin/seo", adminSeo],
  ["/api/admin/auth-providers", adminAuthProviders],
  ["/api/admin/uploads", adminUploads],
  ["/vc-api", vcApi],
  ["/api/v1/certificates", v1Certificates],
  ["/api/admin/api-tokens", adminApiTokens],
  ["/api/admin/webhooks", adminWebhooks],
  ["/api/admin/issuer", adminIssuer],
  ["/api", apiDocs],
  ["/api/user/verify-email", userVerifyEmail],
  ["/api/user/email-change", userEmailChange],
  ["/api/password", password],
  ["/api/admin/mail", adminMail],
  ["/api/pages", pages],
  ["/api/contact", contact],
  ["/api/admin/pages", adminPages],
  ["/api/credentials", credentials],
  ["", badge],
  ["", oid4vci],
];

export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  for (const [prefix, plugin] of API_ROUTES) await app.register(plugin, { prefix });
}
