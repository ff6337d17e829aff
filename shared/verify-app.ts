// The offline verify app (issue 34 §3): the paths the server, the service worker and the page script
// agree on. A certificate's QR link is <origin>/V/<payload> (upper case: QR alphanumeric mode,
// shared/credentials/qr/link.ts), also accepted as /v/. A worker's scope is a case-sensitive path
// prefix, so the same worker is registered for both; it controls those paths only, and no other page
// of the site is ever answered from its cache.
import { QR_LINK_PATH } from "./credentials/qr/link.ts";

/** The QR links' path prefixes: the service worker's scopes (its first is the installed app's). */
export const VERIFY_APP_SCOPES = [QR_LINK_PATH, QR_LINK_PATH.toLowerCase()] as const;
/** The page the service worker keeps and answers for any QR link opened offline. */
export const VERIFY_APP_SHELL = QR_LINK_PATH;
/** The service worker (a fixed name at the root of the build: browsers find it by URL). */
export const VERIFY_APP_WORKER = "/verify-sw.js";
export const VERIFY_APP_MANIFEST = "/verify-app.webmanifest";
/** What the service worker keeps: the shell, its files, the issuer's DID documents and status lists. */
export const VERIFY_APP_SYNC = "/verify-app/sync.json";
/** The issuer's DID documents (did:key and did:web): every key a printed QR may name. */
export const VERIFY_APP_ISSUER_DIDS = "/verify-app/issuer-dids.json";
/** Where the worker writes the time of its last complete sync (a JSON response in its cache). */
export const VERIFY_APP_LAST_SYNC = "/verify-app/last-sync";
export const VERIFY_APP_CACHE = "bitaqa-verify-v1";

export interface VerifyAppSync {
  /** Pages and files kept as they are (the shell, its script, stylesheet, fonts, icons). */
  files: string[];
  /** The issuer's keys and the revocation lists: kept, refreshed on every online visit. */
  documents: string[];
}

export interface VerifyAppLastSync {
  /** ISO time of the last sync that fetched every document. */
  at: string;
}

/** The shell and QR links: the pages that load the verify script and register the worker. */
export function isVerifyAppPath(pathname: string): boolean {
  return VERIFY_APP_SCOPES.some((scope) => pathname === scope.slice(0, -1) || pathname.startsWith(scope));
}

/** The payload of a QR link's path (/V/<payload>), or undefined for the app's own page (/V/). */
export function verifyAppPayload(pathname: string): string | undefined {
  const scope = VERIFY_APP_SCOPES.find((s) => pathname.startsWith(s));
  const rest = scope ? decodeURIComponent(pathname.slice(scope.length)).replace(/\/+$/, "") : "";
  return rest || undefined;
}

/** The site's public URL as the credential names it: what comes before the QR link's path. */
export function verifyAppPublicUrl(href: string): string {
  const url = new URL(href);
  const at = url.pathname.toUpperCase().indexOf(QR_LINK_PATH);
  return url.origin + (at > 0 ? url.pathname.slice(0, at) : "");
}
