// The offline verify app (issue 34 §3): its web app manifest, icons, and the list of what its service
// worker keeps (/verify-app/sync.json). The worker and the page script are files of the web build
// (web/verify-app/); the shell page is a server-drawn public page (/v/).
import type { FastifyInstance } from "fastify";
import { logoPng } from "../mail/logo.ts";
import { t, isLocale } from "../i18n.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/limits.ts";
import { VERIFY_APP_ISSUER_DIDS, VERIFY_APP_MANIFEST, VERIFY_APP_SCOPES, VERIFY_APP_SHELL, VERIFY_APP_SYNC, type VerifyAppSync } from "../../shared/verify-app.ts";
import { didWebAllowed, getIssuer } from "../services/issuer/issuer.ts";

const ICON_SIZES = [192, 512] as const;
const BRAND_COLOR = "#0f6b63";
/** More lists than this are not kept offline (each holds 131,072 certificates; a site with more is rare). */
export const MAX_KEPT_STATUS_LISTS = 64;

/** The page script's hashed file (assets/verify-app-<hash>.js), when built. */
export function verifyAppScript(files: readonly string[]): string | undefined {
  const file = files.find((f) => /^verify-app-[\w-]+\.js$/.test(f));
  return file && `/assets/${file}`;
}

export interface VerifyAppFiles {
  script?: string;
  /** The stylesheet(s) and critical fonts of the pages (read from the build once). */
  styles: string[];
  fonts: string[];
}

export function registerVerifyApp(app: FastifyInstance, files: VerifyAppFiles): void {
  app.get(VERIFY_APP_MANIFEST, { config: { session: false } }, async (request, reply) => {
    // The app's name in the visitor's language (Arabic by default, SPEC §1); the installed app keeps it.
    const locale: Locale = isLocale(request.cookies?.locale) ? request.cookies.locale : DEFAULT_LOCALE;
    reply.header("cache-control", "public, max-age=3600").header("vary", "Cookie");
    return reply.type("application/manifest+json").send(JSON.stringify(verifyAppManifest(locale)));
  });
  for (const size of ICON_SIZES) {
    app.get(`/verify-app/icon-${size}.png`, { config: { session: false } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return reply.type("image/png").send(logoPng(BRAND_COLOR, size));
    });
  }
  // Both of our DID documents (public keys only): a QR signed under did:key stays verifiable after the
  // admin switches to did:web and back (/.well-known/did.json serves only the current one).
  app.get(VERIFY_APP_ISSUER_DIDS, { config: { session: false } }, async (_request, reply) => {
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    reply.header("cache-control", "no-cache");
    return reply.type("application/json").send(JSON.stringify([issuer.didKey.didDocument, ...(issuer.didWeb ? [issuer.didWeb.didDocument] : [])]));
  });
  app.get(VERIFY_APP_SYNC, { config: { session: false } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return reply.send(await verifyAppSync(app, files));
  });
}

export function verifyAppManifest(locale: Locale) {
  return {
    id: VERIFY_APP_SHELL,
    name: t(locale, "webCertificates:verifyApp.name"),
    short_name: t(locale, "webCertificates:verifyApp.shortName"),
    description: t(locale, "webCertificates:verifyApp.description"),
    lang: locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    start_url: VERIFY_APP_SHELL,
    scope: VERIFY_APP_SCOPES[0],
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0f5f5a",
    icons: ICON_SIZES.map((size) => ({ src: `/verify-app/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
  };
}

/** What the worker keeps: the shell and its files, the issuer's DID document and every status list. */
export async function verifyAppSync(app: FastifyInstance, files: VerifyAppFiles): Promise<VerifyAppSync> {
  const lists = await app.db.selectFrom("status_lists").select("id").orderBy("id", "desc").limit(MAX_KEPT_STATUS_LISTS).execute();
  const methods = didWebAllowed(app.config.publicUrl) ? ["key", "web"] : ["key"];
  return {
    files: [VERIFY_APP_SHELL, VERIFY_APP_MANIFEST, ...(files.script ? [files.script] : []), ...files.styles, ...files.fonts, ...ICON_SIZES.map((s) => `/verify-app/icon-${s}.png`)],
    documents: [VERIFY_APP_ISSUER_DIDS, "/.well-known/did.json", ...lists.flatMap((l) => methods.map((m) => `/api/credentials/status/${m}/${l.id}`))],
  };
}

/** A verify page (the shell, a QR link): the manifest link and the page script that verifies offline. */
export function withVerifyApp(html: string, script: string | undefined): string {
  if (!script) return html;
  const escaped = script.replace(/[&"<>]/g, "");
  return html
    .replace(/<\/head>/i, () => `<link rel="manifest" href="${VERIFY_APP_MANIFEST}"></head>`)
    .replace(/<\/body>/i, () => `<script type="module" src="${escaped}"></script></body>`);
}

/** The stylesheets index.html links (hashed by the build). */
export function templateStyles(template: string): string[] {
  return [...template.matchAll(/<link\b[^>]*\brel=["']stylesheet["'][^>]*\bhref=["']([^"']+)["']/gi)].map((m) => m[1]);
}
