import { describe, expect, it } from "vitest";
import { checkCredentialShape, parseCredentialJson } from "./credentialShape.ts";
import { generateIssuerKey, loadIssuer } from "./issuerKey.ts";
import { signCredential } from "./sign.ts";
import { verifyCredential } from "./verify.ts";

describe("parseCredentialJson", () => {
  it("parses uploaded text (with or without a BOM)", () => {
    expect(parseCredentialJson('{"a":"ب"}')).toEqual({ a: "ب" });
    expect(parseCredentialJson('\uFEFF{"a":1}')).toEqual({ a: 1 });
  });

  it("returns undefined for invalid or oversize text instead of throwing", () => {
    expect(parseCredentialJson("{not json")).toBeUndefined();
    expect(parseCredentialJson(`"${"x".repeat(300 * 1024)}"`)).toBeUndefined();
    expect(parseCredentialJson(42 as never)).toBeUndefined();
  });
});

describe("checkCredentialShape", () => {
  const v2 = {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    type: ["VerifiableCredential"],
    issuer: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK",
    credentialSubject: { name: "x" },
    validFrom: "2025-01-01T00:00:00+03:00",
  };

  it("returns a detached copy for a well-formed credential", () => {
    const result = checkCredentialShape(v2);
    expect(result).toMatchObject({ ok: true, version: 2 });
    if (result.ok) {
      expect(result.credential).toEqual(v2);
      expect(result.credential).not.toBe(v2);
    }
  });

  it("lists every problem", () => {
    const result = checkCredentialShape({ "@context": "https://www.w3.org/ns/credentials/v2", type: "X", issuer: 3, id: "no uri" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toHaveLength(5);
  });

  it("requires issuanceDate for VC 1.1", () => {
    const v1 = { ...v2, "@context": ["https://www.w3.org/2018/credentials/v1"] };
    expect(checkCredentialShape(v1).ok).toBe(false);
    expect(checkCredentialShape({ ...v1, issuanceDate: "2025-01-01T00:00:00Z" })).toMatchObject({ ok: true, version: 1 });
  });
});

describe("VC 1.1 credentials (early Open Badges 3.0 issuers)", () => {
  it("verify with issuanceDate/expirationDate semantics", async () => {
    const other = await loadIssuer(await generateIssuerKey(), { didMethod: "key" });
    const credential = {
      "@context": ["https://www.w3.org/2018/credentials/v1", "https://purl.imsglobal.org/spec/ob/v3p0/context.json"],
      id: "urn:uuid:3f1d3c5e-5a8b-4d0c-9a51-6c2c1f7d2e10",
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: other.did, type: "Profile", name: "Old issuer" },
      issuanceDate: "2023-01-01T00:00:00Z",
      expirationDate: "2024-01-01T00:00:00Z",
      credentialSubject: {
        type: "AchievementSubject",
        achievement: {
          id: "https://example.org/achievements/1",
          type: "Achievement",
          name: "Ancien badge",
          description: "d",
          criteria: { narrative: "n" },
        },
      },
    };
    const signed = await signCredential(credential, other);
    const documentLoader = other.documentLoader;
    expect(await verifyCredential(signed, { documentLoader, now: new Date("2023-06-01T00:00:00Z") })).toMatchObject({
      valid: true,
    });
    expect(await verifyCredential(signed, { documentLoader, now: new Date("2024-06-01T00:00:00Z") })).toMatchObject({
      valid: false,
      reason: "expired",
    });
  });
});
