import http from "node:http";
import https from "node:https";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import jsonld from "jsonld";
import {
  BUNDLED_CONTEXT_URLS,
  createDocumentLoader,
  findLoaderErrorCode,
  type DocumentLoader,
} from "./documentLoader.ts";
import { generateIssuerKey, loadIssuer } from "./issuerKey.ts";

async function codeOf(loader: DocumentLoader, url: string): Promise<string | undefined> {
  try {
    await loader(url);
    return "LOADED";
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe("createDocumentLoader", () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error("network is disabled in this test")));
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchSpy);
    vi.spyOn(http, "request");
    vi.spyOn(https, "request");
    vi.spyOn(http, "get");
    vi.spyOn(https, "get");
  });
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(http.request).not.toHaveBeenCalled();
    expect(https.request).not.toHaveBeenCalled();
    expect(http.get).not.toHaveBeenCalled();
    expect(https.get).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchSpy.mockClear();
  });

  it("bundles VC v1/v2, data integrity v1/v2, multikey v1 and Open Badges 3.0.x contexts", async () => {
    const loader = createDocumentLoader();
    for (const url of [
      "https://www.w3.org/2018/credentials/v1",
      "https://www.w3.org/ns/credentials/v2",
      "https://w3id.org/security/data-integrity/v1",
      "https://w3id.org/security/data-integrity/v2",
      "https://w3id.org/security/multikey/v1",
      "https://purl.imsglobal.org/spec/ob/v3p0/context.json",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.1.json",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]) {
      expect(BUNDLED_CONTEXT_URLS).toContain(url);
      const { document, documentUrl } = await loader(url);
      expect(documentUrl).toBe(url);
      expect(document).toHaveProperty("@context");
    }
    // security v2 comes from jsonld-signatures' own bundle
    expect(await codeOf(loader, "https://w3id.org/security/v2")).toBe("LOADED");
    expect(BUNDLED_CONTEXT_URLS).not.toContain("OBv3_beta");
  });

  it("refuses any other URL with UNKNOWN_CONTEXT instead of fetching it", async () => {
    const loader = createDocumentLoader();
    expect(await codeOf(loader, "https://example.com/contexts/evil.jsonld")).toBe("UNKNOWN_CONTEXT");
    expect(await codeOf(loader, "http://www.w3.org/ns/credentials/v2")).toBe("UNKNOWN_CONTEXT");
    expect(await codeOf(loader, "https://www.w3.org/ns/did/v1")).toBe("UNKNOWN_CONTEXT");
    expect(await codeOf(loader, "file:///etc/passwd")).toBe("UNKNOWN_CONTEXT");
  });

  it("the error survives jsonld's wrapping, so callers can tell why expansion failed", async () => {
    const loader = createDocumentLoader();
    const error = await jsonld
      .expand({ "@context": "https://example.com/ctx.jsonld", name: "x" }, { documentLoader: loader, safe: true })
      .then(() => null, (e: unknown) => e);
    expect(findLoaderErrorCode(error)).toBe("UNKNOWN_CONTEXT");
    expect(findLoaderErrorCode(new Error("other"))).toBeUndefined();
  });

  it("resolves any Ed25519 did:key offline (DID document and verification method)", async () => {
    const key = await generateIssuerKey();
    const did = `did:key:${key.publicKeyMultibase}`;
    const loader = createDocumentLoader();
    const { document } = await loader(did);
    expect(document).toMatchObject({ id: did, assertionMethod: [`${did}#${key.publicKeyMultibase}`] });
    const vm = (await loader(`${did}#${key.publicKeyMultibase}`)).document;
    expect(vm).toMatchObject({
      "@context": "https://w3id.org/security/multikey/v1",
      type: "Multikey",
      controller: did,
      publicKeyMultibase: key.publicKeyMultibase,
    });
    expect(JSON.stringify(vm)).not.toContain(key.secretKeyMultibase);
  });

  it("refuses did:key URLs that are not a single Ed25519 key", async () => {
    const a = await generateIssuerKey();
    const b = await generateIssuerKey();
    const loader = createDocumentLoader();
    expect(await codeOf(loader, `did:key:${a.publicKeyMultibase}#${b.publicKeyMultibase}`)).toBe("UNRESOLVABLE");
    expect(await codeOf(loader, "did:key:zDnaerDaTF5BXEavCrfRZEk316dpbLsfPDZ3WJ5hRTPFU2169")).toBe("UNRESOLVABLE");
    expect(await codeOf(loader, "did:key:z6Mk")).toBe("UNRESOLVABLE");
    expect(await codeOf(loader, `did:key:${a.publicKeyMultibase.slice(0, -1)}0`)).toBe("UNRESOLVABLE");
  });

  it("resolves our own did:web locally and no other did:web", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "web", publicUrl: "https://example.org/path" });
    const loader = issuer.documentLoader;
    expect((await loader(issuer.did)).document).toEqual(issuer.didDocument);
    expect((await loader(issuer.verificationMethodId)).document).toMatchObject({
      id: issuer.verificationMethodId,
      controller: issuer.did,
      publicKeyMultibase: key.publicKeyMultibase,
    });
    expect(await codeOf(loader, `${issuer.did}#key-2`)).toBe("UNRESOLVABLE");
    expect(await codeOf(loader, "did:web:example.org")).toBe("UNRESOLVABLE");
    expect(await codeOf(loader, "did:web:evil.example")).toBe("UNRESOLVABLE");
    expect(await codeOf(createDocumentLoader(), issuer.did)).toBe("UNRESOLVABLE");
  });
});
