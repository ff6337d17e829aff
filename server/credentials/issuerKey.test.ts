import { describe, expect, it } from "vitest";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { didWebDocumentUrl, didWebFromUrl, generateIssuerKey, loadIssuer } from "./issuerKey.ts";

describe("generateIssuerKey", () => {
  it("returns a serialisable Ed25519 Multikey pair, different each time", async () => {
    const a = await generateIssuerKey();
    const b = await generateIssuerKey();
    expect(Object.keys(a).sort()).toEqual(["publicKeyMultibase", "secretKeyMultibase"]);
    expect(a.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(a.secretKeyMultibase).toMatch(/^z/);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(a.publicKeyMultibase).not.toBe(b.publicKeyMultibase);
  });
});

describe("didWebFromUrl", () => {
  it.each([
    ["http://localhost:3000", "did:web:localhost%3A3000", "http://localhost:3000/.well-known/did.json"],
    ["http://localhost:3000/", "did:web:localhost%3A3000", "http://localhost:3000/.well-known/did.json"],
    ["https://example.org/path", "did:web:example.org:path", "https://example.org/path/did.json"],
    ["https://Example.org:8443/a/b/", "did:web:example.org%3A8443:a:b", "https://example.org:8443/a/b/did.json"],
    ["https://example.org", "did:web:example.org", "https://example.org/.well-known/did.json"],
  ])("%s → %s", (publicUrl, did, documentUrl) => {
    expect(didWebFromUrl(publicUrl)).toBe(did);
    expect(didWebDocumentUrl(publicUrl)).toBe(documentUrl);
  });

  it("rejects what is not an http(s) URL", () => {
    expect(() => didWebFromUrl("not a url")).toThrow(TypeError);
    expect(() => didWebFromUrl("ftp://example.org")).toThrow(TypeError);
  });
});

describe("loadIssuer", () => {
  it("did:key: DID, verification method and the driver's DID document", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "key", publicUrl: "http://localhost:3000" });
    const did = `did:key:${key.publicKeyMultibase}`;
    expect(issuer.method).toBe("key");
    expect(issuer.did).toBe(did);
    expect(issuer.verificationMethodId).toBe(`${did}#${key.publicKeyMultibase}`);
    expect(issuer.signer.id).toBe(issuer.verificationMethodId);
    expect(issuer.didDocument.id).toBe(did);
    expect(issuer.didDocument.assertionMethod).toEqual([issuer.verificationMethodId]);
    expect(issuer.didDocument.verificationMethod[0]).toMatchObject({
      id: issuer.verificationMethodId, type: "Multikey", controller: did, publicKeyMultibase: key.publicKeyMultibase,
    });
    // did:web is still published (same key) so the setting can switch without a new key
    expect(issuer.didWeb?.did).toBe("did:web:localhost%3A3000");
  });

  it("did:web for http://localhost:3000: document shape for /.well-known/did.json", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "web", publicUrl: "http://localhost:3000" });
    const did = "did:web:localhost%3A3000";
    const vmId = `${did}#${key.publicKeyMultibase}`;
    expect(issuer.method).toBe("web");
    expect(issuer.did).toBe(did);
    expect(issuer.signer.id).toBe(vmId);
    expect(issuer.didWeb?.documentUrl).toBe("http://localhost:3000/.well-known/did.json");
    expect(issuer.didDocument).toEqual({
      "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
      id: did,
      verificationMethod: [{ id: vmId, type: "Multikey", controller: did, publicKeyMultibase: key.publicKeyMultibase }],
      authentication: [vmId],
      assertionMethod: [vmId],
    });
  });

  it("did:web for https://example.org/path", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "web", publicUrl: "https://example.org/path" });
    expect(issuer.did).toBe("did:web:example.org:path");
    expect(issuer.didWeb?.documentUrl).toBe("https://example.org/path/did.json");
    expect(issuer.didDocument.id).toBe("did:web:example.org:path");
    expect(issuer.didDocument.assertionMethod).toEqual([`did:web:example.org:path#${key.publicKeyMultibase}`]);
  });

  it("never exposes the secret key in what it returns as data", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "web", publicUrl: "https://example.org" });
    const published = JSON.stringify({ ...issuer, documentLoader: undefined });
    expect(published).not.toContain(key.secretKeyMultibase);
    expect(published).toContain(key.publicKeyMultibase);
  });

  it("the signer produces signatures the public key verifies", async () => {
    const key = await generateIssuerKey();
    const issuer = await loadIssuer(key, { didMethod: "key" });
    const data = new TextEncoder().encode("بطاقة");
    const signature = await issuer.signer.sign({ data });
    const publicKey = await Ed25519Multikey.from({ publicKeyMultibase: key.publicKeyMultibase });
    expect(await publicKey.verifier().verify({ data, signature })).toBe(true);
    expect(issuer.didWeb).toBeNull();
  });

  it("refuses bad settings and corrupt stored keys", async () => {
    const a = await generateIssuerKey();
    const b = await generateIssuerKey();
    await expect(loadIssuer(a, { didMethod: "web" })).rejects.toThrow(/public URL/);
    await expect(loadIssuer({ ...a, publicKeyMultibase: "zabc" }, { didMethod: "key" })).rejects.toThrow(TypeError);
    await expect(loadIssuer({ ...a, secretKeyMultibase: "" }, { didMethod: "key" })).rejects.toThrow(TypeError);
    await expect(loadIssuer(null as never, { didMethod: "key" })).rejects.toThrow(TypeError);
    // the secret of one key with the public key of another must not sign anything
    await expect(
      loadIssuer({ publicKeyMultibase: b.publicKeyMultibase, secretKeyMultibase: a.secretKeyMultibase }, { didMethod: "key" }),
    ).rejects.toThrow(/does not match/);
  });
});
