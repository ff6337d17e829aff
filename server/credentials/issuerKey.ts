// The platform's Ed25519 issuer key and the two DIDs it is published under. The caller stores
// the serialised key (plain JSON) in the database; the secret never leaves this module except
// inside the `signer` closure.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import {
  createDocumentLoader,
  DID_V1_CONTEXT,
  MULTIKEY_CONTEXT,
  type DidDocument,
  type DocumentLoader,
} from "./documentLoader.ts";

export type DidMethod = "key" | "web";

/** What the database keeps (Ed25519 Multikey, multibase base58btc). */
export interface StoredIssuerKey {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

export interface IssuerSigner {
  id: string;
  algorithm: "Ed25519";
  sign(args: { data: Uint8Array }): Promise<Uint8Array>;
}

export interface Issuer {
  /** The method chosen by the setting, and the DID that signs and appears as `issuer.id`. */
  method: DidMethod;
  did: string;
  verificationMethodId: string;
  signer: IssuerSigner;
  /** DID document of `did` (public data only). */
  didDocument: DidDocument;
  publicKeyMultibase: string;
  didKey: { did: string; didDocument: DidDocument };
  /** Present when a public URL is known: serve `didDocument` at `documentUrl`. */
  didWeb: { did: string; didDocument: DidDocument; documentUrl: string } | null;
  /** Resolves our did:web locally, any did:key offline, bundled contexts; never fetches. */
  documentLoader: DocumentLoader;
  /** did:key documents of keys this issuer used before a rotation (they still verify what they signed). */
  retiredDidKeys: DidDocument[];
}

const MULTIBASE_ED25519_PUBLIC = /^z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}$/;
const MULTIBASE_ED25519_SECRET = /^z[1-9A-HJ-NP-Za-km-z]{80,120}$/;

export async function generateIssuerKey(): Promise<StoredIssuerKey> {
  const keyPair = await Ed25519Multikey.generate();
  const exported = await keyPair.export({ publicKey: true, secretKey: true, includeContext: false });
  if (!exported.publicKeyMultibase || !exported.secretKeyMultibase) throw new Error("Key generation failed.");
  return { publicKeyMultibase: exported.publicKeyMultibase, secretKeyMultibase: exported.secretKeyMultibase };
}

/**
 * did:web for a public URL: host (port as %3A), then path segments joined by ":".
 * http://localhost:3000 → did:web:localhost%3A3000; https://example.org/path → did:web:example.org:path.
 */
export function didWebFromUrl(publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new TypeError(`PUBLIC_URL "${publicUrl}" is not a URL.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError("PUBLIC_URL must be http(s).");
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const segments = url.pathname
    .split("/")
    .filter((segment) => segment !== "")
    // segments are already percent-encoded by URL; only ":" would clash with the separator
    .map((segment) => segment.replaceAll(":", "%3A"));
  return ["did:web", host, ...segments].join(":");
}

/** Where a did:web resolver fetches the document: /.well-known/did.json for a bare host,
 * <path>/did.json otherwise (did:web method spec §3.2.2). */
export function didWebDocumentUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path === "" ? "/.well-known" : path}/did.json`;
}

/** The current key authenticates and asserts; retired keys (oldest first) stay as assertion
 * methods only, so credentials and printed QRs they signed keep verifying after a rotation. */
function didDocumentFor(did: string, publicKeyMultibase: string, retired: readonly string[] = []): DidDocument {
  const verificationMethodId = `${did}#${publicKeyMultibase}`;
  const retiredIds = retired.map((key) => `${did}#${key}`);
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: [
      { id: verificationMethodId, type: "Multikey", controller: did, publicKeyMultibase },
      ...retired.map((key, i) => ({ id: retiredIds[i], type: "Multikey", controller: did, publicKeyMultibase: key })),
    ],
    authentication: [verificationMethodId],
    assertionMethod: [verificationMethodId, ...retiredIds],
  };
}

/** Rebuilds the issuer from its stored key. Throws if the stored key is malformed or the
 * secret does not belong to the public key (a corrupt row must not sign anything). */
export async function loadIssuer(
  stored: StoredIssuerKey,
  options: { didMethod: DidMethod; publicUrl?: string | null; retiredPublicKeys?: readonly string[] },
): Promise<Issuer> {
  const { publicKeyMultibase, secretKeyMultibase } = stored ?? ({} as StoredIssuerKey);
  if (typeof publicKeyMultibase !== "string" || !MULTIBASE_ED25519_PUBLIC.test(publicKeyMultibase)) {
    throw new TypeError("Stored issuer key: publicKeyMultibase is not an Ed25519 Multikey.");
  }
  if (typeof secretKeyMultibase !== "string" || !MULTIBASE_ED25519_SECRET.test(secretKeyMultibase)) {
    throw new TypeError("Stored issuer key: secretKeyMultibase is malformed.");
  }
  if (options.didMethod !== "key" && options.didMethod !== "web") throw new TypeError("didMethod must be key or web.");
  if (options.didMethod === "web" && !options.publicUrl) throw new TypeError("did:web needs a public URL.");
  const retired = (options.retiredPublicKeys ?? []).filter((key) => MULTIBASE_ED25519_PUBLIC.test(key) && key !== publicKeyMultibase);

  const keyDid = `did:key:${publicKeyMultibase}`;
  let didWeb: Issuer["didWeb"] = null;
  if (options.publicUrl) {
    const webDid = didWebFromUrl(options.publicUrl);
    didWeb = {
      did: webDid,
      didDocument: didDocumentFor(webDid, publicKeyMultibase, retired),
      documentUrl: didWebDocumentUrl(options.publicUrl),
    };
  }
  const documentLoader = createDocumentLoader({ didDocuments: didWeb ? [didWeb.didDocument] : [] });
  // The did:key document exactly as every verifier derives it (did-method-key driver).
  const didKey = { did: keyDid, didDocument: (await documentLoader(keyDid)).document as DidDocument };
  const chosen = options.didMethod === "web" && didWeb ? didWeb : didKey;
  const verificationMethodId = `${chosen.did}#${publicKeyMultibase}`;

  const keyPair = await Ed25519Multikey.from({
    "@context": MULTIKEY_CONTEXT,
    type: "Multikey",
    id: verificationMethodId,
    controller: chosen.did,
    publicKeyMultibase,
    secretKeyMultibase,
  });
  const signer = keyPair.signer() as IssuerSigner;
  const probe = new TextEncoder().encode("bitaqa issuer key self-check");
  if (!(await keyPair.verifier().verify({ data: probe, signature: await signer.sign({ data: probe }) }))) {
    throw new Error("Stored issuer key: the secret key does not match the public key.");
  }

  return {
    method: chosen === didKey ? "key" : "web",
    did: chosen.did,
    verificationMethodId,
    signer,
    didDocument: chosen.didDocument,
    publicKeyMultibase,
    didKey,
    didWeb,
    documentLoader,
    retiredDidKeys: retired.map((key) => didDocumentFor(`did:key:${key}`, key)),
  };
}
