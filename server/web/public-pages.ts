// The public pages drawn by the server (issue 23): the web build's React renderer (dist/ssr, see
// shared/ssr/public-page.ts) fills <div id="root"> of index.html, and the page carries no app bundle —
// only the stylesheet, the fonts and the small enhancement script (web/enhance/enhance.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Locale } from "../../shared/limits.ts";
import type { ApiGet, PublicPageResult, RenderPublicPage } from "../../shared/ssr/public-page.ts";
import { escapeHtml } from "./renderIndexHtml.ts";
import { IN_PROCESS_HEADER } from "../analytics/item-events.ts";

/** The built renderer, or undefined without a build (the pages are then the SPA's, as before). */
export async function loadPublicPageRenderer(entry: string): Promise<RenderPublicPage | undefined> {
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { renderPublicPage?: RenderPublicPage };
  return mod.renderPublicPage;
}

/** Where the build puts the renderer: dist/ssr beside dist/web. */
export function defaultRendererEntry(webDir: string): string {
  return path.join(webDir, "..", "ssr", "render-public-page.js");
}

/** The enhancement script's hashed file (assets/enhance-<hash>.js), when built. */
export function enhanceScript(files: readonly string[]): string | undefined {
  const file = files.find((f) => /^enhance-[\w-]+\.js$/.test(f));
  return file && `/assets/${file}`;
}

/** The page's API calls, answered in-process with the visitor's cookies, language and address (rate limits count them as theirs). */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest, locale: Locale): ApiGet {
  return async (url) => {
    if (!url.startsWith("/api/")) throw new Error(`server render: ${url} is not an API path`);
    const res = await app.inject({
      method: "GET",
      url,
      remoteAddress: request.ip,
      headers: { accept: "application/json", "accept-language": locale, [IN_PROCESS_HEADER]: "1", ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
    });
    return { status: res.statusCode, body: res.body, contentType: String(res.headers["content-type"] ?? "") };
  };
}

/**
 * index.html (already filled with lang/dir and meta by renderIndexHtml) turned into the server-drawn
 * page: the app's scripts and module preloads out, the rendered markup in #root, the enhancement
 * script in. The stylesheet stays.
 */
export function serverRenderedHtml(html: string, page: Pick<PublicPageResult, "html">, script: string | undefined): string {
  let out = html
    .replace(/<script\b[^>]*\btype=["']module["'][^>]*>\s*<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>\s*/gi, "");
  const tag = script ? `<script type="module" src="${escapeHtml(script)}"></script>` : "";
  out = out.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${tag}`);
  return out;
}

/**
 * Cache-Control of a server-drawn page. A signed-in person's page shows their header: private, never
 * stored. A visitor's page may be kept by the browser or a shared cache (Vary: Cookie, Accept-Language)
 * but is revalidated on every use, with its ETag: the verify and certificate pages say whether a
 * certificate is revoked, which must show at once (issue 17), and a newly published template or a
 * changed footer shows on the next visit. A revalidation that finds the same page costs a 304.
 */
export function pageCacheControl(result: Pick<PublicPageResult, "personal">): string {
  return result.personal ? "private, no-store" : "public, no-cache";
}

/** A strong ETag of the page's bytes (the page holds no nonce: its one script is an external file). */
export function pageEtag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
