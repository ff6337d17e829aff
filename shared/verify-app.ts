// The offline verify app (issue 34 §3): the paths the server, the service worker and the page script
// agree on. A certificate's QR link lives under VERIFY_APP_SCOPE; the service worker controls that
// scope only, so no other page of the site is ever answered from its cache.

/** The QR links' path prefix and the service worker's scope. */
export const VERIFY_APP_SCOPE = "/v/";
/** The page the service worker keeps and answers for any QR link opened offline. */
export const VERIFY_APP_SHELL = "/v/";
/** The service worker (a fixed name at the root of the build: browsers find it by URL). */
export const VERIFY_APP_WORKER = "/verify-sw.js";
export const VERIFY_APP_MANIFEST = "/verify-app.webmanifest";
/** What the service worker keeps: the shell, its files, the issuer's DID documents and status lists. */
export const VERIFY_APP_SYNC = "/verify-app/sync.json";
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
  return pathname === VERIFY_APP_SCOPE.slice(0, -1) || pathname.startsWith(VERIFY_APP_SCOPE);
}
