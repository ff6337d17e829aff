// The verify pages' script (/V/ and the QR links /V/{payload}; issue 34 §3), a separate entry of the
// web build loaded on those pages only. It registers the service worker that keeps the page, its files,
// the issuer's DID documents and the revocation lists (and asks it to refresh them on every online
// visit), then verifies the credential in the link on the phone: the signature against the issuer's
// keys, the expiry against the phone's clock, revocation from the status list — live when online, as
// of the last sync otherwise, and it says which. Its words come from the page (data-messages).
import { decodeAndVerifyQrPayload } from "../../shared/credentials/qr/index.ts";
import { VERIFY_APP_SCOPES, VERIFY_APP_WORKER, verifyAppPayload, verifyAppPublicUrl } from "../../shared/verify-app.ts";
import { issuerKeys, lastSync, revocationBit } from "./issuer-documents.ts";
import { format, formatDate, line, renderVerdict, type Messages, type PageVerdict } from "./render-result.ts";

async function registerWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  // One worker script, both cases of the links' path (a scope is a case-sensitive prefix).
  const registrations = await Promise.all(VERIFY_APP_SCOPES.map((scope) => navigator.serviceWorker.register(VERIFY_APP_WORKER, { scope })));
  // Installing syncs by itself; an installed worker refreshes the kept documents on every online visit.
  if (navigator.onLine) registrations.find((r) => r.active)?.active?.postMessage("sync");
}

/** The signature, the expiry, then revocation. */
export async function verifyLink(payload: string, now: Date): Promise<PageVerdict> {
  const online = navigator.onLine;
  const [keys, synced] = await Promise.all([issuerKeys(), lastSync()]);
  if (keys.length === 0) return { kind: "refused", reason: "no-keys" };
  const result = await decodeAndVerifyQrPayload(payload, { keys, now, publicUrl: verifyAppPublicUrl(location.href) });
  if (!result.verified) return { kind: "refused", reason: result.reason, credential: result.credential, damaged: /^VC1-B/i.test(payload) };
  const { credential } = result;
  const revocation = credential.status ? await revocationBit(credential.status.listUrl, credential.status.index, online) : undefined;
  if (revocation?.revoked) return { kind: "revoked", credential, fresh: revocation.fresh, lastSync: synced };
  return { kind: "verified", credential, revocation, lastSync: synced, offline: !online };
}

async function main(): Promise<void> {
  const root = document.querySelector<HTMLElement>("[data-verify-app]");
  const registered = registerWorker().catch(() => undefined);
  if (!root?.dataset.messages) return;
  const messages = JSON.parse(root.dataset.messages) as Messages;
  const payload = verifyAppPayload(location.pathname);
  if (payload) {
    root.replaceChildren(line(messages.checking, "verify-app-checking"));
    const started = performance.now();
    renderVerdict(root, await verifyLink(payload, new Date()), messages);
    // Read by bench/qr-offline.ts: the verification alone, and the answer's time since the navigation began.
    root.dataset.verifyMs = String(Math.round(performance.now() - started));
    root.dataset.shownAtMs = String(Math.round(performance.now()));
  } else {
    const synced = await lastSync();
    root.replaceChildren(
      line(messages.noLink, "verify-app-no-link", "text-base"),
      line(synced ? format(messages.lastSync, { date: formatDate(synced) }) : messages.revocationNever, "verify-app-last-sync"),
    );
  }
  await registered;
}

void main();
