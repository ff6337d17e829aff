// The web app's catalogue namespaces (shared/i18n/<lang>/<ns>.json). Plain data: bench/pages.ts reads it too.
export const WEB_NAMESPACES = ["web", "validation", "webCards", "webCertificates", "admin", "polish", "webMail", "pages", "analytics"] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

/** What the header, the footer and the home page render, plus form messages: loaded before the first render. */
export const BOOT_NAMESPACES: readonly WebNamespace[] = ["web", "polish", "validation", "webCards", "webCertificates"];
