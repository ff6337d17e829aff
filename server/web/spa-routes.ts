// SPEC §2 route table as patterns: paths the web app knows answer 200, anything else 404
// (the SPA still renders its own not-found page from the same index.html).
const SEG = "[^/]+";
const OPT = "(?:/[^/]+)?";
const PATTERNS = [
  "/", "/single", "/multi", "/auth", "/login", "/privacy", "/terms", "/contact",
  `/cards/${SEG}/${SEG}`, `/preview/${SEG}/${SEG}/${SEG}`, `/view/${SEG}`,
  `/certificates/verify/${SEG}`, `/V/${SEG}`, `/v/${SEG}`, `/certificates/preview/${SEG}`, `/certificates/${SEG}`, `/certificate/${SEG}`,
  `/template-editor/${SEG}`, `/template-editor-unified${OPT}`, `/template-editor-with-layers${OPT}`,
  `/template-editor-with-layers-new${OPT}`, `/advanced-layer-editor${OPT}`, `/social-template-editor/${SEG}`,
  "/user/dashboard", "/user/cards", "/user/certificates", "/user/profile", "/user/preferences",
  "/admin", "/admin/dashboard", "/admin/categories", "/admin/templates", "/admin/templates/new",
  `/admin/templates/${SEG}`, `/admin/templates/${SEG}/fields`, `/admin/template-editor/${SEG}`,
  "/admin/users", "/admin/cards", "/admin/certificates", "/admin/certificates/bulk", "/admin/settings", "/admin/display-settings",
  "/admin/settings/auth", "/admin/social-auth-settings", "/admin/seo-settings",
  "/admin/client-errors", "/admin/profile",
  "/admin/api-tokens", "/admin/fonts", "/admin/webhooks", `/admin/webhooks/${SEG}`,
  "/forgot-password", "/reset-password", "/verify-email", "/cancel-email-change", "/admin/outbox", `/admin/outbox/${SEG}`,
  "/admin/analytics", `/user/certificates/${SEG}/analytics`, `/user/cards/${SEG}/analytics`,
].map((p) => new RegExp(`^${p}/?$`));

export function isSpaRoute(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname));
}

/** og:type by path (SPEC §1): certificates → article, cards → product, else website. */
export function ogTypeForPath(pathname: string): "article" | "product" | "website" {
  if (pathname.startsWith("/certificates") || pathname.startsWith("/certificate/")) return "article";
  if (pathname.startsWith("/cards/") || pathname.startsWith("/preview/") || pathname.startsWith("/view/")) return "product";
  return "website";
}
