// The contract between the server (server/web/public-pages.ts) and the server-side React renderer of
// the public pages (web/ssr/render-public-page.tsx, built by Vite into dist/ssr). The server cannot
// import web code (its tsc build covers server/ and shared/ only), so it loads the built module at
// start and both sides agree on these types.
import type { Locale } from "../limits.ts";

/** One GET of the site's own API, answered in-process (app.inject) with the visitor's cookies and address. */
export type ApiGet = (path: string) => Promise<{ status: number; body: string; contentType: string }>;

export interface PublicPageRequest {
  /** Path and query string of the page, e.g. "/certificates/verify/ABCD-1234". */
  url: string;
  locale: Locale;
  /** From the `theme` cookie: what the page is shown in (the `dark` class is set by the server). */
  theme: "light" | "dark";
  /** Absolute origin of the site (PUBLIC_URL): share links and the router's request. */
  origin: string;
  apiGet: ApiGet;
  /** The page's og:image with its pixel size, when known (server/web/meta): images are sized before they load. */
  ogImage?: { url: string; width: number; height: number };
}

export interface PublicPageResult {
  /** The app's markup, put inside <div id="root">. */
  html: string;
  status: number;
  /** The page shows something that belongs to a signed-in person (their header): never cache publicly. */
  personal: boolean;
}

export type RenderPublicPage = (request: PublicPageRequest) => Promise<PublicPageResult>;

/** Pages drawn by the server with no app bundle (SPEC §2 paths; issue 23). Everything else is the SPA. */
const PUBLIC_PAGE_PATTERNS = [
  /^\/$/,
  /^\/(?:single|multi)\/?$/,
  /^\/view\/[^/]+\/?$/,
  /^\/certificate\/[^/]+\/?$/,
  /^\/certificates\/verify(?:\/[^/]+)?\/?$/,
  // the link a printed QR holds (issue 34): /V/VC1-B…
  /^\/[Vv]\/[^/]+\/?$/,
  /^\/(?:privacy|terms)\/?$/,
  // The offline verify app's page and the QR links (issue 34 §3, shared/verify-app.ts).
  /^\/v(?:\/[^/]+)?\/?$/i,
];

export function isServerRenderedPath(pathname: string): boolean {
  return PUBLIC_PAGE_PATTERNS.some((re) => re.test(pathname));
}
