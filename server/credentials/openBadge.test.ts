import { describe, expect, it } from "vitest";
import jsonld from "jsonld";
import { buildOpenBadgeCredential, type OpenBadgeInput } from "./openBadge.ts";
import { createDocumentLoader } from "./documentLoader.ts";

const ISSUER_DID = "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK";

function input(overrides: Partial<OpenBadgeInput> = {}): OpenBadgeInput {
  return {
    id: "https://bitaqa.example/api/certificates/Qx7/credential.json",
    issuer: { id: ISSUER_DID, name: "منصة بطاقة", url: "https://bitaqa.example", image: "https://bitaqa.example/logo.png" },
    recipientName: "  فاطمة الزهراء بنت محمد  ",
    achievement: {
      id: "https://bitaqa.example/certificates/types/training",
      name: "شهادة إتمام دورة",
      description: "أتمّت دورة التصميم الجرافيكي",
      achievementType: "CertificateOfCompletion",
      criteriaNarrative: "حضور ٢٠ ساعة تدريبية",
    },
    issuedAt: new Date("2025-03-01T10:15:30.123Z"),
    expiresAt: "2027-03-01T00:00:00Z",
    certificateCode: "7KQ2-M9XD-4HRT",
    verifyUrl: "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT",
    imageUrl: "https://bitaqa.example/api/certificates/Qx7/image.png",
    lang: "ar",
    ...overrides,
  };
}

const SCHEMA_NAME = "https://schema.org/name";

describe("buildOpenBadgeCredential", () => {
  it("builds an OB 3.0 OpenBadgeCredential on VC 2.0", () => {
    const vc = buildOpenBadgeCredential(input());
    expect(vc["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(vc.id).toBe("https://bitaqa.example/api/certificates/Qx7/credential.json");
    expect(vc.name).toBe("شهادة إتمام دورة");
    expect(vc.issuer).toEqual({
      id: ISSUER_DID,
      type: ["Profile"],
      name: "منصة بطاقة",
      url: "https://bitaqa.example",
      image: { id: "https://bitaqa.example/logo.png", type: "Image" },
    });
    expect(vc.validFrom).toBe("2025-03-01T10:15:30Z");
    expect(vc.validUntil).toBe("2027-03-01T00:00:00Z");
    expect(vc.credentialSubject).toEqual({
      type: ["AchievementSubject"],
      name: "فاطمة الزهراء بنت محمد",
      identifier: [{ type: "IdentityObject", identityHash: "فاطمة الزهراء بنت محمد", identityType: "name", hashed: false }],
      achievement: {
        id: "https://bitaqa.example/certificates/types/training",
        type: ["Achievement"],
        achievementType: "CertificateOfCompletion",
        name: "شهادة إتمام دورة",
        description: "أتمّت دورة التصميم الجرافيكي",
        criteria: { narrative: "حضور ٢٠ ساعة تدريبية" },
        inLanguage: "ar",
      },
    });
    expect(vc.evidence).toEqual([
      {
        id: "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT",
        type: ["Evidence"],
        name: "صفحة التحقق من الشهادة",
        description: "رمز التحقق: 7KQ2-M9XD-4HRT",
      },
    ]);
    expect(vc.image).toEqual({ id: "https://bitaqa.example/api/certificates/Qx7/image.png", type: "Image" });
  });

  it("every term is defined by the bundled contexts: safe-mode expansion keeps the Arabic text intact", async () => {
    const vc = buildOpenBadgeCredential(input());
    const [expanded] = (await jsonld.expand(vc, { documentLoader: createDocumentLoader(), safe: true })) as Array<
      Record<string, unknown>
    >;
    const json = JSON.stringify(expanded);
    expect(json).toContain(JSON.stringify("فاطمة الزهراء بنت محمد"));
    expect(json).toContain("https://purl.imsglobal.org/spec/vc/ob/vocab.html#identityHash");
    expect(json).toContain("https://purl.imsglobal.org/spec/vc/ob/vocab.html#AchievementSubject");
    const subject = (expanded["https://www.w3.org/2018/credentials#credentialSubject"] as Array<Record<string, unknown>>)[0];
    expect(subject[SCHEMA_NAME]).toEqual([{ "@value": "فاطمة الزهراء بنت محمد" }]);
  });

  it("puts a typed, unverified issuer name in the achievement's creator, defined by the contexts (safe mode)", async () => {
    const creator = { id: "https://bitaqa.example/api/certificates/Qx7/credential.json#creator", name: "Harvard University" };
    const vc = buildOpenBadgeCredential(input({ achievement: { ...input().achievement, creator } }));
    const achievement = (vc.credentialSubject as { achievement: Record<string, unknown> }).achievement;
    expect(achievement.creator).toEqual({ ...creator, type: ["Profile"] });
    expect(vc.issuer.name).toBe("منصة بطاقة");
    const json = JSON.stringify(await jsonld.expand(vc, { documentLoader: createDocumentLoader(), safe: true }));
    expect(json).toContain("https://purl.imsglobal.org/spec/vc/ob/vocab.html#creator");
    expect(json).toContain(JSON.stringify("Harvard University"));
  });

  it("uses the credential language for the evidence text and omits optional parts", () => {
    const vc = buildOpenBadgeCredential(
      input({ lang: "fr", expiresAt: null, imageUrl: undefined, certificateCode: undefined }),
    );
    expect(vc.validUntil).toBeUndefined();
    expect(vc.image).toBeUndefined();
    expect(vc.evidence).toEqual([
      { id: "https://bitaqa.example/certificates/verify/7KQ2-M9XD-4HRT", type: ["Evidence"], name: "Page de vérification du certificat" },
    ]);
    expect(buildOpenBadgeCredential(input({ verifyUrl: undefined })).evidence).toBeUndefined();
  });

  it("accepts extension achievement types", () => {
    const vc = buildOpenBadgeCredential(input({ achievement: { ...input().achievement, achievementType: "ext:Appreciation" } }));
    expect((vc.credentialSubject as { achievement: { achievementType: string } }).achievement.achievementType).toBe(
      "ext:Appreciation",
    );
  });

  it("rejects input that would make an invalid credential", () => {
    const base = input();
    expect(() => buildOpenBadgeCredential(input({ recipientName: "   " }))).toThrow(/recipientName/);
    expect(() => buildOpenBadgeCredential(input({ id: "not a uri" }))).toThrow(/id/);
    expect(() => buildOpenBadgeCredential(input({ issuedAt: "yesterday" }))).toThrow(/issuedAt/);
    expect(() => buildOpenBadgeCredential(input({ expiresAt: "2024-01-01T00:00:00Z" }))).toThrow(/expiresAt/);
    expect(() => buildOpenBadgeCredential(input({ verifyUrl: "javascript:alert(1)" }))).toThrow(/verifyUrl/);
    expect(() =>
      buildOpenBadgeCredential(input({ achievement: { ...base.achievement, achievementType: "Appreciation" as never } })),
    ).toThrow(/AchievementType/);
    expect(() => buildOpenBadgeCredential(input({ lang: "de" as never }))).toThrow(/lang/);
  });
});
