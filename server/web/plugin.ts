// Serves the built web app (dist/web) when present: hashed assets with an immutable cache, and
// every other non-API GET answered with index.html rendered for the page (lang/dir + SEO meta).
// Unknown /api/* paths answer 404 JSON.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { notFound } from "../errors.ts";
import { pageCspNonces } from "../http/security-headers.ts";
import { sendCompressed } from "../http/compress-text.ts";
import { getGlobalSeo } from "../services/seo/get-seo.ts";
import { getPublicSettings } from "../settings/public.ts";
import { renderIndexHtml, scriptSafeJson } from "./renderIndexHtml.ts";
import { readManifest, routeModules } from "./route-modules.ts";
import { isSpaRoute, ogTypeForPath } from "./spa-routes.ts";
import { resolveEntityMeta } from "./meta/index.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/limits.ts";
import { isLocale } from "../i18n.ts";
import { isServerRenderedPath, type RenderPublicPage } from "../../shared/ssr/public-page.ts";
import { defaultRendererEntry, enhanceScript, inProcessApi, loadPublicPageRenderer, pageCacheControl, pageEtag, serverRenderedHtml } from "./public-pages.ts";
import { registerPreferenceRoute } from "./preferences.ts";
import { countItemPage } from "./page-events.ts";
import { isVerifyAppPath } from "../../shared/verify-app.ts";
import { registerVerifyApp, templateStyles, verifyAppScript, withVerifyApp } from "./verify-app.ts";

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(app.config.webDir, "index.html");
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
  const assets = template ? assetFiles(app.config.webDir) : [];
  const fonts = criticalFonts(assets);
  const catalogues = bootCatalogues(assets);
  const routes = routeModules(template ? readManifest(app.config.webDir) : undefined);
  // The public pages are drawn by the server when the renderer was built (issue 23); else they are the SPA's.
  const renderer: RenderPublicPage | undefined = template ? await loadPublicPageRenderer(app.config.ssrEntry ?? defaultRendererEntry(app.config.webDir)) : undefined;
  const enhance = enhanceScript(assets);
  registerPreferenceRoute(app);
  // The offline verify app (issue 34 §3): its script only on the verify pages (/v/…).
  const verifyScript = verifyAppScript(assets);
  registerVerifyApp(app, { script: verifyScript, styles: template ? templateStyles(template) : [], fonts: [...(fonts.arabic ?? []), ...(fonts.latin ?? [])] });

  if (template) {
    await app.register(fastifyStatic, {
      root: app.config.webDir,
      wildcard: false,
      index: false,
      // .br/.gz written beside each text asset by scripts/precompress.mjs (build).
      preCompressed: true,
      // index.html is always rendered by renderPage, never sent raw.
      allowedPath: (pathname) => !pathname.endsWith("/index.html"),
      setHeaders: (res, filePath) => {
        const rel = path.relative(app.config.webDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=0, must-revalidate");
      },
    });
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    const pathname = request.url.split("?")[0];
    // The public pages, and the not-found page of any path the app does not know, are drawn by the server.
    if (renderer && (isServerRenderedPath(pathname) || !isSpaRoute(pathname))) {
      try {
        return await renderServerPage(request, reply, html, renderer);
      } catch (err) {
        // Never a blank page: the SPA draws it as before.
        request.log.error({ err }, "server render failed; answering with the app");
      }
    }
    // Pages of one card/certificate get that entity's meta (web/meta); an unknown entity answers 404.
    const [seo, settings, entity] = await Promise.all([getGlobalSeo(app.db), getPublicSettings(app.db), resolveEntityMeta(app, pathname, request.locale)]);
    const body = withPageBoot(request, reply, renderIndexHtml(html, {
      locale: request.locale,
      url: app.config.publicUrl + pathname,
      publicUrl: app.config.publicUrl,
      ogType: entity?.ogType ?? ogTypeForPath(pathname),
      seo: entity?.seo ?? seo,
      siteName: settings.siteName[request.locale],
      image: entity?.image,
      preloadImage: entity?.preloadImage,
      bootView: entity?.bootView,
      fonts: fonts[request.locale === "ar" ? "arabic" : "latin"],
      modules: [...(catalogues[request.locale] ?? []), ...routes.forPath(pathname)],
    }));
    reply
      .status(isSpaRoute(pathname) && entity !== null ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8");
    countItemPage(app, request, entity?.item, reply.statusCode, "app");
    return sendCompressed(request, reply, body, ["Cookie"]);
  }

  /** A public page drawn by the server: same meta as the SPA's index.html, the page's markup, no app bundle. */
  async function renderServerPage(request: FastifyRequest, reply: FastifyReply, html: string, render: RenderPublicPage) {
    const pathname = request.url.split("?")[0];
    // The verify form is a GET form (works without scripts): its answer lives at the code's own URL.
    const typed = pathname.replace(/\/$/, "") === "/certificates/verify" ? new URLSearchParams(request.url.split("?")[1] ?? "").get("code")?.trim() : undefined;
    if (typed) return reply.redirect(`/certificates/verify/${encodeURIComponent(typed)}`, 303);
    // The language the app would show: the visitor's choice (cookie), else Arabic (SPEC §1) — not
    // Accept-Language, or an English browser's first visit would differ between these pages and the app.
    const locale: Locale = isLocale(request.cookies?.locale) ? request.cookies.locale : DEFAULT_LOCALE;
    const [seo, settings, entity] = await Promise.all([getGlobalSeo(app.db), getPublicSettings(app.db), resolveEntityMeta(app, pathname, locale)]);
    const theme = request.cookies?.theme === "dark" ? "dark" : "light";
    const ogImage = entity?.image && entity.seo.ogImage ? { url: entity.seo.ogImage, ...entity.image } : undefined;
    const page = await render({ url: request.url, locale: locale, theme, origin: app.config.publicUrl, apiGet: inProcessApi(app, request, locale), ogImage });
    const meta = renderIndexHtml(html, {
      locale: locale,
      url: app.config.publicUrl + pathname,
      publicUrl: app.config.publicUrl,
      ogType: entity?.ogType ?? ogTypeForPath(pathname),
      seo: entity?.seo ?? seo,
      siteName: settings.siteName[locale],
      image: entity?.image,
      preloadImage: entity?.preloadImage,
      fonts: fonts[locale === "ar" ? "arabic" : "latin"],
    });
    pageCspNonces(reply);
    let body = serverRenderedHtml(meta, page, enhance);
    // A category's templates on the home page (/?category=eid): the next tap opens the card form, whose
    // scripts web/enhance prefetches once the page has loaded (issue 31; route-modules.ts). Not on the
    // plain home page: there the next tap is usually a category, a new page whose own requests these
    // prefetches would hold up on slow 4G (measured: the category page took seconds longer to arrive).
    if (pathname === "/" && isCardCategoryView(request.url) && routes.cardFormPrefetch.length > 0) {
      const files = [...routes.cardFormPrefetch, ...(catalogues[locale] ?? [])];
      body = body.replace(/<\/body>/i, () => `${appPrefetchBlock(files)}</body>`);
    }
    if (isVerifyAppPath(pathname)) body = withVerifyApp(body, verifyScript);
    if (theme === "dark") body = body.replace(/<html\b/i, '<html class="dark"');
    const status = entity === null ? 404 : page.status;
    reply.status(status).header("cache-control", pageCacheControl(page)).type("text/html; charset=utf-8");
    if (!page.personal && status === 200) {
      const etag = pageEtag(body);
      reply.header("etag", etag);
      if (request.headers["if-none-match"] === etag) {
        // The browser shows its copy: a person saw the page again.
        countItemPage(app, request, entity?.item, 304, "server");
        return reply.status(304).header("vary", "Cookie, Accept-Language, Accept-Encoding").send();
      }
    }
    countItemPage(app, request, entity?.item, status, "server");
    return sendCompressed(request, reply, body, ["Cookie", "Accept-Language"]);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0];
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (isApi || !template || (request.method !== "GET" && request.method !== "HEAD")) throw notFound();
    return renderPage(request, reply, template);
  });
}

/** The home page showing one card category's templates (web/pages/home/HomePage.tsx reads the same query). */
export function isCardCategoryView(url: string): boolean {
  const params = new URLSearchParams(url.split("?")[1] ?? "");
  return !!params.get("category") && params.get("tab") !== "certificates" && !params.get("type");
}

/** The JSON list web/enhance reads (id "app-prefetch"): data, never run, so no CSP nonce. */
export function appPrefetchBlock(files: readonly string[]): string {
  return `<script type="application/json" id="app-prefetch">${scriptSafeJson(files)}</script>`;
}

/** The built web app's hashed asset file names, read once at start (none without a build). */
function assetFiles(webDir: string): string[] {
  try {
    return fs.readdirSync(path.join(webDir, "assets"));
  } catch {
    return [];
  }
}

/**
 * The one font face a page's first paint needs, per script: the Cairo variable face's arabic subset
 * for Arabic pages, its latin subset for English and French (web/styles.css; the hashed names are read
 * from the build once). Preloaded, it arrives with the scripts instead of after the first render.
 */
export function criticalFonts(files: readonly string[]): Partial<Record<"arabic" | "latin", string[]>> {
  const out: Partial<Record<"arabic" | "latin", string[]>> = {};
  for (const subset of ["arabic", "latin"] as const) {
    const file = files.find((f) => new RegExp(`^cairo-${subset}-wght-normal-[\\w-]+\\.woff2$`).test(f));
    if (file) out[subset] = [`/assets/${file}`];
  }
  return out;
}

/** web/lib/i18n-namespaces.ts BOOT_NAMESPACES (the server build cannot import web code; a test keeps them equal). */
export const BOOT_CATALOGUES = ["web", "polish", "validation", "webCards", "webCertificates"] as const;

/**
 * The boot catalogues of each language (assets/i18n-<lang>-<ns>-<hash>.js, web/lib/i18n-catalogues.ts):
 * the entry imports them only once it runs; a modulepreload in the page fetches them with it.
 */
export function bootCatalogues(files: readonly string[]): Partial<Record<Locale, string[]>> {
  const out: Partial<Record<Locale, string[]>> = {};
  for (const file of files) {
    const m = /^i18n-([a-z]{2})-([A-Za-z]+)-[\w-]+\.js$/.exec(file);
    if (!m || !(BOOT_CATALOGUES as readonly string[]).includes(m[2])) continue;
    const lang = m[1] as Locale;
    (out[lang] ??= []).push(`/assets/${file}`);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

/**
 * zod (v4) probes `new Function("")` once to decide whether to compile its parsers; under our CSP
 * (no 'unsafe-eval') the probe is refused and Chrome reports a CSP violation on every page (Lighthouse
 * best practices: inspector issues). zod reads globalThis.__zod_globalConfig when its module loads:
 * `jitless` skips the probe (and the compiled parsers, which the page cannot use anyway). A classic
 * inline script runs before any module script, whatever the bundle's chunk order.
 */
export const ZOD_JITLESS = (scriptNonce: string) => `<script nonce="${scriptNonce}">globalThis.__zod_globalConfig={jitless:true}</script>`;

/**
 * Per-request boot data: zod's jitless switch (above), the CSP nonce (Radix's scroll lock inserts a <style> element, allowed only
 * with it; the web passes it on through get-nonce) and the dark class from the `theme` cookie, so a
 * dark-mode page does not flash light before the script runs.
 */
function withPageBoot(request: FastifyRequest, reply: FastifyReply, html: string): string {
  const nonces = pageCspNonces(reply);
  let out = html.replace(/<head>/i, () => `<head>\n    <meta name="csp-nonce" content="${nonces.style}">\n    ${ZOD_JITLESS(nonces.script)}`);
  if (request.cookies?.theme === "dark") out = out.replace(/<html\b/i, '<html class="dark"');
  return out;
}
