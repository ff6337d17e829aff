// What the page reads besides the link: the issuer's public keys (its DID document), the revocation
// lists and the time the service worker last kept them. Online these come from the network; offline
// the worker answers with its kept copies (web/verify-app/service-worker.ts).
import type { QrVerificationKey } from "../../shared/credentials/qr/index.ts";
import { VERIFY_APP_CACHE, VERIFY_APP_ISSUER_DIDS, VERIFY_APP_LAST_SYNC, type VerifyAppLastSync } from "../../shared/verify-app.ts";

/** The keys the issuer lists for signing credentials (assertionMethod), old ones included. */
export function assertionKeys(didDocument: unknown): QrVerificationKey[] {
  if (!didDocument || typeof didDocument !== "object") return [];
  const doc = didDocument as { id?: unknown; verificationMethod?: unknown; assertionMethod?: unknown };
  const methods = Array.isArray(doc.verificationMethod) ? (doc.verificationMethod as Record<string, unknown>[]) : [];
  const asserted = new Set((Array.isArray(doc.assertionMethod) ? doc.assertionMethod : []).map((m: unknown) => (typeof m === "string" ? m : (m as { id?: string })?.id)));
  return methods
    .filter((m) => typeof m.id === "string" && typeof m.publicKeyMultibase === "string" && asserted.has(m.id))
    .map((m) => ({ id: m.id as string, controller: typeof m.controller === "string" ? m.controller : String(doc.id), publicKeyMultibase: m.publicKeyMultibase as string }));
}

/** Our issuer's signing keys from its DID documents (network, else the worker's copy); none when neither is there. */
export async function issuerKeys(): Promise<QrVerificationKey[]> {
  try {
    const response = await fetch(VERIFY_APP_ISSUER_DIDS);
    const documents: unknown = response.ok ? await response.json() : [];
    return Array.isArray(documents) ? documents.flatMap(assertionKeys) : [];
  } catch {
    return [];
  }
}

/** When the worker last kept every document, or undefined (never, or no worker). */
export async function lastSync(): Promise<Date | undefined> {
  if (typeof caches === "undefined") return undefined;
  const kept = await (await caches.open(VERIFY_APP_CACHE)).match(VERIFY_APP_LAST_SYNC);
  if (!kept) return undefined;
  const { at } = (await kept.json()) as VerifyAppLastSync;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A Bitstring Status List entry's bit (W3C Bitstring Status List 1.0: "u" + base64url of the GZIP of
 * the bits, most significant bit first). Fresh: fetched now; undefined when the list cannot be read.
 */
export async function revocationBit(listUrl: string, index: number, online: boolean): Promise<{ revoked: boolean; fresh: boolean } | undefined> {
  try {
    const path = new URL(listUrl, location.origin);
    if (path.origin !== location.origin) return undefined;
    const response = await fetch(path.pathname);
    if (!response.ok) return undefined;
    const list = (await response.json()) as { credentialSubject?: { encodedList?: string } };
    const encoded = list.credentialSubject?.encodedList;
    if (!encoded?.startsWith("u")) return undefined;
    const gzip = Uint8Array.from(atob(encoded.slice(1).replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const bits = new Uint8Array(await new Response(new Blob([gzip]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
    if (index < 0 || index >> 3 >= bits.length) return undefined;
    return { revoked: ((bits[index >> 3] >> (7 - (index & 7))) & 1) === 1, fresh: online };
  } catch {
    return undefined;
  }
}
