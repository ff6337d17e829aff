import { describe, expect, it } from "vitest";
import { generateIssuerKey, loadIssuer } from "./issuerKey.ts";
import { buildOpenBadgeCredential } from "./openBadge.ts";
import { signCredential } from "./sign.ts";

async function setup(didMethod: "key" | "web" = "key") {
  const issuer = await loadIssuer(await generateIssuerKey(), { didMethod, publicUrl: "https://bitaqa.example" });
  const credential = buildOpenBadgeCredential({
    id: "https://bitaqa.example/api/certificates/abc/credential.json",
    issuer: { id: issuer.did, name: "بطاقة" },
    recipientName: "عبد الرحمن",
    achievement: {
      id: "https://bitaqa.example/certificates/types/teacher",
      name: "شهادة المعلم المتميز",
      description: "تقديراً لعطائه",
      achievementType: "Award",
      criteriaNarrative: "ترشيح الإدارة",
    },
    issuedAt: "2025-01-01T00:00:00Z",
    lang: "ar",
  });
  return { issuer, credential };
}

describe("signCredential", () => {
  it.each(["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const)("adds a %s DataIntegrityProof by the issuer's key", async (cryptosuite) => {
    const { issuer, credential } = await setup("web");
    const before = structuredClone(credential);
    const created = new Date("2025-01-01T00:00:05Z");
    const signed = await signCredential(credential, issuer, { cryptosuite, created });
    expect(credential).toEqual(before); // input untouched
    expect(signed.proof).toMatchObject({
      type: "DataIntegrityProof",
      cryptosuite,
      proofPurpose: "assertionMethod",
      verificationMethod: issuer.verificationMethodId,
      created: "2025-01-01T00:00:05Z",
    });
    expect(signed.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{80,}$/);
    const { proof: _proof, ...body } = signed;
    // eddsa-jcs-2022 keeps the document as is; rdfc too (VC v2 already includes the DI context)
    expect(body).toEqual(before);
  });

  it("defaults to eddsa-rdfc-2022", async () => {
    const { issuer, credential } = await setup();
    expect((await signCredential(credential, issuer)).proof.cryptosuite).toBe("eddsa-rdfc-2022");
  });

  it("is deterministic for eddsa-rdfc-2022 given the same creation time (Ed25519)", async () => {
    const { issuer, credential } = await setup();
    const created = new Date("2025-01-01T00:00:00Z");
    const a = await signCredential(credential, issuer, { created });
    const b = await signCredential({ ...credential }, issuer, { created });
    expect(a.proof.proofValue).toBe(b.proof.proofValue);
  });

  it("refuses to sign for another issuer, twice, with undefined terms or unknown contexts", async () => {
    const { issuer, credential } = await setup();
    await expect(signCredential({ ...credential, issuer: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK" }, issuer))
      .rejects.toThrow(/issuer/);
    const signed = await signCredential(credential, issuer);
    await expect(signCredential(signed, issuer)).rejects.toThrow(/already signed/);
    // Both suites: rdfc through its own safe-mode canonicalisation, jcs through the expansion before it.
    for (const cryptosuite of ["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const) {
      await expect(signCredential({ ...credential, favouriteColour: "blue" }, issuer, { cryptosuite })).rejects.toThrow(/Safe mode/i);
      await expect(signCredential({ ...credential, type: [...(credential.type as string[]), "Unknown"] }, issuer, { cryptosuite }))
        .rejects.toThrow(/Safe mode/i);
    }
    await expect(
      signCredential(
        { ...credential, "@context": [...(credential["@context"] as string[]), "https://example.com/ctx.jsonld"] },
        issuer,
      ),
    ).rejects.toThrow();
    await expect(signCredential(credential, issuer, { cryptosuite: "ecdsa-rdfc-2019" as never })).rejects.toThrow(
      /Unsupported/,
    );
  });
});
