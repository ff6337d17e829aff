import http from "node:http";
import https from "node:https";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDocumentLoader } from "./documentLoader.ts";
import { generateIssuerKey, loadIssuer, type Issuer } from "./issuerKey.ts";
import { buildOpenBadgeCredential, type OpenBadgeInput } from "./openBadge.ts";
import { signCredential, type Cryptosuite, type SignedCredential } from "./sign.ts";
import { verifyCredential, type VerifyOptions } from "./verify.ts";

const PUBLIC_URL = "https://bitaqa.example";
const SUITES: Cryptosuite[] = ["eddsa-rdfc-2022", "eddsa-jcs-2022"];
const NOW = new Date("2026-06-01T12:00:00Z");

function badge(issuer: Issuer, overrides: Partial<OpenBadgeInput> = {}) {
  return buildOpenBadgeCredential({
    id: `${PUBLIC_URL}/api/certificates/cert-1/credential.json`,
    issuer: { id: issuer.did, name: "منصة بطاقة" },
    recipientName: "محمد بن عبد الله",
    achievement: {
      id: `${PUBLIC_URL}/certificates/types/appreciation`,
      name: "شهادة تقدير",
      description: "تقديراً لجهوده المتميزة",
      achievementType: "Certificate",
      criteriaNarrative: "مشاركة فعالة",
    },
    issuedAt: "2026-01-01T00:00:00Z",
    expiresAt: "2027-01-01T00:00:00Z",
    certificateCode: "7KQ2-M9XD-4HRT",
    verifyUrl: `${PUBLIC_URL}/certificates/verify/7KQ2-M9XD-4HRT`,
    lang: "ar",
    ...overrides,
  });
}

let ours: Issuer; // our did:web issuer
let oursByKey: Issuer; // the same key under did:key
let other: Issuer; // someone else's did:key
let options: VerifyOptions;

beforeAll(async () => {
  const key = await generateIssuerKey();
  ours = await loadIssuer(key, { didMethod: "web", publicUrl: PUBLIC_URL });
  oursByKey = await loadIssuer(key, { didMethod: "key", publicUrl: PUBLIC_URL });
  other = await loadIssuer(await generateIssuerKey(), { didMethod: "key" });
  options = { documentLoader: ours.documentLoader, now: NOW };
});

// No verification path may touch the network.
const fetchSpy = vi.fn(() => Promise.reject(new Error("network is disabled in this test")));
beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  for (const mod of [http, https]) {
    vi.spyOn(mod, "request");
    vi.spyOn(mod, "get");
  }
});
afterEach(() => {
  expect(fetchSpy).not.toHaveBeenCalled();
  for (const mod of [http, https]) {
    expect(mod.request).not.toHaveBeenCalled();
    expect(mod.get).not.toHaveBeenCalled();
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockClear();
});

describe.each(SUITES)("verifyCredential with %s", (cryptosuite) => {
  const sign = (credential: Record<string, unknown>, issuer = ours) => signCredential(credential, issuer, { cryptosuite });

  it("round trip: Arabic credential by our did:web and our did:key verifies", async () => {
    for (const issuer of [ours, oursByKey]) {
      const signed = await sign(badge(issuer), issuer);
      const result = await verifyCredential(signed, options);
      expect(result).toEqual({
        valid: true,
        errors: [],
        issuer: issuer.did,
        credentialId: `${PUBLIC_URL}/api/certificates/cert-1/credential.json`,
        proofs: [
          {
            index: 0,
            cryptosuite,
            proofPurpose: "assertionMethod",
            verificationMethod: issuer.verificationMethodId,
            byIssuer: true,
            verified: true,
          },
        ],
      });
      // and after a trip through JSON text, as a downloaded file would be
      expect((await verifyCredential(JSON.parse(JSON.stringify(signed)), options)).valid).toBe(true);
    }
  });

  it.each([
    ["recipient name", (vc: SignedCredential) => {
      const subject = vc.credentialSubject as { name: string };
      subject.name = subject.name.replace("ع", "غ"); // عبد → غبد
    }],
    ["recipient identifier", (vc: SignedCredential) => {
      const id = (vc.credentialSubject as { identifier: Array<{ identityHash: string }> }).identifier[0];
      id.identityHash = id.identityHash.replace("د", "ذ"); // محمد → محمذ
    }],
    ["validFrom", (vc: SignedCredential) => { vc.validFrom = "2026-01-02T00:00:00Z"; }],
    ["validUntil", (vc: SignedCredential) => { vc.validUntil = "2037-01-01T00:00:00Z"; }],
    ["issuer name", (vc: SignedCredential) => { (vc.issuer as { name: string }).name = "منصة بطاقه"; }],
    ["achievement name", (vc: SignedCredential) => {
      (vc.credentialSubject as { achievement: { name: string } }).achievement.name = "شهادة تقدير!";
    }],
    ["proof value", (vc: SignedCredential) => {
      const value = vc.proof.proofValue;
      vc.proof.proofValue = value.slice(0, 10) + (value[10] === "A" ? "B" : "A") + value.slice(11);
    }],
    ["proof date", (vc: SignedCredential) => { vc.proof.created = "2020-01-01T00:00:00Z"; }],
  ])("tampering with the %s (one character) fails the signature", async (_what, tamper) => {
    const signed = await sign(badge(ours));
    expect((await verifyCredential(signed, options)).valid).toBe(true);
    const tampered = structuredClone(signed);
    tamper(tampered);
    const result = await verifyCredential(tampered, options);
    expect(result).toMatchObject({ valid: false, reason: "signature" });
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it("a proof by a key that is not the issuer's fails with 'issuer'", async () => {
    // key A (other) signs, but the credential claims issuer B (ours)
    const impostor = { did: ours.did, signer: other.signer, documentLoader: ours.documentLoader };
    const signed = await signCredential(badge(ours), impostor, { cryptosuite });
    expect(signed.proof.verificationMethod).toBe(other.verificationMethodId);
    expect(await verifyCredential(signed, options)).toMatchObject({ valid: false, reason: "issuer" });
  });

  it("claiming the issuer's verification method while signing with another key fails the signature", async () => {
    const forger = {
      did: oursByKey.did,
      signer: { ...other.signer, id: oursByKey.verificationMethodId, sign: other.signer.sign },
      documentLoader: ours.documentLoader,
    };
    const signed = await signCredential(badge(oursByKey), forger, { cryptosuite });
    expect(await verifyCredential(signed, options)).toMatchObject({ valid: false, reason: "signature" });
  });

  it("verifies a credential from any other did:key issuer", async () => {
    const signed = await sign(badge(other, { id: "urn:uuid:8c1a6a0e-2f43-4c55-9d87-0f9b1b6d8a11" }), other);
    // with OUR loader: the foreign did:key resolves offline
    const result = await verifyCredential(signed, { documentLoader: ours.documentLoader, now: NOW });
    expect(result).toMatchObject({ valid: true, issuer: other.did });
  });

  it("an issuer DID that cannot be resolved offline fails with 'issuer'", async () => {
    const stranger = await loadIssuer(await generateIssuerKey(), { didMethod: "web", publicUrl: "https://elsewhere.example" });
    const signed = await sign(badge(stranger), stranger);
    expect(await verifyCredential(signed, { documentLoader: stranger.documentLoader, now: NOW })).toMatchObject({ valid: true });
    expect(await verifyCredential(signed, options)).toMatchObject({ valid: false, reason: "issuer" });
  });

  it("checks the validity period", async () => {
    const signed = await sign(badge(ours));
    expect(await verifyCredential(signed, { ...options, now: new Date("2027-01-01T00:00:01Z") })).toMatchObject({
      valid: false,
      reason: "expired",
    });
    expect(await verifyCredential(signed, { ...options, now: new Date("2025-12-31T00:00:00Z") })).toMatchObject({
      valid: false,
      reason: "not_yet_valid",
    });
    // a few minutes of clock skew before validFrom is tolerated
    expect((await verifyCredential(signed, { ...options, now: new Date("2025-12-31T23:58:00Z") })).valid).toBe(true);
    const expired = await sign(badge(ours, { issuedAt: "2020-01-01T00:00:00Z", expiresAt: "2021-01-01T00:00:00Z" }));
    expect(await verifyCredential(expired, { documentLoader: ours.documentLoader })).toMatchObject({
      valid: false,
      reason: "expired",
    });
  });

  it("asks the revocation callback by credential id", async () => {
    const signed = await sign(badge(ours));
    const isRevoked = vi.fn(async (id: string) => (id.includes("cert-1") ? { revoked: true, reason: "خطأ في الاسم" } : null));
    expect(await verifyCredential(signed, { ...options, isRevoked })).toMatchObject({
      valid: false,
      reason: "revoked",
      revocationReason: "خطأ في الاسم",
    });
    expect(isRevoked).toHaveBeenCalledWith(`${PUBLIC_URL}/api/certificates/cert-1/credential.json`, expect.any(Object));
    const notRevoked = vi.fn(async () => ({ revoked: false }));
    expect((await verifyCredential(signed, { ...options, isRevoked: notRevoked })).valid).toBe(true);
    const unknown = vi.fn(async () => null);
    expect((await verifyCredential(signed, { ...options, isRevoked: unknown })).valid).toBe(true);
    // a forged credential never reaches the database
    const tampered = { ...signed, name: "x" };
    const spy = vi.fn(async () => null);
    expect((await verifyCredential(tampered, { ...options, isRevoked: spy })).reason).toBe("signature");
    expect(spy).not.toHaveBeenCalled();
  });

  it("an unknown context is 'unknown_context' and is never fetched", async () => {
    const signed = await sign(badge(ours));
    const withUnknown = { ...signed, "@context": [...signed["@context"] as string[], "https://example.com/evil-context.jsonld"] };
    expect(await verifyCredential(withUnknown, options)).toMatchObject({ valid: false, reason: "unknown_context" });
    const inlineImport = { ...signed, "@context": [...signed["@context"] as string[], { "@import": "https://example.com/x.jsonld" }] };
    expect(await verifyCredential(inlineImport, options)).toMatchObject({ valid: false, reason: "unknown_context" });
  });

  it("an undefined term (not signed in RDF) is rejected as malformed, not ignored", async () => {
    const signed = await sign(badge(ours));
    const extra = structuredClone(signed) as Record<string, unknown>;
    (extra.credentialSubject as Record<string, unknown>).grade = "A+";
    expect(await verifyCredential(extra, options)).toMatchObject({ valid: false, reason: "malformed" });
  });

  it("a missing proof fails the signature", async () => {
    const { proof: _proof, ...unsigned } = await sign(badge(ours));
    expect(await verifyCredential(unsigned, options)).toMatchObject({ valid: false, reason: "signature" });
  });
});

describe("verifyCredential with malformed input", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a string", '{"@context":["https://www.w3.org/ns/credentials/v2"]}'],
    ["a number", 42],
    ["an array", [{ type: ["VerifiableCredential"] }]],
    ["an empty object", {}],
    ["wrong first context", { "@context": ["https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"], type: ["VerifiableCredential"] }],
  ])("%s → malformed", async (_what, input) => {
    const result = await verifyCredential(input, { documentLoader: createDocumentLoader() });
    expect(result).toMatchObject({ valid: false, reason: "malformed" });
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it("a 1 MB document is refused before any processing", async () => {
    const signed = await signCredential(badge(ours), ours);
    const huge = { ...signed, description: "ب".repeat(512 * 1024) }; // 1 MB of UTF-8
    const started = performance.now();
    const result = await verifyCredential(huge, options);
    expect(result).toMatchObject({ valid: false, reason: "malformed" });
    expect(result.errors[0]).toMatch(/256 KB/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("too many objects (canonicalisation cost) is malformed, quickly", async () => {
    const signed = await signCredential(badge(ours), ours);
    const evidence = Array.from({ length: 2500 }, (_, i) => ({ type: ["Evidence"], name: `e${i}` }));
    const started = performance.now();
    const result = await verifyCredential({ ...signed, evidence }, options);
    expect(result).toMatchObject({ valid: false, reason: "malformed" });
    expect(result.errors[0]).toMatch(/more than 256 objects/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("deep nesting, cycles and bad dates are malformed", async () => {
    const signed = await signCredential(badge(ours), ours);
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 5000; i++) deep = { nested: deep };
    expect((await verifyCredential({ ...signed, credentialSubject: deep }, options)).reason).toBe("malformed");
    const cyclic: Record<string, unknown> = { ...signed };
    cyclic.self = cyclic;
    expect((await verifyCredential(cyclic, options)).reason).toBe("malformed");
    expect((await verifyCredential({ ...signed, validFrom: "1 January 2026" }, options)).reason).toBe("malformed");
    expect((await verifyCredential({ ...signed, validUntil: "2027-01-01T00:00:00" }, options)).reason).toBe("malformed");
    expect((await verifyCredential({ ...signed, issuer: { name: "x" } }, options)).reason).toBe("malformed");
    expect((await verifyCredential({ ...signed, proof: "z123" }, options)).reason).toBe("malformed");
    expect((await verifyCredential({ ...signed, credentialSubject: {} }, options)).reason).toBe("malformed");
  });
});

describe("verifyCredential with a foreign status entry", () => {
  it("stays valid but says the status list was not checked (nothing is fetched)", async () => {
    const credential = {
      ...badge(other, { id: "urn:uuid:0b7f0c1e-51f4-4f0e-bb3c-8d3f7f2b9a21" }),
      credentialStatus: {
        id: "https://status.example/lists/1#94567",
        type: "BitstringStatusListEntry",
        statusPurpose: "revocation",
        statusListIndex: "94567",
        statusListCredential: "https://status.example/lists/1",
      },
    };
    const signed = await signCredential(credential, other);
    const result = await verifyCredential(signed, { ...options, isRevoked: async () => null });
    expect(result).toMatchObject({ valid: true });
    expect(result.warnings?.[0]).toMatch(/not checked/);
    // without a status entry there is nothing to warn about
    expect((await verifyCredential(await signCredential(badge(other), other), options)).warnings).toBeUndefined();
  });
});
