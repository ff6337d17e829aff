// The verify app's service worker (issue 34 §3), served as /verify-sw.js with scopes /V/ and /v/. It keeps the
// shell page and its files, the issuer's DID documents and the status lists, so that a certificate's
// QR link opened with no network is still decoded and verified on the phone. No imports: the build
// writes it as one file under a fixed name.
//
// - Install and every online visit of a verify page ("sync" message): fetch /verify-app/sync.json and
//   keep everything it lists, then write the time of that sync (shown as "revocation: as of …").
// - A QR link (navigation in scope): the network first (the server verifies and adds live status);
//   with no network, the kept shell, whose script verifies the link from its own path.
// - The issuer's documents: the network first, the kept copy without network (the script reads the
//   last-sync time to say how old it is). Hashed files (/assets/…): the kept copy first (immutable).
import { VERIFY_APP_CACHE, VERIFY_APP_LAST_SYNC, VERIFY_APP_SCOPES, VERIFY_APP_SHELL, VERIFY_APP_SYNC, type VerifyAppSync } from "../../shared/verify-app.ts";

// The DOM library has no service worker types, and the WebWorker library cannot be loaded beside it
// in the web program: the few members this file uses.
interface WaitUntil { waitUntil(promise: Promise<unknown>): void }
interface SwFetchEvent extends WaitUntil { request: Request; respondWith(response: Promise<Response>): void }
interface SwMessageEvent extends WaitUntil { data: unknown }
interface SwScope {
  addEventListener(type: "install" | "activate", listener: (event: WaitUntil) => void): void;
  addEventListener(type: "fetch", listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: SwMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const sw = self as unknown as SwScope;

let syncing: Promise<void> | undefined;

/** Keeps every file and document the server lists; one failure leaves the last complete sync as it was. */
async function sync(): Promise<void> {
  const listing = await fetch(VERIFY_APP_SYNC, { cache: "no-store" });
  if (!listing.ok) throw new Error(`verify app sync: ${listing.status}`);
  const { files, documents } = (await listing.json()) as VerifyAppSync;
  const cache = await caches.open(VERIFY_APP_CACHE);
  const missing: string[] = [];
  for (const file of files) if (file.startsWith("/assets/") && !(await cache.match(file))) missing.push(file);
  await Promise.all([...files.filter((f) => !f.startsWith("/assets/")), ...missing, ...documents].map(async (url) => {
    const response = await fetch(url, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) throw new Error(`verify app sync: ${url} ${response.status}`);
    await cache.put(url, response);
  }));
  const at = new Date().toISOString();
  await cache.put(VERIFY_APP_LAST_SYNC, new Response(JSON.stringify({ at }), { headers: { "content-type": "application/json" } }));
}

function syncOnce(): Promise<void> {
  syncing ??= sync().finally(() => (syncing = undefined));
  return syncing;
}

sw.addEventListener("install", (event) => {
  event.waitUntil(syncOnce().then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith("bitaqa-verify-") && k !== VERIFY_APP_CACHE).map((k) => caches.delete(k)))).then(() => sw.clients.claim()),
  );
});

sw.addEventListener("message", (event) => {
  if (event.data === "sync") event.waitUntil(syncOnce().catch(() => undefined));
});

async function fromCache(request: Request | string): Promise<Response | undefined> {
  return (await caches.open(VERIFY_APP_CACHE)).match(request, { ignoreVary: true });
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === "navigate") {
    if (!VERIFY_APP_SCOPES.some((scope) => url.pathname.startsWith(scope))) return;
    event.respondWith(fetch(request).catch(async () => (await fromCache(VERIFY_APP_SHELL)) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCache(url.pathname).then((kept) => kept ?? fetch(request)));
    return;
  }
  event.respondWith(fetch(request).catch(async () => (await fromCache(url.pathname + url.search)) ?? Response.error()));
});
